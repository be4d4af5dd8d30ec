#pragma once
// A syntax tree's lists live where its nodes do: in the node pool. A parse builds and
// drops thousands of short vectors (a call's arguments, a block's statements); the
// pool's per-thread free lists give and take them back without the general allocator.
// Under AddressSanitizer a list's buffer comes from operator new instead, with the red
// zones that catch a read past its end: pooled blocks sit side by side.
#include <cstddef>
#include <new>
#include <string>
#include <type_traits>
#include <vector>

#include "parsers/core/x3/node_pool.hpp"

namespace conform::x3kit {

template <typename T>
struct PoolAllocator {
  using value_type = T;
#ifdef CONFORM_NODE_POOL_ASAN
  static constexpr bool pooled = false;
#else
  static constexpr bool pooled = true;
#endif

  PoolAllocator() = default;
  template <typename U>
  PoolAllocator(const PoolAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    static_assert(alignof(T) <= node_pool::granule, "the pool's blocks are aligned to its granule");
    if constexpr (pooled) return static_cast<T*>(node_pool::allocate(n * sizeof(T)));
    else return static_cast<T*>(::operator new(n * sizeof(T)));
  }
  void deallocate(T* p, std::size_t n) noexcept {
    if constexpr (pooled) node_pool::release(p, n * sizeof(T));
    else ::operator delete(p);
  }
  template <typename U>
  friend bool operator==(PoolAllocator, PoolAllocator<U>) { return true; }
};

template <typename T>
using List = std::vector<T, PoolAllocator<T>>;

// A list whose room outgrew the pool's blocks but whose items fit one moves into the
// pool: a list that reserved generous room for its first items (CONFORM_X3_RESERVE_FIRST)
// and used a few would otherwise keep a malloc'd block mostly empty for the tree's life.
template <typename T>
void fit_into_pool(List<T>& items) {
  static_assert(std::is_nothrow_move_constructible_v<T>, "shrink_to_fit must move the items, not copy them");
  if (items.capacity() * sizeof(T) > node_pool::largest_block && items.size() * sizeof(T) <= node_pool::largest_block)
    items.shrink_to_fit();
}

// Text a tree holds: beyond the string's inline capacity its buffer comes from the pool
// too, so a tree of many short-to-medium strings is built and dropped without malloc.
using PoolString = std::basic_string<char, std::char_traits<char>, PoolAllocator<char>>;

}  // namespace conform::x3kit
