#pragma once
// Java's byte classes, keywords and reserved words, for the grammar units' definitions.
#include <boost/spirit/home/x3.hpp>
#include <string>
#include <string_view>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/keyword.hpp"
#include "parsers/core/x3/word.hpp"

namespace conform::java::parser {

namespace x3 = boost::spirit::x3;

constexpr bool is_ident_start(unsigned char c) { return x3kit::is_letter(c) || c == '_' || c == '$'; }
constexpr bool is_ident_char(unsigned char c) { return is_ident_start(c) || x3kit::is_digit(c); }
constexpr bool is_plain_string_byte(unsigned char c) { return c != '"' && c != '\\' && c != '\n' && c != '\r'; }
constexpr bool is_plain_char_byte(unsigned char c) { return c != '\'' && c != '\\' && c != '\n' && c != '\r'; }
constexpr bool is_number_byte(unsigned char c) { return is_ident_char(c); }

using keyword = x3kit::keyword<is_ident_char>;

inline constexpr x3kit::byte_if<is_ident_start> ident_start{};
inline constexpr x3kit::byte_if<is_ident_char> ident_char{};
inline constexpr x3kit::byte_if<x3kit::is_digit> digit{};
inline constexpr x3kit::byte_if<is_plain_string_byte> plain_string_byte{};
inline constexpr x3kit::byte_if<is_plain_char_byte> plain_char_byte{};
inline constexpr x3kit::byte_if<x3kit::is_hex_digit> hex_digit{};

// Java's keywords and literals (none of which can be a name; `var`, `record` and
// `yield` are contextual and stay names), primitive types and modifiers.
bool is_reserved_word(std::string_view word);
bool is_primitive_word(std::string_view word);
bool is_modifier_word(std::string_view word);

template <bool (*InSet)(std::string_view), bool Member>
using word_parser = x3kit::word_parser<is_ident_start, is_ident_char, InSet, Member>;
inline constexpr word_parser<is_reserved_word, false> unreserved_word{};
inline constexpr word_parser<is_reserved_word, true> reserved_word{};
inline constexpr word_parser<is_primitive_word, true> primitive_type{};
inline constexpr word_parser<is_modifier_word, true> modifier_word{};

// A dotted name (`java.util.List`). Java allows blanks and comments around its dots, so
// `a . b` and `a.b` are one name, and the attribute is the words joined by single dots. A
// dot not followed by a name (`String...`, `Plan.class`) is left to what follows.
struct dotted_name_parser : x3::parser<dotted_name_parser> {
  using attribute_type = std::string;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    std::string name;
    if (!unreserved_word.parse(first, last, ctx, rctx, name)) return false;
    std::string word;
    for (;;) {
      It it = first;
      x3::skip_over(it, last, ctx);
      if (it == last || *it != '.') break;
      ++it;
      word.clear();
      if (!unreserved_word.parse(it, last, ctx, rctx, word)) break;
      name += '.';
      name += word;
      first = it;
    }
    x3::traits::move_to(std::move(name), attr);
    return true;
  }
};
inline constexpr dotted_name_parser dotted_name{};

}  // namespace conform::java::parser
