#pragma once
// Writing to a pipe whose reader has gone raises SIGPIPE, which would kill the whole
// harness. Instead of changing the process-wide disposition (global state that children
// would inherit), a guard blocks SIGPIPE in the calling thread for its lifetime; the
// write fails with EPIPE, and the pending signal our own writes raised is consumed before
// the old mask comes back. A SIGPIPE is only raised by a write that fails with EPIPE, so
// the writer says so (`saw_epipe`) and otherwise no system call looks for one.
#include <signal.h>

namespace conform::process::detail {

class SigpipeGuard {
 public:
  SigpipeGuard() noexcept;
  ~SigpipeGuard();
  SigpipeGuard(const SigpipeGuard&) = delete;
  SigpipeGuard& operator=(const SigpipeGuard&) = delete;

  // A write in this guard's lifetime failed with EPIPE: a SIGPIPE is pending.
  void saw_epipe() noexcept { epipe_ = true; }

 private:
  sigset_t old_{};
  bool was_blocked_ = true;
  bool epipe_ = false;
};

}  // namespace conform::process::detail
