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

// The bytes a prefix operator (expression_def.hpp), a suffix (postfix_def.hpp: `.name`,
// `[i]`, `::name`, `++`, `--`) and a literal (primary_def.hpp) start at.
inline constexpr auto may_start_unary_operator = &x3kit::one_of<"+-!~">;
inline constexpr auto may_start_suffix = &x3kit::one_of<".[:+-">;
inline constexpr auto may_start_number = &x3kit::one_of<"0123456789.">;  // `.5` too
inline constexpr auto may_start_literal = &x3kit::one_of<"0123456789.\"'">;
// The bytes an expression can start at: a prefix operator's, or an operand's (a literal,
// a word, a parenthesis, an array initializer). At any other byte its descent opens
// `expression_levels` levels (the expression, its unary layer, then a name, an array
// initializer or a parenthesis) and fails, having read nothing (x3kit::fails_unless).
constexpr bool may_start_expression(unsigned char c) {
  return may_start_unary_operator(c) || may_start_literal(c) || is_ident_start(c) || c == '(' || c == '{';
}
inline constexpr std::size_t expression_levels = 3;

}  // namespace conform::java::parser
