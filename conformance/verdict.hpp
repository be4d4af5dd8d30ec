#pragma once
#include <string>
#include <string_view>

namespace conform::run {

// What the target said about one case. Target errors are kept apart: they are never
// counted as an accept or a reject.
struct Verdict {
  enum class Kind { accept, reject, target_error };
  enum class Error { none, crash, exit_code, timeout, output_cap, protocol, failed_to_start };

  Kind kind = Kind::target_error;
  Error error = Error::none;
  std::string detail;  // for errors: "killed by signal 11", "exit code 7", …
  std::string out;     // captured output, kept for failures
  std::string err;
  double seconds = 0;

  static Verdict accepted() { return {Kind::accept, Error::none, {}, {}, {}, 0}; }
  static Verdict rejected() { return {Kind::reject, Error::none, {}, {}, {}, 0}; }
  static Verdict failed(Error e, std::string detail) { return {Kind::target_error, e, std::move(detail), {}, {}, 0}; }
};

std::string_view to_string(Verdict::Kind);
std::string_view to_string(Verdict::Error);

}  // namespace conform::run
