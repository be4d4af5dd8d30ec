#pragma once
// The one status of every graded output, in funnel order: an output that reaches a
// later status has passed every earlier stage.
#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/rule_catalog.hpp"
#include "grade/record.hpp"

namespace conform::grade {

enum class Status {
  planner_error,        // the planner crashed or failed: no output
  timeout,              // the planner ran out of time: no output
  empty,                // nothing but whitespace
  not_found,            // no plan located (a rule with funnel "not-found")
  syntax_error,         // located, but does not parse (funnel "syntax")
  contract_error,       // parsed, breaks at least one contract rule
  valid_with_warnings,  // no error, at least one warning
  valid,
};

inline constexpr std::array<Status, 8> all_statuses{Status::planner_error, Status::timeout,
                                                    Status::empty,         Status::not_found,
                                                    Status::syntax_error,  Status::contract_error,
                                                    Status::valid_with_warnings, Status::valid};

std::string_view to_string(Status);  // "CONTRACT_ERROR"
std::optional<Status> status_from(std::string_view);

// The funnel's stages, each a subset of the one before.
inline bool delivered(Status s) { return s > Status::empty; }
inline bool plan_found(Status s) { return s > Status::not_found; }
inline bool parses(Status s) { return s > Status::syntax_error; }
inline bool contract_valid(Status s) { return s > Status::contract_error; }

// The status of an output from its diagnostics. Request rules (what the user asked for)
// do not count: they are graded apart. A malformed-JSON error in an output holding no
// `{` at all means no plan was there to parse: not found.
Status classify(PlannerOutcome, std::string_view output, const std::vector<Diagnostic>&, const RuleCatalog&);

}  // namespace conform::grade
