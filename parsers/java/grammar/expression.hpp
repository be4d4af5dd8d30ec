#pragma once
// The expression rule; defined in expression_def.hpp, instantiated in expression.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(expr, ast::Expr, "an expression")

BOOST_SPIRIT_DECLARE(expr_type)

}  // namespace conform::java::parser
