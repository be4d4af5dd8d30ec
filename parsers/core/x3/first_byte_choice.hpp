#pragma once
// first_byte_choice(starts_at<s0>[p0], starts_at<s1>[p1], …): the ordered choice
// p0 | p1 | …, each branch tried only where its first byte is one its predicate accepts,
// with the trivia skipped once and the byte looked up once. The same parse as the
// choice of the starts_at branches, whose every failed branch pays its own pre-skip and
// call: an s-expression's form (a bracket, a symbol, a keyword, a string, a number) tries
// one branch where the choice tried up to seven. The attribute is the choice's, each
// branch's passed to it as X3's alternative passes it.
//
// A branch is skipped at a byte its predicate refuses, so the predicate must accept
// every byte at which the branch does anything: not only where it can match, but where
// it opens a nesting level before its first token (nest[…] counts the level, and throws
// at the limit, at any byte), or logs.
#include <array>
#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

#include "parsers/core/x3/starts_at.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

namespace detail {
template <typename Branch>
struct starts_of;
template <typename Subject, bool (*Starts)(unsigned char)>
struct starts_of<starts_at_directive<Subject, Starts>> {
  static constexpr bool at(unsigned char c) { return Starts(c); }
};
}  // namespace detail

template <typename... Branches>
struct first_byte_choice_parser : x3::parser<first_byte_choice_parser<Branches...>> {
  static_assert(sizeof...(Branches) <= 32, "a branch per bit of a byte's mask");
  using choice_type = decltype((... | std::declval<Branches const&>()));
  // Whether it has an attribute, and which, and whether it fills a container: the
  // choice's (the traits at the end of this file).
  static bool const has_action = choice_type::has_action;

  constexpr explicit first_byte_choice_parser(Branches const&... b) : branches(b...) {}

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    if (first == last) return false;
    const std::uint32_t may_start = starting[static_cast<unsigned char>(*first)];
    return may_start != 0 &&
           parse_branches(may_start, first, last, ctx, rctx, attr, std::index_sequence_for<Branches...>{});
  }

 private:
  // For each byte, the branches that may start at it: bit i for branch i.
  static constexpr std::array<std::uint32_t, 256> starting = [] {
    std::array<std::uint32_t, 256> table{};
    for (std::size_t c = 0; c < table.size(); ++c) {
      std::uint32_t bit = 1;
      ((table[c] |= detail::starts_of<Branches>::at(static_cast<unsigned char>(c)) ? bit : 0, bit <<= 1), ...);
    }
    return table;
  }();

  template <typename It, typename Ctx, typename RCtx, typename Attr, std::size_t... I>
  bool parse_branches(std::uint32_t may_start, It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr,
                      std::index_sequence<I...>) const {
    return ((((may_start >> I) & 1) != 0 && parse_branch(std::get<I>(branches).subject, first, last, ctx, rctx, attr)) ||
            ...);
  }

  template <typename P, typename It, typename Ctx, typename RCtx, typename Attr>
  static bool parse_branch(P const& p, It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) {
    if constexpr (std::is_same_v<std::remove_const_t<Attr>, x3::unused_type>)
      return p.parse(first, last, ctx, rctx, x3::unused);
    else
      return x3::detail::parse_alternative(p, first, last, ctx, rctx, attr);
  }

  std::tuple<Branches...> branches;
};

template <typename... Branches>
constexpr auto first_byte_choice(Branches const&... branches) {
  return first_byte_choice_parser<Branches...>(branches...);
}

}  // namespace conform::x3kit

namespace boost::spirit::x3::traits {
template <typename... Branches, typename Context>
struct attribute_of<conform::x3kit::first_byte_choice_parser<Branches...>, Context>
    : attribute_of<typename conform::x3kit::first_byte_choice_parser<Branches...>::choice_type, Context> {};
template <typename... Branches, typename Context>
struct handles_container<conform::x3kit::first_byte_choice_parser<Branches...>, Context>
    : handles_container<typename conform::x3kit::first_byte_choice_parser<Branches...>::choice_type, Context> {};
}  // namespace boost::spirit::x3::traits
