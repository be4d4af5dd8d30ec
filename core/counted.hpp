#pragma once
// "1 case", "2 cases": a count and its noun, singular for one.
#include <cstddef>
#include <string>
#include <string_view>

namespace conform {

inline std::string counted(std::size_t n, std::string_view noun) {
  std::string out = std::to_string(n) + " ";
  out += noun;
  if (n != 1) out += 's';
  return out;
}

}  // namespace conform
