#pragma once
// Expressions (seed 002 §4): operands with suffixes, prefix and infix operators, plus
// the operators (`==`, `instanceof`, `c ? a : b`, …) and member access that planners
// borrow from other languages, kept for precise rules.
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/starts_at.hpp"
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar/common.hpp"
#include "parsers/cpl/grammar/expression.hpp"
#include "parsers/cpl/grammar/primary.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser::detail {
// An operand chain, before it is known whether `? a : b` follows; positioned by its rule.
struct MaybeConditional : x3kit::Located {
  ast::Expr first;
  boost::optional<ast::ConditionalBranches> branches;
};
}  // namespace conform::cpl::parser::detail

BOOST_FUSION_ADAPT_STRUCT(conform::cpl::parser::detail::MaybeConditional, first, branches)

namespace conform::cpl::parser {

// Replace a node that turned out to have no operators, suffixes or prefixes by its
// only operand, so `a` stays a VarRef and never becomes a one-element Chain.
struct collapse_chain {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& chain = x3::_attr(ctx);
    if (chain.rest.empty()) x3::_val(ctx) = std::move(chain.first);
    else x3::_val(ctx) = x3::forward_ast<ast::Chain>(std::move(chain));
  }
};
struct collapse_unary {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& unary = x3::_attr(ctx);
    if (unary.ops.empty()) x3::_val(ctx) = std::move(unary.operand);
    else x3::_val(ctx) = x3::forward_ast<ast::Unary>(std::move(unary));
  }
};
struct collapse_postfix {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& postfix = x3::_attr(ctx);
    if (postfix.suffixes.empty()) x3::_val(ctx) = std::move(postfix.base);
    else x3::_val(ctx) = x3::forward_ast<ast::Postfix>(std::move(postfix));
  }
};

struct collapse_conditional {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& raw = x3::_attr(ctx);
    if (!raw.branches) {
      x3::_val(ctx) = std::move(raw.first);
      return;
    }
    ast::Conditional c;
    c.begin = raw.begin;
    c.end = raw.end;
    c.condition = std::move(raw.first);
    c.branches = std::move(*raw.branches);
    x3::_val(ctx) = x3::forward_ast<ast::Conditional>(std::move(c));
  }
};

CONFORM_X3_RULE(method_suffix, ast::Suffix, "a method call")
CONFORM_X3_RULE(member_suffix, ast::Suffix, "a member")
CONFORM_X3_RULE(index_suffix, ast::Suffix, "an index")
CONFORM_X3_RULE(index_value, std::vector<ast::Expr>, "an expression")
CONFORM_X3_RULE(postfix_raw, ast::Postfix, "an expression")
CONFORM_X3_RULE(postfix_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(unary_raw, ast::Unary, "an expression")
CONFORM_X3_RULE(unary_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(binary_operation, ast::BinaryOperation, "an operator")
CONFORM_X3_RULE(chain_raw, ast::Chain, "an expression")
CONFORM_X3_RULE(chain_expr, ast::Expr, "an expression")
CONFORM_X3_RULE(conditional_branches, ast::ConditionalBranches, "'?' and ':'")
CONFORM_X3_RULE(maybe_conditional, detail::MaybeConditional, "an expression")

using x3::attr;
using x3::lit;
using x3kit::nest;

// Suffixes that hold expressions between brackets are levels of nesting.
auto const method_suffix_def = nest[attr(ast::Suffix::Kind::method_call) >> '.' >> name >> '(' > -(expr % ',') > ')'];
auto const member_suffix_def = attr(ast::Suffix::Kind::member) >> '.' > name > attr(std::vector<ast::Expr>{});
auto const index_suffix_def =
    nest[attr(ast::Suffix::Kind::index) >> '[' > attr(std::string{}) > index_value > ']'];
auto const index_value_def = x3::repeat(1)[expr];
auto const postfix_raw_def = primary >> *(method_suffix | member_suffix | index_suffix);
auto const postfix_expr_def = postfix_raw[collapse_postfix{}];

// Lexemes, so that `- 1` is the operator `-` and only `-1` the literal (D2).
auto const unary_op = x3::lexeme[x3::char_('!') >> !lit('=')] | x3::lexeme[x3::char_('-') >> !digit];
auto const unary_raw_def = *unary_op >> postfix_expr;
auto const unary_expr_def = unary_raw[collapse_unary{}];

// `+=` and the like are statements (statement_def.hpp), so `+` and `-` leave them alone.
inline constexpr auto binary_operator_bytes = x3kit::byte_set("=!<>&|i+-*/%");
constexpr bool may_start_binary_operator(unsigned char c) { return binary_operator_bytes[c]; }
auto const binary_operator =
    x3kit::starts_at<may_start_binary_operator>[x3::string("==") | x3::string("!=") | x3::string("<=") |
                                                x3::string(">=") | x3::string("&&") | x3::string("||") |
                                                x3::raw[keyword("instanceof")] | x3::string("+") | x3::string("-") |
                                                x3::string("*") | x3::string("/") | x3::string("%") |
                                                x3::string("<") | x3::string(">")];
auto const binary_operation_def = binary_operator > unary_expr;
auto const chain_raw_def = unary_expr >> *binary_operation;
auto const chain_expr_def = chain_raw[collapse_chain{}];

// `c ? a : b ? d : e` nests to the right: each '?' is a level of nesting.
auto const conditional_branches_def = x3kit::nest_at<x3kit::is_byte<'?'>>[lit('?') > expr > ':' > expr];
auto const maybe_conditional_def = chain_expr >> -conditional_branches;
auto const expr_def = maybe_conditional[collapse_conditional{}];

BOOST_SPIRIT_DEFINE(method_suffix, member_suffix, index_suffix, index_value, postfix_raw, postfix_expr, unary_raw, unary_expr,
                    binary_operation, chain_raw, chain_expr, conditional_branches, maybe_conditional, expr)

}  // namespace conform::cpl::parser
