#pragma once
#include <atomic>
#include <functional>
#include <vector>

#include "run/expectations.hpp"
#include "run/grading.hpp"
#include "run/target_driver.hpp"

namespace conform::run {

// Called after each finished case, from worker threads but never two at a time.
using ProgressCallback = std::function<void(std::size_t done, std::size_t total, const CaseResult&)>;

// Runs every case through the target on `jobs` threads. Results come back in the order
// of `cases`, whatever order they finished in. Setting `stop` (e.g. from SIGINT) stops
// taking new cases; cases cut short by it are left unfinished.
std::vector<CaseResult> run_cases(std::vector<Case> cases, const DriverFactory&, const Expectations&, unsigned jobs,
                                  const std::atomic<bool>& stop, const ProgressCallback& = {});

}  // namespace conform::run
