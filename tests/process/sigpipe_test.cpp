// SIGPIPE: our writes to a child that stopped reading fail with EPIPE instead of killing
// us, and every thread's signal mask is as it was once the guards that changed it are gone.
#include <gtest/gtest.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <memory>
#include <thread>

#include "process/session.hpp"
#include "process/sigpipe_guard.hpp"

namespace conform::process {
namespace {

using detail::SigpipeGuard;

sigset_t only_sigpipe() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGPIPE);
  return set;
}

bool sigpipe_blocked() {
  sigset_t mask;
  pthread_sigmask(SIG_BLOCK, nullptr, &mask);
  return sigismember(&mask, SIGPIPE) == 1;
}

bool sigpipe_pending() {
  sigset_t pending;
  sigpending(&pending);
  return sigismember(&pending, SIGPIPE) == 1;
}

// A write to a pipe nobody reads: EPIPE, and a SIGPIPE for this thread.
int write_to_a_broken_pipe() {
  int fds[2];
  if (pipe(fds) != 0) return errno;
  close(fds[0]);
  const bool failed = write(fds[1], "x", 1) < 0;
  const int error = errno;
  close(fds[1]);
  return failed ? error : 0;
}

// A child that has closed its stdin: a line written to it fails with EPIPE. It says so
// first, so no timing is involved.
std::vector<std::string> deaf_child() { return {"sh", "-c", "exec 0<&-; echo deaf; sleep 30"}; }
// One that takes a line before it turns deaf.
std::vector<std::string> deaf_after_a_line() { return {"sh", "-c", "read -r line; exec 0<&-; echo deaf; sleep 30"}; }

// A thread starts with its creator's mask; these threads start with SIGPIPE unblocked.
template <class Body>
void in_another_thread(Body body) {
  std::thread([&] {
    const sigset_t set = only_sigpipe();
    pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
    body();
  }).join();
}

void start_deaf(Session& s) {
  ASSERT_TRUE(s.start(deaf_child())) << s.error();
  ASSERT_EQ(s.read_line(30).value_or("<none>"), "deaf") << s.error();
}

TEST(SigpipeGuard, BlocksWhileItLivesAndConsumesWhatItsWritesRaised) {
  ASSERT_FALSE(sigpipe_blocked());
  {
    SigpipeGuard guard;
    EXPECT_TRUE(sigpipe_blocked());
    ASSERT_EQ(write_to_a_broken_pipe(), EPIPE);  // were SIGPIPE delivered, this test would die here
    SigpipeGuard::saw_epipe();
    EXPECT_TRUE(sigpipe_pending());
  }
  EXPECT_FALSE(sigpipe_blocked());
  EXPECT_FALSE(sigpipe_pending());
}

TEST(SigpipeGuard, TheLastGuardOfAThreadRestoresItsMaskWhateverTheOrder) {
  ASSERT_FALSE(sigpipe_blocked());
  auto first = std::make_unique<SigpipeGuard>();
  auto second = std::make_unique<SigpipeGuard>();
  first.reset();
  EXPECT_TRUE(sigpipe_blocked()) << "the first guard to go unblocked SIGPIPE under a live one";
  EXPECT_EQ(write_to_a_broken_pipe(), EPIPE);
  SigpipeGuard::saw_epipe();
  second.reset();
  EXPECT_FALSE(sigpipe_blocked());
  EXPECT_FALSE(sigpipe_pending());
}

TEST(SigpipeGuard, LeavesABlockFromAboveAlone) {
  const sigset_t set = only_sigpipe();
  ASSERT_EQ(pthread_sigmask(SIG_BLOCK, &set, nullptr), 0);
  { SigpipeGuard guard; }
  EXPECT_TRUE(sigpipe_blocked());
  pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
}

TEST(SigpipeGuard, GuardsOfOtherThreadsAreTheirs) {
  SigpipeGuard guard;
  bool blocked_there = true, blocked_after = true;
  in_another_thread([&] {
    { SigpipeGuard theirs; blocked_there = sigpipe_blocked(); }
    blocked_after = sigpipe_blocked();
  });
  EXPECT_TRUE(blocked_there);
  EXPECT_FALSE(blocked_after) << "a guard of another thread was counted with ours";
  EXPECT_TRUE(sigpipe_blocked());
}

