#include "process/types.hpp"

#include <sys/wait.h>

namespace conform::process {

std::string_view to_string(Outcome o) {
  switch (o) {
    case Outcome::exited: return "exited";
    case Outcome::signaled: return "signaled";
    case Outcome::timed_out: return "timed_out";
    case Outcome::failed_to_start: return "failed_to_start";
  }
  return "unknown";
}

namespace detail {

void record_wait_status(Result& result, int status) {
  if (status != -1 && WIFSIGNALED(status)) {
    result.outcome = Outcome::signaled;
    result.signal = WTERMSIG(status);
  } else {
    result.outcome = Outcome::exited;
    result.exit_code = (status != -1 && WIFEXITED(status)) ? WEXITSTATUS(status) : -1;
  }
}

}  // namespace detail
}  // namespace conform::process
