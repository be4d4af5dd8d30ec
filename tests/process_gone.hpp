// Whether a process has ended, for the tests that start processes: read from
// /proc/<pid>/stat, where an unreaped zombie still shows (nobody may reap an orphan in a
// container whose pid 1 does not).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <thread>

#include "process/proc_stat.hpp"

namespace conform::test {

// True once `pid` no longer runs: it does not exist or is a zombie. Polls until `seconds`
// have passed.
inline bool gone_within(pid_t pid, double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    const auto stat = process::detail::read_proc_stat(pid);
    if (!stat || stat->state == 'Z' || stat->state == 'X') return true;
    if (std::chrono::steady_clock::now() >= until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

}  // namespace conform::test
