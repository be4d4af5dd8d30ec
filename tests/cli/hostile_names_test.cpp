// conform run and check against a target or files that try the harness: a --shell target
// that does not exist, more jobs than make sense, duplicate keys in a config, names with
// control bytes or bytes that are not UTF-8 (issue 16, items 16 and 23).
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "process/run_process.hpp"
#include "tests/cli/cli_support.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cli_support;

const std::string one_case = "cpl/valid/main-only.cpl";

TEST(HostileTarget, AMissingShellCommandIsOneLineAndExit3) {
  const Outcome o = run_conform({"run", "--shell", "--target", "conform-no-such-validator-4711 --strict", "--corpus",
                             source_dir + "/corpus", "--dialect", "cpl", "--no-progress", "--color", "never"});
  EXPECT_EQ(o.exit_code, 3) << o.out << o.err;
  EXPECT_TRUE(one_line(o.err)) << o.err;
  EXPECT_NE(o.err.find("conform-no-such-validator-4711"), std::string::npos) << o.err;
  EXPECT_TRUE(o.out.empty()) << o.out;
}

// A script whose #! interpreter is missing is refused before the first case, as a missing
// script is: every case would fail to start (the audit saw a 133-error report, then exit 3).
TEST(HostileTarget, AScriptWhoseInterpreterIsMissingIsOneLineAndExit3) {
  Scratch s;
  const fs::path script = s.put("validator.sh", "#!/usr/bin/pyhton3\nprint('valid')\n");
  fs::permissions(script, fs::perms::owner_all);
  const Outcome o = run_conform({"run", "--target", script.string(), "--corpus", source_dir + "/corpus", "--dialect", "cpl",
                                 "--no-progress", "--color", "never"});
  EXPECT_EQ(o.exit_code, 3) << o.out << o.err;
  EXPECT_EQ(o.err, "conform: target '" + script.string() + "' has '#!/usr/bin/pyhton3', which is not found\n");
  EXPECT_TRUE(o.out.empty()) << o.out;
}

TEST(HostileTarget, AShellCommandThatExistsIsRun) {
  const Outcome o = run_conform({"run", "--shell", "--target", "true", "--corpus", source_dir + "/corpus", "--dialect", "cpl",
                             "--case", one_case, "--no-progress", "--color", "never"});
  EXPECT_EQ(o.exit_code, 0) << o.out << o.err;
}

// A target whose every case leaves a process in a session of its own: none of them is
// alive once conform is done (before, a run over cpl/valid left one per case and passed).
TEST(HostileTarget, ProcessesThatLeaveTheTargetsSessionDoNotOutliveTheRun) {
  Scratch s;
  const fs::path pids = s.path() / "pids";
  const fs::path target =
      s.put("escape.sh", "setsid sleep 1000 </dev/null >/dev/null 2>&1 &\necho $! >> '" + pids.string() + "'\nexit 0\n");
  const Outcome o = run_conform({"run", "--target", "bash " + target.string(), "--corpus", source_dir + "/corpus", "--dialect",
                             "cpl", "--case", "cpl/valid/*", "--jobs", "2", "--no-progress", "--color", "never"});
  EXPECT_EQ(o.exit_code, 0) << o.err;  // valid plans, all accepted
  std::istringstream in(file_text(pids));
  int escaped = 0;
  for (long pid; in >> pid; ++escaped) {
    const bool gone = ::kill(static_cast<pid_t>(pid), 0) != 0;
    EXPECT_TRUE(gone) << "process " << pid << " outlived the run";
    if (!gone) ::kill(static_cast<pid_t>(pid), SIGKILL);
  }
  EXPECT_GE(escaped, 2);
}

// Past four jobs per processor the harness's forks compete with the targets: the run
// says so once and runs that many.
TEST(HostileTarget, JobsAreCappedAtFourPerProcessor) {
  Scratch s;
  const fs::path report = s.path() / "report.json";
  const Outcome o = run_conform({"run", "--target", "/bin/true", "--jobs", "100000", "--corpus", source_dir + "/corpus",
                             "--dialect", "cpl", "--case", one_case, "--no-progress", "--json", report.string()});
  EXPECT_EQ(o.exit_code, 0) << o.err;
  EXPECT_TRUE(one_line(o.err)) << o.err;
  EXPECT_NE(o.err.find("--jobs 100000"), std::string::npos) << o.err;
  const unsigned processors = std::max(1u, std::thread::hardware_concurrency());
  EXPECT_EQ(nlohmann::json::parse(file_text(report))["jobs"], 4 * processors);
}

