#pragma once
// by_first_byte<classify>(p0, p1, …): the trivia skipped once, then only the branch
// classify(first byte) names tried (its index; an index past the last branch fails).
// For a choice whose branches start at different bytes (an s-expression is a list, a
// vector, a map, a keyword, a string, a number or a symbol), it spares every branch that
// would fail at the first byte its pre-skip and its call: the same parse as the ordered
// choice of the branches, when no branch can match at a byte classify does not give it.
// A byte two branches may start at is classified to one branch that is their ordered
// choice. The branches build the enclosing rule's value in their semantic actions; their
// own attributes are not kept.
#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <tuple>
#include <utility>

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <std::size_t (*Classify)(unsigned char), typename... Branches>
struct by_first_byte_parser : x3::parser<by_first_byte_parser<Classify, Branches...>> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;
  static bool const has_action = (Branches::has_action || ...);

  constexpr explicit by_first_byte_parser(Branches const&... b) : branches(b...) {}

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr&) const {
    x3::skip_over(first, last, ctx);
    if (first == last) return false;
    return parse_branch(Classify(static_cast<unsigned char>(*first)), first, last, ctx, rctx,
                        std::index_sequence_for<Branches...>{});
  }

 private:
  template <typename It, typename Ctx, typename RCtx, std::size_t... I>
  bool parse_branch(std::size_t k, It& first, It const& last, Ctx const& ctx, RCtx& rctx,
                    std::index_sequence<I...>) const {
    bool ok = false;
    (void)((k == I && (ok = std::get<I>(branches).parse(first, last, ctx, rctx, x3::unused), true)) || ...);
    return ok;
  }

  std::tuple<Branches...> branches;
};

template <std::size_t (*Classify)(unsigned char), typename... Branches>
constexpr auto by_first_byte(Branches const&... branches) {
  return by_first_byte_parser<Classify, typename x3::extension::as_parser<Branches>::value_type...>(
      x3::as_parser(branches)...);
}

}  // namespace conform::x3kit
