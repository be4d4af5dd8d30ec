// Whether a process has ended, for the tests that start processes: read from
// /proc/<pid>/stat, where an unreaped zombie still shows (nobody may reap an orphan in a
// container whose pid 1 does not).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>

namespace conform::test {

// 'R', 'S', 'Z'… from /proc/<pid>/stat, or 0 when the process does not exist.
inline char process_state(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto close = stat.rfind(')');
  if (close == std::string::npos || close + 2 >= stat.size()) return 0;
  return stat[close + 2];
}

// True once `pid` no longer runs: it does not exist or is a zombie. Polls until `seconds`
// have passed.
inline bool gone_within(pid_t pid, double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    const char state = process_state(pid);
    if (state == 0 || state == 'Z' || state == 'X') return true;
    if (std::chrono::steady_clock::now() >= until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

}  // namespace conform::test
