#pragma once
#include <vector>

#include "core/diagnostic.hpp"
#include "core/limits.hpp"
#include "core/source_text.hpp"
#include "oracles/rtfs/capabilities.hpp"

namespace conform::rtfs {

// The reference validator for RTFS plans: parse, then every oracle. Diagnostics come sorted.
std::vector<Diagnostic> check(const SourceText&, const Capabilities& = Capabilities::builtin(), const Limits& = {});

}  // namespace conform::rtfs
