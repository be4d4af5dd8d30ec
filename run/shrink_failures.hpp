#pragma once
#include <atomic>
#include <filesystem>
#include <functional>
#include <string_view>
#include <vector>

#include "run/grading.hpp"
#include "run/target_driver.hpp"
#include "dialects/core/dialect.hpp"

namespace conform::run {

// Whether a result is worth shrinking: a generated case the target got wrong (false
// accept or false reject) that is not a known failure.
bool worth_shrinking(const CaseResult&);

// Shrinks one such case against the target and writes the smallest text that still
// fails to `failures/<dialect>/valid|invalid/<RULE>/gen-<seed>[-N]<ext>`, never over an
// existing file; returns the path written. `scratch` holds the candidates.
std::string shrink_failure(const CaseResult&, const dialects::Configured&, TargetDriver&, const std::filesystem::path& scratch,
                           const std::filesystem::path& failures);

// The shrinking stage: every result worth it gets its `shrunk_path`, through one driver
// made by `make_driver`, until `stop` is set. A failure that cannot be written keeps no
// path and costs the run nothing: the returned messages say which and why.
std::vector<std::string> shrink_failures(std::vector<CaseResult>&, const std::function<const dialects::Configured*(std::string_view)>& dialect_of,
                     const DriverFactory& make_driver, const std::filesystem::path& scratch,
                     const std::filesystem::path& failures, const std::atomic<bool>& stop);

}  // namespace conform::run
