#include "process/unique_fd.hpp"

#include <fcntl.h>

#include <cerrno>

namespace conform::process::detail {
bool lift_above_standard_fds(UniqueFd& fd) {
  if (fd.get() > 2) return true;
  const int moved = ::fcntl(fd.get(), F_DUPFD_CLOEXEC, 3);
  if (moved < 0) return false;
  fd.reset(moved);
  return true;
}

bool make_pipe(Pipe& out) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return false;
  Pipe p{UniqueFd(fds[0]), UniqueFd(fds[1])};
  if (!lift_above_standard_fds(p.read) || !lift_above_standard_fds(p.write)) return false;
  out = std::move(p);
  return true;
}

bool set_fresh_pipe_end_nonblocking(int fd) { return ::fcntl(fd, F_SETFL, O_NONBLOCK) == 0; }

}  // namespace conform::process::detail
