#pragma once
#include <vector>

#include "core/diagnostic.hpp"
#include "core/limits.hpp"
#include "core/source_text.hpp"

namespace conform::fixplan {

// The reference validator for FixPlan (seed 004 and its schema): parse with the strict
// JSON front end, then every oracle. Diagnostics come sorted.
std::vector<Diagnostic> check(const SourceText&, const Limits& = {});

}  // namespace conform::fixplan
