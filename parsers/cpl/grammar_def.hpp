#pragma once
// The CPL grammar (seed 002 §2–§5), plus the foreign constructs kept for precise rules.
// Named rules are what an expectation failure reports as "expected …".
#include <boost/spirit/home/x3.hpp>
#include <string_view>
#include <type_traits>

#include "parsers/cpl/ast.hpp"
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar.hpp"

namespace conform::cpl::parser {

// ---- primitives that never classify bytes above 0x7F with the C locale ----------

constexpr bool is_ident_start(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
constexpr bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
constexpr bool is_ident_char(unsigned char c) { return is_ident_start(c) || is_digit(c); }
constexpr bool is_plain_string_byte(unsigned char c) { return c != '"' && c != '\\' && c != '\n'; }

template <bool (*Predicate)(unsigned char)>
struct byte_if : x3::char_parser<byte_if<Predicate>> {
  using attribute_type = char;
  static bool const has_attribute = true;
  template <typename Char, typename Context>
  bool test(Char ch, Context const&) const { return Predicate(static_cast<unsigned char>(ch)); }
};

// A reserved word: the letters, then no identifier character.
struct keyword : x3::parser<keyword> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;
  constexpr explicit keyword(std::string_view w) : word(w) {}
  std::string_view word;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const {
    x3::skip_over(first, last, ctx);
    It it = first;
    for (char c : word) {
      if (it == last || *it != c) return false;
      ++it;
    }
    if (it != last && is_ident_char(static_cast<unsigned char>(*it))) return false;
    first = it;
    return true;
  }
};

}  // namespace conform::cpl::parser

namespace boost::spirit::x3 {
template <>
struct get_info<conform::cpl::parser::keyword> {
  using result_type = std::string;
  std::string operator()(conform::cpl::parser::keyword const& k) const { return "'" + std::string(k.word) + "'"; }
};
}  // namespace boost::spirit::x3

namespace conform::cpl::parser {

// Offsets, not iterators, go into the tree; the skipper knows where the text starts.
inline const char* base_of(Skipper const& s) { return s.log->base; }
template <typename S>
const char* base_of(x3::unused_skipper<S> const& s) { return base_of(s.skipper); }

struct annotate_position {
  template <typename It, typename Attr, typename Ctx>
  void on_success(It const& first, It const& last, Attr& node, Ctx const& ctx) const {
    if constexpr (std::is_base_of_v<ast::Located, Attr>) {
      const char* base = base_of(x3::get<x3::skipper_tag>(ctx));
      node.begin = static_cast<std::uint32_t>(first - base);
      node.end = static_cast<std::uint32_t>(last - base);
    }
  }
};

// Replaces a node that turned out to have no operators, suffixes or prefixes by
// its only operand, so `a` stays a VarRef and never becomes a one-element Chain.
struct collapse_chain {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& chain = x3::_attr(ctx);
    if (chain.rest.empty()) x3::_val(ctx) = std::move(chain.first);
    else x3::_val(ctx) = x3::forward_ast<ast::Chain>(std::move(chain));
  }
};
struct collapse_unary {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& unary = x3::_attr(ctx);
    if (unary.ops.empty()) x3::_val(ctx) = std::move(unary.operand);
    else x3::_val(ctx) = x3::forward_ast<ast::Unary>(std::move(unary));
  }
};
struct collapse_postfix {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& postfix = x3::_attr(ctx);
    if (postfix.suffixes.empty()) x3::_val(ctx) = std::move(postfix.base);
    else x3::_val(ctx) = x3::forward_ast<ast::Postfix>(std::move(postfix));
  }
};

#define CONFORM_CPL_RULE(name, attr, label) \
  struct name##_class : annotate_position {}; \
  x3::rule<name##_class, attr> const name = label;

// ---- rules -------------------------------------------------------------------

