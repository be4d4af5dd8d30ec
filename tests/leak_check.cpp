// Linked into every test binary that starts processes: after its tests, no process it
// started may be left. The binary is made the subreaper of its descendants first, so
// anything orphaned on the way (a target's escapee, a crashed conform's targets) becomes
// its child: no children left means no descendants left.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <fstream>
#include <iterator>
#include <string>

#include "process/orphans.hpp"

namespace {

std::string command_line_of(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/cmdline", std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (char& c : text)
    if (c == '\0') c = ' ';
  return text;
}

class NoProcessLeftBehind : public ::testing::Environment {
 public:
  void SetUp() override { conform::process::detail::become_subreaper(); }
  void TearDown() override {
    for (const pid_t child : conform::process::detail::children_of_this_process()) {
      ADD_FAILURE() << "process " << child << " (" << command_line_of(child) << ") was left behind by the tests";
      ::kill(child, SIGKILL);
      ::waitpid(child, nullptr, 0);
    }
  }
};

const auto* registered = ::testing::AddGlobalTestEnvironment(new NoProcessLeftBehind);

}  // namespace
