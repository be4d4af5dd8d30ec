#pragma once
// The operands of expressions: literals, names, calls, object and array creation,
// lambdas, parentheses; defined in primary_def.hpp, instantiated in primary.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(primary, ast::Expr, "an expression")

BOOST_SPIRIT_DECLARE(primary_type)

}  // namespace conform::java::parser
