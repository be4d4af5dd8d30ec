// run(): the wall-clock limit, grandchildren holding the pipes, output floods and the
// memory limit. Nothing the child does may hang us or grow our memory past the caps.
#include <gtest/gtest.h>
#include <signal.h>

#include "process/registry.hpp"
#include "process/spawn.hpp"
#include "process/run_process.hpp"
#include "process_test_support.hpp"

namespace conform::process {
namespace {

using test::gone_within;
using test::pids_in;
using test::script;

TEST(RunLimits, TimeoutKillsTheWholeGroup) {
  Limits limits;
  limits.timeout_seconds = 0.5;
  Result r = run({script("sleeper.sh"), {}}, limits);
  EXPECT_EQ(r.outcome, Outcome::timed_out);
  EXPECT_GE(r.wall_seconds, 0.5);
  EXPECT_LT(r.wall_seconds, 15.0) << "waited for the sleep 30";
  const auto pids = pids_in(r.out);  // the shell and its `sleep 30`
  ASSERT_EQ(pids.size(), 2u) << r.out;
  EXPECT_TRUE(gone_within(pids[0], 10.0)) << "the shell survived";
  EXPECT_TRUE(gone_within(pids[1], 10.0)) << "its sleep 30 survived";
  EXPECT_EQ(detail::registered_groups(), 0u);
}

// A fork slowed down by contention (many jobs) is not counted against the target: its
// time limit starts once it runs (issue 16, item 16). Before, the limit had passed before
// /bin/true even started.
TEST(RunLimits, TheClockStartsWhenTheTargetRuns) {
  Limits limits;
  limits.timeout_seconds = 1;
  detail::simulate_slow_start(1.5);
  const Result r = run({{"/bin/true"}, {}}, limits);
  detail::simulate_slow_start(0);
  EXPECT_EQ(r.outcome, Outcome::exited) << to_string(r.outcome);
  EXPECT_EQ(r.exit_code, 0);
}

TEST(RunLimits, TimeoutOfAChildThatIgnoresTerm) {
  Limits limits;
  limits.timeout_seconds = 0.3;
  Result r = run({{"bash", "-c", "trap '' TERM INT HUP; sleep 30"}, {}}, limits);
  EXPECT_EQ(r.outcome, Outcome::timed_out);
  EXPECT_LT(r.wall_seconds, 15.0) << "waited for the sleep 30";
}

// A timed-out child gets SIGTERM before SIGKILL, and time to clean up. Were the machine so
// busy that the trap is not set before the limit, the child says nothing and there is
// nothing to check.
TEST(RunLimits, ATimedOutChildGetsTermFirst) {
  Limits limits;
  limits.timeout_seconds = 1;
  limits.term_grace_seconds = 60;  // ends as soon as the child does
  Result r = run({{"bash", "-c", "trap 'echo cleaned; exit 3' TERM; echo ready; while :; do sleep 1; done"}, {}}, limits);
  EXPECT_EQ(r.outcome, Outcome::timed_out);
  if (r.out.starts_with("ready")) {
    EXPECT_EQ(r.out, "ready\ncleaned\n");
  }
  EXPECT_LT(r.wall_seconds, 30.0) << "waited for the whole grace";
}

TEST(RunLimits, GrandchildHoldingStdoutDoesNotHoldUsUp) {
  Limits limits;
  limits.timeout_seconds = 60;
  Result r = run({script("grandchild.sh"), {}}, limits);
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_LT(r.wall_seconds, 15.0) << "waited for the grandchild's sleep 30";
  const auto pids = pids_in(r.out);
  ASSERT_EQ(pids.size(), 1u) << r.out;
  EXPECT_TRUE(gone_within(pids[0], 10.0)) << "the grandchild survived";
}

TEST(RunLimits, GrandchildHoldingThePipeNearTheDeadlineStaysWithinIt) {
  Limits limits;
  limits.timeout_seconds = 0.4;
  Result r = run({{"bash", "-c", "(sleep 30 &); sleep 0.35; exit 4"}, {}}, limits);
  EXPECT_TRUE(r.outcome == Outcome::exited || r.outcome == Outcome::timed_out);
  EXPECT_LT(r.wall_seconds, 15.0) << "waited for the grandchild's sleep 30";
}

TEST(RunLimits, FloodIsTruncatedAndDrained) {
  Limits limits;
  limits.timeout_seconds = 60;  // draining 100 MB takes well under a second; the limit is not the point
  limits.output_cap_bytes = 1 << 20;
  Result r = run({script("flood.sh"), {}}, limits);
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.exit_code, 0) << "the flooders were blocked or killed: " << r.err.substr(0, 200);
  EXPECT_TRUE(r.out_truncated);
  EXPECT_TRUE(r.err_truncated);
  EXPECT_EQ(r.out.size(), limits.output_cap_bytes);
  EXPECT_EQ(r.err.size(), limits.output_cap_bytes);
  EXPECT_LE(r.out.capacity(), 2 * limits.output_cap_bytes) << "memory not bounded by the cap";
  EXPECT_LE(r.err.capacity(), 2 * limits.output_cap_bytes);
  EXPECT_EQ(r.out.substr(0, 4), "y\ny\n");
}

TEST(RunLimits, SmallCapTruncatesExactly) {
  Limits limits;
  limits.output_cap_bytes = 3;
  Result r = run({{"printf", "abcdef"}, {}}, limits);
  ASSERT_EQ(r.outcome, Outcome::exited);
  EXPECT_EQ(r.out, "abc");
  EXPECT_TRUE(r.out_truncated);
  EXPECT_FALSE(r.err_truncated);
}

TEST(RunLimits, MemoryLimitMakesABigAllocationFail) {
  Limits limits;
  limits.memory_limit_bytes = 64u << 20;
  Result r = run({{test::allocate_helper(), "96"}, {}}, limits);
  ASSERT_NE(r.outcome, Outcome::failed_to_start) << r.error;
  EXPECT_FALSE(r.outcome == Outcome::exited && r.exit_code == 0) << r.out;
  EXPECT_EQ(r.exit_code, 3) << r.err;
}

TEST(RunLimits, MemoryLimitLeavesSmallAllocationsAlone) {
  Limits limits;
  limits.memory_limit_bytes = 64u << 20;
  Result r = run({{test::allocate_helper(), "8"}, {}}, limits);
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

TEST(RunLimits, NoMemoryLimitByDefault) {
  Result r = run({{test::allocate_helper(), "96"}, {}}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

}  // namespace
}  // namespace conform::process
