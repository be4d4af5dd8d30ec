#pragma once
#include <string>
#include <string_view>

namespace conform {

// 'text', as messages name a path or a value the user gave. Appended piece by piece: gcc
// 12 warns (-Wrestrict) on "'" + text + "'" at -O3.
inline std::string in_quotes(std::string_view text) {
  std::string out(1, '\'');
  out.append(text).push_back('\'');
  return out;
}

}  // namespace conform
