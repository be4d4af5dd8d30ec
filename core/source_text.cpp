#include "core/source_text.hpp"

#include <algorithm>

#include "core/line_breaks.hpp"
#include "core/utf8.hpp"

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
  // One column per character, and per invalid sequence, which a reader shows as one U+FFFD.
  std::size_t i = from;
  while (i < offset) {
    const auto c = static_cast<unsigned char>(text_[i]);
    i += c < 0x80 ? 1 : utf8::decode(text_, i).length;
    ++column;
  }
  // An offset inside a character is counted with it; the cache starts at a character.
  cached_line_ = line_index;
  cached_offset_ = i;
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
