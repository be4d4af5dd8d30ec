#pragma once
// Writing to a pipe whose reader has gone raises SIGPIPE, which would kill the whole
// harness. Instead of changing the process-wide disposition (global state that children
// would inherit), a guard blocks SIGPIPE in the calling thread while it lives; the write
// fails with EPIPE, and the pending signal our own writes raised is consumed before the
// old mask comes back. A SIGPIPE is only raised by a write that fails with EPIPE, so the
// writer says so (`saw_epipe`) and otherwise no system call looks for one.
//
// The guards of one thread share one block: the first blocks SIGPIPE, the last one gone
// restores the thread's mask, in whatever order they go. So a guard may outlive the scope
// that made it (a batch session holds one for its child's life, which saves two system
// calls a line). A guard is made and destroyed in the same thread, as only a thread can
// change its own mask.
#include <signal.h>

namespace conform::process::detail {

class SigpipeGuard {
 public:
  SigpipeGuard() noexcept;
  ~SigpipeGuard();
  SigpipeGuard(const SigpipeGuard&) = delete;
  SigpipeGuard& operator=(const SigpipeGuard&) = delete;

  // A write in this thread, under this guard, failed with EPIPE: a SIGPIPE is pending.
  static void saw_epipe() noexcept;

  // For an owner destroyed in another thread than the one that made the guard: nothing is
  // given back, and that thread keeps SIGPIPE blocked (the safe side for our writes).
  void abandon() noexcept { held_ = false; }

 private:
  bool held_ = true;
};

}  // namespace conform::process::detail
