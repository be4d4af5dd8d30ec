#pragma once
// if, for and try (seed 002 §3), plus while and do-while, which planners borrow from
// other languages, kept for precise rules.
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar/common.hpp"
#include "parsers/cpl/grammar/compound_statement.hpp"
#include "parsers/cpl/grammar/expression.hpp"
#include "parsers/cpl/grammar/statement.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(else_if_clause, ast::ElseIf, "else if")
CONFORM_X3_RULE(catch_words, std::vector<ast::Identifier>, "ToolError and a name")

auto const else_if_clause_def = keyword("else") >> keyword("if") > '(' > expr > ')' > block;
auto const if_stmt_def = keyword("if") > '(' > expr > ')' > block > *else_if_clause > -(keyword("else") > block);
auto const for_stmt_def = keyword("for") > '(' > identifier > keyword("in") > expr > ')' > block;
auto const catch_words_def = identifier >> -identifier;
auto const try_stmt_def = keyword("try") > block > keyword("catch") > '(' > catch_words > ')' > block;
auto const while_stmt_def = keyword("while") > '(' > expr > ')' > block;
auto const do_while_stmt_def = keyword("do") > block > keyword("while") > '(' > expr > ')' > ';';

BOOST_SPIRIT_DEFINE(else_if_clause, if_stmt, for_stmt, catch_words, try_stmt, while_stmt, do_while_stmt)

}  // namespace conform::cpl::parser
