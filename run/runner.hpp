#pragma once
#include <atomic>
#include <functional>
#include <vector>

#include "run/case_plan.hpp"
#include "run/expectations.hpp"
#include "run/grading.hpp"
#include "run/target_driver.hpp"

namespace conform::run {

// The most cases worth running at once: four per processor. Past that the harness's own
// forks and the targets' start-up compete for the processors, and every case takes
// longer without the run ending sooner.
unsigned most_useful_jobs();

// Called after each finished case, from worker threads but never two at a time.
using ProgressCallback = std::function<void(std::size_t done, std::size_t total, const CaseResult&)>;

// Runs every case of `cases` through the target on `jobs` threads, taking each case only
// when a thread is free for it. Results come back in the stream's order, whatever order
// they finished in. Setting `stop` (e.g. from SIGINT) stops taking new cases: a case cut
// short by it is left unfinished, and cases never taken are not in the results. A
// generated case that passed keeps no text and no file: its seed makes it again.
std::vector<CaseResult> run_cases(CaseStream& cases, const DriverFactory&, const Expectations&, unsigned jobs,
                                  const std::atomic<bool>& stop, const ProgressCallback& = {});
std::vector<CaseResult> run_cases(std::vector<Case> cases, const DriverFactory&, const Expectations&, unsigned jobs,
                                  const std::atomic<bool>& stop, const ProgressCallback& = {});

}  // namespace conform::run
