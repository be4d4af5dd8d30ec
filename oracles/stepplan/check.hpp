#pragma once
#include <vector>

#include "oracles/stepplan/config.hpp"
#include "parsers/core/diagnostic.hpp"
#include "parsers/core/limits.hpp"
#include "parsers/core/source_text.hpp"

namespace conform::stepplan {

// The reference validator for seed 003's plans: the strict JSON front end, then every
// oracle. Diagnostics come sorted.
std::vector<Diagnostic> check(const SourceText&, const Config& = Config::builtin(), const Limits& = {});

}  // namespace conform::stepplan
