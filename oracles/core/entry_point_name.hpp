#pragma once
// The entry point written under a near name, when a plan has no `main`: the message says
// which function it was meant to be.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/ascii.hpp"

namespace conform {

// `Main`, `mains`, `mainFlow` (starting with main, letter case aside), or `mian`, `mani`
// (main's four letters in another order).
constexpr bool names_the_entry_point_otherwise(std::string_view name) {
  if (name.size() < 4 || name == "main") return false;
  if (equal_ignoring_ascii_case(name.substr(0, 4), "main")) return true;
  if (name.size() != 4) return false;
  std::array<char, 4> letters{};
  for (std::size_t i = 0; i < 4; ++i) letters[i] = ascii_lower(name[i]);
  std::sort(letters.begin(), letters.end());
  return letters == std::array<char, 4>{'a', 'i', 'm', 'n'};
}

}  // namespace conform
