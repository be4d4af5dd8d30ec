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

// Back from `pos` over the spaces and tabs before it.
constexpr std::size_t back_over_blanks(std::string_view text, std::size_t pos) {
  while (pos > 0 && (text[pos - 1] == ' ' || text[pos - 1] == '\t')) --pos;
  return pos;
}

// Whether only spaces and tabs stand between the start of its line and `pos`.
constexpr bool at_line_start(std::string_view text, std::size_t pos) {
  return follows_line_break(text, back_over_blanks(text, pos));
}

// Past the line break that starts at `pos` (a CR LF pair is one), or past the text's end
// when `pos` is npos.
constexpr std::size_t past_line_break(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return text.size();
  return text[pos] == '\r' && pos + 1 < text.size() && text[pos + 1] == '\n' ? pos + 2 : pos + 1;
}

// The line `offset` is on, from 1: one more than the lines that start at or before it
// (the LF of a CR LF pair is on the line the CR ends, as SourceText::position has it).
inline std::size_t line_number(std::string_view text, std::size_t offset) {
  std::size_t line = 1;
  for (std::size_t i = find_line_break(text, 0); i != std::string_view::npos; i = find_line_break(text, i)) {
    i = past_line_break(text, i);
    if (i > offset) break;
    ++line;
  }
  return line;
}

}  // namespace conform
