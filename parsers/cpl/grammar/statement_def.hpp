#pragma once
// Blocks and the statements without blocks (seed 002 §3), plus break, continue, throw
// and assignment through an operator (`s += "b";`, `n++;`, `++n;`), which planners
// borrow from other languages, kept for precise rules; and the statements of a switch
// case. The statements with blocks are in compound_statement_def.hpp.
#include "parsers/core/x3/first_byte_choice.hpp"
#include "parsers/core/x3/into.hpp"
#include "parsers/core/x3/literals.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar/common.hpp"
#include "parsers/cpl/grammar/compound_statement.hpp"
#include "parsers/cpl/grammar/expression.hpp"
#include "parsers/cpl/grammar/statement.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(block_end, x3::unused_type, "a statement or '}'")
CONFORM_X3_RULE(let_stmt, ast::Let, "a let statement")
CONFORM_X3_RULE(foreign_let_stmt, ast::Let, "a let statement")
CONFORM_X3_RULE(assign_stmt, ast::Assign, "an assignment")
CONFORM_X3_RULE(return_stmt, ast::Return, "a return statement")
CONFORM_X3_RULE(expr_stmt, ast::ExprStmt, "a statement")
CONFORM_X3_RULE(break_stmt, ast::Break, "break")
CONFORM_X3_RULE(continue_stmt, ast::Continue, "continue")
CONFORM_X3_RULE(throw_stmt, ast::Throw, "a throw statement")
CONFORM_X3_RULE(compound_operator, ast::Operator, "an assignment operator")
CONFORM_X3_RULE(compound_assign_stmt, ast::CompoundAssign, "an assignment")
CONFORM_X3_RULE(step_operator, ast::Operator, "'++' or '--'")
CONFORM_X3_RULE(step_stmt, ast::CompoundAssign, "an assignment")
CONFORM_X3_RULE(prefix_step_stmt, ast::CompoundAssign, "an assignment")
CONFORM_X3_RULE(keyword_statement, ast::Statement, "a statement")
CONFORM_X3_RULE_WITH(assignment_statement, ast::Statement, "an assignment", x3kit::plain)
CONFORM_X3_RULE_WITH(case_statement, ast::Statement, "a statement", x3kit::plain)

using x3::attr;
using x3::lit;

// A block is the level of nesting of statements.
auto const block_def = x3kit::nest['{' > *statement > block_end];
auto const block_end_def = lit('}');

auto const let_stmt_def = attr(ast::Text{}) >> keyword("let") > identifier > -(':' > type_ref) > '=' > expr > ';';
// `var x: T = …;` and `const x = …;`, as JavaScript declares: a let under another keyword.
// Only a name after the word makes it one (`var = "x";` assigns a variable named var).
auto const foreign_let_stmt_def =
    x3::raw[keyword("var") | keyword("const")] >> identifier > -(':' > type_ref) > '=' > expr > ';';
auto const assign_operator = lit('=') >> !lit('=');
auto const assign_stmt_def = identifier >> assign_operator > expr > ';';
auto const return_stmt_def = keyword("return") > -expr > ';';
auto const expr_stmt_def = expr > ';';
auto const break_stmt_def = keyword("break") > ';';
auto const continue_stmt_def = keyword("continue") > ';';
// `throw new E(…)`, as Java writes it, is the throw CPL does not have, not a syntax error.
auto const throw_stmt_def = keyword("throw") > x3::omit[-keyword("new")] > expr > ';';
// No CPL statement has a name followed by these; `n--1;` (`n - -1`) and `n++ x` stay
// what they were, since `++` and `--` count only directly before ';'.
auto const compound_operator_def =
    x3kit::literals("+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>>=", ">>=", "&=", "|=", "^=", "?\?=");
auto const compound_assign_stmt_def = identifier >> compound_operator > expr > ';';
auto const step_operator_def = x3kit::literals("++", "--");
auto const step_stmt_def = identifier >> step_operator >> x3::attr(boost::optional<ast::Expr>{}) >> ';';
// `++n;` and `--n;`: the same step written before the name (`--n;` is no double negation).
auto const put_prefix_step = [](auto& ctx) {
  x3::_val(ctx).op = std::move(boost::fusion::at_c<0>(x3::_attr(ctx)));
  x3::_val(ctx).target = std::move(boost::fusion::at_c<1>(x3::_attr(ctx)));
};
auto const prefix_step_stmt_def = (step_operator >> identifier)[put_prefix_step] >> ';';
// A case's statements end where the next case or the switch does. (eps makes a sequence
// of one element, which fills the Block as '{' … '}' does in block.)
auto const case_statement_def = !(keyword("case") | keyword("default")) >> statement;
auto const case_body_def = x3::eps >> *case_statement;
// Each statement form is tried only where what begins it is found, and its node is built
// only then (x3kit::guarded).
template <typename Starts, typename Form>
constexpr auto guarded(Starts const& starts, Form const& form) {
  return x3kit::guarded<ast::Statement>(starts, form);
}
// The statements that start with a keyword are tried only after one: the others start
// with a name or an expression, and one look at the word spares them eleven tries. The
// keyword's first byte is looked at once (x3kit::first_byte_choice), so only the
// keywords that start with it are compared.
template <x3kit::byte_chars Word, typename Form>
constexpr auto after(Form const& form) {
  return x3kit::after_keyword<ast::Statement, keyword, Word>(form);
}
auto const keyword_statement_def = x3kit::first_byte_choice(
    after<"let">(let_stmt), after<"if">(if_stmt), after<"for">(for_stmt), after<"try">(try_stmt),
    after<"return">(return_stmt), after<"while">(while_stmt), after<"do">(do_while_stmt), after<"switch">(switch_stmt),
    after<"break">(break_stmt), after<"continue">(continue_stmt), after<"throw">(throw_stmt),
    after<"var">(foreign_let_stmt), after<"const">(foreign_let_stmt));
// The assignments are tried only where their operator follows a name, and only after a
// name followed by a byte one of those operators starts with: a call statement would
// otherwise read its name three times before it is tried as an expression.
inline constexpr auto may_start_assignment_operator = &x3kit::one_of<"+-*/%=<>&|^?">;
auto const assignment_head = name_skip >> x3kit::byte_if<may_start_assignment_operator>{};
auto const assignment_statement_def = guarded(name_skip >> compound_operator, compound_assign_stmt) |
                                      guarded(name_skip >> step_operator, step_stmt) |
                                      guarded(name_skip >> assign_operator, assign_stmt);
auto const statement_def = (&statement_keyword >> keyword_statement) | (&assignment_head >> assignment_statement) |
                           x3kit::starts_at<x3kit::one_of<"+-">>[guarded(step_operator >> name_skip, prefix_step_stmt)] |
                           expr_stmt;

BOOST_SPIRIT_DEFINE(block, block_end, let_stmt, foreign_let_stmt, assign_stmt, return_stmt, expr_stmt, break_stmt, continue_stmt,
                    throw_stmt, compound_operator, compound_assign_stmt, step_operator, step_stmt, prefix_step_stmt, case_statement,
                    case_body, keyword_statement, assignment_statement, statement)

}  // namespace conform::cpl::parser
