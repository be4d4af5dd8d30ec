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
#include "parsers/java/grammar/primary.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(cast, ast::Cast, "a cast")
CONFORM_X3_RULE(unary_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(binary_operation, ast::BinaryOperation, "an operator")
CONFORM_X3_RULE(chain_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(conditional_branches, ast::ConditionalBranches, "'?' and ':'")

using x3::lit;
using x3kit::nest;

// `(Type) operand`, when what follows the parenthesis can only start an operand.
auto const cast_follow = ident_start | digit | lit('(') | lit('"') | lit('\'') | lit('!') | lit('~');
auto const cast_def = nest[lit('(') >> type_ref >> lit(')') >> &cast_follow >> unary_expr];

// The operator alternatives are tried only at a byte one of them starts with: most
// tries find an operand, or a ')' or ';'.
inline constexpr auto may_start_binary_operator = &x3kit::one_of<"=!<>&|i+-*/%^">;

auto const unary_op = x3kit::starts_at<may_start_unary_operator>[
    x3kit::literals("++", "--") | (x3kit::literals("!", "-", "+") >> !lit('=')) | x3kit::literals("~")];
auto const unary_expr_def = nest[x3kit::fold_prefixes<&ast::Unary::ops, &ast::Unary::operand>(
    unary_op, x3kit::starts_at<x3kit::is_byte<'('>>[x3kit::into<ast::Expr>[cast]] | postfix_expr)];

auto const binary_operator = x3kit::starts_at<may_start_binary_operator>[
    x3kit::literals("==", "!=", "<=", ">=", "&&", "||", ">>>", ">>", "<<") | x3::raw[keyword("instanceof")] |
    (x3kit::literals("+", "-", "*", "/", "%", "<", ">", "&", "|", "^") >> !lit('='))];
auto const binary_operation_def = binary_operator > unary_expr;
auto const chain_expr_def = x3kit::fold_suffixes<&ast::Chain::first, &ast::Chain::rest>(
    unary_expr, x3kit::starts_at<may_start_binary_operator>[binary_operation]);

// Like the other layers, `c ? a : b` is its condition alone unless a '?' follows, so `a`
// stays a Name.
auto const conditional_branches_def = lit('?') > expr > ':' > expr;
// Where no operand and no prefix operator can start (the ')' after a call's arguments,
// the '}' after a block's statements), an expression fails at once (expression.hpp).
auto const expr_def = x3kit::fails_unless<may_start_expression, expression_levels>[nest[
    x3kit::fold_suffixes<&ast::Conditional::condition, &ast::Conditional::branches>(
        chain_expr, x3kit::starts_at<x3kit::is_byte<'?'>>[conditional_branches])]];

BOOST_SPIRIT_DEFINE(cast, unary_expr, binary_operation, chain_expr, conditional_branches, expr)

}  // namespace conform::java::parser
