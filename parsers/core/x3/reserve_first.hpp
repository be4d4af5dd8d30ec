#pragma once
// X3 appends a container's items one at a time, so a vector grows 1, 2, 4, … and moves
// its items at every step. A grammar whose lists are short but rarely single starts
// them with room for N by specialising X3's customisation point, at namespace scope:
//   CONFORM_X3_RESERVE_FIRST(std::vector<my::ast::Item>, 4)
#include <boost/spirit/home/x3/support/traits/container_traits.hpp>
#include <cstddef>

namespace conform::x3kit {

template <std::size_t N>
struct reserve_first {
  template <typename Container, typename T>
  static bool call(Container& items, T&& item) {
    if (items.capacity() == 0) items.reserve(N);
    items.insert(items.end(), static_cast<T&&>(item));
    return true;
  }
};

}  // namespace conform::x3kit

#define CONFORM_X3_RESERVE_FIRST(Container, N)                      \
  template <>                                                       \
  struct boost::spirit::x3::traits::push_back_container<Container>  \
      : conform::x3kit::reserve_first<N> {}