TEST(SessionSigpipe, BlockedFromTheFirstLineUntilStop) {
  ASSERT_FALSE(sigpipe_blocked());
  Session s;
  ASSERT_TRUE(s.start({"cat"})) << s.error();
  EXPECT_FALSE(sigpipe_blocked()) << "blocked before anything was written";
  ASSERT_TRUE(s.send_line("one")) << s.error();
  EXPECT_TRUE(sigpipe_blocked());
  ASSERT_EQ(s.read_line(30).value_or("<none>"), "one") << s.error();
  s.stop();
  EXPECT_FALSE(sigpipe_blocked());
}

TEST(SessionSigpipe, ALineToADeafChildLeavesNothingPendingAfterStop) {
  Session s;
  start_deaf(s);
  EXPECT_FALSE(s.send_line("anyone?"));  // were SIGPIPE delivered, this test would die here
  EXPECT_EQ(s.last_read_status(), Session::ReadStatus::closed);
  s.stop();
  EXPECT_FALSE(sigpipe_blocked());
  EXPECT_FALSE(sigpipe_pending());
}

TEST(SessionSigpipe, TheDestructorRestoresTheMaskToo) {
  {
    Session s;
    start_deaf(s);
    EXPECT_FALSE(s.send_line("anyone?"));
  }
  EXPECT_FALSE(sigpipe_blocked());
  EXPECT_FALSE(sigpipe_pending());
}

TEST(SessionSigpipe, SessionsStoppedOutOfOrderInOneThreadStayGuarded) {
  Session first, second;
  ASSERT_TRUE(first.start({"cat"})) << first.error();
  ASSERT_TRUE(first.send_line("one")) << first.error();
  ASSERT_TRUE(second.start(deaf_after_a_line())) << second.error();
  ASSERT_TRUE(second.send_line("one")) << second.error();
  ASSERT_EQ(second.read_line(30).value_or("<none>"), "deaf") << second.error();
  first.stop();
  EXPECT_TRUE(sigpipe_blocked()) << "stopping one session unblocked SIGPIPE under another";
  EXPECT_FALSE(second.send_line("anyone?"));
  second.stop();
  EXPECT_FALSE(sigpipe_blocked());
  EXPECT_FALSE(sigpipe_pending());
}

TEST(SessionSigpipe, ALineFromAnotherThreadLeavesThatThreadsMaskAsItWas) {
  Session s;
  ASSERT_TRUE(s.start({"cat"})) << s.error();
  ASSERT_TRUE(s.send_line("here")) << s.error();
  bool sent = false, blocked_there = true;
  in_another_thread([&] {
    sent = s.send_line("there");
    blocked_there = sigpipe_blocked();
  });
  EXPECT_TRUE(sent) << s.error();
  EXPECT_FALSE(blocked_there);
  EXPECT_EQ(s.read_line(30).value_or("<none>"), "here");
  EXPECT_EQ(s.read_line(30).value_or("<none>"), "there");
  s.stop();
  EXPECT_FALSE(sigpipe_blocked());
}

TEST(SessionSigpipe, ALineFromAnotherThreadIsGuardedThere) {
  Session s;
  ASSERT_TRUE(s.start(deaf_after_a_line())) << s.error();
  ASSERT_TRUE(s.send_line("here")) << s.error();
  ASSERT_EQ(s.read_line(30).value_or("<none>"), "deaf") << s.error();
  bool sent = true, blocked_there = true, pending_there = true;
  in_another_thread([&] {
    sent = s.send_line("there");  // were SIGPIPE delivered, this test would die here
    blocked_there = sigpipe_blocked();
    pending_there = sigpipe_pending();
  });
  EXPECT_FALSE(sent);
  EXPECT_FALSE(blocked_there);
  EXPECT_FALSE(pending_there);
  s.stop();
  EXPECT_FALSE(sigpipe_blocked());
}

// No thread can change another's mask: a session stopped away from the thread that wrote
// its first line leaves that thread with SIGPIPE blocked, and the stopping thread's as it was.
TEST(SessionSigpipe, StoppedFromAnotherThreadTheWritersBlockStays) {
  Session s;
  ASSERT_TRUE(s.start({"cat"})) << s.error();
  ASSERT_TRUE(s.send_line("here")) << s.error();
  bool blocked_there = true, blocked_after_guards = true;
  in_another_thread([&] {
    s.stop();
    blocked_there = sigpipe_blocked();
    {
      SigpipeGuard outer;
      SigpipeGuard inner;
    }
    blocked_after_guards = sigpipe_blocked();
  });
  EXPECT_FALSE(blocked_there);
  EXPECT_FALSE(blocked_after_guards) << "the stop miscounted the guards of the thread it ran in";
  EXPECT_TRUE(sigpipe_blocked());
}

}  // namespace
}  // namespace conform::process
