#pragma once
// CPL's byte classes, keywords and reserved words, for the grammar units' definitions.
#include <boost/spirit/home/x3.hpp>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/keyword.hpp"

namespace conform::cpl::parser {

constexpr bool is_ident_start(unsigned char c) { return x3kit::is_letter(c) || c == '_'; }
constexpr bool is_ident_char(unsigned char c) { return is_ident_start(c) || x3kit::is_digit(c); }
constexpr bool is_plain_string_byte(unsigned char c) { return c != '"' && c != '\\' && c != '\n'; }

using keyword = x3kit::keyword<is_ident_char>;

inline constexpr x3kit::byte_if<is_ident_start> ident_start{};
inline constexpr x3kit::byte_if<is_ident_char> ident_char{};
inline constexpr x3kit::byte_if<x3kit::is_digit> digit{};
inline constexpr x3kit::byte_if<is_plain_string_byte> plain_string_byte{};

inline auto const reserved = keyword("plan") | keyword("function") | keyword("let") | keyword("if") |
                             keyword("else") | keyword("for") | keyword("in") | keyword("try") | keyword("catch") |
                             keyword("return") | keyword("true") | keyword("false") | keyword("syscall") |
                             keyword("while") | keyword("break") | keyword("continue") | keyword("throw") |
                             keyword("null") | keyword("do");

}  // namespace conform::cpl::parser
