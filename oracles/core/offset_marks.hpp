#pragma once
// The offsets of one text that an oracle has judged already, to tell a node's first
// judgment from a later look at it. A plan's first few marks are kept inline and
// scanned; past `Inline` they move into a bit per byte of the text, so that a mark and
// a test cost the same at any count (a set of offsets would allocate a node per mark).
#include <algorithm>
#include <boost/container/small_vector.hpp>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace conform {

template <std::size_t Inline = 16>
class OffsetMarks {
 public:
  // Every offset marked or tested is at most `text_size`.
  explicit OffsetMarks(std::size_t text_size) : OffsetMarks(0, text_size) {}
  // Every offset marked or tested is within [first, last]: the bits cover that stretch alone.
  OffsetMarks(std::size_t first, std::size_t last) : first_(first), text_size_(last - first) {}

  void mark(std::size_t offset) {
    if (!within(offset)) return;
    if (bits_.empty()) {
      if (few_.size() < Inline) {
        few_.push_back(offset);
        return;
      }
      bits_.assign(text_size_ / word_bits + 1, 0);
      for (std::size_t o : few_) set(o - first_);
      few_.clear();
    }
    set(offset - first_);
  }

  bool marked(std::size_t offset) const {
    if (!within(offset)) return false;
    if (bits_.empty()) return std::find(few_.begin(), few_.end(), offset) != few_.end();
    offset -= first_;
    return (bits_[offset / word_bits] >> (offset % word_bits) & 1) != 0;
  }

 private:
  static constexpr std::size_t word_bits = 64;
  // Outside the stretch nothing is marked (by contract nothing is asked there either).
  bool within(std::size_t offset) const { return offset >= first_ && offset - first_ <= text_size_; }
  void set(std::size_t offset) { bits_[offset / word_bits] |= std::uint64_t{1} << (offset % word_bits); }

  std::size_t first_;
  std::size_t text_size_;
  boost::container::small_vector<std::size_t, Inline> few_;
  std::vector<std::uint64_t> bits_;
};

}  // namespace conform
