#pragma once
// Operands with their suffixes: `.name`, `.name(args)`, `[index]`, `::name`, `++`, `--`.
#include "parsers/core/x3/nest.hpp"
#include "parsers/java/ast_adapted.hpp"
#include "parsers/java/grammar/common.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/primary.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

// A node without suffixes is its operand, so `a` stays a Name.
struct collapse_postfix {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& postfix = x3::_attr(ctx);
    if (postfix.suffixes.empty()) x3::_val(ctx) = std::move(postfix.base);
    else x3::_val(ctx) = x3::forward_ast<ast::Postfix>(std::move(postfix));
  }
};

CONFORM_X3_RULE(member_name, std::string, "a member name")
CONFORM_X3_RULE(method_suffix, ast::Suffix, "a method call")
CONFORM_X3_RULE(member_suffix, ast::Suffix, "a member")
CONFORM_X3_RULE(index_suffix, ast::Suffix, "an index")
CONFORM_X3_RULE(method_ref_suffix, ast::Suffix, "a method reference")
CONFORM_X3_RULE(step_suffix, ast::Suffix, "++ or --")
CONFORM_X3_RULE(postfix_raw, ast::Postfix, "an expression")

using x3::attr;
using x3::lit;
using x3kit::nest;

using Kind = ast::Suffix::Kind;
auto const no_args = attr(std::vector<ast::Expr>{});

// After a dot any word may stand: `Plan.class`, `Outer.this`.
auto const member_name_def = x3::lexeme[ident_start >> *ident_char];
auto const method_suffix_def =
    nest[attr(Kind::method_call) >> '.' >> member_name >> lit('(') > -(expr % ',') > ')'];
auto const member_suffix_def = attr(Kind::member) >> '.' > member_name > no_args;
auto const index_suffix_def = nest[attr(Kind::index) >> '[' > attr(std::string{}) > x3::repeat(1)[expr] > ']'];
auto const method_ref_suffix_def = attr(Kind::method_ref) >> lit("::") > member_name > no_args;
auto const step_suffix_def = (lit("++") >> attr(Kind::increment) | lit("--") >> attr(Kind::decrement)) >>
                             attr(std::string{}) >> no_args;
auto const postfix_raw_def =
    primary >> *(method_suffix | member_suffix | index_suffix | method_ref_suffix | step_suffix);
auto const postfix_expr_def = postfix_raw[collapse_postfix{}];

BOOST_SPIRIT_DEFINE(member_name, method_suffix, member_suffix, index_suffix, method_ref_suffix, step_suffix,
                    postfix_raw, postfix_expr)

}  // namespace conform::java::parser
