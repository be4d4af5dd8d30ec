#include "report/sarif.hpp"

#include <map>

#include "core/rule_catalog.hpp"

namespace conform::report {

nlohmann::json sarif_log(const std::vector<SarifArtifact>& artifacts, const std::string& conform_version) {
  const auto& catalog = RuleCatalog::builtin();
  std::map<std::string, std::size_t> index;  // rule id → its place in driver.rules
  nlohmann::json rules = nlohmann::json::array(), results = nlohmann::json::array();
  for (const auto& artifact : artifacts)
    for (const auto& f : artifact.findings) {
      auto [at, fresh] = index.emplace(f.rule, rules.size());
      if (fresh) {
        nlohmann::json rule{{"id", f.rule}, {"helpUri", "docs/rules/" + (catalog.find(f.rule) ? catalog.find(f.rule)->dialect : std::string("core")) + ".md"}};
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
               {{"artifactLocation", {{"uri", artifact.uri}}},
                {"region", {{"startLine", f.line}, {"startColumn", f.column}}}}}}}}});
    }
  return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
          {"version", "2.1.0"},
          {"runs",
           {{{"tool", {{"driver", {{"name", "conform"}, {"version", conform_version}, {"rules", std::move(rules)}}}}},
             {"columnKind", "unicodeCodePoints"},
             {"results", std::move(results)}}}}};
}

}  // namespace conform::report
