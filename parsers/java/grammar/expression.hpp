#pragma once
// The expression rules; defined in expression_def.hpp and postfix_def.hpp, instantiated
// in expression.cpp and postfix.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(expr, ast::Expr, "an expression")
// An operand and its suffixes (postfix_def.hpp, postfix.cpp).
CONFORM_X3_RULE(postfix_expr, ast::Expr, "an expression")

BOOST_SPIRIT_DECLARE(expr_type, postfix_expr_type)

}  // namespace conform::java::parser
