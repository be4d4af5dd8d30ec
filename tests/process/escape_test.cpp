// Targets that try to get out of reach: processes that leave the target's process group
// (setsid, setpgid) and outlive it, and a target that looks for a terminal. Each such
// process must be killed and reaped by the time run() or Session::stop() returns.
#include <gtest/gtest.h>
#include <signal.h>

#include <cerrno>

#include "process/run_process.hpp"
#include "process/session.hpp"
#include "process_test_support.hpp"

namespace conform::process {
namespace {

using test::pids_in;
using test::script;

// Gone for good: not running and not a zombie waiting to be reaped.
bool reaped(pid_t pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

void expect_escapee_reaped(const std::string& fixture) {
  Limits limits;
  limits.timeout_seconds = 30;
  const Result r = run({script(fixture), {}}, limits);
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error << r.err;
  const auto pids = pids_in(r.out);
  ASSERT_EQ(pids.size(), 1u) << r.out;
  EXPECT_TRUE(reaped(pids[0])) << "the process that left the group survived the case: " << pids[0];
  if (!reaped(pids[0])) ::kill(pids[0], SIGKILL);
}

TEST(Escape, ANewSessionDoesNotOutliveTheCase) { expect_escapee_reaped("escape_setsid.sh"); }

TEST(Escape, ANewProcessGroupDoesNotOutliveTheCase) { expect_escapee_reaped("escape_setpgid.sh"); }

TEST(Escape, EscapeeOfATimedOutTargetIsKilledToo) {
  Limits limits;
  limits.timeout_seconds = 0.5;
  const Result r = run({{CONFORM_PROCESS_BASH, "-c", "setsid sleep 1000 </dev/null >/dev/null 2>&1 & echo $!; sleep 1000"}, {}}, limits);
  ASSERT_EQ(r.outcome, Outcome::timed_out);
  const auto pids = pids_in(r.out);
  ASSERT_EQ(pids.size(), 1u) << r.out;
  EXPECT_TRUE(reaped(pids[0])) << "survived: " << pids[0];
  if (!reaped(pids[0])) ::kill(pids[0], SIGKILL);
}

TEST(Escape, EscapeeOfABatchTargetIsKilledWhenItStops) {
  Session s;
  ASSERT_TRUE(s.start(script("escape_setsid.sh"))) << s.error();
  const auto line = s.read_line(30);
  ASSERT_TRUE(line.has_value()) << s.error();
  s.stop();
  const auto pids = pids_in(*line);
  ASSERT_EQ(pids.size(), 1u) << *line;
  EXPECT_TRUE(reaped(pids[0])) << "survived: " << pids[0];
  if (!reaped(pids[0])) ::kill(pids[0], SIGKILL);
}

TEST(Escape, TargetRunsInASessionOfItsOwnWithoutATerminal) {
  const Result r = run({script("session_info.sh"), {}}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error << r.err;
  const auto fields = pids_in(r.out.substr(0, r.out.find('\n')));
  ASSERT_EQ(fields.size(), 3u) << r.out;
  EXPECT_EQ(fields[1], fields[0]) << "the target is not the leader of a session of its own";
  EXPECT_NE(fields[1], ::getsid(0));
  EXPECT_EQ(fields[2], 0) << "the target has a controlling terminal";
  EXPECT_NE(r.out.find("no tty"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace conform::process
