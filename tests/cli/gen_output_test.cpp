// conform gen's output: cases written as they are generated (any count starts at once and
// Ctrl-C keeps what was written), never through a symbolic link, never a partial file, a
// write error that says why (issue 16, items 14, 18, 19 and part of 23).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/cli/cli_support.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cli_support;

struct ShellResult {
  int status = -1;
  std::string out, err;
};

// Runs a bash script in `dir`, where $CONFORM is the conform binary.
ShellResult bash_in(const fs::path& dir, const std::string& script) {
  const fs::path script_file = dir / ".script.sh", out = dir / ".out", err = dir / ".err";
  std::ofstream(script_file) << "CONFORM='" << conform_binary << "'\ncd '" << dir.string() << "'\n" << script << "\n";
  const int status = std::system(("bash " + script_file.string() + " > " + out.string() + " 2> " + err.string()).c_str());
  ShellResult r{WIFEXITED(status) ? WEXITSTATUS(status) : -1, file_text(out), file_text(err)};
  fs::remove(script_file);
  fs::remove(out);
  fs::remove(err);
  return r;
}

// On a terminal gen counts the cases it writes; --no-progress silences the count and
// nothing else (round 21's reader found no way to). The terminal is script(1)'s.
TEST(GenOutput, NoProgressSilencesTheCountOnATerminal) {
  if (std::system("command -v script > /dev/null 2>&1") != 0) GTEST_SKIP() << "no script(1) for a terminal";
  const Scratch s;
  const auto on_terminal = [&](const std::string& out_and_options) {
    return bash_in(s.path(), "script -qc \"$CONFORM gen --dialect cpl --valid --count 200 --seed 1 --out " + out_and_options +
                                 "\" /dev/null");
  };
  const ShellResult counted = on_terminal("counted");
  ASSERT_EQ(counted.status, 0) << counted.err;
  EXPECT_NE(counted.out.find("\rconform gen: 100"), std::string::npos) << counted.out;
  const ShellResult quiet = on_terminal("quiet --no-progress");
  ASSERT_EQ(quiet.status, 0) << quiet.err;
  EXPECT_EQ(quiet.out.find("\rconform gen: 100"), std::string::npos) << quiet.out;
  EXPECT_NE(quiet.out.find("conform gen: wrote 200 cases"), std::string::npos) << quiet.out;
}

TEST(GenOutput, AnEmptyOutFolderIsRefused) {
  Scratch s;
  const ShellResult r = bash_in(s.path(), "\"$CONFORM\" gen --dialect cpl --valid --count 1 --seed 1 --out ''");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("--out"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(s.path() / "cpl")) << "wrote into the current folder";
}

// A rule only a decision makes a plan break goes where the corpus keeps its cases,
// impl-defined/D<n>-<RULE>-gen-<seed>; a rule the seed decides, invalid/<RULE>/.
TEST(GenOutput, ARuleOnlyADecisionDecidesIsWrittenAsImplDefined) {
  Scratch s;
  const ShellResult r = bash_in(s.path(),
                                "\"$CONFORM\" gen --dialect stepplan --broken STEPPLAN-DUPLICATE-KEY --count 1 --seed 3 --out out && "
                                "\"$CONFORM\" gen --dialect stepplan --broken STEPPLAN-NO-STEPS --count 1 --seed 3 --out out");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(fs::is_regular_file(s.path() / "out/stepplan/impl-defined/D11-STEPPLAN-DUPLICATE-KEY-gen-3.json"));
  EXPECT_FALSE(fs::exists(s.path() / "out/stepplan/invalid/STEPPLAN-DUPLICATE-KEY"));
  EXPECT_TRUE(fs::is_regular_file(s.path() / "out/stepplan/invalid/STEPPLAN-NO-STEPS/gen-3.json"));
}

TEST(GenOutput, ADanglingSymbolicLinkIsNotWrittenThrough) {
  Scratch s;
  fs::create_directories(s.path() / "out/cpl/valid");
  fs::create_symlink(s.path() / "victim.cpl", s.path() / "out/cpl/valid/gen-7.cpl");
  const ShellResult r = bash_in(s.path(), "\"$CONFORM\" gen --dialect cpl --valid --count 1 --seed 7 --out out");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("already exists"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(s.path() / "victim.cpl")) << "gen wrote through the link";
}

// A file size limit of 0 makes every write fail as on a full disk (EFBIG, with SIGXFSZ
// ignored): the message says why, and no empty case is left to block the next run.
TEST(GenOutput, AFailedWriteSaysWhyAndLeavesNoFile) {
  Scratch s;
  // Only gen's files are limited: its messages go through a pipe to a `cat` outside the limit.
  const ShellResult r = bash_in(s.path(),
                                "(trap '' XFSZ; ulimit -f 0; exec \"$CONFORM\" gen --dialect cpl --valid --count 1 --seed 3 "
                                "--out out) 2>&1 | cat >&2; exit ${PIPESTATUS[0]}");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("gen-3.cpl"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(std::strerror(EFBIG)), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(s.path() / "out/cpl/valid/gen-3.cpl")) << "a partial case was left behind";
}

// A count that would take for ever: the first cases are on disk while gen still runs, and
// Ctrl-C stops it with every case written so far whole.
TEST(GenOutput, AHugeCountIsWrittenAsItGoesAndCtrlCKeepsIt) {
  Scratch s;
  const ShellResult r = bash_in(s.path(), R"(
"$CONFORM" gen --dialect cpl --valid --count 100000000 --seed 1 --out out &
pid=$!
while kill -0 $pid 2>/dev/null && [ ! -e out/cpl/valid/gen-3.cpl ]; do sleep 0.05; done
kill -0 $pid 2>/dev/null && echo "running while the first cases exist"
kill -INT $pid
wait $pid
echo "status $?")");
  EXPECT_NE(r.out.find("running while the first cases exist"), std::string::npos) << r.out << r.err;
  EXPECT_NE(r.out.find("status 130"), std::string::npos) << r.out << r.err;
  EXPECT_NE(r.err.find("interrupted after"), std::string::npos) << r.err;
  std::size_t cases = 0;
  for (const auto& entry : fs::directory_iterator(s.path() / "out/cpl/valid")) {
    ++cases;
    const std::string text = file_text(entry.path());
    EXPECT_NE(text.find("main"), std::string::npos) << entry.path() << " is not a whole plan:\n" << text;
  }
  EXPECT_GE(cases, 3u);
}

}  // namespace
