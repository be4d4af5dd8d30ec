#pragma once
// if/else, the enhanced for and try/catch (seed 000 §3), plus the classic for, while,
// do-while, switch, try-with-resources and synchronized, which planners write beyond the
// subset, kept for precise rules.
#include "parsers/core/x3/nest.hpp"
#include "parsers/java/ast_adapted.hpp"
#include "parsers/java/grammar/common.hpp"
#include "parsers/java/grammar/compound_statement.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/statement.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(condition, ast::Expr, "a parenthesised condition")
CONFORM_X3_RULE(case_name, ast::Name, "a case label")
CONFORM_X3_RULE(case_label, ast::Expr, "a case label")
CONFORM_X3_RULE(switch_case, ast::SwitchCase, "case or default")
CONFORM_X3_RULE(catch_clause, ast::Catch, "a catch clause")
CONFORM_X3_RULE(try_resources, ast::List<ast::LocalVar>, "try resources")

using x3::attr;
using x3::lit;
using x3kit::nest;

auto const condition_def = lit('(') > assigned > ')';
// Statements nest through their bodies: each compound statement is a level.
auto const if_stmt_def = nest[keyword("if") > condition > statement > -(keyword("else") > statement)];
auto const for_each_stmt_def =
    nest[keyword("for") >> '(' >> modifiers >> type_ref >> identifier >> dims_after_name >> ':' > expr > ')' > statement];
auto const classic_for_stmt_def = nest[keyword("for") > '(' > -simple_statement > ';' > -expr > ';' >
                                       -(simple_statement % ',') > ')' > statement];
auto const while_stmt_def = nest[keyword("while") > condition > statement];
auto const do_while_stmt_def = nest[keyword("do") > statement > keyword("while") > condition > ';'];
// Labels are constants (`case "a":`, `case RED ->`); an expression would read `RED -> x` as a lambda.
auto const case_name_def = qualified_name;
auto const case_label_def = number_lit | string_lit | char_lit | case_name;
auto const switch_case_def = ((keyword("case") > (case_label % ',')) | (keyword("default") >> attr(ast::List<ast::Expr>{}))) >
                             ((lit("->") >> attr(true)) | (lit(':') >> attr(false))) > *statement;
auto const switch_stmt_def = nest[keyword("switch") > condition > '{' > *switch_case > '}'];
auto const catch_clause_def =
    keyword("catch") > '(' > modifiers > (type_ref % '|') > identifier > ')' > block;
auto const try_resources_def = lit('(') > (local_var_head % ';') > -lit(';') > ')';
auto const try_stmt_def =
    nest[keyword("try") > -try_resources > block > *catch_clause > -(keyword("finally") > block)];
auto const synchronized_stmt_def = nest[keyword("synchronized") > condition > block];

BOOST_SPIRIT_DEFINE(condition, case_name, case_label, switch_case, catch_clause, try_resources, if_stmt, for_each_stmt, classic_for_stmt,
                    while_stmt, do_while_stmt, switch_stmt, try_stmt, synchronized_stmt)

}  // namespace conform::java::parser
