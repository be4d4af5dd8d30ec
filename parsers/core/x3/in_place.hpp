#pragma once
// X3 reads each item of a list (`*p`, `p % sep`) into a value of its own, moves that into
// the container and destroys what is left of it: for a variant node, two more visits of
// its alternatives per item. in_place_many[p] (for `*p`) and in_place_list(p, sep) (for
// `p % sep`) read each item into the container's new last element, and drop that element
// again where p fails (or throws); the first item reserves the room the container
// registers with CONFORM_X3_RESERVE_FIRST, as X3's own appends do. They read what `*p` and
// `p % sep` read: `sep` is taken only with the item after it.
#include <boost/fusion/include/front.hpp>
#include <boost/fusion/include/is_sequence.hpp>
#include <boost/spirit/home/x3.hpp>
#include <type_traits>

#include "parsers/core/x3/reserve_first.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

namespace detail {

// The container itself, or the one member of a node that holds just a list (a block's
// statements), as X3 hands such a node to the list's parser.
template <typename Attr>
auto& items_of(Attr& attr) {
  if constexpr (boost::fusion::traits::is_sequence<Attr>::value) return boost::fusion::front(attr);
  else return attr;
}

// p into a new last element of `items`: kept where p matches, dropped where it fails.
template <typename Parser, typename It, typename Ctx, typename RCtx, typename Items>
bool parse_item_in_place(Parser const& p, It& first, It const& last, Ctx const& ctx, RCtx& rctx, Items& items) {
  if constexpr (std::is_same_v<Items, x3::unused_type>) {
    return p.parse(first, last, ctx, rctx, items);
  } else {
    if constexpr (first_room<Items> > 0)
      if (items.capacity() == 0) items.reserve(first_room<Items>);
    auto& item = items.emplace_back();
    bool matched = false;
    try {
      matched = p.parse(first, last, ctx, rctx, item);
    } catch (...) {
      items.pop_back();
      throw;
    }
    if (!matched) items.pop_back();
    return matched;
  }
}

}  // namespace detail

template <typename Subject>
struct in_place_many_directive : x3::unary_parser<Subject, in_place_many_directive<Subject>> {
  using base = x3::unary_parser<Subject, in_place_many_directive<Subject>>;
  using attribute_type = typename x3::traits::build_container<
      typename x3::traits::attribute_of<Subject, x3::unused_type>::type>::type;
  static bool const handles_container = true;

  constexpr in_place_many_directive(Subject const& subject) : base(subject) {}

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    auto& items = detail::items_of(attr);
    while (detail::parse_item_in_place(this->subject, first, last, ctx, rctx, items)) {
    }
    return true;
  }
};

template <typename Item, typename Separator>
struct in_place_list_parser : x3::parser<in_place_list_parser<Item, Separator>> {
  using attribute_type = typename x3::traits::build_container<
      typename x3::traits::attribute_of<Item, x3::unused_type>::type>::type;
  static bool const has_attribute = true;
  static bool const handles_container = true;

  Item item;
  Separator separator;
  constexpr in_place_list_parser(Item const& i, Separator const& s) : item(i), separator(s) {}

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    auto& items = detail::items_of(attr);
    if (!detail::parse_item_in_place(item, first, last, ctx, rctx, items)) return false;
    for (It at = first; separator.parse(at, last, ctx, rctx, x3::unused) &&
                        detail::parse_item_in_place(item, at, last, ctx, rctx, items);
         at = first)
      first = at;
    return true;
  }
};

struct in_place_many_gen {
  template <typename Subject>
  constexpr auto operator[](Subject const& subject) const {
    return in_place_many_directive<typename x3::extension::as_parser<Subject>::value_type>{x3::as_parser(subject)};
  }
};
inline constexpr in_place_many_gen in_place_many{};

template <typename Item, typename Separator>
constexpr auto in_place_list(Item const& item, Separator const& separator) {
  return in_place_list_parser<typename x3::extension::as_parser<Item>::value_type,
                              typename x3::extension::as_parser<Separator>::value_type>{x3::as_parser(item),
                                                                                        x3::as_parser(separator)};
}

}  // namespace conform::x3kit
