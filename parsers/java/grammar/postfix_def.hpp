#pragma once
// Operands with their suffixes: `.name`, `.name(args)`, `[index]`, `::name`, `++`, `--`.
#include "parsers/core/x3/fold.hpp"
#include "parsers/core/x3/in_place.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/starts_at.hpp"
#include "parsers/java/ast_adapted.hpp"
#include "parsers/java/grammar/common.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/primary.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(member_name, ast::Text, "a member name")
CONFORM_X3_RULE(method_suffix, ast::Suffix, "a method call")
CONFORM_X3_RULE(member_suffix, ast::Suffix, "a member")
CONFORM_X3_RULE(index_suffix, ast::Suffix, "an index")
CONFORM_X3_RULE(method_ref_suffix, ast::Suffix, "a method reference")
CONFORM_X3_RULE(array_method_ref_suffix, ast::Suffix, "a method reference")
CONFORM_X3_RULE(step_suffix, ast::Suffix, "++ or --")

using x3::attr;
using x3::lit;
using x3kit::nest;

using Kind = ast::Suffix::Kind;
auto const no_args = attr(ast::List<ast::Expr>{});

// After a dot any word may stand: `Plan.class`, `Outer.this`.
auto const member_name_def = word_parser<x3kit::no_word, false>{};
auto const no_type_args = attr(ast::Text{});
// `List.<String>of(…)`: the type arguments are kept as written, for the printer.
auto const explicit_type_args = x3::raw[x3::omit[type_args]];
auto const method_suffix_def = nest[attr(Kind::method_call) >> '.' >>
                                    (x3kit::starts_at<x3kit::is_byte<'<'>>[explicit_type_args] | no_type_args) >> member_name >>
                                    lit('(') > -x3kit::in_place_list(expr, ',') > ')'];
auto const member_suffix_def = attr(Kind::member) >> no_type_args >> '.' > member_name > no_args;
auto const index_suffix_def = nest[attr(Kind::index) >> no_type_args >> '[' > attr(ast::Text{}) > x3::repeat(1)[expr] > ']'];
auto const method_ref_suffix_def = attr(Kind::method_ref) >> no_type_args >> lit("::") > member_name > no_args;
// `String[]::new`, an array type's constructor: before `[index]`, which it starts like.
auto const array_method_ref_suffix_def =
    attr(Kind::method_ref) >> x3::raw[+(lit('[') >> ']')] >> lit("::") > member_name > no_args;
auto const step_suffix_def = (lit("++") >> attr(Kind::increment) | lit("--") >> attr(Kind::decrement)) >>
                             no_type_args >> attr(ast::Text{}) >> no_args;
// A node without suffixes is its operand, so `a` stays a Name. The suffixes are tried
// only at a byte one of them starts with.
auto const postfix_expr_def = x3kit::fold_suffixes<&ast::Postfix::base, &ast::Postfix::suffixes>(
    primary, x3kit::starts_at<may_start_suffix>[method_suffix | member_suffix | array_method_ref_suffix | index_suffix |
                                               method_ref_suffix | step_suffix]);

BOOST_SPIRIT_DEFINE(member_name, method_suffix, member_suffix, index_suffix, method_ref_suffix, array_method_ref_suffix,
                    step_suffix,
                    postfix_expr)

}  // namespace conform::java::parser
