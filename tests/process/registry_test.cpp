// kill_all_running(): what a SIGINT handler calls to stop every target at once.
#include <gtest/gtest.h>
#include <signal.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <fstream>
#include <future>
#include <thread>

#include "process/group_guard.hpp"
#include "process/registry.hpp"
#include "process/run_process.hpp"
#include "process/session.hpp"
#include "process/spawn.hpp"
#include "process_test_support.hpp"
#include "tests/scratch_folder.hpp"

namespace conform::process {
namespace {

using namespace std::chrono_literals;

extern "C" void on_usr1(int) { kill_all_running(); }

TEST(Registry, KillAllRunningFromASignalHandlerStopsRunsAndSessions) {
  struct sigaction action {}, old {};
  action.sa_handler = on_usr1;
  sigemptyset(&action.sa_mask);
  ASSERT_EQ(sigaction(SIGUSR1, &action, &old), 0);

  Limits limits;
  limits.timeout_seconds = 30;
  std::vector<std::future<Result>> runs;
  for (int i = 0; i < 3; ++i)
    runs.push_back(std::async(std::launch::async, [&] { return run({test::script("sleeper.sh"), {}}, limits); }));
  Session session;
  ASSERT_TRUE(session.start({"cat"}, limits)) << session.error();
  const pid_t session_pid = session.pid();

  const auto until = std::chrono::steady_clock::now() + 5s;
  while (detail::registered_groups() < 4 && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(5ms);
  ASSERT_EQ(detail::registered_groups(), 4u);
  std::this_thread::sleep_for(100ms);  // let the shells start their sleeps
  const auto killed_at = std::chrono::steady_clock::now();
  ASSERT_EQ(::kill(::getpid(), SIGUSR1), 0);

  for (auto& f : runs) {
    Result r = f.get();
    EXPECT_EQ(r.outcome, Outcome::signaled);
    EXPECT_EQ(r.signal, SIGKILL);
    for (pid_t pid : test::pids_in(r.out)) EXPECT_TRUE(test::gone_within(pid, 10.0));
  }
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - killed_at).count(), 15.0)
      << "the runs waited for their 30 s limit";
  EXPECT_TRUE(test::gone_within(session_pid, 10.0));
  EXPECT_FALSE(session.alive());
  Result ended = session.stop();
  EXPECT_EQ(ended.outcome, Outcome::signaled);
  EXPECT_EQ(detail::registered_groups(), 0u);
  sigaction(SIGUSR1, &old, nullptr);
}

// Ctrl-C while a target is being started, before its group is registered: the start
// makes up for the kill it missed, so the run does not wait for the target's timeout.
TEST(Registry, KillAllRunningReachesATargetItRanDuringTheStartOf) {
  detail::simulate_interrupt_during_start(SIGKILL);
  Limits limits;
  limits.timeout_seconds = 3600;
  Result r = run({test::script("sleeper.sh"), {}}, limits);
  detail::simulate_interrupt_during_start(0);
  EXPECT_EQ(r.outcome, Outcome::signaled);
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_EQ(detail::registered_groups(), 0u);
  // Starts after it are not affected.
  EXPECT_EQ(run({{"true"}, {}}, {}).outcome, Outcome::exited);
}

// The start makes up for a stop it missed with the stop's own signal: a first Ctrl-C
// (SIGTERM) leaves the target its term grace to clean up, only a second one (SIGKILL)
// kills it outright. A Session does not watch for stops itself, so only the start's
// make-up can end its child here.
class StopDuringStart : public ::testing::TestWithParam<int> {};

TEST_P(StopDuringStart, ReachesTheTargetWithTheStopsOwnSignal) {
  const int signal_sent = GetParam();
  Session session;
  detail::simulate_interrupt_during_start(signal_sent);
  const bool started = session.start({"cat"}, {});
  detail::simulate_interrupt_during_start(0);
  ASSERT_TRUE(started) << session.error();
  EXPECT_FALSE(session.read_line(3600).has_value()) << "the target outlived the stop";
  const Result ended = session.stop(0);
  EXPECT_EQ(ended.outcome, Outcome::signaled);
  EXPECT_EQ(ended.signal, signal_sent);
  EXPECT_EQ(detail::registered_groups(), 0u);
}

INSTANTIATE_TEST_SUITE_P(FirstAndSecondCtrlC, StopDuringStart, ::testing::Values(SIGTERM, SIGKILL),
                         [](const auto& info) { return std::string(sigabbrev_np(info.param)); });

// A target is registered before it runs, by the child that becomes it: were conform
// killed outright while the thread starting it is off its core (a loaded machine), the
// group guard would still kill what the target has started. Until stop 99 the group was
// registered only when spawn() resumed, and the CI, under load, found the target's child
// running on after RunInterrupt's kill -9.
std::atomic<bool> start_released{false};
void wait_for_release() {
  while (!start_released.load()) std::this_thread::sleep_for(1ms);
}

TEST(Registry, ATargetIsRegisteredBeforeItRuns) {
  const conform::test::ScratchFolder folder;
  const std::string pids = (folder.path() / "pids").string();
  Limits limits;
  limits.timeout_seconds = 3600;
  start_released = false;
  detail::simulate_pause_after_exec(wait_for_release);
  auto ran = std::async(std::launch::async, [&] {
    return run({{"/bin/sh", "-c", "sleep 1000001 & echo $$ $! > '" + pids + ".tmp'; mv '" + pids + ".tmp' '" + pids +
                                      "'; exec sleep 1000000"},
                {}},
               limits);
  });
  pid_t target = 0, child = 0;
  for (int i = 0; i < 600000 && child == 0; ++i) {  // the shell's pace, not a margin: the start is held meanwhile
    std::ifstream(pids) >> target >> child;
    if (child == 0) std::this_thread::sleep_for(1ms);
  }
  const bool known = target > 0 && detail::guard_knows(target);
  const std::size_t registered = detail::registered_groups();
  start_released = true;
  kill_all_running();
  const Result r = ran.get();
  detail::simulate_pause_after_exec(nullptr);
  ASSERT_GT(child, 0) << "the target never started its child";
  EXPECT_TRUE(known) << "the guard did not know the running target's group";
  EXPECT_EQ(registered, 1u);
  EXPECT_EQ(r.outcome, Outcome::signaled);
  EXPECT_TRUE(test::gone_within(child, 60.0)) << "the target's child outlived the stop";
  if (::kill(child, 0) == 0) ::kill(child, SIGKILL);
  EXPECT_EQ(detail::registered_groups(), 0u);
}

// A child that ends on a stop's SIGTERM before the stop has been counted (its handler
// was preempted between its signals and its count) ended on the stop: what it wrote on
// the way out is no answer, and run() says it was stopped.
TEST(Registry, AChildThatEndsOnAStopStillUnderWayGaveNoAnswer) {
  const conform::test::ScratchFolder folder;
  const std::string ready = (folder.path() / "ready").string();
  Limits limits;
  limits.timeout_seconds = 3600;
  limits.term_grace_seconds = 3600;
  auto ran = std::async(std::launch::async, [&] {
    return run({{"/bin/sh", "-c", "trap 'echo answer; exit 0' TERM; : > '" + ready + "'; sleep 1000000 & wait"}, {}}, limits);
  });
  const auto until = std::chrono::steady_clock::now() + 600s;
  while (!std::filesystem::exists(ready) && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(5ms);
  if (!std::filesystem::exists(ready)) kill_all_running();  // so that the run ends
  ASSERT_TRUE(std::filesystem::exists(ready)) << "the child never started";
  detail::simulate_slow_stop(1.0);
  terminate_all_running();
  detail::simulate_slow_stop(0);
  const Result r = ran.get();
  EXPECT_EQ(r.outcome, Outcome::signaled) << "exit code " << r.exit_code << ", output " << r.out;
  EXPECT_EQ(r.signal, SIGTERM);
}

TEST(Registry, NothingStaysRegisteredAfterRuns) {
  for (int i = 0; i < 5; ++i) run({{"true"}, {}}, {});
  EXPECT_EQ(detail::registered_groups(), 0u);
  kill_all_running();  // with nothing running: harmless
}

}  // namespace
}  // namespace conform::process
