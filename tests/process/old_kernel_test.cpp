// The fallbacks for kernels without pidfd_open and close_range: exits polled for, and
// descriptors closed one by one. Same guarantees.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include "process/run_process.hpp"
#include "process/session.hpp"
#include "process/spawn.hpp"
#include "process_test_support.hpp"

namespace conform::process {
namespace {

using test::script;

class OldKernel : public ::testing::Test {
 protected:
  void SetUp() override { detail::simulate_old_kernel(true); }
  void TearDown() override { detail::simulate_old_kernel(false); }
};

TEST_F(OldKernel, ExitCodesAndSignals) {
  Result r = run({script("exit_with.sh", {"7"}), {}}, {});
  EXPECT_EQ(r.outcome, Outcome::exited);
  EXPECT_EQ(r.exit_code, 7);
  r = run({script("segv_self.sh"), {}}, {});
  EXPECT_EQ(r.outcome, Outcome::signaled);
  EXPECT_EQ(r.signal, SIGSEGV);
}

TEST_F(OldKernel, TimeoutAndGrandchild) {
  Limits limits;
  limits.timeout_seconds = 0.4;
  Result r = run({script("sleeper.sh"), {}}, limits);
  EXPECT_EQ(r.outcome, Outcome::timed_out);
  EXPECT_LT(r.wall_seconds, 15.0) << "waited for the sleep 30";
  for (pid_t pid : test::pids_in(r.out)) EXPECT_TRUE(test::gone_within(pid, 10.0));

  limits.timeout_seconds = 60;
  r = run({script("grandchild.sh"), {}}, limits);
  EXPECT_EQ(r.outcome, Outcome::exited);
  EXPECT_LT(r.wall_seconds, 15.0) << "waited for the grandchild's sleep 30";
  for (pid_t pid : test::pids_in(r.out)) EXPECT_TRUE(test::gone_within(pid, 10.0));
}

TEST_F(OldKernel, NoDescriptorLeaks) {
  const int leaked = ::open("/dev/null", O_RDONLY);  // no O_CLOEXEC
  Result r = run({{test::list_fds_helper()}, {}}, {});
  ::close(leaked);
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.out.find("3 "), std::string::npos) << r.out;
  int lines = 0;
  for (char c : r.out) lines += c == '\n';
  EXPECT_EQ(lines, 3) << r.out;
}

TEST_F(OldKernel, SessionNoticesDeath) {
  Session s;
  ASSERT_TRUE(s.start(script("answer_once.sh"))) << s.error();
  ASSERT_TRUE(s.send_line("hi"));
  EXPECT_EQ(s.read_line(5).value_or(""), "hi");
  EXPECT_FALSE(s.read_line(5).has_value());
  EXPECT_FALSE(s.alive());
  EXPECT_EQ(s.stop().exit_code, 3);
}

}  // namespace
}  // namespace conform::process
