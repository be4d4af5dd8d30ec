#pragma once
#include <vector>

#include "oracles/stepplan/config.hpp"
#include "core/diagnostic.hpp"
#include "core/limits.hpp"
#include "core/source_text.hpp"

namespace conform::stepplan {

// The reference validator for seed 003's plans: the strict JSON front end, then every
// oracle. Diagnostics come sorted.
std::vector<Diagnostic> check(const SourceText&, const Config& = Config::builtin(), const Limits& = {});

}  // namespace conform::stepplan
