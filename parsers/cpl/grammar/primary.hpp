#pragma once
// The operands of expressions: literals, names, calls, list and map literals,
// parentheses; defined in primary_def.hpp, instantiated in primary.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/cpl/ast.hpp"
#include "parsers/cpl/grammar/config.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(primary, ast::Expr, "an expression")

BOOST_SPIRIT_DECLARE(primary_type)

}  // namespace conform::cpl::parser
