#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "run/case.hpp"
#include "run/verdict.hpp"

namespace conform::run {

// skipped, errored: the target declined the case (Verdict::Kind), counted apart from the rest.
// inconclusive: a broken case rejected by a target that does not accept the valid plan the
// case was made from either: the reject says nothing about the case's rule.
enum class Grade { pass, false_accept, false_reject, target_error, not_graded, skipped, errored, inconclusive };
std::string_view to_string(Grade);

// `base`: the target's verdict on the case's base, when it was asked (only a reject needs it).
Grade grade(const Case&, const Verdict&, std::optional<Verdict::Kind> base = std::nullopt);
// Whether grading the case's verdict needs the target's verdict on its base.
bool needs_base_verdict(const Case&, const Verdict&);
// A graded case the target got wrong: a false accept, a false reject or a target error.
bool is_failure(Grade);

struct CaseResult {
  Case c;
  Verdict verdict;
  Grade grade = Grade::not_graded;
  bool finished = false;       // false: the run was interrupted before this case
  std::string known_failure;   // the --expect reason, when the case is listed there
  std::string shrunk_path;     // where a shrunk reproduction was written
  std::optional<Verdict::Kind> base_verdict;  // the target's verdict on c.base, when asked
};

// Counts for one row of the report: a dialect's valid cases, one rule, or impl-defined.
struct Tally {
  int cases = 0, pass = 0, false_accept = 0, false_reject = 0, target_error = 0, known = 0;
  int accepted = 0, rejected = 0, ungraded_errors = 0;  // impl-defined cases: reported, not graded
  int skipped = 0, errored = 0;                         // declined by the target, graded or not
  int inconclusive = 0;                                 // rejected, but so is their base: not graded
  friend bool operator==(const Tally&, const Tally&) = default;
};

struct Summary {
  // dialect -> row -> tally; rows are "valid", a rule id, "invalid (rule not named)" or "impl-defined"
  std::map<std::string, std::map<std::string, Tally>> rows;
  Tally total;
  int known_now_passing = 0;
  bool failed() const;  // a graded case went wrong and is not a known failure
};

// The row of the report a case counts in: "valid", its rule, "invalid (rule not named)" or "impl-defined".
std::string row_of(const Case&);

Summary summarize(const std::vector<CaseResult>&);

}  // namespace conform::run
