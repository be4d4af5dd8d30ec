#include "process_test_support.hpp"

#include <sstream>

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

std::vector<pid_t> pids_in(const std::string& text) {
  std::vector<pid_t> pids;
  std::istringstream in(text);
  long pid;
  while (in >> pid) pids.push_back(static_cast<pid_t>(pid));
  return pids;
}

}  // namespace conform::process::test
