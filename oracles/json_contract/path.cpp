#include "oracles/json_contract/path.hpp"

namespace conform::json_contract {

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
      out.append(s.key, s.key_size_or_index);
    }
  }
  if (truncated_) out += ".…";
  return out;
}

}  // namespace conform::json_contract
