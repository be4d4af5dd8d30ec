#pragma once
// Expressions: operands with suffixes, prefix and infix operators, casts and `?:`.
// The operators are kept flat: the oracles need them and the operand types, not the
// precedence (spec/java/decisions.md).
#include "parsers/core/x3/fails_unless.hpp"
#include "parsers/core/x3/fold.hpp"
#include "parsers/core/x3/into.hpp"
#include "parsers/core/x3/literals.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/starts_at.hpp"
#include "parsers/java/ast_adapted.hpp"
#include "parsers/java/grammar/common.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/plain_expression.hpp"
#include "parsers/java/grammar/primary.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(cast, ast::Cast, "a cast")
CONFORM_X3_RULE(unary_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(binary_operation, ast::BinaryOperation, "an operator")
CONFORM_X3_RULE(chain_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(conditional_branches, ast::ConditionalBranches, "'?' and ':'")
CONFORM_X3_RULE(variable, ast::Name, "a name")
CONFORM_X3_RULE(type_pattern_text, ast::Text, "a type")
CONFORM_X3_RULE(type_pattern, ast::Name, "a type")

using x3::lit;
using x3kit::nest;

// A name, a string or a whole number is read without the layers above it where they
// would make it alone as an operator's operand: before anything but a suffix, arguments
// or a lambda's `->` (lone_operand_parser). A whole expression of the commonest shapes
// (an argument, a return value, an element) is read by plain_expression.hpp.
auto const variable_def = name;

// As an operand of the operator layers: before anything but a suffix, arguments, a
// lambda's `->`, or trivia (a comment or fence), which this look does not skip and which
// may hide any of them. A lone '+' or '-' starts no suffix: it is an operator.
constexpr bool ends_postfix_operand(const char* next, const char* last) {
  const auto c = static_cast<unsigned char>(*next);
  if (c == '(' || Skipper::may_start_trivia[c]) return false;
  if (!may_start_suffix(c)) return true;
  if (c == '+') return last - next >= 2 && next[1] != '+';
  if (c == '-') return last - next >= 2 && next[1] != '-' && next[1] != '>';
  return false;
}

// The operand's own rule reads it, as the layers would have: so a string throws where it
// threw, and a reserved word (`null`, `this`) is no variable and is left to the layers,
// as is a number the rule reads beyond the look (`1e+5`: what follows it was not looked
// at). Only where the layers' `Levels` levels cannot reach the depth limit: there they
// throw before the operand is read.
template <bool (*Alone)(const char*, const char*), std::size_t Levels>
struct lone_operand_parser : x3::parser<lone_operand_parser<Alone, Levels>> {
  using attribute_type = ast::Expr;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    const auto& log = x3kit::log_in(ctx);
    if (log.depth + Levels > log.max_depth) return false;
    x3::skip_over(first, last, ctx);
    if (first == last) return false;
    const char* const end = lone_token_end(first, last);
    if (!end) return false;
    const char* next = end;
    if (next != last) x3kit::skip_run<x3kit::is_blank_or_newline>(next, last);
    const auto operand = static_cast<unsigned char>(*first);
    if (next == last || !Alone(next, last)) return false;
    if (operand == '"') return x3kit::into<ast::Expr>[string_lit].parse(first, last, ctx, rctx, attr);
    if (!x3kit::is_digit(operand)) return x3kit::into<ast::Expr>[variable].parse(first, last, ctx, rctx, attr);
    const It start = first;
    if (x3kit::into<ast::Expr>[number_lit].parse(first, last, ctx, rctx, attr) && first == end) return true;
    first = start;  // the layers read it again, into `attr` anew
    return false;
  }
};
// The unary layer and a name's level.
inline constexpr lone_operand_parser<ends_postfix_operand, expression_levels - 1> lone_postfix_operand{};

// `(Type) operand`, when what follows the parenthesis can only start an operand.
auto const cast_follow = ident_start | digit | lit('(') | lit('"') | lit('\'') | lit('!') | lit('~');
auto const cast_def = nest[lit('(') >> type_ref >> lit(')') >> &cast_follow >> unary_expr];

// The operator alternatives are tried only at a byte one of them starts with: most
// tries find an operand, or a ')' or ';'.
inline constexpr auto may_start_binary_operator = &x3kit::one_of<"=!<>&|i+-*/%^">;

auto const unary_op = x3kit::starts_at<may_start_unary_operator>[
    x3kit::literals("++", "--") | (x3kit::literals("!", "-", "+") >> !lit('=')) | x3kit::literals("~")];
auto const unary_expr_def = lone_postfix_operand | x3kit::into<ast::Expr>[nest[x3kit::fold_prefixes<&ast::Unary::ops, &ast::Unary::operand>(
    unary_op, x3kit::starts_at<x3kit::is_byte<'('>>[x3kit::into<ast::Expr>[cast]] | postfix_expr)]];

// An operator followed by '=' is an assignment's (`+=`, `>>>=`), which ends the expression.
// The lookaheads come first: an alternative that fails after reading its operator leaves
// it in the attribute, and the next one would append the same bytes again.
auto const binary_operator = x3kit::starts_at<may_start_binary_operator>[
    x3kit::literals("==", "!=", "<=", ">=", "&&", "||") |
    (!x3kit::literals(">>>=", ">>=", "<<=") >> x3kit::literals(">>>", ">>", "<<")) |
    (!x3kit::literals("<<", ">>") >> x3kit::literals("+", "-", "*", "/", "%", "<", ">", "&", "|", "^") >> !lit('='))];
// `x instanceof List<String>`, `x instanceof ToolResult r`: the type and the pattern's
// variable, as written, in one Name (ast::pattern_variable reads the variable back).
auto const type_pattern_text_def = x3::raw[x3::omit[type_ref >> -identifier]];
auto const type_pattern_def = type_pattern_text;
auto const binary_operation_def =
    (binary_operator > unary_expr) |
    x3kit::starts_at<x3kit::is_byte<'i'>>[x3::raw[keyword("instanceof")] > x3kit::into<ast::Expr>[type_pattern]];
auto const chain_expr_def = x3kit::fold_suffixes<&ast::Chain::first, &ast::Chain::rest>(
    unary_expr, x3kit::starts_at<may_start_binary_operator>[binary_operation]);

// Like the other layers, `c ? a : b` is its condition alone unless a '?' follows, so `a`
// stays a Name.
auto const conditional_branches_def = lit('?') > expr > ':' > expr;

// Where no operand and no prefix operator can start (the ')' after a call's arguments,
// the '}' after a block's statements), an expression fails at once (expression.hpp).
auto const expr_def = x3kit::fails_unless<may_start_expression, expression_levels>[
    plain_expression | x3kit::into<ast::Expr>[nest[x3kit::fold_suffixes<&ast::Conditional::condition, &ast::Conditional::branches>(
                       chain_expr, x3kit::starts_at<x3kit::is_byte<'?'>>[conditional_branches])]]];

BOOST_SPIRIT_DEFINE(cast, unary_expr, type_pattern_text, type_pattern, binary_operation, chain_expr, conditional_branches, variable,
                    expr)

}  // namespace conform::java::parser
