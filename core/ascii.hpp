#pragma once
// ASCII letter case and near spellings, for names a plan evidently meant (`@deferred` or
// `@Defered` for `@Deferred`).
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

namespace conform {

constexpr bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

constexpr char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

constexpr bool equal_ignoring_ascii_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
  return true;
}

// " ('Plan' is not 'plan': names are case-sensitive)" when `written` is `name` in another
// letter case, for a message to end with; else empty.
inline std::string other_case_note(std::string_view written, std::string_view name) {
  if (written == name || !equal_ignoring_ascii_case(written, name)) return {};
  return " ('" + std::string(written) + "' is not '" + std::string(name) + "': names are case-sensitive)";
}

constexpr bool contains_ignoring_ascii_case(std::string_view text, std::string_view word) {
  for (std::size_t i = 0; i + word.size() <= text.size(); ++i)
    if (equal_ignoring_ascii_case(text.substr(i, word.size()), word)) return true;
  return false;
}

// Whether `text` holds `word` as a name of its own, letter case aside: not inside a longer
// run of ASCII letters, digits and '_' ("research" holds no `search`, "get_time_zone" no
// `time_zone`; "(web_search)" and "web_search-based" hold `web_search`).
constexpr bool contains_name_ignoring_ascii_case(std::string_view text, std::string_view word) {
  auto name_byte = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  };
  if (word.empty()) return false;
  for (std::size_t i = 0; i + word.size() <= text.size(); ++i) {
    const std::size_t end = i + word.size();
    if (equal_ignoring_ascii_case(text.substr(i, word.size()), word) && (i == 0 || !name_byte(text[i - 1])) &&
        (end == text.size() || !name_byte(text[end])))
      return true;
  }
  return false;
}

// Whether `word` is `target` misspelt: the same first letter, and at most two letters
// added, dropped, changed or swapped with their neighbour, letter case aside. `target` is
// a short name (at most 31 letters).
constexpr bool misspells(std::string_view word, std::string_view target) {
  constexpr std::size_t most = 2;
  if (word.empty() || target.empty() || target.size() >= 32 || ascii_lower(word[0]) != ascii_lower(target[0]))
    return false;
  if (word.size() > target.size() + most || target.size() > word.size() + most) return false;
  if (equal_ignoring_ascii_case(word, target)) return true;
  // Optimal string alignment distance, three rows of the table.
  std::array<std::size_t, 33> before{}, previous{}, current{};
  for (std::size_t j = 0; j <= target.size(); ++j) previous[j] = j;
  for (std::size_t i = 1; i <= word.size(); ++i) {
    current[0] = i;
    for (std::size_t j = 1; j <= target.size(); ++j) {
      const bool same = ascii_lower(word[i - 1]) == ascii_lower(target[j - 1]);
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (same ? 0 : 1)});
      if (i > 1 && j > 1 && ascii_lower(word[i - 1]) == ascii_lower(target[j - 2]) &&
          ascii_lower(word[i - 2]) == ascii_lower(target[j - 1]))
        current[j] = std::min(current[j], before[j - 2] + 1);
    }
    before = previous;
    previous = current;
  }
  return previous[target.size()] <= most;
}

}  // namespace conform
