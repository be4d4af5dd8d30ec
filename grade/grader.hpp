#pragma once
// Grading collected outputs with the reference validators: each record gets its dialect,
// the dialect's settings with the record's requests (expect_steps, requested_tools), its
// diagnostics and one status.
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/limits.hpp"
#include "grade/inputs.hpp"
#include "grade/status.hpp"

namespace conform::grade {

struct GradeOptions {
  std::string dialect = "auto";                        // or a dialect id: records without one
  nlohmann::json config = nlohmann::json::object();   // a --config document
  Limits limits;
  unsigned jobs = 1;
};

struct Graded {
  std::string dialect;
  Status status = Status::valid;
  std::vector<Diagnostic> diagnostics;     // everything the validator said, sorted
  std::vector<std::string> error_rules;    // contract and limit rules broken, sorted, unique
  std::vector<std::string> warning_rules;  // sorted, unique
  std::vector<std::string> request_rules;  // request rules broken, sorted, unique
  std::string first_error;                 // the rule of the earliest error; empty: none
  std::size_t violations = 0;              // contract and limit errors, counted one by one
  bool has_request = false;                // the record named expect_steps or requested_tools
  std::optional<std::string> canonical;    // the plan in canonical form, when it parses and its prompt has several samples
};

struct Grading {
  std::vector<Record> records;
  std::vector<Graded> graded;  // one per record, same order
  std::vector<Excluded> excluded;
  std::map<std::string, nlohmann::json> settings;  // dialect → its settings in force (before requests)
};

// Why an output is excluded when neither its record, --dialect, its text nor its file name
// tells its dialect (an empty reply, an apology): an output all the same, which --min-valid
// counts as not valid.
inline constexpr std::string_view no_dialect_told = "cannot tell which dialect the output is written in (give \"dialect\" or --dialect)";

// Throws InputError for a --config that a dialect refuses. Records that name an unknown
// dialect, whose dialect cannot be told, or whose requests mean nothing to their dialect
// are excluded with the reason.
Grading grade_records(Inputs, const GradeOptions&);

// The inputs with the records grade_records() would exclude moved among the excluded,
// each with its reason: what --check-input lists. Throws InputError as grade_records().
Inputs screened(Inputs, const GradeOptions&);

}  // namespace conform::grade
