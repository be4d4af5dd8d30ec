// resolve_executable: argv[0] found like execvp, and the two clear errors.
#include "process/resolve_executable.hpp"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <optional>

#include "process_test_support.hpp"

namespace conform::process {
namespace {

namespace fs = std::filesystem;
using test::TempDir;

// Sets PATH for one test and puts the old value back.
class ScopedPath {
 public:
  explicit ScopedPath(const std::string& value) {
    if (const char* old = std::getenv("PATH")) old_ = old;
    ::setenv("PATH", value.c_str(), 1);
  }
  ~ScopedPath() {
    if (old_) ::setenv("PATH", old_->c_str(), 1);
    else ::unsetenv("PATH");
  }

 private:
  std::optional<std::string> old_;
};

TEST(ResolveExecutable, FindsANameInPath) {
  auto r = resolve_executable("sh");
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(fs::path(r.path).filename(), "sh");
  EXPECT_TRUE(fs::path(r.path).has_parent_path());
}

TEST(ResolveExecutable, TakesAPathWithASlashAsIs) {
  auto r = resolve_executable(CONFORM_PROCESS_BASH);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.path, CONFORM_PROCESS_BASH);
}

TEST(ResolveExecutable, MissingPathIsNotFound) {
  auto r = resolve_executable("/no/such/dir/validator");
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("not found"), std::string::npos) << r.error;
}

TEST(ResolveExecutable, MissingNameIsNotFoundInPath) {
  auto r = resolve_executable("conform-no-such-program-4711");
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("not found"), std::string::npos) << r.error;
  EXPECT_TRUE(resolve_executable("").error.find("not found") != std::string::npos);
}

TEST(ResolveExecutable, FileWithoutExecuteBitIsNotExecutable) {
  TempDir dir;
  auto file = dir.put("validator", "#!/bin/sh\nexit 0\n", fs::perms::owner_read | fs::perms::owner_write);
  auto r = resolve_executable(file.string());
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("not executable"), std::string::npos) << r.error;
}

TEST(ResolveExecutable, DirectoryIsNotExecutable) {
  TempDir dir;
  auto r = resolve_executable(dir.path().string());
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("not executable"), std::string::npos) << r.error;
}

TEST(ResolveExecutable, PathSearchSkipsNonExecutablesAndSaysSoWhenThatIsAllThereIs) {
  TempDir a, b;
  a.put("tool", "#!/bin/sh\n", fs::perms::owner_read);
  auto good = b.put("tool", "#!/bin/sh\n", fs::perms::owner_all);
  {
    ScopedPath path(a.path().string() + ":" + b.path().string());
    auto r = resolve_executable("tool");
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ(r.path, good.string());
  }
  {
    ScopedPath path(a.path().string());
    auto r = resolve_executable("tool");
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.error.find("not executable"), std::string::npos) << r.error;
  }
}

// A script whose #! line names an interpreter that is not there would fail every case
// with ENOENT, as if the script itself were missing: it is named before the run.
TEST(InterpreterError, NamesAnInterpreterThatIsNotThere) {
  TempDir dir;
  const auto script = [&](const std::string& name, const std::string& first_line) {
    return dir.put(name, first_line + "\nexit 0\n", fs::perms::owner_all).string();
  };
  EXPECT_EQ(interpreter_error(script("ok.sh", "#!/bin/sh")), "");
  EXPECT_EQ(interpreter_error(script("args.sh", "#!/bin/sh -eu")), "");
  EXPECT_EQ(interpreter_error(script("env.sh", "#!/usr/bin/env sh")), "");
  EXPECT_EQ(interpreter_error(script("env-s.sh", "#!/usr/bin/env -S sh -e")), "");
  EXPECT_EQ(interpreter_error(script("plain", "exit 0")), "");
  EXPECT_EQ(interpreter_error(script("relative.sh", "#!bin/sh")), "");
  EXPECT_EQ(interpreter_error(script("missing.sh", "#!/no/such/interpreter -x")),
            "has '#!/no/such/interpreter', which is not found");
  EXPECT_EQ(interpreter_error(script("missing-env.sh", "#!/usr/bin/env conform-no-such-program-4711")),
            "has '#!/usr/bin/env' running 'conform-no-such-program-4711', which is not found in PATH");
  EXPECT_EQ(interpreter_error(script("empty.sh", "#!")), "has an empty '#!' line");
}

}  // namespace
}  // namespace conform::process
