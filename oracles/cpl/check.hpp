#pragma once
#include <vector>

#include "oracles/cpl/whitelist.hpp"
#include "core/diagnostic.hpp"
#include "core/limits.hpp"
#include "core/source_text.hpp"

namespace conform::cpl {

// The reference validator for CPL: parse, then every oracle. Diagnostics come sorted.
std::vector<Diagnostic> check(const SourceText&, const Whitelist& = Whitelist::builtin(), const Limits& = {});

}  // namespace conform::cpl
