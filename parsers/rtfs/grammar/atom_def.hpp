#pragma once
#include "parsers/core/x3/string_chars.hpp"
#include "parsers/rtfs/grammar/atom.hpp"
#include "parsers/rtfs/grammar/tokens.hpp"

namespace conform::rtfs::parser {

using x3::lit;

// An escape or the closing quote that fails is reported at the byte where it failed:
// blanks inside a string are content. Strings may span lines (decision D16).
CONFORM_X3_RULE_WITH(string_text, ast::Text, "a string", x3kit::verbatim)
CONFORM_X3_RULE_WITH(escape, char, "an escape sequence (\\\" \\\\ \\n \\t \\r)", x3kit::plain)
CONFORM_X3_RULE_WITH(string_end, x3::unused_type, "the closing '\"' of the string", x3kit::plain)

x3::symbols<char> const escape_codes({{"\"", '"'}, {"\\", '\\'}, {"n", '\n'}, {"t", '\t'}, {"r", '\r'}},
                                     "an escape sequence (\\\" \\\\ \\n \\t \\r)");

auto const escape_def = lit('\\') > escape_codes;
auto const string_end_def = lit('"');

auto const string_text_def = x3::lexeme['"' > x3kit::string_chars<is_plain_string_byte>(escape) > string_end];
auto const string_lit_def = string_text;

// -12, 3.14 (decision D17): a number is followed by no symbol byte, so `1e5` is no number.
// No `:` ends a number, a keyword or a symbol either: `:` is in no name, so
// `call:ccos.echo` and `:status:ok` are one token that is none (D17), not two.
CONFORM_X3_RULE_WITH(number_text, ast::Text, "a number", x3kit::plain)
auto const number_text_def = x3::raw[-lit('-') >> +digit >> -(lit('.') >> +digit)];
auto const number_lit_def = x3::lexeme[number_text >> !token_byte >> !lit(':')];
auto const keyword_lit_def = x3::lexeme[lit(':') >> x3::raw[+token_byte] >> !lit(':')];
// `-5` and `+5` start numbers or nothing, never symbols.
auto const symbol_lit_def =
    x3::lexeme[x3::raw[!((lit('-') | lit('+')) >> digit) >> symbol_start >> *token_byte] >> !lit(':')];

BOOST_SPIRIT_DEFINE(escape, string_end, string_text, string_lit, number_text, number_lit, keyword_lit, symbol_lit)

}  // namespace conform::rtfs::parser
