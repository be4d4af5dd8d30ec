#include "grade/status.hpp"

namespace conform::grade {

std::string_view to_string(Status s) {
  switch (s) {
    case Status::planner_error: return "PLANNER_ERROR";
    case Status::timeout: return "TIMEOUT";
    case Status::empty: return "EMPTY";
    case Status::not_found: return "NOT_FOUND";
    case Status::syntax_error: return "SYNTAX_ERROR";
    case Status::contract_error: return "CONTRACT_ERROR";
    case Status::valid_with_warnings: return "VALID_WITH_WARNINGS";
    case Status::valid: return "VALID";
  }
  return "VALID";
}

std::optional<Status> status_from(std::string_view text) {
  for (auto s : all_statuses)
    if (to_string(s) == text) return s;
  return std::nullopt;
}

Status classify(PlannerOutcome planner, std::string_view output, const std::vector<Diagnostic>& diagnostics,
                const RuleCatalog& catalog) {
  if (planner == PlannerOutcome::crashed) return Status::planner_error;
  if (planner == PlannerOutcome::timed_out) return Status::timeout;
  if (output.find_first_not_of(" \t\r\n\f\v") == std::string_view::npos) return Status::empty;
  Status status = Status::valid;
  for (const auto& d : diagnostics) {
    const Rule* rule = catalog.find(d.rule);
    if (rule && rule->kind == RuleKind::request) continue;
    Status here = Status::valid_with_warnings;
    if (d.severity == Severity::error) {
      const std::string_view funnel = rule ? std::string_view(rule->funnel) : std::string_view();
      if (funnel == "not-found") here = Status::not_found;
      else if (funnel == "syntax")
        here = rule->envelope == "malformed-json" && output.find('{') == std::string_view::npos ? Status::not_found
                                                                                                 : Status::syntax_error;
      else here = Status::contract_error;
    }
    status = std::min(status, here);
  }
  return status;
}

}  // namespace conform::grade
