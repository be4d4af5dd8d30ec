#pragma once
#include <rapidcheck.h>
#include <string>
#include <string_view>
#include <vector>

#include "generators/java/sketch.hpp"
#include "oracles/java/whitelist.hpp"
#include "parsers/java/printer.hpp"

namespace conform::java::gen {

// Valid plans under the given whitelist: they break no rule.
rc::Gen<PlanSketch> valid_sketch(const Whitelist&);
rc::Gen<PrintStyle> print_style();
// A valid plan, parsed and reprinted in a generated style.
rc::Gen<std::string> valid_text(const Whitelist&);

// The rules a breaker exists for, and the breakers: a valid plan changed so that it
// breaks that rule and no other.
std::vector<std::string> breakable_rules();
rc::Gen<std::string> broken_text(std::string_view rule, const Whitelist&);

// Structurally smaller variants of a plan (a method or a statement less), for shrinking.
std::vector<std::string> shrink_candidates(const std::string& text);

}  // namespace conform::java::gen
