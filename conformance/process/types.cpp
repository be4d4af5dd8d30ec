#include "conformance/process/types.hpp"

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

}  // namespace conform::process