CONFORM_CPL_RULE(identifier, ast::Identifier, "a name")
CONFORM_CPL_RULE(name, std::string, "a name")
CONFORM_CPL_RULE(type_ref, ast::TypeRef, "a type")
CONFORM_CPL_RULE(string_text, std::string, "a string")
CONFORM_CPL_RULE(string_lit, ast::StringLit, "a string")
CONFORM_CPL_RULE(escape, char, "an escape sequence (\\\" \\\\ \\n \\t \\r)")
CONFORM_CPL_RULE(int_lit, ast::IntLit, "an integer")
CONFORM_CPL_RULE(float_lit, ast::FloatLit, "a number")
CONFORM_CPL_RULE(bool_lit, ast::BoolLit, "true or false")
CONFORM_CPL_RULE(null_lit, ast::NullLit, "null")
CONFORM_CPL_RULE(var_ref, ast::VarRef, "a variable")
CONFORM_CPL_RULE(call, ast::Call, "a function call")
CONFORM_CPL_RULE(syscall_call, ast::SyscallCall, "a syscall")
CONFORM_CPL_RULE(list_lit, ast::ListLit, "a list literal")
CONFORM_CPL_RULE(map_entry, ast::MapEntry, "a map entry (key: value)")
CONFORM_CPL_RULE(map_lit, ast::MapLit, "a map literal")
CONFORM_CPL_RULE(paren, ast::Paren, "a parenthesised expression")
CONFORM_CPL_RULE(primary, ast::Expr, "an expression")
CONFORM_CPL_RULE(method_suffix, ast::Suffix, "a method call")
CONFORM_CPL_RULE(member_suffix, ast::Suffix, "a member")
CONFORM_CPL_RULE(index_suffix, ast::Suffix, "an index")
CONFORM_CPL_RULE(postfix_raw, ast::Postfix, "an expression")
CONFORM_CPL_RULE(postfix_expr, ast::Expr, "an expression")
CONFORM_CPL_RULE(unary_raw, ast::Unary, "an expression")
CONFORM_CPL_RULE(unary_expr, ast::Expr, "an expression")
CONFORM_CPL_RULE(binary_operation, ast::BinaryOperation, "an operator")
CONFORM_CPL_RULE(chain_raw, ast::Chain, "an expression")
CONFORM_CPL_RULE(expr, ast::Expr, "an expression")
CONFORM_CPL_RULE(block, ast::Block, "a block '{ … }'")
CONFORM_CPL_RULE(block_end, x3::unused_type, "a statement or '}'")
CONFORM_CPL_RULE(let_stmt, ast::Let, "a let statement")
CONFORM_CPL_RULE(assign_stmt, ast::Assign, "an assignment")
CONFORM_CPL_RULE(return_stmt, ast::Return, "a return statement")
CONFORM_CPL_RULE(else_if_clause, ast::ElseIf, "else if")
CONFORM_CPL_RULE(if_stmt, ast::If, "an if statement")
CONFORM_CPL_RULE(for_stmt, ast::For, "a for statement")
CONFORM_CPL_RULE(catch_words, std::vector<ast::Identifier>, "ToolError and a name")
CONFORM_CPL_RULE(try_stmt, ast::Try, "a try statement")
CONFORM_CPL_RULE(expr_stmt, ast::ExprStmt, "a statement")
CONFORM_CPL_RULE(while_stmt, ast::While, "a while statement")
CONFORM_CPL_RULE(do_while_stmt, ast::DoWhile, "a do-while statement")
CONFORM_CPL_RULE(syscall_word, std::string, "syscall")
CONFORM_CPL_RULE(callee_name, ast::Identifier, "a function name")
CONFORM_CPL_RULE(break_stmt, ast::Break, "break")
CONFORM_CPL_RULE(continue_stmt, ast::Continue, "continue")
CONFORM_CPL_RULE(throw_stmt, ast::Throw, "a throw statement")
CONFORM_CPL_RULE(statement, ast::Statement, "a statement")
CONFORM_CPL_RULE(annotation, ast::Annotation, "an annotation")
CONFORM_CPL_RULE(param, ast::Param, "a parameter")
CONFORM_CPL_RULE(function_body, boost::optional<ast::Block>, "'{' or ';'")
CONFORM_CPL_RULE(function, ast::Function, "a function")
CONFORM_CPL_RULE(plan_end, x3::unused_type, "a function or '}'")

#undef CONFORM_CPL_RULE

plan_type const plan_rule = "a plan";
signature_type const signature_rule = "a syscall signature";

using x3::lit;
using x3::attr;

auto const ident_start = byte_if<is_ident_start>{};
auto const ident_char = byte_if<is_ident_char>{};
auto const digit = byte_if<is_digit>{};
auto const plain_string_byte = byte_if<is_plain_string_byte>{};

auto const reserved = keyword("plan") | keyword("function") | keyword("let") | keyword("if") | keyword("else") |
                      keyword("for") | keyword("in") | keyword("try") | keyword("catch") | keyword("return") |
                      keyword("true") | keyword("false") | keyword("syscall") | keyword("while") |
                      keyword("break") | keyword("continue") | keyword("throw") | keyword("null") | keyword("do");

x3::symbols<char> const escape_codes({{"\"", '"'}, {"\\", '\\'}, {"n", '\n'}, {"t", '\t'}, {"r", '\r'}},
                                     "an escape sequence (\\\" \\\\ \\n \\t \\r)");

auto const name_def = x3::lexeme[!reserved >> ident_start >> *ident_char];
auto const identifier_def = name;
auto const type_ref_def = name >> -('<' > (type_ref % ',') > '>');

