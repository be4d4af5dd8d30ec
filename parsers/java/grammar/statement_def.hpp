#pragma once
// Blocks and the statements without blocks (seed 000 §3): declarations, assignments,
// expression statements, return; plus break, continue, throw, `;` and labels, which planners
// write beyond the subset, kept for precise rules.
#include "parsers/core/x3/fails_unless.hpp"
#include "parsers/core/x3/first_byte_choice.hpp"
#include "parsers/core/x3/in_place.hpp"
#include "parsers/core/x3/into.hpp"
#include "parsers/core/x3/literals.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/word.hpp"
#include "parsers/java/ast_adapted.hpp"
#include "parsers/java/grammar/common.hpp"
#include "parsers/java/grammar/compound_statement.hpp"
#include "parsers/java/grammar/declaration.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/plain_local_var.hpp"
#include "parsers/java/grammar/statement.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser::detail {
struct AssignTail {
  ast::Text op;
  ast::Expr value;
};
struct ExprOrAssign {
  ast::Expr first;
  boost::optional<AssignTail> tail;
};
}  // namespace conform::java::parser::detail

BOOST_FUSION_ADAPT_STRUCT(conform::java::parser::detail::AssignTail, op, value)
BOOST_FUSION_ADAPT_STRUCT(conform::java::parser::detail::ExprOrAssign, first, tail)

namespace conform::java::parser {

// A statement spans its expressions (x3::_where is not the match in every Boost: 1.74
// gives the input after it).
inline const x3kit::Located& located(const ast::Expr& e) {
  return boost::apply_visitor([](const auto& n) -> const x3kit::Located& { return ast::unwrap(n); }, e.get());
}
// `target op value`: the Assign node.
inline x3::forward_ast<ast::Assign> to_assign(ast::Expr& target, detail::AssignTail& tail) {
  ast::Assign a;
  a.begin = located(target).begin;
  a.end = located(tail.value).end;
  a.target = std::move(target);
  a.op = std::move(tail.op);
  a.value = std::move(tail.value);
  return x3::forward_ast<ast::Assign>(std::move(a));
}

// An assignment statement when there is an assignment operator, else an expression
// statement; the expression is read once either way.
struct to_statement {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& raw = x3::_attr(ctx);
    if (raw.tail) {
      x3::_val(ctx) = to_assign(raw.first, *raw.tail);
      return;
    }
    ast::ExprStmt e;
    e.begin = located(raw.first).begin;
    e.end = located(raw.first).end;
    e.expr = std::move(raw.first);
    x3::_val(ctx) = x3::forward_ast<ast::ExprStmt>(std::move(e));
  }
};

CONFORM_X3_RULE(block_end, x3::unused_type, "a statement or '}'")
CONFORM_X3_RULE(local_var, ast::LocalVar, "a variable declaration")
CONFORM_X3_RULE(declarator, ast::Declarator, "a variable name")
CONFORM_X3_RULE(assign_tail, detail::AssignTail, "an assignment")
CONFORM_X3_RULE(expr_or_assign, detail::ExprOrAssign, "a statement")
CONFORM_X3_RULE(expr_or_assign_stmt, ast::Statement, "a statement")
CONFORM_X3_RULE(expr_statement, ast::Statement, "a statement")
CONFORM_X3_RULE(chained_tail, detail::AssignTail, "an assignment")
CONFORM_X3_RULE(return_stmt, ast::Return, "a return statement")
CONFORM_X3_RULE(jump_stmt, ast::Jump, "break or continue")
CONFORM_X3_RULE(yield_stmt, ast::Yield, "a yield statement")
CONFORM_X3_RULE(throw_stmt, ast::Throw, "a throw statement")
CONFORM_X3_RULE(assert_stmt, ast::Assert, "an assert statement")
CONFORM_X3_RULE(empty_stmt, ast::Empty, "';'")
CONFORM_X3_RULE(labeled_stmt, ast::Labeled, "a labeled statement")
CONFORM_X3_RULE(keyword_statement, ast::Statement, "a statement")

