#pragma once
// X3 appends a container's items one at a time, so a vector grows 1, 2, 4, … and moves
// its items at every step. A grammar whose lists are short but rarely single starts
// them with room for N by specialising X3's customisation point, at namespace scope:
//   CONFORM_X3_RESERVE_FIRST(std::vector<my::ast::Item>, 4)
// in_place.hpp's directives read the same room, so each list's room is said once.
#include <boost/spirit/home/x3/support/traits/container_traits.hpp>
#include <cstddef>
#include <type_traits>

namespace conform::x3kit {

template <std::size_t N>
struct reserve_first {
  static constexpr std::size_t room = N;

  template <typename Container, typename T>
  static bool call(Container& items, T&& item) {
    if (items.capacity() == 0) items.reserve(N);
    items.insert(items.end(), static_cast<T&&>(item));
    return true;
  }
};

// The room a container's first item reserves: N where it is registered, else none.
template <typename Container, typename = void>
inline constexpr std::size_t first_room = 0;
template <typename Container>
inline constexpr std::size_t first_room<
    Container, std::void_t<decltype(boost::spirit::x3::traits::push_back_container<Container>::room)>> =
    boost::spirit::x3::traits::push_back_container<Container>::room;

}  // namespace conform::x3kit

#define CONFORM_X3_RESERVE_FIRST(Container, N)                      \
  template <>                                                       \
  struct boost::spirit::x3::traits::push_back_container<Container>  \
      : conform::x3kit::reserve_first<N> {}
