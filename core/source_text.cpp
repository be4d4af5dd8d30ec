#include "core/source_text.hpp"

#include <algorithm>

#include "core/line_breaks.hpp"

namespace conform {

SourceText::SourceText(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {}

const std::vector<std::size_t>& SourceText::line_starts() const {
  if (line_starts_.empty()) {
    line_starts_.push_back(0);
    const std::string_view text = text_;
    for (std::size_t i = find_line_break(text, 0); i != std::string_view::npos; i = find_line_break(text, i)) {
      i = past_line_break(text, i);
      line_starts_.push_back(i);
    }
  }
  return line_starts_;
}

LineColumn SourceText::position(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const auto& starts = line_starts();
  auto next = std::upper_bound(starts.begin(), starts.end(), offset);
  std::size_t line_index = static_cast<std::size_t>(next - starts.begin()) - 1;
  std::size_t from = starts[line_index];
  std::uint32_t column = 1;
  if (cached_line_ == line_index && cached_offset_ >= from && cached_offset_ <= offset) {
    from = cached_offset_;
    column = cached_column_;
  }
  for (std::size_t i = from; i < offset; ++i)
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;
  cached_line_ = line_index;
  cached_offset_ = offset;
  cached_column_ = column;
  return {static_cast<std::uint32_t>(line_index + 1), column};
}

std::string_view SourceText::line_at(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const auto& starts = line_starts();
  auto next = std::upper_bound(starts.begin(), starts.end(), offset);
  std::size_t begin = *(next - 1);
  std::size_t end = find_line_break(text_, begin);
  if (end == std::string::npos) end = text_.size();
  return std::string_view(text_).substr(begin, end - begin);
}

}  // namespace conform
