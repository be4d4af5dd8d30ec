#include "oracles/json_contract/path.hpp"

#include <algorithm>

#include "oracles/json_contract/shape.hpp"

namespace conform::json_contract {

namespace {

// The schema's own keys, and most a plan invents, are spelled as they are; any other key
// (a blank, a dot, an invisible or a bidi character, a very long one) is quoted and
// escaped, so the path reads as the plan wrote it.
bool plain_key(std::string_view key) {
  return !key.empty() && key.size() <= 60 && std::all_of(key.begin(), key.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
}

}  // namespace

Path Path::with(Segment segment) const {
  Path out = *this;
  if (size_ == capacity) out.truncated_ = true;
  else out.segments_[out.size_++] = segment;
  return out;
}

Path Path::member(std::string_view key) const { return with({key.data(), key.size()}); }

Path Path::element(std::size_t index) const { return with({nullptr, index}); }

std::string Path::str() const {
  std::string out;
  for (std::size_t i = 0; i < size_; ++i) {
    const Segment& s = segments_[i];
    if (s.key == nullptr) {
      out += '[';
      out += std::to_string(s.key_size_or_index);
      out += ']';
    } else {
      if (i > 0) out += '.';
      const std::string_view key(s.key, s.key_size_or_index);
      if (plain_key(key)) out += key;
      else out += quoted_excerpt(key);
    }
  }
  if (truncated_) out += ".…";
  return out;
}

}  // namespace conform::json_contract
