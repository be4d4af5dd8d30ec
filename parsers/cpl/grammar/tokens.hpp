#pragma once
// CPL's byte classes, keywords and reserved words, for the grammar units' definitions.
#include <boost/spirit/home/x3.hpp>
#include <string_view>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/keyword.hpp"
#include "parsers/core/x3/word.hpp"

namespace conform::cpl::parser {

constexpr bool is_ident_start(unsigned char c) { return x3kit::is_letter(c) || c == '_'; }
constexpr bool is_ident_char(unsigned char c) { return is_ident_start(c) || x3kit::is_digit(c); }
constexpr bool is_plain_string_byte(unsigned char c) { return c != '"' && c != '\\' && c != '\n' && c != '\r'; }

using keyword = x3kit::keyword<is_ident_char>;

inline constexpr x3kit::byte_if<is_ident_start> ident_start{};
inline constexpr x3kit::byte_if<is_ident_char> ident_char{};
inline constexpr x3kit::byte_if<x3kit::is_digit> digit{};
inline constexpr x3kit::byte_if<is_plain_string_byte> plain_string_byte{};

// CPL's keywords and literals, none of which can be a name.
bool is_reserved_word(std::string_view word);
inline constexpr x3kit::word_parser<is_ident_start, is_ident_char, is_reserved_word, false> unreserved_word{};
inline constexpr x3kit::word_parser<is_ident_start, is_ident_char, is_reserved_word, true> reserved_word{};
inline constexpr x3kit::word_skip<is_ident_start, is_ident_char, is_reserved_word, false> name_skip{};

// The words a statement of its own starts with (`switch` among them, which is not reserved).
bool is_statement_keyword(std::string_view word);
inline constexpr x3kit::word_parser<is_ident_start, is_ident_char, is_statement_keyword, true> statement_keyword{};

}  // namespace conform::cpl::parser
