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

}  // namespace conform::java::parser
