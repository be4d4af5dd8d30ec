#pragma once
// A reserved word: its letters, then no word byte (so `iffy` is not `if`).
// An expectation failure names it in quotes: "expected 'catch', found …".
#include <boost/spirit/home/x3.hpp>
#include <string>
#include <string_view>

#include "parsers/core/x3/bytes.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <bool (*IsWordByte)(unsigned char)>
struct keyword : x3::parser<keyword<IsWordByte>> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  constexpr explicit keyword(std::string_view w) : word(w) {}
  std::string_view word;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const {
    x3::skip_over(first, last, ctx);
    It it = first;
    for (char c : word) {
      if (it == last || *it != c) return false;
      ++it;
    }
    if (word_run<IsWordByte>::continues(it, last)) return false;
    first = it;
    return true;
  }
};

}  // namespace conform::x3kit

namespace boost::spirit::x3 {
template <bool (*IsWordByte)(unsigned char)>
struct get_info<conform::x3kit::keyword<IsWordByte>> {
  using result_type = std::string;
  std::string operator()(conform::x3kit::keyword<IsWordByte> const& k) const { return "'" + std::string(k.word) + "'"; }
};
}  // namespace boost::spirit::x3