auto const escape_def = lit('\\') > escape_codes;
auto const string_text_def = x3::lexeme['"' > *(escape | plain_string_byte) > '"'];
auto const string_lit_def = string_text;
auto const int_lit_def = x3::raw[x3::lexeme[-lit('-') >> +digit]];
auto const float_lit_def = x3::raw[x3::lexeme[-lit('-') >> +digit >> '.' >> +digit]];
auto const bool_lit_def = keyword("true") >> attr(true) | keyword("false") >> attr(false);
auto const null_lit_def = keyword("null");
// `syscall` anywhere but in `syscall.name(…)` is read as a name, for an oracle to report.
auto const syscall_word_def = x3::raw[keyword("syscall")];
auto const var_ref_def = name | syscall_word;
auto const callee_name_def = name | syscall_word;
auto const call_def = callee_name >> '(' > -(expr % ',') > ')';
auto const syscall_call_def = keyword("syscall") >> '.' >> identifier >> '(' > -(expr % ',') > ')';
auto const list_lit_def = '[' > -(expr % ',') > ']';
auto const map_entry_def = expr > ':' > expr;
auto const map_lit_def = '{' > -(map_entry % ',') > '}';
auto const paren_def = '(' > expr > ')';
auto const primary_def = float_lit | int_lit | string_lit | bool_lit | null_lit | syscall_call | call | var_ref |
                         list_lit | map_lit | paren;

auto const method_suffix_def = attr(ast::Suffix::Kind::method_call) >> '.' >> name >> '(' > -(expr % ',') > ')';
auto const member_suffix_def = attr(ast::Suffix::Kind::member) >> '.' > name > attr(std::vector<ast::Expr>{});
auto const index_suffix_def = attr(ast::Suffix::Kind::index) >> '[' > attr(std::string{}) > x3::repeat(1)[expr] > ']';
auto const postfix_raw_def = primary >> *(method_suffix | member_suffix | index_suffix);
auto const postfix_expr_def = postfix_raw[collapse_postfix{}];

// Lexemes, so that `- 1` is the operator `-` and only `-1` the literal (D2).
auto const unary_op = x3::lexeme[x3::char_('!') >> !lit('=')] | x3::lexeme[x3::char_('-') >> !digit];
auto const unary_raw_def = *unary_op >> postfix_expr;
auto const unary_expr_def = unary_raw[collapse_unary{}];

auto const binary_operator = x3::string("==") | x3::string("!=") | x3::string("<=") | x3::string(">=") |
                             x3::string("&&") | x3::string("||") | x3::string("+") | x3::string("-") |
                             x3::string("*") | x3::string("/") | x3::string("%") | x3::string("<") |
                             x3::string(">");
auto const binary_operation_def = binary_operator > unary_expr;
auto const chain_raw_def = unary_expr >> *binary_operation;
auto const expr_def = chain_raw[collapse_chain{}];

auto const block_def = '{' > *statement > block_end;
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
auto const statement_def = let_stmt | if_stmt | for_stmt | try_stmt | return_stmt | while_stmt | do_while_stmt | break_stmt |
                           continue_stmt | throw_stmt | assign_stmt | expr_stmt;

auto const annotation_def = '@' > name;
auto const param_def = identifier >> -(':' > type_ref);
auto const function_body_def = block | lit(';');
auto const function_def = *annotation >> keyword("function") > identifier > '(' > -(param % ',') > ')' >
                          -(':' > type_ref) > function_body;
auto const plan_end_def = lit('}');
auto const plan_rule_def = keyword("plan") > '{' > *function > plan_end;
auto const signature_rule_def = identifier > '(' > -(param % ',') > ')' > ':' > type_ref;

BOOST_SPIRIT_DEFINE(identifier, name, type_ref, string_text, string_lit, escape, int_lit, float_lit, bool_lit, null_lit, var_ref,
                    call, syscall_call, list_lit, map_entry, map_lit, paren, primary, method_suffix, member_suffix,
                    index_suffix, postfix_raw, postfix_expr, unary_raw, unary_expr, binary_operation, chain_raw, expr,
                    block, block_end, let_stmt, assign_stmt, return_stmt, else_if_clause, if_stmt, for_stmt,
                    catch_words, try_stmt, expr_stmt, while_stmt, do_while_stmt, syscall_word, callee_name, break_stmt, continue_stmt, throw_stmt, statement,
                    annotation, param, function_body, function, plan_end, plan_rule, signature_rule)

}  // namespace conform::cpl::parser

namespace conform::cpl::parser {
plan_type const& plan() { return plan_rule; }
signature_type const& signature() { return signature_rule; }
}  // namespace conform::cpl::parser
