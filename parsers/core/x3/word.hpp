#pragma once
// A word that is, or is not, in a set: its first character is one IsStart accepts, the
// rest characters IsWord accepts (word_start, word_run), and it is taken only when
// InSet(word) == Member. Its attribute is the word, assigned once. One such parser
// stands for a language's reserved words or type names instead of an alternative of
// keywords tried one by one, which costs time at every name and compile time at every use.
#include <array>
#include <boost/spirit/home/x3.hpp>
#include <cstdint>
#include <string>
#include <string_view>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/put_chars.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

// A small set of words (reserved words, type names), for the test at every name: a word
// whose first byte and length no member has is refused after one table look-up, and
// only the members with its first byte are compared.
template <std::size_t N>
class word_set {
 public:
  constexpr explicit word_set(const std::array<std::string_view, N>& words) {
    for (auto w : words) {
      lengths_[first_byte(w)] |= length_bit(w.size());
      ++starts_[first_byte(w) + 1];
    }
    for (std::size_t b = 1; b < starts_.size(); ++b) starts_[b] += starts_[b - 1];
    std::array<std::uint16_t, 256> next{};
    for (std::size_t b = 0; b < next.size(); ++b) next[b] = starts_[b];
    for (auto w : words) words_[next[first_byte(w)]++] = w;
  }

  // Whether a member starts with byte b.
  constexpr bool has_word_starting_with(unsigned char b) const { return lengths_[b] != 0; }

  constexpr bool contains(std::string_view w) const {
    if (w.empty()) return false;
    const auto b = first_byte(w);
    if (!(lengths_[b] & length_bit(w.size()))) return false;
    for (std::size_t i = starts_[b]; i < starts_[b + 1]; ++i)
      if (same_in_group(words_[i], w)) return true;
    return false;
  }

 private:
  // Whether two words of one group (their first bytes equal) are the same: byte by
  // byte, since the words are short and a call to memcmp costs more than the comparison.
  static constexpr bool same_in_group(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 1; i < a.size(); ++i)
      if (a[i] != b[i]) return false;
    return true;
  }
  static constexpr unsigned char first_byte(std::string_view w) { return static_cast<unsigned char>(w.front()); }
  // Lengths of 31 bytes and more share one bit.
  static constexpr std::uint32_t length_bit(std::size_t n) { return std::uint32_t{1} << (n < 31 ? n : 31); }

  std::array<std::string_view, N> words_{};     // grouped by first byte
  std::array<std::uint16_t, 257> starts_{};     // the group of byte b is [starts_[b], starts_[b + 1])
  std::array<std::uint32_t, 256> lengths_{};
};

template <bool (*IsStart)(unsigned char), bool (*IsWord)(unsigned char), bool (*InSet)(std::string_view), bool Member>
struct word_parser : x3::parser<word_parser<IsStart, IsWord, InSet, Member>> {
  using attribute_type = std::string;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    It it = word_start<IsStart>::end(first, last);
    if (it == first) return false;
    it = word_run<IsWord>::end(it, last);
    const std::string_view word(&*first, static_cast<std::size_t>(it - first));
    if (InSet(word) != Member) return false;
    put_chars(first, it, attr);
    first = it;
    return true;
  }
};

constexpr bool no_word(std::string_view) { return false; }

// word_parser's word, read past and not built: for a look ahead at what follows a name
// (`&(name_skip >> '=')`) before a rule that would build the name and then fail. It
// takes exactly the words word_parser<…, InSet, Member> takes, so the look ahead skips
// the trivia after the word (and the skipper logs a comment there) only where that rule
// would go on to do the same.
template <bool (*IsStart)(unsigned char), bool (*IsWord)(unsigned char), bool (*InSet)(std::string_view) = no_word,
          bool Member = false>
struct word_skip : x3::parser<word_skip<IsStart, IsWord, InSet, Member>> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const {
    x3::skip_over(first, last, ctx);
    It it = word_start<IsStart>::end(first, last);
    if (it == first) return false;
    it = word_run<IsWord>::end(it, last);
    if (InSet(std::string_view(&*first, static_cast<std::size_t>(it - first))) != Member) return false;
    first = it;
    return true;
  }
};

}  // namespace conform::x3kit
