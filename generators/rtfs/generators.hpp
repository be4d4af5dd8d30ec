#pragma once
#include <rapidcheck.h>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/rtfs/capabilities.hpp"
#include "parsers/rtfs/ast.hpp"
#include "parsers/rtfs/printer.hpp"

namespace conform::rtfs::gen {

// Valid plans under the given capabilities: several steps, nested let/if/match/do, every
// capability form, a final step that evaluates to a map. They break no rule.
rc::Gen<ast::Node> valid_plan(const Capabilities&);
rc::Gen<PrintStyle> print_style();
// A valid plan printed in a generated style.
rc::Gen<std::string> valid_text(const Capabilities&);

// The rules a breaker exists for, and the breakers: a valid plan changed so that it
// breaks that rule and, among errors, only that rule.
std::vector<std::string> breakable_rules();
rc::Gen<std::string> broken_text(std::string_view rule, const Capabilities&);

// Smaller plans than `text`: one step or one let binding left out, reprinted. Empty
// when the text does not parse.
std::vector<std::string> shrink_candidates(const std::string& text);

// The plan with its keyword arguments in another order (pairs kept together); the
// same plan when they are not all keyword/value pairs.
ast::Node reorder_plan_arguments(const ast::Node& plan, std::uint64_t seed);

// Names the valid generator never binds: a use of one is always undefined.
const std::vector<std::string>& unbound_names();

}  // namespace conform::rtfs::gen
