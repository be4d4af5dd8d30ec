#pragma once
#include <vector>

#include "core/diagnostic.hpp"
#include "core/limits.hpp"
#include "core/source_text.hpp"
#include "oracles/java/whitelist.hpp"

namespace conform::java {

// The reference validator for the Java subset: parse, then every oracle. Diagnostics
// come sorted.
std::vector<Diagnostic> check(const SourceText&, const Whitelist& = Whitelist::builtin(), const Limits& = {});

}  // namespace conform::java