using x3::lit;

// A block is the level of nesting of statements.
auto const block_def = x3kit::nest[lit('{') > x3kit::in_place_many[statement] > block_end];
auto const block_end_def = lit('}');

auto const assign_op = x3kit::literals(">>>=", ">>=", "<<=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=") |
                       (x3kit::literals("=") >> !lit('='));

auto const declarator_def = identifier >> dims_after_name >> -(lit('=') > expr);
auto const local_var_head_def =
    modifiers >> type_ref >> identifier >> dims_after_name >> -(lit('=') > expr) >> *(lit(',') > declarator);
auto const local_var_def = local_var_head > ';';
auto const assign_tail_def = assign_op > assigned;
auto const expr_or_assign_def = expr >> -assign_tail;
// An assignment's value may be an assignment (`a = b = "z"`), each a level of nesting.
auto const chained_tail_def = assign_op > x3kit::nest[assigned];
constexpr bool may_start_assign_op(unsigned char c) { return x3kit::one_of<"=+-*/%&|^<>">(c); }
// The expression, read into the attribute in place; an Assign around it only where an
// assignment operator follows (most expressions end at a ')' or ';').
struct assigned_parser : x3::parser<assigned_parser> {
  using attribute_type = ast::Expr;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    if (!expr.parse(first, last, ctx, rctx, attr)) return false;
    It at = first;
    detail::AssignTail tail;
    if (!x3kit::starts_at<may_start_assign_op>[chained_tail].parse(at, last, ctx, rctx, tail)) return true;
    attr = to_assign(attr, tail);
    first = at;
    return true;
  }
};
auto const assigned_def = assigned_parser{};
auto const expr_or_assign_stmt_def = expr_or_assign[to_statement{}];
auto const return_stmt_def = keyword("return") > -expr > ';';
auto const jump_stmt_def = x3::raw[keyword("break") | keyword("continue")] > -identifier > ';';
// `yield` is a contextual word: before what cannot start an operand (`yield = x;`,
// `yield.f()`), or before `(`, it is a name or a method's.
auto const yield_value_start = ident_start | digit | lit('"') | '\'' | '!' | '~' | (x3kit::literals("+", "-") >> !(lit('+') | '-'));
auto const yield_stmt_def = keyword("yield") >> &yield_value_start > expr > ';';
auto const throw_stmt_def = keyword("throw") > expr > ';';
auto const assert_stmt_def = keyword("assert") > expr > -(lit(':') > expr) > ';';
auto const empty_stmt_def = lit(';') >> x3::attr(ast::Empty{});
// `name:` and not `name::` (a method reference); labels nest like the statements they hold.
auto const labeled_stmt_def = x3kit::nest[identifier >> lit(':') >> !lit(':') > statement];

// Each statement form is tried only where what begins it is found, and its node built
// only then (x3kit::guarded): a block and `;` at their byte, a label where a name is
// followed by one ':', the keyword statements after their keyword.
template <typename Starts, typename Form>
constexpr auto guarded(Starts const& starts, Form const& form) {
  return x3kit::guarded<ast::Statement>(starts, form);
}
using label_word = x3kit::word_skip<is_ident_start, is_ident_char, is_reserved_word, false>;

// The statements that start with a reserved word are tried only after one: most
// statements start with a name (a declaration's type, a call), and one look at the word
// spares them a dozen keyword comparisons. A class starts with a reserved word (a
// modifier, `class`, `interface`, `enum`), an annotation or `record`. The keyword's first
// byte is looked at once (x3kit::first_byte_choice), so only the keywords that start
// with it are compared.
template <x3kit::byte_chars Word, typename Form>
constexpr auto after(Form const& form) {
  return x3kit::after_keyword<ast::Statement, keyword, Word>(form);
}
auto const keyword_statement_def = x3kit::first_byte_choice(
    after<"if">(if_stmt), after<"for">(for_each_stmt | classic_for_stmt), after<"while">(while_stmt),
    after<"do">(do_while_stmt), after<"switch">(switch_stmt), after<"try">(try_stmt), after<"return">(return_stmt),
    after<"break">(jump_stmt), after<"continue">(jump_stmt), after<"throw">(throw_stmt),
    after<"assert">(assert_stmt), after<"synchronized">(synchronized_stmt));
