#pragma once
// Java's byte classes, keywords and reserved words, for the grammar units' definitions.
#include <boost/spirit/home/x3.hpp>
#include <string>
#include <string_view>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/keyword.hpp"

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

// A word (identifier bytes) that is, or is not, in a set: one parser for Java's
// reserved words, primitive types and modifiers instead of long keyword alternatives,
// which cost compile time. Its attribute is the word.
enum class WordSet { name, reserved, primitive, modifier };
bool in_word_set(WordSet, std::string_view word);

template <WordSet Set, bool Member>
struct word_parser : x3::parser<word_parser<Set, Member>> {
  using attribute_type = std::string;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    It it = first;
    if (it == last || !is_ident_start(static_cast<unsigned char>(*it))) return false;
    while (it != last && is_ident_char(static_cast<unsigned char>(*it))) ++it;
    std::string_view word(&*first, static_cast<std::size_t>(it - first));
    if (in_word_set(Set, word) != Member) return false;
    x3::traits::move_to(first, it, attr);
    first = it;
    return true;
  }
};

// Java's keywords and literals, none of which can be a name. `var`, `record` and `yield`
// are contextual and stay names.
inline constexpr word_parser<WordSet::reserved, false> unreserved_word{};
inline constexpr word_parser<WordSet::reserved, true> reserved_word{};
inline constexpr word_parser<WordSet::primitive, true> primitive_type{};
inline constexpr word_parser<WordSet::modifier, true> modifier_word{};

}  // namespace conform::java::parser
