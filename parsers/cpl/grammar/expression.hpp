#pragma once
// The expression rule; defined in expression_def.hpp, instantiated in expression.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/cpl/ast.hpp"
#include "parsers/cpl/grammar/config.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(expr, ast::Expr, "an expression")

BOOST_SPIRIT_DECLARE(expr_type)

}  // namespace conform::cpl::parser
