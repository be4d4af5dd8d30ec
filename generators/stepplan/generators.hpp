#pragma once
// Generators of seed 003's step plans: valid ones and, for each checkable rule, plans
// that break that rule and no other.
#include <rapidcheck.h>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/stepplan/config.hpp"
#include "parsers/json/ast.hpp"

namespace conform::stepplan::gen {

// Valid plans of min_steps..max_steps steps (at most 12) using the config's tools: long
// dependency chains and sparse ones, every optional shape (empty assumptions, tool args
// of every JSON type), unicode text. They break no rule.
rc::Gen<json::Value> valid_plan(const Config&, int min_steps = 1, int max_steps = 12);
// A valid plan printed with shuffled keys in a generated layout.
rc::Gen<std::string> valid_text(const Config&);

// The rules a breaker exists for (every contract error rule), and the breakers.
std::vector<std::string> breakable_rules();
rc::Gen<std::string> broken_text(std::string_view rule, const Config&);

// Smaller variants of a plan, for shrinking failures.
std::vector<std::string> shrink_candidates(const std::string& text);

}  // namespace conform::stepplan::gen
