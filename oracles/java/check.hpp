#pragma once
#include <cstddef>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/limits.hpp"
#include "core/source_text.hpp"
#include "oracles/java/whitelist.hpp"

namespace conform::java {

// The reference validator for the Java subset: parse, then every oracle. Diagnostics
// come sorted.
std::vector<Diagnostic> check(const SourceText&, const Whitelist& = Whitelist::builtin(), const Limits& = {});
// The same, judging Plan's methods in stretches of about `stretch_bytes` of source
// (oracles/core/stretches.hpp); `check` uses the default. The diagnostics do not depend
// on it (a property test holds that).
std::vector<Diagnostic> check_in_stretches(const SourceText&, const Whitelist&, const Limits&, std::size_t stretch_bytes);

}  // namespace conform::java
