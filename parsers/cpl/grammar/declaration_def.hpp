#pragma once
// The plan block and its functions (seed 002 §2), and syscall signatures.
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar/common.hpp"
#include "parsers/cpl/grammar/declaration.hpp"
#include "parsers/cpl/grammar/statement.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(annotation, ast::Annotation, "an annotation")
CONFORM_X3_RULE(param, ast::Param, "a parameter")
CONFORM_X3_RULE(function_body, boost::optional<ast::Block>, "'{' or ';'")
CONFORM_X3_RULE(plan_end, x3::unused_type, "a function or '}'")
CONFORM_X3_RULE(after_params, x3::unused_type, "':' and the return type, '{' or ';'")

using x3::lit;

auto const annotation_def = '@' > name;
auto const param_def = identifier >> -(':' > type_ref);
auto const function_body_def = block | lit(';');
// What follows the parameters is looked at once, so that `function f() Void {` names the
// missing ':' (round 23) rather than only the body.
auto const after_params_def = &(lit(':') | '{' | ';');
auto const function_def = *annotation >> keyword("function") > identifier > '(' > -(param % ',') > ')' > after_params >
                          -(':' > type_ref) > function_body;
auto const plan_end_def = lit('}');
auto const plan_def = keyword("plan") > '{' > *function > plan_end;
auto const signature_def = identifier > '(' > -(param % ',') > ')' > ':' > type_ref;

BOOST_SPIRIT_DEFINE(annotation, param, function_body, after_params, function, plan_end, plan, signature)

}  // namespace conform::cpl::parser
