#pragma once
// Expressions: operands with suffixes, prefix and infix operators, casts and `?:`.
// The operators are kept flat: the oracles need them and the operand types, not the
// precedence (spec/java/decisions.md).
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

namespace conform::java::parser::detail {
// `c ? a : b` before it is known whether there is a `?`.
struct ConditionalTail {
  ast::Expr then_value;
  ast::Expr else_value;
};
// Located: its rule records the range, which the Conditional takes.
struct MaybeConditional : ast::Located {
  ast::Expr first;
  boost::optional<ConditionalTail> tail;
};
}  // namespace conform::java::parser::detail

BOOST_FUSION_ADAPT_STRUCT(conform::java::parser::detail::ConditionalTail, then_value, else_value)
BOOST_FUSION_ADAPT_STRUCT(conform::java::parser::detail::MaybeConditional, first, tail)

namespace conform::java::parser {

// A conditional that turned out to have no `?` is its operand, so `a` stays a Name. (The
// other layers are their operand alone unless their operators follow: x3kit::fold_*.)
struct collapse_conditional {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& raw = x3::_attr(ctx);
    if (!raw.tail) {
      x3::_val(ctx) = std::move(raw.first);
      return;
    }
    ast::Conditional c;
    c.begin = raw.begin;
    c.end = raw.end;
    c.condition = std::move(raw.first);
    c.then_value = std::move(raw.tail->then_value);
    c.else_value = std::move(raw.tail->else_value);
    x3::_val(ctx) = x3::forward_ast<ast::Conditional>(std::move(c));
  }
};

CONFORM_X3_RULE(cast, ast::Cast, "a cast")
CONFORM_X3_RULE(unary_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(binary_operation, ast::BinaryOperation, "an operator")
CONFORM_X3_RULE(chain_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(conditional_tail, detail::ConditionalTail, "'?' and ':'")
CONFORM_X3_RULE(maybe_conditional, detail::MaybeConditional, "an expression")

using x3::attr;
using x3::lit;
using x3kit::nest;


// `(Type) operand`, when what follows the parenthesis can only start an operand.
auto const cast_follow = ident_start | digit | lit('(') | lit('"') | lit('\'') | lit('!') | lit('~');
auto const cast_def = nest[lit('(') >> type_ref >> lit(')') >> &cast_follow >> unary_expr];

// The operator alternatives are tried only at a byte one of them starts with: most
// tries find an operand, or a ')' or ';'.
inline constexpr auto may_start_unary_operator = &x3kit::one_of<"+-!~">;
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

auto const conditional_tail_def = lit('?') > expr > ':' > expr;
auto const maybe_conditional_def = chain_expr >> -conditional_tail;
auto const expr_def = nest[maybe_conditional[collapse_conditional{}]];

BOOST_SPIRIT_DEFINE(cast, unary_expr, binary_operation, chain_expr, conditional_tail, maybe_conditional, expr)

}  // namespace conform::java::parser
