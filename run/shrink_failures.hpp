#pragma once
#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "run/grading.hpp"
#include "run/target_driver.hpp"
#include "dialects/core/dialect.hpp"

namespace conform::run {

// Whether a result is worth shrinking: a generated case the target got wrong (false
// accept or false reject) that is not a known failure.
bool worth_shrinking(const CaseResult&);

// What the reference makes of a text: the rules of its errors and of its warnings.
struct ReferenceRules {
  std::set<std::string> errors, warnings;
  friend bool operator==(const ReferenceRules&, const ReferenceRules&) = default;
};
ReferenceRules reference_rules(const dialects::Configured&, const std::string& text);

// Whether a shrinking candidate still stands for the original case: exactly the original's
// error rules (none for a valid plan) and no warning the original did not have, so that
// a shrunk case can go straight into a corpus.
bool keeps_rules(const ReferenceRules& original, const ReferenceRules& candidate);

// Shrinks one such case against the target and writes the smallest text that still
// fails to `failures/<dialect>/valid|invalid/<RULE>/gen-<seed>[-N]<ext>`, never over an
// existing file; returns the path written. `scratch` holds the candidates; shrinking
// stops early with what it has when `cut_short` holds.
std::string shrink_failure(const CaseResult&, const dialects::Configured&, TargetDriver&, const std::filesystem::path& scratch,
                           const std::filesystem::path& failures, const std::function<bool()>& cut_short = {});

// How much shrinking a run allows: the failures shrunk per dialect and row (valid, or a
// rule), and a time after which no shrinking starts or goes on.
struct ShrinkBudget {
  std::size_t per_row = 1;
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
};

struct ShrinkOutcome {
  std::size_t shrunk = 0;
  std::size_t unshrunk = 0;           // worth shrinking, but left out by the budget or a stop
  std::vector<std::string> problems;  // failures that could not be shrunk or written, and why
};

// Called after each failure shrunk (or given up), never two at a time.
using ShrinkProgress = std::function<void(std::size_t done, std::size_t total)>;

// The shrinking stage: the results worth it, as many as the budget allows (the first of
// each dialect and row), get their `shrunk_path`, on `jobs` threads with a driver each
// made by `make_driver`, until `stop` is set or the deadline passes. A failure that
// cannot be written keeps no path and costs the run nothing: `problems` says which and why.
ShrinkOutcome shrink_failures(std::vector<CaseResult>&, const std::function<const dialects::Configured*(std::string_view)>& dialect_of,
                              const DriverFactory& make_driver, const std::filesystem::path& scratch,
                              const std::filesystem::path& failures, const std::atomic<bool>& stop, unsigned jobs,
                              const ShrinkBudget& = {}, const ShrinkProgress& = {});

}  // namespace conform::run