auto const class_statement = guarded(class_head, class_decl);
// After a name: a label's one ':', or what can follow a local declaration's type (its
// dotted rest, then its variable's name, type arguments, `[]`, or an annotation after a
// contextual modifier such as `sealed`). Elsewhere (a call, an assignment) the
// declaration would fail after building its type.
auto const label_colon = lit(':') >> !lit(':');
auto const after_type_name = *(lit('.') >> label_word{}) >> (ident_start | lit('<') | '[' | '@');

// The statements that start with a word or '@', each where a look at the word finds what
// begins it, in this order: a keyword statement after a reserved word; a class after a
// reserved word (a modifier, `class`…), '@' or `record`; a yield statement after `yield`;
// a labeled statement after a name and one ':'; a local declaration after '@', a reserved
// word (a modifier, a primitive type) or a type's name, where the commonest ones are read
// without the declaration's rules first (plain_local_var.hpp). The word is read once for
// all the looks. Fails where none applies, for the expression statement to be tried.
struct word_statement_parser : x3::parser<word_statement_parser> {
  using attribute_type = ast::Statement;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    if (first == last) return false;
    const It start = first;
    const auto tried = [&](auto const& form) {
      if (x3::detail::parse_alternative(form, first, last, ctx, rctx, attr)) return true;
      first = start;
      return false;
    };
    const auto follows = [&](auto const& look, It at) { return look.parse(at, last, ctx, rctx, x3::unused); };
    if (*first == '@') return tried(class_statement) || tried(local_var);
    if (!is_ident_start(static_cast<unsigned char>(*first))) return false;
    const std::string_view word = word_starting_at(first, last);
    const It end = first + word.size();
    if (is_reserved_word(word)) return tried(keyword_statement) || tried(class_statement) || tried(local_var);
    if (word == "record" && tried(class_statement)) return true;
    if (word == "yield" && tried(yield_stmt)) return true;
    if (follows(label_colon, end) && tried(labeled_stmt)) return true;
    return follows(after_type_name, end) && (tried(plain_local_var) || tried(local_var));
  }
};
constexpr bool may_start_word_statement(unsigned char c) { return is_ident_start(c) || c == '@'; }
inline constexpr word_statement_parser word_statement{};

// The first byte is looked at once for all of them: '{', ';', a word or '@', or what an
// expression starts with.
using x3kit::starts_at;
auto const statement_def = x3kit::first_byte_choice(
    starts_at<x3kit::is_byte<'{'>>[x3kit::into<ast::Statement>[block]],
    starts_at<x3kit::is_byte<';'>>[x3kit::into<ast::Statement>[empty_stmt]],
    starts_at<may_start_word_statement>[word_statement],
    starts_at<x3kit::any_byte>[x3kit::fails_unless<may_start_expression, expression_levels>[expr_statement]]);
auto const expr_statement_def = expr_or_assign_stmt > ';';
auto const simple_statement_def = local_var_head | expr_or_assign_stmt;

BOOST_SPIRIT_DEFINE(block, block_end, declarator, local_var_head, local_var, assign_tail, expr_or_assign, expr_or_assign_stmt,
                    expr_statement, chained_tail, assigned, return_stmt, jump_stmt, yield_stmt, throw_stmt, assert_stmt, empty_stmt, labeled_stmt, keyword_statement, statement,
                    simple_statement)

}  // namespace conform::java::parser
