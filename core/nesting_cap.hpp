#pragma once
// How deep the parsers may be asked to nest (check --max-depth). They recurse once or more
// per bracket, on the calling thread's stack. Measured in the ASan build (the deepest
// frames) on an 8 MiB stack, the most expensive construct of each parser overflowed at:
// java `new A(new A(…))` ~610 levels, java calls ~670, CPL `1 + (1 + (…))` ~860, CPL
// calls ~890, JSON objects ~1540, JSON arrays and RTFS lists ~2060. The cap leaves more
// than twice the stack the worst of them needs at the cap.
#include <sys/resource.h>

#include <cstddef>

namespace conform {

inline constexpr std::size_t deepest_supported_nesting = 256;
inline constexpr std::size_t assumed_stack_bytes = std::size_t{8} << 20;

// Raises the soft stack limit of this process to assumed_stack_bytes when it is lower
// and the hard limit allows (the main thread's stack grows up to the soft limit).
// Returns whether the stack may now grow that far.
inline bool ensure_assumed_stack() {
  struct rlimit limit {};
  if (::getrlimit(RLIMIT_STACK, &limit) != 0) return false;
  if (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur >= assumed_stack_bytes) return true;
  if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < assumed_stack_bytes) return false;
  limit.rlim_cur = assumed_stack_bytes;
  return ::setrlimit(RLIMIT_STACK, &limit) == 0;
}

}  // namespace conform
