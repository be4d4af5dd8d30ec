#pragma once
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "conformance/grading.hpp"

namespace conform {

// What the report says about the run as a whole.
struct RunInfo {
  std::string target;
  std::string mode;  // exec or batch
  unsigned jobs = 1;
  std::string started_at;  // ISO 8601 UTC
  double seconds = 0;
  bool interrupted = false;
  std::string corpus;  // empty: no corpus cases
  std::optional<std::uint64_t> seed;
  std::size_t generated = 0;
};

// The terminal summary: a table per dialect and rule, then the failures.
void write_run_text(std::ostream&, const RunInfo&, const std::vector<run::CaseResult>&, const run::Summary&, bool color);
// The --json report (schema: spec/run-report.schema.json).
void write_run_json(std::ostream&, const RunInfo&, const std::vector<run::CaseResult>&, const run::Summary&);
// The --junit report: one testsuite per dialect, one testcase per case.
void write_run_junit(std::ostream&, const RunInfo&, const std::vector<run::CaseResult>&);

}  // namespace conform
