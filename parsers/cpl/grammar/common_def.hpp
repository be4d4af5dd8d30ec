#pragma once
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/string_chars.hpp"
#include "parsers/cpl/ast_adapted.hpp"
#include "parsers/cpl/grammar/common.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser {

// An escape or the closing quote that fails is reported at the byte where it failed:
// blanks inside a string are content.
CONFORM_X3_RULE_WITH(string_text, ast::Text, "a string", x3kit::annotate_offsets, x3kit::verbatim)
CONFORM_X3_RULE(type_args, ast::List<ast::TypeRef>, "a type")
CONFORM_X3_RULE(escape, char, "an escape sequence (\\\" \\\\ \\n \\t \\r)")

using x3::lit;

x3::symbols<char> const escape_codes({{"\"", '"'}, {"\\", '\\'}, {"n", '\n'}, {"t", '\t'}, {"r", '\r'}},
                                     "an escape sequence (\\\" \\\\ \\n \\t \\r)");

auto const name_def = unreserved_word;
auto const identifier_def = name;
auto const type_args_def = type_ref % ',';
// `String[]` is no CPL type, but a planner writes it: read, it is CPL-INVALID-TYPE's.
auto const type_ref_def = x3kit::nest[name >> -('<' > type_args > '>') >> *(lit('[') >> ']' >> x3::attr('['))];

auto const escape_def = lit('\\') > escape_codes;
auto const string_text_def = x3::lexeme['"' > x3kit::string_chars<is_plain_string_byte>(escape) > '"'];
auto const string_lit_def = string_text;

BOOST_SPIRIT_DEFINE(name, identifier, type_args, type_ref, escape, string_text, string_lit)

}  // namespace conform::cpl::parser
