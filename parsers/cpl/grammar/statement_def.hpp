#pragma once
// Statements (seed 002 §3), plus while, do-while, break, continue and throw, which
// planners borrow from other languages, kept for precise rules.
#include "parsers/core/x3/nest.hpp"
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar/common.hpp"
#include "parsers/cpl/grammar/expression.hpp"
#include "parsers/cpl/grammar/statement.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(block_end, x3::unused_type, "a statement or '}'")
CONFORM_X3_RULE(let_stmt, ast::Let, "a let statement")
CONFORM_X3_RULE(assign_stmt, ast::Assign, "an assignment")
CONFORM_X3_RULE(return_stmt, ast::Return, "a return statement")
CONFORM_X3_RULE(else_if_clause, ast::ElseIf, "else if")
CONFORM_X3_RULE(if_stmt, ast::If, "an if statement")
CONFORM_X3_RULE(for_stmt, ast::For, "a for statement")
CONFORM_X3_RULE(catch_words, std::vector<ast::Identifier>, "ToolError and a name")
CONFORM_X3_RULE(try_stmt, ast::Try, "a try statement")
CONFORM_X3_RULE(expr_stmt, ast::ExprStmt, "a statement")
CONFORM_X3_RULE(while_stmt, ast::While, "a while statement")
CONFORM_X3_RULE(do_while_stmt, ast::DoWhile, "a do-while statement")
CONFORM_X3_RULE(break_stmt, ast::Break, "break")
CONFORM_X3_RULE(continue_stmt, ast::Continue, "continue")
CONFORM_X3_RULE(throw_stmt, ast::Throw, "a throw statement")
CONFORM_X3_RULE(statement, ast::Statement, "a statement")

using x3::lit;

// A block is the level of nesting of statements.
auto const block_def = x3kit::nest['{' > *statement > block_end];
auto const block_end_def = lit('}');

auto const let_stmt_def = keyword("let") > identifier > -(':' > type_ref) > '=' > expr > ';';
auto const assign_stmt_def = identifier >> (lit('=') >> !lit('=')) > expr > ';';
auto const return_stmt_def = keyword("return") > -expr > ';';
auto const else_if_clause_def = keyword("else") >> keyword("if") > '(' > expr > ')' > block;
auto const if_stmt_def = keyword("if") > '(' > expr > ')' > block > *else_if_clause > -(keyword("else") > block);
auto const for_stmt_def = keyword("for") > '(' > identifier > keyword("in") > expr > ')' > block;
auto const catch_words_def = identifier >> -identifier;
auto const try_stmt_def = keyword("try") > block > keyword("catch") > '(' > catch_words > ')' > block;
auto const expr_stmt_def = expr > ';';
auto const while_stmt_def = keyword("while") > '(' > expr > ')' > block;
auto const do_while_stmt_def = keyword("do") > block > keyword("while") > '(' > expr > ')' > ';';
auto const break_stmt_def = keyword("break") > ';';
auto const continue_stmt_def = keyword("continue") > ';';
auto const throw_stmt_def = keyword("throw") > expr > ';';
auto const statement_def = let_stmt | if_stmt | for_stmt | try_stmt | return_stmt | while_stmt | do_while_stmt |
                           break_stmt | continue_stmt | throw_stmt | assign_stmt | expr_stmt;

BOOST_SPIRIT_DEFINE(block, block_end, let_stmt, assign_stmt, return_stmt, else_if_clause, if_stmt, for_stmt,
                    catch_words, try_stmt, expr_stmt, while_stmt, do_while_stmt, break_stmt, continue_stmt, throw_stmt,
                    statement)

}  // namespace conform::cpl::parser