// --generate with a count that could never be generated up front: the first case reaches
// the target at once (it interrupts conform, its parent), and the run stops there.
TEST(HostileInput, AHugeGenerateCountIsGeneratedAsTheRunGoes) {
  Scratch s;
  const fs::path target = s.put("interrupt-parent.sh", "kill -INT $PPID\nexit 0\n");
  const fs::path report = s.path() / "report.json";
  const Outcome o = run_conform({"run", "--target", "bash " + target.string(), "--no-corpus", "--dialect", "cpl",
                             "--generate", "100000000", "--seed", "1", "--jobs", "1", "--no-progress", "--json",
                             report.string()});
  EXPECT_EQ(o.exit_code, 130) << o.err;
  const auto doc = nlohmann::json::parse(file_text(report));
  EXPECT_TRUE(doc["interrupted"].get<bool>());
  EXPECT_GE(doc["cases"].size(), 1u);
  EXPECT_LE(doc["cases"].size(), 2u);
}

TEST(HostileInput, ADuplicateKeyInAConfigIsRefused) {
  Scratch s;
  const fs::path config = s.put("config.json", R"({"cpl": {"syscalls": ["log(text: String) : Void"]}, "cpl": {}})");
  const Outcome o = run_conform({"check", "--dialect", "cpl", "--config", config.string(), source_dir + "/corpus/" + one_case});
  EXPECT_EQ(o.exit_code, 2) << o.err;
  EXPECT_TRUE(one_line(o.err)) << o.err;
  EXPECT_NE(o.err.find("'cpl' twice"), std::string::npos) << o.err;
}

TEST(HostileInput, ANewlineInAFileNameDoesNotSplitADiagnostic) {
  Scratch s;
  const fs::path file = s.put("two\nlines\x1b[2J.cpl", "plan { }\n");
  const Outcome o = run_conform({"check", "--dialect", "cpl", file.string()});
  EXPECT_EQ(o.exit_code, 1) << o.err;
  ASSERT_FALSE(o.out.empty());
  std::istringstream lines(o.out);
  for (std::string line; std::getline(lines, line);) {
    EXPECT_EQ(line.rfind(s.path().string() + "/two\\x0alines\\x1b[2J.cpl:", 0), 0u) << line;
    EXPECT_EQ(line.find('\x1b'), std::string::npos) << line;
  }
}

TEST(HostileInput, BytesThatAreNotUtf8AreWrittenAsHex) {
  Scratch s;
  const fs::path file = s.put("lat\xe9.cpl", "plan {\n    function main() : Void {\n        let x: Int = 1\xff;\n    }\n}\n");
  const Outcome o = run_conform({"check", file.string()});
  EXPECT_EQ(o.exit_code, 1) << o.err;
  EXPECT_EQ(o.out, s.path().string() + "/lat\\xe9.cpl:3:23: error: expected ';', found the bytes FF (invalid UTF-8) [CPL-SYNTAX]\n");
  const Outcome json = run_conform({"check", "--format", "json", file.string()});
  EXPECT_NE(json.out.find("found the bytes FF (invalid UTF-8)"), std::string::npos) << json.out;
}

TEST(HostileInput, ACommaInAFileNameDoesNotSplitIt) {
  // cxxopts splits a list option at commas unless told otherwise (tools/conform/options.hpp).
  Scratch s;
  const fs::path file = s.put("a,b.cpl", file_text(fs::path(source_dir) / "corpus" / one_case));
  const Outcome o = run_conform({"check", "--dialect", "cpl", file.string()});
  EXPECT_EQ(o.exit_code, 0) << o.err;
  EXPECT_EQ(o.err, "");
  const Outcome broken = run_conform({"check", "--dialect", "cpl", s.put("c,d.cpl", "plan { }\n").string()});
  EXPECT_EQ(broken.exit_code, 1) << broken.err;
  EXPECT_EQ(broken.out.rfind(s.path().string() + "/c,d.cpl:", 0), 0u) << broken.out;
}

TEST(HostileInput, ControlBytesInCaseNamesDoNotReachTheTerminal) {
  Scratch s;
  s.put("cpl/valid/red\x1b[31m\rname.cpl", file_text(source_dir + "/corpus/" + one_case));
  const Outcome o = run_conform({"run", "--target", "/bin/false", "--corpus", s.path().string(), "--dialect", "cpl",
                             "--no-progress", "--color", "never"});
  EXPECT_EQ(o.exit_code, 1) << o.err;
  EXPECT_NE(o.out.find("red\\x1b[31m\\x0dname.cpl"), std::string::npos) << o.out;
  EXPECT_EQ(o.out.find('\x1b'), std::string::npos) << o.out;
  EXPECT_EQ(o.out.find('\r'), std::string::npos) << o.out;
}

}  // namespace
