#pragma once
// What to run, within which limits, and what came of it.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace conform::process {

struct Limits {
  double timeout_seconds = 5.0;          // wall clock; fractions allowed; <= 0 or not finite: none
  std::size_t output_cap_bytes = 1 << 20;  // per stream; the rest is read and thrown away
  std::size_t memory_limit_bytes = 0;      // RLIMIT_AS of the child; 0: none
  // A child stopped before it exits (a timeout, a batch session closed) gets SIGTERM first
  // and this long to exit, so that it can remove its temporary files; then its group is
  // SIGKILLed. 0: SIGKILL at once.
  double term_grace_seconds = 0.2;
  // run(): stop the child (as at a time limit) once a stream has passed the cap, rather
  // than read and throw away the rest until it ends. Its result still says which stream
  // was cut.
  bool stop_at_output_cap = false;
};

struct Command {
  std::vector<std::string> argv;          // argv[0] is resolved like execvp; no shell
  std::optional<std::string> stdin_text;  // nothing: the child reads end of file at once
};

enum class Outcome { exited, signaled, timed_out, failed_to_start };

struct Result {
  Outcome outcome = Outcome::failed_to_start;
  int exit_code = -1;  // for exited
  int signal = 0;      // for signaled
  std::string out, err;
  bool out_truncated = false, err_truncated = false;
  double wall_seconds = 0;  // from the exec (run()) or the start (Session::stop)
  std::string error;  // for failed_to_start
  bool stopped = false;  // Session::stop: still running when its grace ended, so stopped by a signal
};

std::string_view to_string(Outcome);

namespace detail {
// Sets outcome, signal and exit code from a waitpid() status (-1: none was collected).
void record_wait_status(Result&, int wait_status);
}  // namespace detail

}  // namespace conform::process
