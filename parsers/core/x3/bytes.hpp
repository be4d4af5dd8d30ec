#pragma once
// Byte predicates and the X3 parser that applies one. Spirit's `standard` character
// classes call the C library's classifiers, which assert on bytes above 0x7F; every
// grammar on the toolkit classifies bytes with these instead. The named classes are
// ASCII-only: a byte above 0x7F satisfies none of them; one_of holds for exactly the
// bytes it lists.
#include <array>
#include <cstddef>
#include <boost/spirit/home/x3.hpp>
#include <string_view>

namespace conform::x3kit {

constexpr bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
constexpr bool is_hex_digit(unsigned char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
constexpr bool is_letter(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr bool is_blank_or_newline(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
// Whether a byte is C: `starts_at<is_byte<'('>>[…]`.
template <char C>
constexpr bool is_byte(unsigned char c) { return c == static_cast<unsigned char>(C); }

// The bytes of `chars` as a table, for tests on a hot path (a skipper's first look).
constexpr std::array<bool, 256> byte_set(std::string_view chars) {
  std::array<bool, 256> set{};
  for (char c : chars) set[static_cast<unsigned char>(c)] = true;
  return set;
}

// A predicate as a table, and the end of a run of the bytes it accepts: one look-up per
// byte where the predicate's comparisons (a letter, a digit, '_' or '$') cost several.
template <bool (*Predicate)(unsigned char)>
inline constexpr auto table_of = [] {
  std::array<bool, 256> table{};
  for (std::size_t c = 0; c < table.size(); ++c) table[c] = Predicate(static_cast<unsigned char>(c));
  return table;
}();
template <bool (*Predicate)(unsigned char), typename It>
constexpr It end_of_run(It it, It last) {
  while (it != last && table_of<Predicate>[static_cast<unsigned char>(*it)]) ++it;
  return it;
}

// How a word's first character and the run of characters after it are read: by the byte
// predicates, here. A language that reads a name's characters beyond ASCII by code point
// specializes both for its two predicates (java, parsers/java/grammar/names.hpp), and
// the word parsers and keywords that take those predicates read names as it does.
template <bool (*IsStart)(unsigned char)>
struct word_start {
  // The end of the word's first character at `it`; `it` when no word starts there.
  template <typename It>
  static constexpr It end(It it, It last) {
    return it != last && IsStart(static_cast<unsigned char>(*it)) ? it + 1 : it;
  }
};
template <bool (*IsWord)(unsigned char)>
struct word_run {
  // The end of the run of word characters from `it`.
  template <typename It>
  static constexpr It end(It it, It last) {
    return end_of_run<IsWord>(it, last);
  }
  // Whether a word character is at `it`.
  template <typename It>
  static constexpr bool continues(It it, It last) {
    return it != last && IsWord(static_cast<unsigned char>(*it));
  }
};
// Where the run of such bytes that ends at `pos` starts, reading back.
template <bool (*Predicate)(unsigned char)>
constexpr std::size_t start_of_run(std::string_view text, std::size_t pos) {
  while (pos > 0 && table_of<Predicate>[static_cast<unsigned char>(text[pos - 1])]) --pos;
  return pos;
}

// A string literal as a template argument, for one_of.
template <std::size_t N>
struct byte_chars {
  char text[N];
  constexpr byte_chars(const char (&chars)[N]) {
    for (std::size_t i = 0; i < N; ++i) text[i] = chars[i];
  }
  constexpr std::string_view view() const { return {text, N - 1}; }
};
template <byte_chars Chars>
inline constexpr auto byte_set_of = byte_set(Chars.view());
// Whether a byte is one of Chars, by one table look-up:
// `inline constexpr auto may_start_suffix = &one_of<".[">;`, then `starts_at<may_start_suffix>[…]`.
template <byte_chars Chars>
constexpr bool one_of(unsigned char c) { return byte_set_of<Chars>[c]; }

// One byte for which Predicate holds; its attribute is the byte.
template <bool (*Predicate)(unsigned char)>
struct byte_if : boost::spirit::x3::char_parser<byte_if<Predicate>> {
  using attribute_type = char;
  static bool const has_attribute = true;
  template <typename Char, typename Context>
  bool test(Char ch, Context const&) const { return table_of<Predicate>[static_cast<unsigned char>(ch)]; }
};

}  // namespace conform::x3kit
