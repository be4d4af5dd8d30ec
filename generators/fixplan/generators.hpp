#pragma once
// RapidCheck generators of FixPlan plans: valid ones, and ones broken in exactly one
// named rule. Every text comes from a tree printed with shuffled keys in a generated
// layout, so no verdict can depend on either.
#include <rapidcheck.h>
#include <string>
#include <string_view>
#include <vector>

#include "parsers/json/ast.hpp"

namespace conform::fixplan::gen {

// Valid plans: 1 to 12 tasks, dependencies on earlier tasks only (long chains too),
// every edit action, optional fields present or absent, text in many scripts. They
// break no rule, warnings included, and rest on no decision of
// spec/fixplan/decisions.md (no impl-defined forms).
rc::Gen<json::Value> valid_plan();
// A valid plan, restyled (json_gen::restyled).
rc::Gen<std::string> valid_text();

// The rules a breaker exists for (every contract rule of the catalog: the errors and
// the warning), and the breakers: a valid plan changed so that, among errors, it breaks
// exactly that rule. Throws std::invalid_argument for another rule.
std::vector<std::string> breakable_rules();
rc::Gen<std::string> broken_text(std::string_view rule);

// Smaller variants of a plan's text (one array item or object member removed).
std::vector<std::string> shrink_candidates(const std::string& text);

}  // namespace conform::fixplan::gen
