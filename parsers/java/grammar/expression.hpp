#pragma once
// The expression rules; defined in expression_def.hpp and postfix_def.hpp, instantiated
// in expression.cpp and postfix.cpp.
#include <cstddef>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/rule.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(expr, ast::Expr, "an expression")
// An operand and its suffixes (postfix_def.hpp, postfix.cpp).
CONFORM_X3_RULE(postfix_expr, ast::Expr, "an expression")

BOOST_SPIRIT_DECLARE(expr_type, postfix_expr_type)

// The bytes an expression can start at: an operand's or a prefix operator's. At any
// other byte its descent opens `expression_levels` levels (the expression, its unary
// layer, then a name, an array initializer or a parenthesis) and fails, having read
// nothing (x3kit::fails_unless).
constexpr bool may_start_expression(unsigned char c) {
  return is_ident_start(c) || x3kit::is_digit(c) || x3kit::one_of<"\"'({+-!~">(c);
}
inline constexpr std::size_t expression_levels = 3;

}  // namespace conform::java::parser
