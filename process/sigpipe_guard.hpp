#pragma once
// Writing to a pipe whose reader has gone raises SIGPIPE, which would kill the whole
// harness. Instead of changing the process-wide disposition (global state that children
// would inherit), a guard blocks SIGPIPE in the calling thread for its lifetime; the
// write fails with EPIPE, and the pending signal our own writes raised is consumed before
// the old mask comes back.
#include <signal.h>

namespace conform::process::detail {

class SigpipeGuard {
 public:
  SigpipeGuard() noexcept;
  ~SigpipeGuard();
  SigpipeGuard(const SigpipeGuard&) = delete;
  SigpipeGuard& operator=(const SigpipeGuard&) = delete;

 private:
  sigset_t old_{};
  bool was_blocked_ = true;
};

}  // namespace conform::process::detail
