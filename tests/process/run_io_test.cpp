// run(): standard input without deadlock or SIGPIPE, no descriptor of ours in the child,
// and many runs at once from several threads.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <set>
#include <sstream>
#include <thread>

#include "process/registry.hpp"
#include "process/run_process.hpp"
#include "process_test_support.hpp"

namespace conform::process {
namespace {

using test::script;

const std::string big_input(8u << 20, 'x');  // far beyond a pipe buffer

TEST(RunInput, LargeInputTheChildNeverReads) {
  Limits limits;
  limits.timeout_seconds = 30;
  Result r = run({script("ignore_stdin.sh"), big_input}, limits);
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "done\n");
  EXPECT_LT(r.wall_seconds, 15.0) << "waited for the input to be read";
}

TEST(RunInput, LargeInputReadInFull) {
  Result r = run({{"wc", "-c"}, big_input}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(std::stoul(r.out), big_input.size());
}

TEST(RunInput, ChildClosingItsInputRaisesNoSigpipeInUs) {
  // Were SIGPIPE delivered to us, this test program would die here.
  Result r = run({script("close_stdin.sh"), big_input}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.out, "done\n");
  sigset_t pending;
  sigpending(&pending);
  EXPECT_FALSE(sigismember(&pending, SIGPIPE)) << "a SIGPIPE was left pending";
}

TEST(RunInput, NoInputMeansEndOfFileAtOnce) {
  Result r = run({{"cat"}, std::nullopt}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error << " (cat waited for input until the time limit)";
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "");
  r = run({{"cat"}, std::string("given\n")}, {});
  EXPECT_EQ(r.out, "given\n");
}

// "<fd> <target>" lines from the list_fds helper -> the fd numbers.
std::set<int> fds_in(const std::string& listing) {
  std::set<int> fds;
  std::istringstream in(listing);
  std::string line;
  while (std::getline(in, line)) fds.insert(std::stoi(line));
  return fds;
}

TEST(RunDescriptors, OnlyTheStandardThreeReachTheChild) {
  // Descriptors of ours without O_CLOEXEC, as a careless library would leave them.
  const int null_fd = ::open("/dev/null", O_RDONLY);
  int leaky_pipe[2];
  ASSERT_EQ(::pipe(leaky_pipe), 0);
  const int high_fd = ::dup2(null_fd, 200);
  ASSERT_GE(null_fd, 0);
  ASSERT_EQ(high_fd, 200);

  Result r = run({{test::list_fds_helper()}, std::string("input")}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(fds_in(r.out), (std::set<int>{0, 1, 2})) << r.out;
  // And the three are our pipes.
  EXPECT_NE(r.out.find("0 pipe:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 pipe:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("2 pipe:"), std::string::npos) << r.out;

  ::close(null_fd);
  ::close(high_fd);
  ::close(leaky_pipe[0]);
  ::close(leaky_pipe[1]);
}

// The mask of `field` ("SigIgn", "SigBlk"…) in a /proc/<pid>/status text; -1 when absent.
long long signal_mask(const std::string& status, const std::string& field) {
  const auto at = status.find("\n" + field + ":");
  if (at == std::string::npos) return -1;
  return std::stoll(status.substr(at + field.size() + 2), nullptr, 16);
}

// What we ignore, catch or block, the target does not: it starts with every signal at
// its default and none blocked, as from a shell.
TEST(RunSignals, TheChildStartsWithEverySignalAtItsDefault) {
  struct sigaction ignore {}, catcher {}, old_usr1 {}, old_usr2 {}, old_winch {};
  ignore.sa_handler = SIG_IGN;
  catcher.sa_handler = [](int) {};
  ASSERT_EQ(::sigaction(SIGUSR1, &ignore, &old_usr1), 0);
  ASSERT_EQ(::sigaction(SIGWINCH, &ignore, &old_winch), 0);
  ASSERT_EQ(::sigaction(SIGUSR2, &catcher, &old_usr2), 0);
  sigset_t blocked, old_mask;
  sigemptyset(&blocked);
  sigaddset(&blocked, SIGALRM);
  ASSERT_EQ(::pthread_sigmask(SIG_BLOCK, &blocked, &old_mask), 0);

  Result r = run({{"cat", "/proc/self/status"}, {}}, {});

  ::pthread_sigmask(SIG_SETMASK, &old_mask, nullptr);
  ::sigaction(SIGUSR1, &old_usr1, nullptr);
  ::sigaction(SIGWINCH, &old_winch, nullptr);
  ::sigaction(SIGUSR2, &old_usr2, nullptr);
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(signal_mask(r.out, "SigIgn"), 0) << r.out;
  EXPECT_EQ(signal_mask(r.out, "SigCgt"), 0) << r.out;
  EXPECT_EQ(signal_mask(r.out, "SigBlk"), 0) << r.out;
}

TEST(RunConcurrency, ManyThreadsGetTheirOwnResults) {
  constexpr int threads = 6, runs_per_thread = 12;
  std::vector<std::string> failures(threads);
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([t, &failures] {
      for (int i = 0; i < runs_per_thread; ++i) {
        const int code = (t + i) % 3;
        if (i % 4 == 3) {  // now and then, the descriptor check while the others spawn
          Result r = run({{test::list_fds_helper()}, {}}, {});
          if (fds_in(r.out) != std::set<int>{0, 1, 2}) failures[t] += "leaked descriptors: " + r.out + "\n";
          continue;
        }
        Result r = run({script("exit_with.sh", {std::to_string(code)}), std::string(100000, 'i')}, {});
        if (r.outcome != Outcome::exited || r.exit_code != code || r.out != "out:" + std::to_string(code) + "\n" ||
            r.err != "err:" + std::to_string(code) + "\n")
          failures[t] += "thread " + std::to_string(t) + " run " + std::to_string(i) + ": " +
                         std::string(to_string(r.outcome)) + " " + std::to_string(r.exit_code) + " " + r.error + "\n";
      }
    });
  for (auto& th : pool) th.join();
  for (const auto& f : failures) EXPECT_EQ(f, "");
  EXPECT_EQ(detail::registered_groups(), 0u);
}

}  // namespace
}  // namespace conform::process
