#include "process/close_fds.hpp"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace conform::process::detail {
namespace {

bool close_range_syscall(unsigned first, unsigned last) {
#ifdef SYS_close_range
  if (first > last) return true;
  return ::syscall(SYS_close_range, first, last, 0u) == 0;
#else
  (void)first;
  (void)last;
  return false;
#endif
}

}  // namespace

int open_files_limit() {
  struct rlimit r {};
  if (::getrlimit(RLIMIT_NOFILE, &r) != 0 || r.rlim_cur == RLIM_INFINITY || r.rlim_cur > (1u << 20)) return 1 << 20;
  return static_cast<int>(r.rlim_cur);
}

void close_fds_except(int first, int keep, int max_fd, bool use_close_range) noexcept {
  const auto f = static_cast<unsigned>(first);
  const auto k = static_cast<unsigned>(keep);
  if (use_close_range && (k == f || close_range_syscall(f, k - 1)) && close_range_syscall(k + 1, ~0u)) return;
  for (int fd = first; fd < max_fd; ++fd)
    if (fd != keep) ::close(fd);
}

}  // namespace conform::process::detail
