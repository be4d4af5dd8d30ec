#pragma once
// File descriptors that close themselves, and the pipes made of them.
#include <unistd.h>

#include <string>

namespace conform::process::detail {

class UniqueFd {
 public:
  UniqueFd() = default;
  explicit UniqueFd(int fd) noexcept : fd_(fd) {}
  UniqueFd(UniqueFd&& other) noexcept : fd_(other.release()) {}
  UniqueFd& operator=(UniqueFd&& other) noexcept {
    if (this != &other) reset(other.release());
    return *this;
  }
  UniqueFd(const UniqueFd&) = delete;
  UniqueFd& operator=(const UniqueFd&) = delete;
  ~UniqueFd() { reset(); }

  int get() const noexcept { return fd_; }
  explicit operator bool() const noexcept { return fd_ >= 0; }
  int release() noexcept {
    const int fd = fd_;
    fd_ = -1;
    return fd;
  }
  void reset(int fd = -1) noexcept {
    if (fd_ >= 0) ::close(fd_);
    fd_ = fd;
  }

 private:
  int fd_ = -1;
};

struct Pipe {
  UniqueFd read, write;
};

// pipe2(O_CLOEXEC) with both ends moved above 2, so that dup2 onto 0, 1 and 2 in a child
// never meets a descriptor that is already in place. False (errno set) on failure.
bool make_pipe(Pipe& out);

// Makes an end of a pipe make_pipe has just made non-blocking: it has no other status
// flag to keep, so one system call sets it (no F_GETFL first).
bool set_fresh_pipe_end_nonblocking(int fd);

}  // namespace conform::process::detail
