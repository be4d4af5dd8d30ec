#pragma once
// Literals, names, calls and bracketed expressions (seed 000 §3–§5), plus what planners
// write beyond the subset — `new HashMap<>()`, anonymous classes, lambdas, `null`,
// char and floating literals — kept for precise rules.
#include "parsers/core/x3/first_byte_choice.hpp"
#include "parsers/core/x3/in_place.hpp"
#include "parsers/core/x3/into.hpp"
#include "parsers/core/x3/name_or_call.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/starts_at.hpp"
#include "parsers/java/ast_adapted.hpp"
#include "parsers/java/grammar/common.hpp"
#include "parsers/java/grammar/compound_statement.hpp"
#include "parsers/java/grammar/declaration.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/primary.hpp"
#include "parsers/java/grammar/statement.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(bool_lit, ast::BoolLit, "true or false")
CONFORM_X3_RULE(null_lit, ast::NullLit, "null")
CONFORM_X3_RULE(this_or_super, ast::Name, "a name")
// `this.helper(…)` calls Plan's method as `helper(…)` does: a Call, marked for the printer.
struct calls_through_this : x3kit::annotate_offsets {
  template <typename It, typename Ctx>
  void on_success(It const& first, It const& last, ast::Call& call, Ctx const& ctx) const {
    annotate_offsets::on_success(first, last, call, ctx);
    call.through_this = true;
  }
};
CONFORM_X3_RULE_WITH(this_call, ast::Call, "a call", calls_through_this)
// `super(m)`, `this("origin/main")`: a constructor's call of another, read as a call of
// that name so that the constructor or class around it is the finding (javac parses it).
CONFORM_X3_RULE(constructor_call, ast::Call, "a call")
using NameOrCall = x3kit::NameOrCall<ast::Identifier, decltype(ast::Call::args)>;
CONFORM_X3_RULE(name_or_call, NameOrCall, "a name")
CONFORM_X3_RULE(name_primary, ast::Expr, "a name")
CONFORM_X3_RULE(arguments, ast::List<ast::Expr>, "arguments")
CONFORM_X3_RULE(new_object, ast::NewObject, "an object creation")
CONFORM_X3_RULE(dim, ast::Dim, "an array dimension")
CONFORM_X3_RULE(new_array, ast::NewArray, "an array creation")
CONFORM_X3_RULE(array_init, ast::ArrayInit, "an array initializer")
CONFORM_X3_RULE(lambda_param, ast::LambdaParam, "a lambda parameter")
CONFORM_X3_RULE(lambda_params, ast::LambdaParams, "lambda parameters")
CONFORM_X3_RULE(lambda_head, ast::LambdaHead, "lambda parameters")
CONFORM_X3_RULE(lambda_body, ast::LambdaBody, "a lambda body")
CONFORM_X3_RULE(lambda, ast::Lambda, "a lambda")
CONFORM_X3_RULE(paren, ast::Paren, "a parenthesised expression")
CONFORM_X3_RULE(word_primary, ast::Expr, "an expression")

using x3::attr;
using x3::lit;
using x3kit::into;
using x3kit::is_byte;
using x3kit::nest;
using x3kit::starts_at;

auto const bool_lit_def = keyword("true") >> attr(true) | keyword("false") >> attr(false);
auto const null_lit_def = keyword("null");
auto const this_or_super_word = x3::raw[keyword("this")] | x3::raw[keyword("super")];
auto const this_or_super_def = this_or_super_word;

