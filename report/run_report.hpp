#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "run/grading.hpp"

namespace conform::report {

// One case as the report tells it.
struct CaseEntry {
  std::string id;
  std::string dialect;
  run::Expectation expectation = run::Expectation::accept;
  std::string rule;  // empty: none named
  std::optional<std::uint64_t> seed;
  bool finished = false;  // the fields below hold only for finished cases
  run::Verdict::Kind verdict = run::Verdict::Kind::target_error;
  run::Grade grade = run::Grade::not_graded;
  double seconds = 0;
  run::Verdict::Error error = run::Verdict::Error::none;  // target errors: what went wrong
  std::string detail;                                      // target errors: how
  std::string message;                                     // skipped or errored: what the target said
  std::string out, err;  // captured output of graded failures, clipped, valid UTF-8
  std::string known_failure;
  std::string shrunk_path;
  std::string base;  // the id of the valid plan a broken case was made from, when known
  friend bool operator==(const CaseEntry&, const CaseEntry&) = default;
};

// One row of a dialect's table: "valid", a rule id, "invalid (rule not named)" or "impl-defined".
struct Row {
  std::string dialect;
  std::string name;
  run::Tally tally;
  friend bool operator==(const Row&, const Row&) = default;
};

// The options that chose a run's cases, as given (none: not given).
struct Selection {
  std::optional<std::string> dialect, rule, case_glob;
  friend bool operator==(const Selection&, const Selection&) = default;
};

// The one model of a run's outcome that every report format renders
// (schema: spec/run/run-report.schema.json).
struct RunReport {
  std::string target;
  std::string target_name;  // what a batch target's greeting calls it; empty: nothing
  std::vector<run::TargetEnding> target_endings;  // batch targets that ended badly, stderr clipped
  std::string mode;  // exec or batch
  unsigned jobs = 1;
  std::string started_at;  // ISO 8601 UTC
  double seconds = 0;
  bool interrupted = false;
  bool passed = true;  // no graded case went wrong except known failures
  std::string corpus;  // empty: no corpus cases
  std::optional<std::uint64_t> seed;
  std::size_t generated = 0;  // --generate: cases generated per dialect, before selection
  Selection selection;
  std::size_t unshrunk = 0;   // generated failures left unshrunk by the budget or a stop
  run::Tally summary;
  int known_failures_now_passing = 0;
  std::vector<Row> rows;  // grouped by dialect, in order
  std::vector<CaseEntry> cases;
  friend bool operator==(const RunReport&, const RunReport&) = default;
};

// What the runner knows about a run besides its results.
struct RunInfo {
  std::string target;
  std::string target_name;
  std::vector<run::TargetEnding> target_endings;
  std::string mode;
  unsigned jobs = 1;
  std::string started_at;
  double seconds = 0;
  bool interrupted = false;
  std::string corpus;
  std::optional<std::uint64_t> seed;
  std::size_t generated = 0;
  Selection selection;
  std::size_t unshrunk = 0;
};

// The report of a run: tallies per row from run::summarize, one entry per case.
RunReport make_run_report(const RunInfo&, const std::vector<run::CaseResult>&);

// The cases to list as failures: finished, graded wrong, not known failures.
bool is_reported_failure(const CaseEntry&);
// Known failures the target now gets right.
bool is_now_passing(const CaseEntry&);
// Cases the target declined to judge: skipped or errored.
bool is_declined(const CaseEntry&);
// Broken cases rejected together with their base: not graded.
bool is_inconclusive(const CaseEntry&);
// Why a failing, declined or inconclusive case is not a pass, in words ("accepted a plan that breaks CPL-X").
std::string explain_failure(const CaseEntry&);

// The run's verdict in one word, as every format heads its summary: INTERRUPTED, FAIL,
// PASS, or NOTHING GRADED for a run that passed with no graded case (every case
// impl-defined, or declined by the target): the exit code is 0, but nothing was shown.
std::string_view headline(const RunReport&);

// Target errors on impl-defined cases, over every row: not graded, but said in every
// format's summary line (a run whose only cases crash is no quiet pass).
int ungraded_target_errors(const RunReport&);
// `./v --strict, named "my-validator 1.2"`: how a run's target is named, for a format that
// renders `text` with `quote`.
std::string target_called(const RunReport&, const std::function<std::string(const std::string&)>& quote);
// "1 batch target ended badly" for the summary lines; empty when none did.
std::string endings_said(const RunReport&);
// The line of a target's stderr that says most, clipped to `width` bytes (empty when
// none): a sanitizer's ERROR line, the last line of a Python traceback (the exception
// raised), else the first line with a letter or a digit (not a rule of `=`).
std::string telling_stderr_line(std::string_view err, std::size_t width = 160);
// "52 cases: 2 from corpus and 50 generated (seed 7)": the cases a run planned, by where
// they come from. `quote` renders the corpus path for the format.
std::string cases_planned(const RunReport&, const std::function<std::string(const std::string&)>& quote);
// The options that select the run's cases again ("--dialect cpl --no-corpus --generate 60
// --seed 7"), each quoted for a POSIX shell where needed; empty when none.
std::string selecting_options(const RunReport&);

}  // namespace conform::report
