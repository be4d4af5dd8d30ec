#pragma once
// if, for and try (seed 002 §3), plus while, do-while and switch, which planners borrow
// from other languages, kept for precise rules.
#include "parsers/core/x3/nest.hpp"
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar/common.hpp"
#include "parsers/cpl/grammar/compound_statement.hpp"
#include "parsers/cpl/grammar/expression.hpp"
#include "parsers/cpl/grammar/statement.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(else_if_clause, ast::ElseIf, "else if")
CONFORM_X3_RULE(catch_words, ast::List<ast::Identifier>, "ToolError and a name")
CONFORM_X3_RULE(catch_colon_text, ast::Text, "':'")
CONFORM_X3_RULE(catch_colon, ast::Identifier, "':'")
CONFORM_X3_RULE(catch_bar_text, ast::Text, "'|'")
CONFORM_X3_RULE(catch_bar, ast::Identifier, "'|'")
CONFORM_X3_RULE(catch_nothing_text, ast::Text, "')'")
CONFORM_X3_RULE(catch_nothing, ast::Identifier, "')'")
CONFORM_X3_RULE(switch_case, ast::SwitchCase, "case or default")
CONFORM_X3_RULE(switch_end, x3::unused_type, "case, default or '}'")

// Python's `elif (c) { … }` is the same clause under another word, where a block follows
// the condition: `elif` is a name in CPL, so `elif = "b";` and `elif("a");` after an if
// are statements (round 25's auditor).
auto const else_if_clause_def =
    (x3::attr(ast::Text{}) >> keyword("else") >> keyword("if") > '(' > expr > ')' > block) |
    (x3::raw[keyword("elif")] >> '(' >> expr >> ')' >> &x3::lit('{') > block);
auto const if_stmt_def = keyword("if") > '(' > expr > ')' > block > *else_if_clause > -(keyword("else") > block);
auto const for_stmt_def = keyword("for") > '(' > identifier > keyword("in") > expr > ')' > block;
// What planners write besides `catch (ToolError e)` is kept as written, for
// CPL-CATCH-NOT-TOOLERROR: `catch (e: ToolError)` as CPL declares a name elsewhere (three
// words, the ':' one of them), Java's multi-catch `catch (A | B e)` (its '|' among the
// words) and `catch ()` (one empty word, at the ')').
auto const catch_colon_text_def = x3::raw[x3::lit(':')];
auto const catch_colon_def = catch_colon_text;
auto const catch_bar_text_def = x3::raw[x3::lit('|')];
auto const catch_bar_def = catch_bar_text;
auto const catch_nothing_text_def = x3::raw[&x3::lit(')')];
auto const catch_nothing_def = catch_nothing_text;
auto const catch_words_def =
    (identifier >> -((catch_colon > identifier) | (*(catch_bar > identifier) >> -identifier))) | x3::repeat(1)[catch_nothing];
auto const try_stmt_def = keyword("try") > block > keyword("catch") > '(' > catch_words > ')' > block;
auto const while_stmt_def = keyword("while") > '(' > expr > ')' > block;
auto const do_while_stmt_def = keyword("do") > block > keyword("while") > '(' > expr > ')' > ';';
// `switch (…)` only before '{': `switch(x);` stays a call of a function named switch.
auto const switch_case_def = ((keyword("case") > expr) | keyword("default")) > ':' > case_body;
auto const switch_end_def = x3::lit('}');
auto const switch_stmt_def =
    keyword("switch") >> '(' >> expr >> ')' >> x3kit::nest[x3::lit('{') > *switch_case > switch_end];

BOOST_SPIRIT_DEFINE(else_if_clause, if_stmt, for_stmt, catch_colon_text, catch_colon, catch_bar_text, catch_bar,
                    catch_nothing_text, catch_nothing, catch_words, try_stmt, while_stmt, do_while_stmt,
                    switch_case, switch_end, switch_stmt)

}  // namespace conform::cpl::parser