// The rules that hold expressions between brackets are the levels of nesting.
auto const arguments_def = lit('(') > -x3kit::in_place_list(expr, ',') > ')';
// A name is a level as a call would be, whether or not arguments follow.
auto const name_or_call_def = nest[identifier >> -arguments];
auto const name_primary_def = name_or_call[x3kit::call_or_variable<ast::Name, ast::Call>{}];
// A level of nesting, as a call by its name is.
auto const this_call_def = nest[keyword("this") >> '.' >> identifier >> &lit('(') >> arguments];
auto const constructor_call_def = nest[this_or_super_word >> &lit('(') >> arguments];
auto const new_object_def = nest[keyword("new") >> class_type >> &lit('(') > arguments > -class_body];
auto const dim_def = nest[lit('[') >> -expr > ']'];
auto const new_array_def = nest[keyword("new") >> class_type >> &lit('[') > +dim > -array_init];
auto const array_init_def = nest[lit('{') > -x3kit::in_place_list(expr, ',') > -lit(',') > '}'];
// `final` and annotations, which javac allows on a typed lambda parameter, are read and
// dropped: the lambda is the fault (JAVA-LAMBDA).
auto const lambda_param_def =
    x3::omit[modifiers] >> ((type_ref >> identifier) | (attr(boost::optional<ast::TypeRef>{}) >> identifier));
auto const lambda_params_def = lit('(') >> -(lambda_param % ',') >> ')';
auto const lambda_head_def = lambda_params | identifier;
auto const lambda_body_def = block | expr;
// A name is a lambda's head only before `->`: looked at without building the name, since
// most names are not.
auto const lambda_start = lit('(') | (x3kit::word_skip<is_ident_start, is_ident_char>{} >> "->");
auto const lambda_def = nest[lambda_head >> lit("->") > lambda_body];
auto const paren_def = nest[lit('(') > assigned > ')'];

// Each alternative is tried only where its first byte can start it; the order of those
// that can start at the same byte is the grammar's.
auto const word_primary_def = bool_lit | null_lit | new_array | new_object | into<ast::Expr>[switch_stmt];
// The literals, each its own node, are tried together behind one look at the first byte
// (x3kit::into: their nodes are built only after it), and a lambda after its look ahead.
// The first byte is looked at once for all of them (x3kit::first_byte_choice). A name,
// an array initializer and a parenthesis open a nesting level before their first token,
// so they are tried at every byte, as before: the level (and the limit's error there)
// stays where it was.
constexpr bool may_start_lambda(unsigned char c) { return c == '(' || is_ident_start(c); }
// The commonest primary, a name or a call: where the word is no reserved word and no `->`
// follows it, name_primary reads it, as it would after the looks of the lambda and
// reserved-word branches, which would each read the word again to fail. Elsewhere it
// fails, and those branches are tried in their order.
struct plain_name_primary_parser : x3::parser<plain_name_primary_parser> {
  using attribute_type = ast::Expr;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    const std::string_view word = word_starting_at(first, last);
    if (is_reserved_word(word)) return false;
    if (It at = first + word.size(); lit("->").parse(at, last, ctx, rctx, x3::unused)) return false;
    return name_primary.parse(first, last, ctx, rctx, attr);
  }
};
// A string refuses a text block's `"""` before its first expectation, so it is tried
// first: most literals are strings.
auto const literal = x3kit::first_byte_choice(starts_at<may_start_number>[number_lit], starts_at<is_byte<'"'>>[string_lit],
                                              starts_at<is_byte<'"'>>[text_block], starts_at<is_byte<'\''>>[char_lit]);
auto const primary_def = x3kit::first_byte_choice(
    starts_at<may_start_literal>[into<ast::Expr>[literal]], starts_at<is_ident_start>[plain_name_primary_parser{}],
    starts_at<may_start_lambda>[&lambda_start >> into<ast::Expr>[lambda]],
    starts_at<is_ident_start>[&reserved_word >> word_primary], starts_at<x3kit::any_byte>[name_primary],
    starts_at<is_ident_start>[into<ast::Expr>[this_call]], starts_at<is_ident_start>[into<ast::Expr>[constructor_call]],
    starts_at<is_ident_start>[this_or_super],
    starts_at<x3kit::any_byte>[array_init], starts_at<x3kit::any_byte>[paren]);

BOOST_SPIRIT_DEFINE(bool_lit, null_lit, this_or_super, this_call, constructor_call, name_or_call, name_primary, arguments, new_object, dim,
                    new_array, array_init, lambda_param, lambda_params, lambda_head, lambda_body, lambda, paren, word_primary, primary)

}  // namespace conform::java::parser
