#pragma once
// What a markdown fence line (``` or ~~~ at its line's start) holds besides its marker.
#include <string_view>

#include "core/line_breaks.hpp"

namespace conform {

// A character of a fence's info word (`json`, `c++`, `objective-c`).
constexpr bool is_fence_info_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '+' ||
         c == '.' || c == '_';
}

// Where the words on the fence line at `fence` begin: past the marker and the blanks after
// it, unless all that follows is one info word and blanks. Returns the line's end (its
// break, or the text's end) when the line holds no words. A sentence there ("``` Let me
// know!", "```json Here is the plan") is text, not the fence's: CommonMark closes a fence
// with blanks only, and the answers LLMs write open one with a single word.
constexpr std::size_t fence_line_words(std::string_view text, std::size_t fence) {
  const auto blank = [](char c) { return c == ' ' || c == '\t'; };
  std::size_t pos = fence;
  while (pos < text.size() && text[pos] == text[fence]) ++pos;
  while (pos < text.size() && blank(text[pos])) ++pos;
  std::size_t end = pos;
  while (end < text.size() && is_fence_info_char(text[end])) ++end;
  while (end < text.size() && blank(text[end])) ++end;
  return end >= text.size() || is_line_break(text[end]) ? end : pos;
}

// Whether the fence line at `fence` holds words (fence_line_words).
constexpr bool fence_line_has_words(std::string_view text, std::size_t fence) {
  const std::size_t words = fence_line_words(text, fence);
  return words < text.size() && !is_line_break(text[words]);
}

}  // namespace conform
