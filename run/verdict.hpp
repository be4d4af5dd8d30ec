#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace conform::run {

// What the target said about one case. Target errors are kept apart: they are never
// counted as an accept or a reject. A batch target may also decline a case, saying it
// skipped it or failed on it itself (docs/run.md): neither is a verdict nor a target error.
struct Verdict {
  enum class Kind { accept, reject, target_error, skipped, errored };
  enum class Error { none, crash, exit_code, timeout, output_cap, protocol, failed_to_start };

  Kind kind = Kind::target_error;
  Error error = Error::none;
  std::string detail;  // for errors: "killed by signal 11", "exit code 7", …; skipped, errored: the target's message
  std::string out;     // captured output, kept for failures
  std::string err;
  double seconds = 0;

  static Verdict accepted() { return {Kind::accept, Error::none, {}, {}, {}, 0}; }
  static Verdict rejected() { return {Kind::reject, Error::none, {}, {}, {}, 0}; }
  static Verdict failed(Error e, std::string detail) { return {Kind::target_error, e, std::move(detail), {}, {}, 0}; }
  static Verdict declined(Kind k, std::string message) { return {k, Error::none, std::move(message), {}, {}, 0}; }
};

// How a batch target ended once its input closed at the end of the run, when it did not
// exit with status 0 (docs/run.md, "When the input ends").
struct TargetEnding {
  std::string problem;  // "exited with code 23", "killed by signal 6 (Aborted)", …
  std::string err;      // what it wrote on stderr after its last answer
  friend bool operator==(const TargetEnding&, const TargetEnding&) = default;
};

// What the reports show of each stream a case wrote: its first reported_output_bytes
// (report/run_report_builder.cpp). The runner keeps one byte more of a failure's output,
// so the reports can still say it was cut, and nothing of any other case's.
inline constexpr std::size_t reported_output_bytes = 4096;
void keep_reported_output(Verdict&, bool failure);

// "killed by signal 11 (Segmentation fault)": how a target that died of `signal` is said.
std::string killed_by_signal(int signal);

std::string_view to_string(Verdict::Kind);
std::string_view to_string(Verdict::Error);

}  // namespace conform::run
