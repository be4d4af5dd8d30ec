#include "report/sarif.hpp"

#include <map>

#include "core/rule_catalog.hpp"

namespace conform::report {
namespace {

// A file name as a URI reference (RFC 3986): every byte but the unreserved ones and '/'
// percent-encoded, so a space or a colon in a name stays a path.
std::string uri_reference(std::string_view path) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : path) {
    const auto b = static_cast<unsigned char>(c);
    const bool unreserved = (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z') || (b >= '0' && b <= '9') || b == '-' ||
                            b == '.' || b == '_' || b == '~' || b == '/';
    if (unreserved) {
      out += c;
    } else {
      out += '%';
      out += hex[b >> 4];
      out += hex[b & 15];
    }
  }
  return out;
}

}  // namespace

nlohmann::json sarif_log(const std::vector<SarifArtifact>& artifacts, const std::string& conform_version) {
  const auto& catalog = RuleCatalog::builtin();
  std::map<std::string, std::size_t> index;  // rule id → its place in driver.rules
  nlohmann::json rules = nlohmann::json::array(), results = nlohmann::json::array(), notifications = nlohmann::json::array();
  for (const auto& artifact : artifacts) {
    const std::string uri = uri_reference(artifact.uri);
    if (!artifact.error.empty())
      notifications.push_back({{"level", "error"},
                               {"message", {{"text", artifact.error}}},
                               {"locations", {{{"physicalLocation", {{"artifactLocation", {{"uri", uri}}}}}}}}});
    for (const auto& f : artifact.findings) {
      auto [at, fresh] = index.emplace(f.rule, rules.size());
      if (fresh) {
        // The rule's page is named in help's text: SARIF's helpUri must be an absolute URI,
        // and the pages have none (they ship in docs/rules/ of the distribution).
        const std::string page = "docs/rules/" + (catalog.find(f.rule) ? catalog.find(f.rule)->dialect : std::string("core")) + ".md";
        nlohmann::json rule{{"id", f.rule}, {"help", {{"text", "See " + f.rule + " in " + page + " of the conform distribution."}}}};
        if (const Rule* r = catalog.find(f.rule)) {
          rule["shortDescription"] = {{"text", r->title}};
          if (!r->notes.empty()) rule["fullDescription"] = {{"text", r->notes}};
          rule["defaultConfiguration"] = {{"level", r->severity == Severity::error ? "error" : "warning"}};
          rule["properties"] = {{"section", r->section}, {"kind", std::string(to_string(r->kind))}, {"dialect", r->dialect}};
        }
        rules.push_back(std::move(rule));
      }
      results.push_back(
          {{"ruleId", f.rule},
           {"ruleIndex", at->second},
           {"level", f.severity == "warning" ? "warning" : "error"},
           {"message", {{"text", f.message}}},
           {"locations",
            {{{"physicalLocation",
               {{"artifactLocation", {{"uri", uri}}},
                {"region", {{"startLine", f.line}, {"startColumn", f.column}}}}}}}}});
    }
  }
  // A file that could not be checked is the run's notification, not silence.
  nlohmann::json invocation{{"executionSuccessful", notifications.empty()}};
  if (!notifications.empty()) invocation["toolExecutionNotifications"] = std::move(notifications);
  return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
          {"version", "2.1.0"},
          {"runs",
           {{{"tool", {{"driver", {{"name", "conform"}, {"version", conform_version}, {"rules", std::move(rules)}}}}},
             {"invocations", nlohmann::json::array({std::move(invocation)})},
             {"columnKind", "unicodeCodePoints"},
             // conform counts a lone CR as a line end too (SARIF's default is CR LF and LF).
             {"newlineSequences", {"\r\n", "\n", "\r"}},
             {"results", std::move(results)}}}}};
}

}  // namespace conform::report
