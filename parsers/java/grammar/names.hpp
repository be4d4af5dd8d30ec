#pragma once
// Where a Java name starts and ends, by code point: javac reads a name's characters beyond
// ASCII as Character.isJavaIdentifierStart and isJavaIdentifierPart say (letters of every
// script, currency signs, connectors, letter numbers; then digits, marks and the ignorable
// format characters). identifier_ranges.inc holds those code points, generated from the
// JDK by tools/unicode/java-identifier-ranges.sh. The byte predicates of tokens.hpp only
// say where a name may start or go on; these decide.
#include <array>
#include <cstddef>
#include <string_view>

#include "parsers/core/x3/bytes.hpp"

namespace conform::java::parser {

struct CodePointRange {
  char32_t first;
  char32_t last;
};

#include "parsers/java/grammar/identifier_ranges.inc"

template <std::size_t N>
constexpr bool in_ranges(const std::array<CodePointRange, N>& ranges, char32_t cp) {
  std::size_t low = 0, high = N;
  while (low < high) {
    const std::size_t mid = (low + high) / 2;
    if (ranges[mid].last < cp) low = mid + 1;
    else high = mid;
  }
  return low < N && ranges[low].first <= cp;
}

constexpr bool is_ascii_name_start(unsigned char c) { return x3kit::is_letter(c) || c == '_' || c == '$'; }
constexpr bool is_ascii_name_char(unsigned char c) { return is_ascii_name_start(c) || x3kit::is_digit(c); }

// The length of the character beyond ASCII at `it` when a name may start with it (`start`)
// or go on with it; 0 for any other character and for bytes that are not UTF-8.
std::size_t non_ascii_name_char_length(const char* it, const char* last, bool start);

// name_run_end past its first character beyond ASCII, at `it`.
const char* name_run_end_beyond_ascii(const char* it, const char* last);

// The end of the run of name characters from `it`. An ASCII name costs what a run of
// table look-ups costs; a character beyond ASCII is decoded out of line.
[[gnu::always_inline]] inline const char* name_run_end(const char* it, const char* last) {
  it = x3kit::end_of_run<is_ascii_name_char>(it, last);
  if (it != last && static_cast<unsigned char>(*it) >= 0x80) [[unlikely]]
    return name_run_end_beyond_ascii(it, last);
  return it;
}

// Whether a name character is at `it`.
[[gnu::always_inline]] inline bool name_continues(const char* it, const char* last) {
  if (it == last) return false;
  const auto c = static_cast<unsigned char>(*it);
  if (c < 0x80) [[likely]]
    return x3kit::table_of<is_ascii_name_char>[c];
  return non_ascii_name_char_length(it, last, false) > 0;
}

// The end of the name's first character at `first`; `first` when no name starts there.
[[gnu::always_inline]] inline const char* name_start_end(const char* first, const char* last) {
  if (first == last) return first;
  const auto c = static_cast<unsigned char>(*first);
  if (c < 0x80) [[likely]]
    return x3kit::table_of<is_ascii_name_start>[c] ? first + 1 : first;
  return first + non_ascii_name_char_length(first, last, true);
}

// The end of the name that starts at `first`; `first` when none does.
[[gnu::always_inline]] inline const char* name_end(const char* first, const char* last) {
  const char* const after_first = name_start_end(first, last);
  return after_first == first ? first : name_run_end(after_first, last);
}

// The end of the word at `first` (not `last`): a name, or a run that starts with an ASCII
// digit and goes on as a name does (a number's digits and letters); `first` when neither
// starts there.
[[gnu::always_inline]] inline const char* word_end(const char* first, const char* last) {
  return x3kit::table_of<is_ascii_name_char>[static_cast<unsigned char>(*first)] ? name_run_end(first + 1, last)
                                                                                  : name_end(first, last);
}

}  // namespace conform::java::parser
