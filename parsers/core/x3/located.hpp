#pragma once
// The byte range every positioned syntax-tree node carries. Free of Spirit, so that
// the trees can be used without compiling a grammar.
#include <cstdint>

namespace conform::x3kit {

// Byte offsets of a node in its source, [begin, end). Positions are not part of a
// node's identity: two trees that differ only in layout compare equal.
struct Located {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
  friend bool operator==(const Located&, const Located&) { return true; }
};

}  // namespace conform::x3kit
