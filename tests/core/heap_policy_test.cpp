// keep_freed_heap(): after it, memory freed and allocated again is not handed back to the
// system in between, so the second round of a check-sized workload faults no pages in.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <cstddef>
#include <memory>
#include <vector>

#include "core/heap_policy.hpp"

namespace conform {
namespace {

long minor_faults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

// A check's heap in miniature: a few MB in blocks of every size up to 256 KB, each
// written, then all freed.
void allocate_write_and_free() {
  std::vector<std::unique_ptr<char[]>> blocks;
  for (std::size_t size = 64; size <= (std::size_t{256} << 10); size *= 2)
    for (int i = 0; i < 16; ++i) {
      blocks.emplace_back(new char[size]);
      for (std::size_t b = 0; b < size; b += 1024) blocks.back()[b] = static_cast<char>(b);
    }
}

TEST(HeapPolicy, MemoryFreedByOneCheckIsReusedByTheNextWithoutPageFaults) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer's allocator takes no glibc malloc options";
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  GTEST_SKIP() << "AddressSanitizer's allocator takes no glibc malloc options";
#endif
#endif
#if !defined(__GLIBC__)
  GTEST_SKIP() << "the policy is glibc's";
#endif
  keep_freed_heap();
  allocate_write_and_free();
  const long before = minor_faults();
  for (int round = 0; round < 5; ++round) allocate_write_and_free();
  // Without the policy the freed top of the heap and every block over 128 KB go back to
  // the system at each round and fault in again: some thousand faults over five rounds.
  EXPECT_LT(minor_faults() - before, 50);
}

}  // namespace
}  // namespace conform
