#pragma once
// `conform diff OLD.json NEW.json`: two grade reports (or two run reports) aligned by id.
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "grade/grade_report.hpp"

namespace conform::grade {

struct Change {
  std::string id;
  std::string before, after;  // statuses (grade) or grades (run)
  std::vector<std::string> gained, lost;  // error rules
};

struct RateChange {
  std::string group;    // "all records", "stepplan, model m1"
  std::string measure;  // "contract_valid"
  Rate before, after;
  // false: the change is more than chance at 95%; none when either side has no rate.
  std::optional<bool> intervals_overlap;
};

struct Diff {
  std::vector<Change> regressions, fixes, still_failing;
  std::vector<std::string> added, removed;
  std::size_t removed_passing = 0;  // of `removed`, the ones that passed (were contract-valid) in OLD
  std::vector<RateChange> rates;
  // Why a side is no whole comparison (an interrupted run): a diff gate does not pass it.
  std::vector<std::string> incomplete;
  bool regressed() const { return !regressions.empty(); }
  bool passes() const { return !regressed() && incomplete.empty(); }
};

// A record regresses when its status falls in funnel order, or stays CONTRACT_ERROR and
// breaks a rule it did not; it is fixed when its status rises, or stays CONTRACT_ERROR and
// only loses rules. A change among PLANNER_ERROR, TIMEOUT and EMPTY (no output either
// way) is still failing. Rates compared: the contract-valid share of every group in both.
Diff diff_grades(const GradeReport& before, const GradeReport& after);

// One outcome per id, for run reports: `passed` when the case was graded right. A
// known failure (listed in --expect) did not pass: its grade says it is known.
struct Outcome {
  std::string id;
  std::string grade;
  bool passed = false;
  // A case in the report that was not graded (impl-defined, skipped or errored by the
  // target, inconclusive): present, so neither added nor removed, but never a
  // regression, a fix or a failure, and outside the rates.
  bool graded = true;
};
// A graded run case regresses when it passed and no longer does. Rates: the share of
// graded cases that pass, as the run's summary line counts them.
// Two reports with no id in common compare nothing: the diff is incomplete.
Diff diff_outcomes(const std::vector<Outcome>& before, const std::vector<Outcome>& after);

void render_diff_text(std::ostream&, const Diff&);
nlohmann::json to_json(const Diff&);

}  // namespace conform::grade
