#pragma once
// Where a line ends: at a line feed, a carriage return and line feed, or a carriage
// return alone (old Mac text; Java counts it too, JLS §3.4). Lines, comments that run to
// the end of their line, fence lines and positions all end there.
#include <string_view>

#include "core/byte_scan.hpp"

namespace conform {

constexpr bool is_line_break(char c) { return c == '\n' || c == '\r'; }

// The offset of the first line-break byte at or after `pos`, or npos; a block at a time,
// as positions of a 4 MB plan read every byte.
inline std::size_t find_line_break(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return std::string_view::npos;
  using B = byte_scan::Blocks;
  const char* const last = text.data() + text.size();
  const char* it = byte_scan::skip_unmarked(text.data() + pos, last,
                                            [](B::Block b) { return B::equal(b, '\n') | B::equal(b, '\r'); });
  while (it != last && !is_line_break(*it)) ++it;
  return it == last ? std::string_view::npos : static_cast<std::size_t>(it - text.data());
}

// Whether a line starts at `pos`: the text's start, or just after a line break.
constexpr bool follows_line_break(std::string_view text, std::size_t pos) {
  return pos == 0 || is_line_break(text[pos - 1]);
}

// Past the line break that starts at `pos` (a CR LF pair is one), or past the text's end
// when `pos` is npos.
constexpr std::size_t past_line_break(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return text.size();
  return text[pos] == '\r' && pos + 1 < text.size() && text[pos + 1] == '\n' ? pos + 2 : pos + 1;
}

// The line `offset` is on, from 1.
constexpr std::size_t line_number(std::string_view text, std::size_t offset) {
  std::size_t line = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i)
    if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))) ++line;
  return line;
}

}  // namespace conform
