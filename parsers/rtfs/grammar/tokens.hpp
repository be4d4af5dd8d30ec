#pragma once
// RTFS's byte classes (seed 001 "Allowed Arguments"; decision D17 for what a symbol is).
#include <boost/spirit/home/x3.hpp>

#include "parsers/core/x3/bytes.hpp"

namespace conform::rtfs::parser {

// The bytes of a symbol or keyword name: letters, digits and - _ + * / ! ? < > = . % & $
constexpr bool is_token_byte(unsigned char c) {
  if (x3kit::is_letter(c) || x3kit::is_digit(c)) return true;
  switch (c) {
    case '-': case '_': case '+': case '*': case '/': case '!': case '?': case '<': case '>':
    case '=': case '.': case '%': case '&': case '$':
      return true;
    default:
      return false;
  }
}
constexpr bool is_symbol_start(unsigned char c) { return is_token_byte(c) && !x3kit::is_digit(c); }
constexpr bool is_plain_string_byte(unsigned char c) { return c != '"' && c != '\\'; }

inline constexpr x3kit::byte_if<is_token_byte> token_byte{};
inline constexpr x3kit::byte_if<is_symbol_start> symbol_start{};
inline constexpr x3kit::byte_if<x3kit::is_digit> digit{};
inline constexpr x3kit::byte_if<is_plain_string_byte> plain_string_byte{};

}  // namespace conform::rtfs::parser
