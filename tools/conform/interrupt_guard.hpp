#pragma once
#include <atomic>
#include <signal.h>

namespace conform::cli {

// While it lives, SIGINT and SIGTERM set interrupted() and kill every running target
// instead of ending the process, so that a run can still report what finished.
class InterruptGuard {
 public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;
  static const std::atomic<bool>& interrupted();

 private:
  struct sigaction old_int_ {};
  struct sigaction old_term_ {};
};

}  // namespace conform::cli
