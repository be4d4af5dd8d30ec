#include "parsers/json/scan.hpp"

#include <algorithm>

#include "parsers/core/envelope.hpp"

namespace conform::json {

std::optional<std::size_t> BracketEnds::past(std::size_t open) {
  auto met = std::lower_bound(brackets_.begin(), brackets_.end(), open,
                              [](const Bracket& b, std::size_t at) { return b.open < at; });
  if (met == brackets_.end() || met->open != open) {
    scan(open);
    met = brackets_.begin();
    if (met == brackets_.end() || met->open != open) return std::nullopt;  // no bracket at `open`
  }
  if (met->past == never) return std::nullopt;
  return met->past;
}

void BracketEnds::scan(std::size_t open) {
  brackets_.clear();
  std::vector<std::size_t> unclosed;  // indexes into brackets_
  std::size_t i = open;
  while (i < text_.size()) {
    const char c = text_[i];
    if (c == '"') {
      i = quoted_token_end(text_, i);
      continue;
    }
    if (c == '{' || c == '[') {
      unclosed.push_back(brackets_.size());
      brackets_.push_back({i, never});
    }
    if ((c == '}' || c == ']') && !unclosed.empty()) {
      brackets_[unclosed.back()].past = i + 1;
      unclosed.pop_back();
      if (unclosed.empty()) {
        ++i;
        break;
      }
    }
    ++i;
  }
  scanned_ += std::min(i, text_.size()) - open;
}

std::size_t BracketEnds::open_at(std::size_t open, std::size_t at) {
  past(open);
  auto b = std::lower_bound(brackets_.begin(), brackets_.end(), open,
                            [](const Bracket& bracket, std::size_t where) { return bracket.open < where; });
  std::size_t count = 0;
  for (; b != brackets_.end() && b->open < at; ++b) count += b->past > at;
  return count;
}

}  // namespace conform::json
