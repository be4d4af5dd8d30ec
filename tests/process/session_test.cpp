// Session: a long-lived line-oriented child (batch mode), alive, dead, silent or rude.
#include "process/session.hpp"

#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>

#include "process/registry.hpp"
#include "process_test_support.hpp"

namespace conform::process {
namespace {

using test::script;
using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

TEST(Session, EchoRoundTrip) {
  Session s;
  ASSERT_TRUE(s.start(script("echo_lines.sh"))) << s.error();
  EXPECT_TRUE(s.alive());
  for (const std::string line : {"{\"id\":1,\"plan\":\"a b\"}", "", "  spaces  ", "ünïcödé \\ 'quotes' \"too\""}) {
    ASSERT_TRUE(s.send_line(line)) << s.error();
    auto answer = s.read_line(5);
    ASSERT_TRUE(answer.has_value()) << s.error();
    EXPECT_EQ(*answer, line);
    EXPECT_EQ(s.last_read_status(), Session::ReadStatus::ok);
  }
  Result r = s.stop();
  EXPECT_EQ(r.outcome, Outcome::exited);  // end of file on stdin ends the loop
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_FALSE(s.alive());
}

TEST(Session, LinesLargerThanAPipeBufferBothWays) {
  Session s;
  ASSERT_TRUE(s.start({"cat"})) << s.error();
  const std::string line(300000, 'p');  // cat echoes while we are still writing: neither side may block
  ASSERT_TRUE(s.send_line(line)) << s.error();
  ASSERT_TRUE(s.send_line("second")) << s.error();
  auto first = s.read_line(5);
  ASSERT_TRUE(first.has_value()) << s.error();
  EXPECT_EQ(first->size(), line.size());
  EXPECT_EQ(s.read_line(5).value_or("<none>"), "second");
}

TEST(Session, ChildThatDies) {
  Limits limits;
  limits.timeout_seconds = 5;
  Session s;
  ASSERT_TRUE(s.start(script("answer_once.sh"), limits)) << s.error();
  ASSERT_TRUE(s.send_line("hello")) << s.error();
  EXPECT_EQ(s.read_line(5).value_or("<none>"), "hello");

  const auto asked = Clock::now();
  auto none = s.read_line(5);
  EXPECT_FALSE(none.has_value());
  EXPECT_LT(since(asked), 1.0) << "waited for a dead child's answer";
  EXPECT_EQ(s.last_read_status(), Session::ReadStatus::closed);
  EXPECT_FALSE(s.alive());
  EXPECT_FALSE(s.send_line("anyone?"));  // EPIPE, and no SIGPIPE kills us
  Result r = s.stop();
  EXPECT_EQ(r.outcome, Outcome::exited);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.err, "dying\n");
  EXPECT_EQ(s.pid(), -1);
}

TEST(Session, ChildKilledBySignal) {
  Session s;
  ASSERT_TRUE(s.start({"bash", "-c", "read -r line; kill -SEGV $$"})) << s.error();
  ASSERT_TRUE(s.send_line("crash now"));
  EXPECT_FALSE(s.read_line(5).has_value());
  EXPECT_FALSE(s.alive());
  Result r = s.stop();
  EXPECT_EQ(r.outcome, Outcome::signaled);
  EXPECT_EQ(r.signal, SIGSEGV);
}

TEST(Session, SilentChildTimesOutAndStaysAlive) {
  Session s;
  ASSERT_TRUE(s.start(script("silent.sh"))) << s.error();
  ASSERT_TRUE(s.send_line("question"));
  const auto asked = Clock::now();
  EXPECT_FALSE(s.read_line(0.3).has_value());
  EXPECT_GE(since(asked), 0.3);
  EXPECT_LT(since(asked), 15.0) << "read_line waited past its limit";
  EXPECT_EQ(s.last_read_status(), Session::ReadStatus::timed_out);
  EXPECT_TRUE(s.alive());
}

// sleeper.sh does not exit when its input ends; SIGTERM, its default action, ends it.
TEST(Session, StopKillsAChildThatWillNotExit) {
  Session s;
  ASSERT_TRUE(s.start(script("sleeper.sh"))) << s.error();
  auto pids = test::pids_in(s.read_line(5).value_or(""));
  ASSERT_EQ(pids.size(), 2u);
  const auto stopping = Clock::now();
  Result r = s.stop();
  EXPECT_LT(since(stopping), 15.0) << "waited for the sleep 30";
  EXPECT_EQ(r.outcome, Outcome::signaled);
  EXPECT_EQ(r.signal, SIGTERM);
  EXPECT_TRUE(test::gone_within(pids[0], 10.0));
  EXPECT_TRUE(test::gone_within(pids[1], 10.0)) << "the grandchild survived stop()";
  EXPECT_EQ(detail::registered_groups(), 0u);
}

// SIGTERM comes first, so that a target can remove its temporary files; the grace is
// long here, and ends as soon as the child does.
TEST(Session, StopGivesAChildThatWillNotExitTimeToCleanUp) {
  test::TempDir dir;
  const auto marker = dir.path() / "cleaned";
  Limits limits;
  limits.term_grace_seconds = 60;
  Session s;
  ASSERT_TRUE(s.start({"bash", "-c", "trap 'echo > \"$0\"; exit 3' TERM; echo ready; while :; do sleep 1; done",
                       marker.string()},
                      limits))
      << s.error();
  ASSERT_EQ(s.read_line(60).value_or(s.error()), "ready");
  Result r = s.stop();
  EXPECT_EQ(r.outcome, Outcome::exited) << to_string(r.outcome) << " " << r.signal;
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_TRUE(std::filesystem::exists(marker)) << "the TERM trap did not run";
  EXPECT_EQ(detail::registered_groups(), 0u);
}

// One that ignores SIGTERM is SIGKILLed when its grace is over.
TEST(Session, StopKillsAChildThatIgnoresTerm) {
  Limits limits;
  limits.term_grace_seconds = 0.1;
  Session s;
  ASSERT_TRUE(s.start({"bash", "-c", "trap '' TERM; echo ready; exec sleep 30"}, limits)) << s.error();
  ASSERT_EQ(s.read_line(60).value_or(s.error()), "ready");
  const auto stopping = Clock::now();
  Result r = s.stop();
  EXPECT_LT(since(stopping), 15.0) << "waited for the sleep 30";
  EXPECT_EQ(r.outcome, Outcome::signaled);
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_EQ(detail::registered_groups(), 0u);
}

TEST(Session, OverlongLineIsAnErrorAndIsSkipped) {
  Limits limits;
  limits.output_cap_bytes = 100;
  Session s;
  ASSERT_TRUE(s.start(script("long_line.sh"), limits)) << s.error();
  EXPECT_FALSE(s.read_line(5).has_value());
  EXPECT_EQ(s.last_read_status(), Session::ReadStatus::too_long);
  EXPECT_NE(s.error().find("longer than 100"), std::string::npos) << s.error();
  EXPECT_EQ(s.read_line(5).value_or("<none>"), "ok");
}

TEST(Session, SendTimesOutWhenTheChildNeverReads) {
  Limits limits;
  limits.timeout_seconds = 0.3;
  Session s;
  ASSERT_TRUE(s.start({"sleep", "30"}, limits)) << s.error();
  const auto sending = Clock::now();
  EXPECT_FALSE(s.send_line(std::string(1 << 20, 'z')));
  EXPECT_LT(since(sending), 1.3);
  EXPECT_TRUE(s.alive());
}

TEST(Session, StartFailureIsClear) {
  Session s;
  EXPECT_FALSE(s.start({"/no/such/batch-validator"}));
  EXPECT_NE(s.error().find("not found"), std::string::npos) << s.error();
  EXPECT_FALSE(s.alive());
  EXPECT_FALSE(s.send_line("x"));
  EXPECT_FALSE(s.read_line(0.1).has_value());
  EXPECT_EQ(s.last_read_status(), Session::ReadStatus::not_running);
  EXPECT_EQ(s.stop().outcome, Outcome::failed_to_start);
}

TEST(Session, DestructorKillsTheGroup) {
  std::vector<pid_t> pids;
  {
    Session s;
    ASSERT_TRUE(s.start(script("sleeper.sh"))) << s.error();
    pids = test::pids_in(s.read_line(5).value_or(""));
  }
  ASSERT_EQ(pids.size(), 2u);
  for (pid_t pid : pids) EXPECT_TRUE(test::gone_within(pid, 10.0));
  EXPECT_EQ(detail::registered_groups(), 0u);
}

TEST(Session, RestartAfterStop) {
  Session s;
  ASSERT_TRUE(s.start({"cat"}));
  ASSERT_TRUE(s.send_line("one"));
  EXPECT_EQ(s.read_line(5).value_or(""), "one");
  s.stop();
  ASSERT_TRUE(s.start({"cat"}));
  ASSERT_TRUE(s.send_line("two"));
  EXPECT_EQ(s.read_line(5).value_or(""), "two");
}

}  // namespace
}  // namespace conform::process

namespace conform::process {
namespace {

TEST(Session, ChildThatDiesWhileAGrandchildHoldsStdout) {
  Session s;
  ASSERT_TRUE(s.start(test::script("grandchild.sh"))) << s.error();
  const auto pids = test::pids_in(s.read_line(5).value_or(""));
  ASSERT_EQ(pids.size(), 1u);
  const auto asked = Clock::now();
  EXPECT_FALSE(s.read_line(5).has_value());
  EXPECT_LT(since(asked), 1.0) << "waited for the grandchild";
  EXPECT_EQ(s.last_read_status(), Session::ReadStatus::closed);
  EXPECT_FALSE(s.alive());
  Result r = s.stop();
  EXPECT_EQ(r.outcome, Outcome::exited);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_TRUE(test::gone_within(pids[0], 10.0)) << "the grandchild survived stop()";
}

}  // namespace
}  // namespace conform::process
