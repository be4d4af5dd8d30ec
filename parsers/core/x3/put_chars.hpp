#pragma once
// A run of source bytes into a parser's attribute, as X3's move_to(first, last, attr)
// puts it (assigned to an empty string, appended to one that is not), without the
// temporary string move_to builds and then moves: one copy for each name in the source.
#include <boost/spirit/home/x3.hpp>
#include <string>
#include <type_traits>

namespace conform::x3kit {

template <typename It, typename Attr>
void put_chars(It first, It last, Attr& attr) {
  if constexpr (std::is_same_v<Attr, std::string>) {
    if (attr.empty())
      attr.assign(first, last);
    else
      attr.append(first, last);
  } else {
    boost::spirit::x3::traits::move_to(first, last, attr);
  }
}

}  // namespace conform::x3kit
