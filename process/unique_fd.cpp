#include "process/unique_fd.hpp"

#include <fcntl.h>

#include <cerrno>

namespace conform::process::detail {
namespace {

// Moves fd to a number >= 3 (keeping FD_CLOEXEC) when it is one of the standard three.
bool lift(UniqueFd& fd) {
  if (fd.get() > 2) return true;
  const int moved = ::fcntl(fd.get(), F_DUPFD_CLOEXEC, 3);
  if (moved < 0) return false;
  fd.reset(moved);
  return true;
}

}  // namespace

bool make_pipe(Pipe& out) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return false;
  Pipe p{UniqueFd(fds[0]), UniqueFd(fds[1])};
  if (!lift(p.read) || !lift(p.write)) return false;
  out = std::move(p);
  return true;
}

bool set_fresh_pipe_end_nonblocking(int fd) { return ::fcntl(fd, F_SETFL, O_NONBLOCK) == 0; }

}  // namespace conform::process::detail
