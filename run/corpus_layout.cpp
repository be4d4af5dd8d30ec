#include "run/corpus_layout.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "core/rule_catalog.hpp"

namespace conform::run {
namespace {

constexpr std::string_view valid_folder = "valid";
constexpr std::string_view invalid_folder = "invalid";
constexpr std::string_view impl_defined_folder = "impl-defined";
constexpr std::string_view regressions_folder = "regressions";
constexpr std::string_view sidecar_suffix = ".expected";
constexpr std::string_view base_sidecar_suffix = ".base";

std::vector<std::string> split(std::string_view relative) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= relative.size()) {
    std::size_t slash = relative.find('/', start);
    if (slash == std::string_view::npos) slash = relative.size();
    if (slash > start) parts.emplace_back(relative.substr(start, slash - start));
    start = slash + 1;
  }
  return parts;
}

std::string joined(const std::vector<std::string>& parts, std::size_t from) {
  std::string out;
  for (std::size_t i = from; i < parts.size(); ++i) out += (out.empty() ? "" : "/") + parts[i];
  return out;
}

}  // namespace

bool is_sidecar(std::string_view path) { return path.ends_with(sidecar_suffix); }

std::string sidecar_of(std::string_view case_path) { return std::string(case_path) + std::string(sidecar_suffix); }

bool is_base_sidecar(std::string_view path) { return path.ends_with(base_sidecar_suffix); }

std::string base_sidecar_of(std::string_view case_path) { return std::string(case_path) + std::string(base_sidecar_suffix); }

CaseLocation classify(std::string_view relative, const RuleOfDialect& rule_of_dialect) {
  const auto parts = split(relative);
  CaseLocation at;
  if (parts.empty()) return at;
  at.dialect = parts[0];
  at.name = joined(parts, 1);
  if (parts.back() == "README.md") {
    at.kind = CaseKind::readme;
    return at;
  }
  if (is_sidecar(parts.back())) {
    at.kind = CaseKind::sidecar;
    return at;
  }
  if (is_base_sidecar(parts.back())) {
    at.kind = CaseKind::base_sidecar;
    return at;
  }
  if (parts.size() < 3) return at;
  const std::string& folder = parts[1];
  if (folder == regressions_folder) {
    at.kind = CaseKind::regression;
    at.name = joined(parts, 2);
  } else if (parts.size() == 3 && folder == valid_folder) {
    at.kind = CaseKind::valid;
    at.name = parts[2];
  } else if (parts.size() == 3 && folder == impl_defined_folder) {
    at.kind = CaseKind::impl_defined;
    at.name = parts[2];
  } else if (parts.size() == 3 && folder == invalid_folder) {
    at.kind = CaseKind::invalid;
    at.name = parts[2];
  } else if (parts.size() == 4 && folder == invalid_folder) {
    at.rule = parts[2];
    at.kind = rule_of_dialect(at.dialect, at.rule) ? CaseKind::invalid_rule : CaseKind::unknown_rule;
    at.name = parts[3];
  }
  return at;
}

std::string path_of(const CaseLocation& at) {
  if (at.dialect.empty() || at.name.empty()) throw std::invalid_argument("a corpus case needs a dialect and a name");
  const std::string base = at.dialect + "/";
  switch (at.kind) {
    case CaseKind::valid: return base + std::string(valid_folder) + "/" + at.name;
    case CaseKind::invalid: return base + std::string(invalid_folder) + "/" + at.name;
    case CaseKind::invalid_rule:
      if (at.rule.empty()) throw std::invalid_argument("an invalid/<RULE>/ case needs a rule");
      return base + std::string(invalid_folder) + "/" + at.rule + "/" + at.name;
    case CaseKind::impl_defined: return base + std::string(impl_defined_folder) + "/" + at.name;
    case CaseKind::regression: return base + std::string(regressions_folder) + "/" + at.name;
    case CaseKind::readme:
    case CaseKind::sidecar:
    case CaseKind::base_sidecar:
    case CaseKind::unknown_rule:
    case CaseKind::outside_layout: break;
  }
  throw std::invalid_argument("'" + base + at.name + "' has no place in the corpus layout");
}

CaseLocation generated_case_location(std::string dialect, const std::string& rule, const std::string& name,
                                     const std::vector<std::string>& decisions,
                                     const std::vector<std::string>& rule_decisions) {
  const Rule* r = rule.empty() ? nullptr : RuleCatalog::builtin().find(rule);
  if (r && r->severity == Severity::warning) return {std::move(dialect), CaseKind::impl_defined, "", rule + "-" + name};
  std::vector<std::string> resting_on = decisions;
  // A rule only a decision makes a fault rests that decision, unless the draw is rejected
  // under any reading and only its rule rests on it (RTFS-CONTEXT-VALUES's `{{name}}` as a
  // map: an odd count whatever a placeholder is).
  if (r && !r->decided_by.empty() && std::find(resting_on.begin(), resting_on.end(), r->decided_by) == resting_on.end() &&
      std::find(rule_decisions.begin(), rule_decisions.end(), r->decided_by) == rule_decisions.end())
    resting_on.insert(resting_on.begin(), r->decided_by);
  const auto named_after = [](const std::vector<std::string>& ds) {
    std::string prefix;
    for (const auto& d : ds) prefix += d + "-";
    return prefix;
  };
  if (!resting_on.empty())
    return {std::move(dialect), CaseKind::impl_defined, "", named_after(resting_on) + (rule.empty() ? "" : rule + "-") + name};
  if (rule.empty()) return {std::move(dialect), CaseKind::valid, "", name};
  if (!rule_decisions.empty()) return {std::move(dialect), CaseKind::invalid, "", named_after(rule_decisions) + rule + "-" + name};
  return {std::move(dialect), CaseKind::invalid_rule, rule, name};
}

std::optional<Expectation> graded_expectation(CaseKind kind) {
  switch (kind) {
    case CaseKind::valid: return Expectation::accept;
    case CaseKind::invalid:
    case CaseKind::invalid_rule: return Expectation::reject;
    case CaseKind::impl_defined: return Expectation::impl_defined;
    case CaseKind::regression:
    case CaseKind::readme:
    case CaseKind::sidecar:
    case CaseKind::base_sidecar:
    case CaseKind::unknown_rule:
    case CaseKind::outside_layout: break;
  }
  return std::nullopt;
}

std::string why_outside_layout(const CaseLocation& at) {
  if (at.kind == CaseKind::unknown_rule)
    return "invalid/" + at.rule + "/ names no rule of " + at.dialect + "'s catalog";
  return "not in the corpus layout (valid/, invalid/[RULE/], impl-defined/, regressions/)";
}

}  // namespace conform::run
