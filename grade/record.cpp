#include "grade/record.hpp"

#include <algorithm>

namespace conform::grade {

std::string_view to_string(PlannerOutcome outcome) {
  switch (outcome) {
    case PlannerOutcome::ok: return "ok";
    case PlannerOutcome::crashed: return "crashed";
    case PlannerOutcome::timed_out: return "timed_out";
  }
  return "ok";
}

std::optional<PlannerOutcome> planner_outcome_from(std::string_view text) {
  for (auto outcome : {PlannerOutcome::ok, PlannerOutcome::crashed, PlannerOutcome::timed_out})
    if (to_string(outcome) == text) return outcome;
  return std::nullopt;
}

nlohmann::json to_json(const Record& r) {
  nlohmann::json out{{"id", r.id}, {"output", r.output}};
  if (!r.dialect.empty()) out["dialect"] = r.dialect;
  if (!r.model.empty()) out["model"] = r.model;
  if (!r.prompt_id.empty()) out["prompt_id"] = r.prompt_id;
  if (r.sample) out["sample"] = *r.sample;
  if (r.expect_steps) out["expect_steps"] = *r.expect_steps;
  if (r.requested_tools) out["requested_tools"] = *r.requested_tools;
  if (!r.meta.is_null()) out["meta"] = r.meta;
  if (r.planner != PlannerOutcome::ok) {
    out["planner"] = to_string(r.planner);
    if (!r.planner_detail.empty()) out["planner_detail"] = r.planner_detail;
  }
  return out;
}

void sort_in_reading_order(std::vector<Excluded>& excluded) {
  std::stable_sort(excluded.begin(), excluded.end(), [](const Excluded& a, const Excluded& b) { return a.order < b.order; });
}

}  // namespace conform::grade
