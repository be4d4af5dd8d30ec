#include "process_test_support.hpp"

#include <stdlib.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace conform::process::test {

namespace fs = std::filesystem;

fs::path fixture(const std::string& name) { return fs::path(CONFORM_PROCESS_FIXTURES) / name; }

std::vector<std::string> script(const std::string& name, std::vector<std::string> args) {
  std::vector<std::string> argv{CONFORM_PROCESS_BASH, fixture(name).string()};
  argv.insert(argv.end(), args.begin(), args.end());
  return argv;
}

std::string list_fds_helper() { return CONFORM_PROCESS_LIST_FDS; }
std::string allocate_helper() { return CONFORM_PROCESS_ALLOCATE; }

namespace {

// 'R', 'S', 'Z'… from /proc/<pid>/stat, or 0 when the process does not exist.
char state_of(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto close = stat.rfind(')');
  if (close == std::string::npos || close + 2 >= stat.size()) return 0;
  return stat[close + 2];
}

}  // namespace

bool gone_within(pid_t pid, double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    const char state = state_of(pid);
    if (state == 0 || state == 'Z' || state == 'X') return true;
    if (std::chrono::steady_clock::now() >= until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

std::vector<pid_t> pids_in(const std::string& text) {
  std::vector<pid_t> pids;
  std::istringstream in(text);
  long pid;
  while (in >> pid) pids.push_back(static_cast<pid_t>(pid));
  return pids;
}

}  // namespace conform::process::test
