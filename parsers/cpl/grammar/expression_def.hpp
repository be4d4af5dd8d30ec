#pragma once
// Expressions (seed 002 §4): operands with suffixes, prefix and infix operators, plus
// the operators (`==`, `instanceof`, `c ? a : b`, …) and member access that planners
// borrow from other languages, kept for precise rules.
#include "parsers/core/x3/fold.hpp"
#include "parsers/core/x3/literals.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/starts_at.hpp"
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar/common.hpp"
#include "parsers/cpl/grammar/expression.hpp"
#include "parsers/cpl/grammar/primary.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(method_suffix, ast::Suffix, "a method call")
CONFORM_X3_RULE(member_suffix, ast::Suffix, "a member")
CONFORM_X3_RULE(index_suffix, ast::Suffix, "an index")
CONFORM_X3_RULE(index_value, ast::List<ast::Expr>, "an expression")
CONFORM_X3_RULE(postfix_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(unary_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(binary_operation, ast::BinaryOperation, "an operator")
CONFORM_X3_RULE(chain_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(conditional_branches, ast::ConditionalBranches, "'?' and ':'")

using x3::attr;
using x3::lit;
using x3kit::nest;

// Suffixes that hold expressions between brackets are levels of nesting.
auto const method_suffix_def = nest[attr(ast::Suffix::Kind::method_call) >> '.' >> name >> '(' > -(expr % ',') > ')'];
auto const member_suffix_def = attr(ast::Suffix::Kind::member) >> '.' > name > attr(ast::List<ast::Expr>{});
auto const index_suffix_def =
    nest[attr(ast::Suffix::Kind::index) >> '[' > attr(ast::Text{}) > index_value > ']'];
auto const index_value_def = x3::repeat(1)[expr];
// Each layer is its operand alone unless its operators follow (x3kit::fold_suffixes), so
// `a` stays a VarRef and never becomes a one-element Chain.
// Each operator is tried only where its first byte is (x3kit::starts_at).
constexpr bool may_start_suffix(unsigned char c) { return c == '.' || c == '['; }
auto const postfix_expr_def = x3kit::fold_suffixes<&ast::Postfix::base, &ast::Postfix::suffixes>(
    primary, x3kit::starts_at<may_start_suffix>[method_suffix | member_suffix | index_suffix]);

// Lexemes, so that `- 1` is the operator `-` and only `-1` the literal (D2).
// A prefix '+' (`+1`) is an operator CPL does not have, as '-' before a blank is; `++` is
// a statement's.
constexpr bool may_start_unary_operator(unsigned char c) { return c == '!' || c == '-' || c == '~' || c == '+'; }
auto const unary_op = x3kit::starts_at<may_start_unary_operator>[x3::lexeme[x3::char_('!') >> !lit('=')] |
                                                                 x3::lexeme[x3::char_('-') >> !digit] | x3::char_('~') |
                                                                 x3::lexeme[x3::char_('+') >> !lit('+')]];
auto const unary_expr_def = x3kit::fold_prefixes<&ast::Unary::ops, &ast::Unary::operand>(unary_op, postfix_expr);

// `+=` and the like are statements (statement_def.hpp), so `+` and `-` leave them alone.
inline constexpr auto may_start_binary_operator = &x3kit::one_of<"=!<>&|^?i+-*/%">;
// Longer operators before their prefixes (JavaScript's `===` before `==`, `>>>` before
// `>>`); no other operator starts with 'i'. Java's bitwise and shift operators,
// JavaScript's `**` and `??`: operators borrowed from other languages, as `==` is.
auto const binary_operator = x3kit::starts_at<may_start_binary_operator>[
    x3kit::literals("===", "!==", ">>>", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>", "**", "??", "+", "-", "*",
                    "/", "%", "<", ">", "&", "|", "^") |
    x3::raw[keyword("instanceof")]];
auto const binary_operation_def = binary_operator > unary_expr;
auto const chain_expr_def = x3kit::fold_suffixes<&ast::Chain::first, &ast::Chain::rest>(
    unary_expr, x3kit::starts_at<may_start_binary_operator>[binary_operation]);

// `c ? a : b ? d : e` nests to the right: each '?' is a level of nesting.
auto const conditional_branches_def = x3kit::nest_at<x3kit::is_byte<'?'>>[lit('?') > expr > ':' > expr];
auto const expr_def = x3kit::fold_suffixes<&ast::Conditional::condition, &ast::Conditional::branches>(
    chain_expr, x3kit::starts_at<x3kit::is_byte<'?'>>[conditional_branches]);

BOOST_SPIRIT_DEFINE(method_suffix, member_suffix, index_suffix, index_value, postfix_expr, unary_expr, binary_operation,
                    chain_expr, conditional_branches, expr)

}  // namespace conform::cpl::parser
