#pragma once
// `literals("==", "!=", "<")`: the ordered choice `x3::string("==") | x3::string("!=") |
// x3::string("<")` read in one step. X3 tries each of those on its own: a call, a skip of
// the trivia and a byte loop each, for an operator list that is tried after most
// operands. This skips once and takes the first literal listed that is at the token, into
// a string attribute as x3::string does (appended when the attribute is not empty). Only
// the literals that start with the byte at the token are compared: at most operands'
// ends none does, and one table look-up says so.
#include <array>
#include <bit>
#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "parsers/core/x3/put_chars.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <std::size_t N>
struct literal_choice : x3::parser<literal_choice<N>> {
  static_assert(N <= 32, "a choice of at most thirty-two literals");
  using Mask = std::conditional_t<(N <= 16), std::uint16_t, std::uint32_t>;  // bit i: texts[i]
  using attribute_type = std::string;
  static bool const has_attribute = true;

  constexpr explicit literal_choice(const std::array<std::string_view, N>& texts) : texts(texts) {
    for (std::size_t i = 0; i < N; ++i) {
      const auto bit = Mask(Mask{1} << i);
      if (texts[i].empty()) empty_ |= bit;
      else starting_with_[static_cast<unsigned char>(texts[i].front())] |= bit;
    }
  }

  std::array<std::string_view, N> texts;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    const auto left = static_cast<std::size_t>(last - first);
    // Only the literals that start with the byte there, in the order listed; an empty
    // one is at every token, the end of the text too.
    for (Mask listed = first == last ? empty_ : starting_with_[static_cast<unsigned char>(*first)] | empty_;
         listed != 0; listed &= listed - 1) {
      const std::string_view text = texts[static_cast<std::size_t>(std::countr_zero(listed))];
      if (text.size() <= left && at(first, text)) {
        const It end = first + static_cast<std::ptrdiff_t>(text.size());
        put_chars(first, end, attr);
        first = end;
        return true;
      }
    }
    return false;
  }

 private:
  template <typename It>
  static bool at(It it, std::string_view text) {
    for (char c : text)
      if (*it++ != c) return false;
    return true;
  }
  std::array<Mask, 256> starting_with_{};  // bit i: texts[i] starts with the byte
  Mask empty_ = 0;                         // bit i: texts[i] is empty
};

template <typename... Text>
constexpr auto literals(const Text&... texts) {
  return literal_choice<sizeof...(Text)>({std::string_view(texts)...});
}

}  // namespace conform::x3kit

namespace boost::spirit::x3 {
template <std::size_t N>
struct get_info<conform::x3kit::literal_choice<N>> {
  using result_type = std::string;
  std::string operator()(const conform::x3kit::literal_choice<N>& p) const {
    std::string names;
    for (std::string_view text : p.texts) names.append(names.empty() ? "'" : " or '").append(text).append("'");
    return names;
  }
};
}  // namespace boost::spirit::x3
