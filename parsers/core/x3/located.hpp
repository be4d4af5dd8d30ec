#pragma once
// The byte range every positioned syntax-tree node carries. Free of Spirit, so that
// the trees can be used without compiling a grammar.
#include <cstdint>

#include "parsers/core/x3/node_pool.hpp"

namespace conform::x3kit {

// Byte offsets of a node in its source, [begin, end). Positions are not part of a
// node's identity: two trees that differ only in layout compare equal. A node made by
// `new` (forward_ast, the parsers' partial trees) comes from the node pool.
struct Located {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
  static void* operator new(std::size_t size) { return node_pool::allocate(size); }
  static void operator delete(void* p, std::size_t size) noexcept { node_pool::release(p, size); }
  static void* operator new(std::size_t, void* where) noexcept { return where; }  // placement (boost::variant)
  static void operator delete(void*, void*) noexcept {}
  friend bool operator==(const Located&, const Located&) { return true; }
};

}  // namespace conform::x3kit
