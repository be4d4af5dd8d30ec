#pragma once
// Literals, variables, calls and bracketed expressions (seed 002 §4), plus `null`,
// floats and map literals, which planners borrow from other languages.
#include "parsers/core/x3/first_byte_choice.hpp"
#include "parsers/core/x3/into.hpp"
#include "parsers/core/x3/name_or_call.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/starts_at.hpp"
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar/common.hpp"
#include "parsers/cpl/grammar/expression.hpp"
#include "parsers/cpl/grammar/primary.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser {

using NameOrCall = x3kit::NameOrCall<ast::Identifier, decltype(ast::Call::args)>;
using call_or_variable = x3kit::call_or_variable<ast::VarRef, ast::Call>;

CONFORM_X3_RULE(int_lit, ast::IntLit, "an integer")
CONFORM_X3_RULE(float_lit, ast::FloatLit, "a number")
CONFORM_X3_RULE(bool_lit, ast::BoolLit, "true or false")
CONFORM_X3_RULE(null_lit, ast::NullLit, "null")
CONFORM_X3_RULE(call_args, ast::List<ast::Expr>, "a function call")
CONFORM_X3_RULE(name_or_call, NameOrCall, "a function call")
CONFORM_X3_RULE(name_primary, ast::Expr, "a variable")
CONFORM_X3_RULE(syscall_call, ast::SyscallCall, "a syscall")
CONFORM_X3_RULE(list_lit, ast::ListLit, "a list literal")
CONFORM_X3_RULE(map_entry, ast::MapEntry, "a map entry (key: value)")
CONFORM_X3_RULE(map_lit, ast::MapLit, "a map literal")
CONFORM_X3_RULE(paren, ast::Paren, "a parenthesised expression")
CONFORM_X3_RULE(syscall_word, ast::Text, "syscall")
CONFORM_X3_RULE(callee_name, ast::Identifier, "a function name")
CONFORM_X3_RULE(word_primary, ast::Expr, "an expression")
CONFORM_X3_RULE(new_type, ast::Text, "a type")
CONFORM_X3_RULE(new_object, ast::New, "an object creation")

using x3::attr;
using x3::lit;
using x3kit::is_byte;
using x3kit::nest;
using x3kit::starts_at;

constexpr bool may_start_number(unsigned char c) { return c == '-' || x3kit::is_digit(c); }

auto const int_lit_def = x3::raw[x3::lexeme[-lit('-') >> +digit]];
auto const float_lit_def = x3::raw[x3::lexeme[-lit('-') >> +digit >> '.' >> +digit]];
auto const bool_lit_def = keyword("true") >> attr(true) | keyword("false") >> attr(false);
auto const null_lit_def = keyword("null");
// `syscall` anywhere but in `syscall.name(…)` is read as a name, for an oracle to report.
auto const syscall_word_def = x3::raw[keyword("syscall")];
auto const callee_name_def = name | syscall_word;

// The rules that hold expressions between brackets are the levels of nesting; a name is
// one as a call would be, whether or not arguments follow.
auto const call_args_def = '(' > -(expr % ',') > ')';
auto const name_or_call_def = nest[callee_name >> -call_args];
auto const name_primary_def = name_or_call[call_or_variable{}];
auto const syscall_call_def = nest[keyword("syscall") >> '.' >> identifier >> '(' > -(expr % ',') > ')'];
auto const list_lit_def = nest['[' > -(expr % ',') > ']'];
auto const map_entry_def = expr > ':' > expr;
auto const map_lit_def = nest['{' > -(map_entry % ',') > '}'];
auto const paren_def = nest['(' > expr > ')'];
// Java's `new T(…)` (`new ArrayList<>()`, `new java.util.HashMap<String, Int>()`): a name
// cannot be followed by a name in CPL, so `new` names a variable wherever this fails.
auto const new_type_def = x3::raw[name >> *('.' >> name) >> -('<' >> -(type_ref % ',') >> '>')];
auto const new_object_def = nest[keyword("new") >> new_type >> call_args];
// Each alternative is tried only where its first byte can start it; the order of those
// that can start at the same byte is the grammar's.
auto const word_primary_def = bool_lit | null_lit | syscall_call;
// The literals are tried together behind one look at the first byte (x3kit::into: their
// nodes are built only after it).
constexpr bool may_start_literal(unsigned char c) { return may_start_number(c) || c == '"'; }
// The first byte is looked at once for all of them (x3kit::first_byte_choice). A name
// opens a nesting level before its first token, so it is tried at every byte, as
// before: the level (and the limit's error there) stays where it was.
auto const literal = x3kit::first_byte_choice(starts_at<may_start_number>[float_lit], starts_at<may_start_number>[int_lit],
                                              starts_at<is_byte<'"'>>[string_lit]);
auto const primary_def = x3kit::first_byte_choice(
    starts_at<may_start_literal>[x3kit::into<ast::Expr>[literal]], starts_at<is_ident_start>[&reserved_word >> word_primary],
    starts_at<is_byte<'n'>>[new_object], starts_at<x3kit::any_byte>[name_primary], starts_at<is_byte<'['>>[list_lit], starts_at<is_byte<'{'>>[map_lit],
    starts_at<is_byte<'('>>[paren]);

BOOST_SPIRIT_DEFINE(int_lit, float_lit, bool_lit, null_lit, syscall_word, callee_name, call_args, name_or_call,
                    name_primary, syscall_call,
                    list_lit, map_entry, map_lit, paren, word_primary, new_type, new_object, primary)

}  // namespace conform::cpl::parser
