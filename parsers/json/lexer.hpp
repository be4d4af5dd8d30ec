#pragma once
// The JSON tokens the grammar treats as primitives: strings, numbers, literal words,
// unquoted keys. Each lexes the token at `first` (whitespace already skipped) and, on
// success, moves `first` past it; on failure it leaves `first` alone and returns false.
// A token that has clearly begun but is broken (`1.`, `-x`, an unterminated string)
// throws x3::expectation_failure<const char*> at the offending byte.
// Everything recovered from is logged in the ParseLog.
#include <cstdint>
#include <string>
#include <string_view>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/json/grammar.hpp"

namespace conform::json::parser {

using x3kit::is_digit;
// Unquoted keys and literal words: ASCII identifiers, as JavaScript without unicode.
constexpr bool is_word_start(unsigned char c) { return x3kit::is_letter(c) || c == '_' || c == '$'; }
constexpr bool is_word_char(unsigned char c) { return is_word_start(c) || is_digit(c); }

// "…" or '…' (the latter logged); decodes escapes into UTF-8.
bool lex_string(const char*& first, const char* last, ParseLog& log, Text& out);

// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, leading zeros recovered; `out` is the text.
bool lex_number(const char*& first, const char* last, ParseLog& log, std::string& out);

enum class Literal : std::uint8_t { null, true_, false_, nan, infinity, negative_infinity };

// true, false, null, and the logged NaN, Infinity, -Infinity; whole words only.
bool lex_literal(const char*& first, const char* last, ParseLog& log, Literal& out);

// An identifier used as a key (logged).
bool lex_unquoted_key(const char*& first, const char* last, ParseLog& log, Text& out);

// A key: a string, or else an unquoted key.
inline bool lex_key(const char*& first, const char* last, ParseLog& log, Text& out) {
  return lex_string(first, last, log, out) || lex_unquoted_key(first, last, log, out);
}

}  // namespace conform::json::parser
