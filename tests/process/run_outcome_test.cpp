// run(): exit codes, death by signal, and argv passed verbatim with no shell.
#include <gtest/gtest.h>
#include <signal.h>

#include "process/run_process.hpp"
#include "process_test_support.hpp"

namespace conform::process {
namespace {

namespace fs = std::filesystem;
using test::script;

class ExitCode : public ::testing::TestWithParam<int> {};

TEST_P(ExitCode, IsReportedWithBothStreams) {
  const int code = GetParam();
  Result r = run({script("exit_with.sh", {std::to_string(code)}), {}}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.exit_code, code);
  EXPECT_EQ(r.signal, 0);
  EXPECT_EQ(r.out, "out:" + std::to_string(code) + "\n");
  EXPECT_EQ(r.err, "err:" + std::to_string(code) + "\n");
  EXPECT_FALSE(r.out_truncated);
  EXPECT_FALSE(r.err_truncated);
  EXPECT_GT(r.wall_seconds, 0);
}

INSTANTIATE_TEST_SUITE_P(Codes, ExitCode, ::testing::Values(0, 1, 7));

TEST(RunOutcome, SignalDeathIsSignaledWithItsNumber) {
  Result r = run({script("segv_self.sh"), {}}, {});
  ASSERT_EQ(r.outcome, Outcome::signaled) << r.error;
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_EQ(r.out, "before\n");
}

TEST(RunOutcome, ArgumentsArePassedVerbatim) {
  const std::vector<std::string> args{"with space", "it's", "\"double\"", "-n", "--help", "-", "$HOME", "*",
                                      "a;b|c", "back\\slash", "", "new\nline", "-e x"};
  Result r = run({script("print_args.sh", args), {}}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  std::string expected;
  for (const auto& a : args) expected += "[" + a + "]\n";
  EXPECT_EQ(r.out, expected);
}

TEST(RunOutcome, CaseFileWithAwkwardNameIsReadByPath) {
  test::TempDir dir;
  const auto file = dir.put("-my case 'v1' \"x\".cpl", "plan text\n", fs::perms::owner_read | fs::perms::owner_write);
  Result r = run({{"cat", file.string()}, {}}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "plan text\n");
}

TEST(RunOutcome, ProgramPathWithSpacesAndQuotes) {
  test::TempDir dir;
  fs::create_directory(dir.path() / "my validators");
  const auto program = dir.path() / "my validators" / "it's \"fine\".sh";
  fs::copy_file(test::fixture("exit_with.sh"), program);
  fs::permissions(program, fs::perms::owner_all);
  Result r = run({{program.string(), "7"}, {}}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.exit_code, 7);
  EXPECT_EQ(r.out, "out:7\n");
}

TEST(RunOutcome, ProgramFoundInPath) {
  Result r = run({{"printf", "%s-%s", "a", "b"}, {}}, {});
  ASSERT_EQ(r.outcome, Outcome::exited) << r.error;
  EXPECT_EQ(r.out, "a-b");
}

}  // namespace
}  // namespace conform::process
