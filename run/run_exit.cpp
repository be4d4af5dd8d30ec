#include "run/run_exit.hpp"

namespace conform::run {

std::optional<std::string> start_failure(const std::vector<CaseResult>& results) {
  if (results.empty()) return std::nullopt;
  for (const auto& r : results)
    if (!r.finished || r.verdict.error != Verdict::Error::failed_to_start) return std::nullopt;
  return results.front().verdict.detail;
}

int run_exit_code(bool could_not_start, bool interrupted, bool failed) {
  if (could_not_start) return 3;
  if (interrupted) return 130;
  return failed ? 1 : 0;
}

}  // namespace conform::run
