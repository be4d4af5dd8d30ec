#pragma once
#include <atomic>
#include <iterator>
#include <signal.h>

namespace conform::cli {

// While it lives, the signals that end a run from outside (SIGINT: Ctrl-C; SIGTERM; SIGHUP:
// a closed terminal or dropped session; SIGQUIT: Ctrl-\) set interrupted() and kill every
// running target instead of ending the process, so that a run can still report what
// finished and leaves no target behind.
class InterruptGuard {
 public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;
  static const std::atomic<bool>& interrupted();

  static constexpr int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

 private:
  struct sigaction old_[std::size(signals)] {};
};

}  // namespace conform::cli
