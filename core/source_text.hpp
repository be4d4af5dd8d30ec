#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace conform {

// 1-based line and column; the column counts UTF-8 code points, not bytes (an invalid
// sequence counts as one, as the U+FFFD a reader shows in its place).
struct LineColumn {
  std::uint32_t line = 1;
  std::uint32_t column = 1;
  friend bool operator==(LineColumn, LineColumn) = default;
};

// A named text and the mapping from byte offsets to line and column. The line index is
// built on the first position asked for: a valid plan, which has no diagnostic, never
// pays for it. Positions asked for in increasing order (as sorted diagnostics are) cost
// linear time in all, even on one very long line. Not for concurrent use.
class SourceText {
 public:
  SourceText(std::string name, std::string text);

  const std::string& name() const { return name_; }
  std::string_view text() const { return text_; }
  LineColumn position(std::size_t offset) const;
  // The text of the line holding `offset`, without its line break.
  std::string_view line_at(std::size_t offset) const;

 private:
  std::string name_;
  std::string text_;
  const std::vector<std::size_t>& line_starts() const;

  mutable std::vector<std::size_t> line_starts_;  // empty until line_starts() builds it
  // The last position computed, to continue from on the same line.
  mutable std::size_t cached_offset_ = 0;
  mutable std::size_t cached_line_ = 0;
  mutable std::uint32_t cached_column_ = 1;
};

}  // namespace conform
