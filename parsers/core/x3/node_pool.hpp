#pragma once
// Where syntax-tree nodes live. A grammar builds and drops nodes all the time: X3's
// forward_ast allocates on default construction, and every failed alternative throws its
// partial tree away. A node is taken from a per-thread free list of its size class and
// given back to it; the chunks the lists are carved from are kept for the life of the
// process (reachable, so leak checkers stay quiet), so a thread's memory is its peak tree.
// Under AddressSanitizer a free block is poisoned: a use after release is still reported.
#include <cstddef>
#include <memory>
#include <mutex>
#include <new>
#include <vector>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CONFORM_NODE_POOL_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define CONFORM_NODE_POOL_ASAN 1
#endif
#ifdef CONFORM_NODE_POOL_ASAN
#include <sanitizer/asan_interface.h>
#define CONFORM_NODE_POOL_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define CONFORM_NODE_POOL_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define CONFORM_NODE_POOL_POISON(p, n) ((void)(p), (void)(n))
#define CONFORM_NODE_POOL_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

namespace conform::x3kit::node_pool {

inline constexpr std::size_t granule = 16;     // every block is a multiple of it
inline constexpr std::size_t size_classes = 33;  // blocks up to 512 bytes; larger go to operator new
inline constexpr std::size_t largest_block = (size_classes - 1) * granule;
inline constexpr std::size_t chunk_bytes = 64 * 1024;

inline std::size_t size_class(std::size_t size) { return (size + granule - 1) / granule; }

// A thread's blocks: those given back, by class, and the part of each class's newest
// chunk not yet handed out. A chunk is carved a block at a time as blocks are taken, so
// a process touches (and the system faults in) only the pages its trees use: a short
// check used to pay for sixteen 64 KB chunks, zeroed and threaded onto the lists whole.
struct FreeLists {
  void* head[size_classes] = {};
  std::byte* uncarved[size_classes] = {};
  std::byte* uncarved_end[size_classes] = {};
};
inline thread_local FreeLists free_lists;

// A chunk of its own for the pool, left uninitialised; under ASan poisoned whole until
// its blocks are carved.
inline std::byte* new_chunk() {
  static std::mutex chunks_mutex;
  static std::vector<std::unique_ptr<std::byte[]>> chunks;  // never given back
  std::lock_guard<std::mutex> lock(chunks_mutex);
  std::byte* chunk = chunks.emplace_back(std::make_unique_for_overwrite<std::byte[]>(chunk_bytes)).get();
  CONFORM_NODE_POOL_POISON(chunk, chunk_bytes);
  return chunk;
}

// A block of class `cls` when none was given back: the next of the class's newest chunk,
// after a new chunk where that one is used up.
[[gnu::noinline]] inline void* carve(std::size_t cls) {
  const std::size_t block = cls * granule;
  std::byte*& next = free_lists.uncarved[cls];
  std::byte*& end = free_lists.uncarved_end[cls];
  if (static_cast<std::size_t>(end - next) < block) {
    next = new_chunk();
    end = next + chunk_bytes / block * block;
  }
  void* p = next;
  next += block;
  CONFORM_NODE_POOL_UNPOISON(p, block);
  return p;
}

inline void* allocate(std::size_t size) {
  const std::size_t cls = size_class(size);
  if (cls >= size_classes) return ::operator new(size);
  void*& head = free_lists.head[cls];
  void* p = head;
  if (p == nullptr) return carve(cls);
  CONFORM_NODE_POOL_UNPOISON(p, cls * granule);
  head = *static_cast<void**>(p);
  return p;
}

inline void release(void* p, std::size_t size) noexcept {
  if (p == nullptr) return;
  const std::size_t cls = size_class(size);
  if (cls >= size_classes) {
    ::operator delete(p);
    return;
  }
  void*& head = free_lists.head[cls];
  *static_cast<void**>(p) = head;
  head = p;
  CONFORM_NODE_POOL_POISON(p, cls * granule);
}

}  // namespace conform::x3kit::node_pool
