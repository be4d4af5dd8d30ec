#pragma once
#include <rapidcheck.h>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/cpl/whitelist.hpp"
#include "parsers/cpl/ast.hpp"
#include "parsers/cpl/printer.hpp"

namespace conform::cpl::gen {

// Valid plans under the given whitelist: they break no rule, warnings included.
rc::Gen<ast::Plan> valid_plan(const Whitelist&);
rc::Gen<PrintStyle> print_style();
// A valid plan printed in a generated style.
rc::Gen<std::string> valid_text(const Whitelist&);

// The rules a breaker exists for, and the breakers: a valid plan changed so that it
// breaks that rule and, among errors, only that rule.
std::vector<std::string> breakable_rules();
rc::Gen<std::string> broken_text(std::string_view rule, const Whitelist&);

}  // namespace conform::cpl::gen
