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

// "1 generated failure was", "2 generated failures were": where the plural is not an 's'.
inline std::string counted(long long n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

}  // namespace conform
