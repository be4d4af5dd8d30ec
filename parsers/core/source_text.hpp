#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace conform {

// 1-based line and column; the column counts UTF-8 code points, not bytes.
struct LineColumn {
  std::uint32_t line = 1;
  std::uint32_t column = 1;
  friend bool operator==(LineColumn, LineColumn) = default;
};

// A named text and the mapping from byte offsets to line and column.
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
  std::vector<std::size_t> line_starts_;
};

}  // namespace conform
