#pragma once
#include <optional>
#include <string>
#include <vector>

#include "run/grading.hpp"

namespace conform::run {

// Why the target could not be run, when no case got further than starting it.
std::optional<std::string> start_failure(const std::vector<CaseResult>&);

// `conform run`'s exit code (docs/run.md): 3 the target could not be run, 130
// interrupted, 1 a graded case went wrong that is not a known failure, else 0.
// Cases the target skipped or errored on do not count either way.
int run_exit_code(bool could_not_start, bool interrupted, bool failed);

}  // namespace conform::run
