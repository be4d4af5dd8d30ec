#include "core/rule_catalog.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>
#include <stdexcept>

namespace conform {
namespace {

Severity parse_severity(const std::string& s) {
  if (s == "error") return Severity::error;
  if (s == "warning") return Severity::warning;
  throw std::runtime_error("unknown severity '" + s + "'");
}

RuleKind parse_kind(const std::string& s) {
  if (s == "contract") return RuleKind::contract;
  if (s == "advisory") return RuleKind::advisory;
  if (s == "limit") return RuleKind::limit;
  if (s == "request") return RuleKind::request;
  throw std::runtime_error("unknown rule kind '" + s + "'");
}

std::vector<Rule> rules_of(const nlohmann::json& doc);

}  // namespace

std::string_view to_string(RuleKind k) {
  switch (k) {
    case RuleKind::contract: return "contract";
    case RuleKind::advisory: return "advisory";
    case RuleKind::limit: return "limit";
    case RuleKind::request: return "request";
  }
  return "contract";
}

std::vector<Rule> RuleCatalog::parse(std::string_view json_text) { return rules_of(nlohmann::json::parse(json_text)); }

namespace {

std::vector<Rule> rules_of(const nlohmann::json& doc) {
  std::vector<Rule> rules;
  const std::string dialect = doc.at("dialect").get<std::string>();
  for (const auto& r : doc.at("rules")) {
    Rule rule;
    rule.id = r.at("id").get<std::string>();
    rule.dialect = dialect;
    rule.title = r.at("title").get<std::string>();
    rule.section = r.value("section", "");
    rule.notes = r.value("notes", "");
    rule.severity = parse_severity(r.at("severity").get<std::string>());
    rule.kind = parse_kind(r.at("kind").get<std::string>());
    rule.pass = r.value("pass", "");
    rule.envelope = r.value("envelope", "");
    rule.about_layout = r.value("about_layout", false);
    rule.schema = r.value("schema", "");
    if (!rule.schema.empty() && rule.schema != "expressible" && rule.schema != "not-json" && rule.schema != "beyond")
      throw std::runtime_error(rule.id + ": unknown schema attribute '" + rule.schema + "'");
    rule.funnel = r.value("funnel", "");
    rule.decided_by = r.value("decided_by", "");
    if (!rule.decided_by.empty() &&
        (rule.decided_by.size() < 2 || rule.decided_by[0] != 'D' ||
         rule.decided_by.find_first_not_of("0123456789", 1) != std::string::npos))
      throw std::runtime_error(rule.id + ": decided_by must name a decision, D<number>, not '" + rule.decided_by + "'");
    if (!rule.funnel.empty() && rule.funnel != "not-found" && rule.funnel != "syntax")
      throw std::runtime_error(rule.id + ": unknown funnel attribute '" + rule.funnel + "'");
    rules.push_back(std::move(rule));
  }
  return rules;
}

}  // namespace

RuleCatalog::RuleCatalog(std::vector<std::string_view> documents) {
  std::vector<Rule> rules;
  std::vector<std::pair<std::string, std::string>> seeds;
  for (auto text : documents) {
    const auto doc = nlohmann::json::parse(text);
    if (doc.contains("seed")) seeds.emplace_back(doc["dialect"].get<std::string>(), doc["seed"].get<std::string>());
    for (auto& rule : rules_of(doc)) rules.push_back(std::move(rule));
  }
  *this = RuleCatalog(std::move(rules), std::move(seeds));
}

RuleCatalog::RuleCatalog(std::vector<Rule> rules, std::vector<std::pair<std::string, std::string>> seeds)
    : rules_(std::move(rules)), seeds_(std::move(seeds)) {
  by_id_.resize(rules_.size());
  for (std::size_t i = 0; i < rules_.size(); ++i) by_id_[i] = i;
  std::sort(by_id_.begin(), by_id_.end(), [&](std::size_t a, std::size_t b) { return rules_[a].id < rules_[b].id; });
  const auto twin = std::adjacent_find(by_id_.begin(), by_id_.end(),
                                       [&](std::size_t a, std::size_t b) { return rules_[a].id == rules_[b].id; });
  if (twin != by_id_.end()) throw std::runtime_error(rules_[*twin].id + ": the rule is declared twice");
}

const Rule* RuleCatalog::find(std::string_view id) const {
  const auto at = std::lower_bound(by_id_.begin(), by_id_.end(), id,
                                   [&](std::size_t i, std::string_view key) { return rules_[i].id < key; });
  return at != by_id_.end() && rules_[*at].id == id ? &rules_[*at] : nullptr;
}

std::vector<const Rule*> RuleCatalog::for_dialect(std::string_view dialect) const {
  std::vector<const Rule*> out;
  for (const auto& r : rules_)
    if (r.dialect == dialect) out.push_back(&r);
  return out;
}

std::string RuleCatalog::seed_of(std::string_view dialect) const {
  for (const auto& [d, seed] : seeds_)
    if (d == dialect) return seed;
  return {};
}

}  // namespace conform
