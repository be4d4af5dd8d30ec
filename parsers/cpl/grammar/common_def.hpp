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
// `String[]`, `String?`, `list[str]` and `String | Int` are no CPL types, but planners
// write them: read and kept as written, they are CPL-INVALID-TYPE's.
auto const foreign_type_piece = (lit('[') >> -(type_ref % ',') >> ']') | lit('?') | (lit('|') >> type_ref);

// The pieces as written, from the first to the end of the last: x3::raw of a kleene would
// also keep the blanks and comments its last, failed, iteration skipped.
struct foreign_type_suffix_parser : x3::parser<foreign_type_suffix_parser> {
  using attribute_type = ast::Text;
  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, const Iterator& last, const Context& context, RContext& rcontext, Attribute& attr) const {
    Iterator start = first;
    x3::skip_over(start, last, context);
    Iterator end = start;
    for (Iterator it = start; foreign_type_piece.parse(it, last, context, rcontext, x3::unused);) end = it;
    if (end == start) return false;
    x3::traits::move_to(start, end, attr);
    first = end;
    return true;
  }
};
inline constexpr foreign_type_suffix_parser foreign_type_suffix{};

auto const type_ref_def = x3kit::nest[name >> -('<' > type_args > '>') >> -foreign_type_suffix];

auto const escape_def = lit('\\') > escape_codes;
auto const string_text_def = x3::lexeme['"' > x3kit::string_chars<is_plain_string_byte>(escape) > '"'];
auto const string_lit_def = string_text;

BOOST_SPIRIT_DEFINE(name, identifier, type_args, type_ref, escape, string_text, string_lit)

}  // namespace conform::cpl::parser
