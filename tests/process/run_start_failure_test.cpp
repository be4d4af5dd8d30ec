// run(): a target that cannot be started is one clear failed_to_start, never a verdict.
#include <gtest/gtest.h>

#include "process/registry.hpp"
#include "process/run_process.hpp"
#include "process_test_support.hpp"

namespace conform::process {
namespace {

namespace fs = std::filesystem;

void expect_failed(const Result& r, const std::string& words) {
  EXPECT_EQ(r.outcome, Outcome::failed_to_start);
  EXPECT_NE(r.error.find(words), std::string::npos) << r.error;
  EXPECT_TRUE(r.out.empty());
  EXPECT_EQ(detail::registered_groups(), 0u);
}

TEST(RunStartFailure, MissingPath) {
  expect_failed(run({{"/no/such/validator", "case.cpl"}, {}}, {}), "not found");
}

TEST(RunStartFailure, MissingName) {
  expect_failed(run({{"conform-no-such-validator-4711"}, {}}, {}), "not found");
}

TEST(RunStartFailure, NotExecutable) {
  test::TempDir dir;
  auto file = dir.put("validator.sh", "#!/bin/sh\nexit 0\n", fs::perms::owner_read | fs::perms::owner_write);
  expect_failed(run({{file.string()}, {}}, {}), "not executable");
}

// execve says ENOENT about a file that is there: the #! line names a missing interpreter.
TEST(RunStartFailure, MissingInterpreterIsNamed) {
  test::TempDir dir;
  auto file = dir.put("validator.sh", "#!/no/such/interpreter -x\nexit 0\n", fs::perms::owner_all);
  const Result r = run({{file.string()}, {}}, {});
  expect_failed(r, "interpreter '/no/such/interpreter'");
  EXPECT_EQ(r.error.find("No such file or directory"), std::string::npos) << r.error;
}

TEST(RunStartFailure, Directory) {
  test::TempDir dir;
  expect_failed(run({{dir.path().string()}, {}}, {}), "not executable");
}

TEST(RunStartFailure, EmptyCommand) { expect_failed(run({{}, {}}, {}), "empty"); }

// Failures only exec itself sees come back from the child through the close-on-exec pipe.
TEST(RunStartFailure, ExecErrorIsReportedFromTheChild) {
  test::TempDir dir;
  auto garbage = dir.put("garbage", "this is not a program\n", fs::perms::owner_all);
  Result r = run({{garbage.string()}, {}}, {});
  expect_failed(r, "cannot execute");
  EXPECT_NE(r.error.find("format"), std::string::npos) << r.error;  // ENOEXEC: no shell fallback

  auto bad_interpreter = dir.put("bad.sh", "#!/no/such/interpreter\n", fs::perms::owner_all);
  r = run({{bad_interpreter.string()}, {}}, {});
  expect_failed(r, "cannot execute");
  EXPECT_NE(r.error.find("interpreter '/no/such/interpreter'"), std::string::npos) << r.error;
}

}  // namespace
}  // namespace conform::process
