// `conform run` against the example validators of examples/validators/, in exec and
// batch mode: every case must be graded exactly as each example is designed to fail.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "conformance/process/run_process.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string source_dir = CONFORM_SOURCE_DIR;
const std::string conform_binary = CONFORM_BINARY;

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct RunOutcome {
  int exit_code = -1;
  json report;
  std::string out, err;
  double seconds = 0;
};

fs::path scratch(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / ("conform-examples-test-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  return dir / name;
}

RunOutcome conform_run(const std::string& target, std::vector<std::string> extra, double limit_seconds = 240) {
  fs::path report = scratch("report.json");
  fs::remove(report);
  conform::process::Command command;
  command.argv = {conform_binary, "run", "--target", target, "--corpus", source_dir + "/corpus", "--json",
                  report.string(), "--no-progress", "--color", "never", "--jobs", "2",
                  "--failures", scratch("failures").string(),
                  // The example validators call this build's conform, which under the asan
                  // preset needs far more address space than any RLIMIT_AS would allow.
                  "--memory-limit", "0"};
  command.argv.insert(command.argv.end(), extra.begin(), extra.end());
  conform::process::Limits limits;
  limits.timeout_seconds = limit_seconds;
  limits.output_cap_bytes = 16 << 20;
  auto r = conform::process::run(command, limits);
  RunOutcome o;
  o.exit_code = r.outcome == conform::process::Outcome::exited ? r.exit_code : -1;
  o.out = r.out;
  o.err = r.err;
  o.seconds = r.wall_seconds;
  if (fs::exists(report)) o.report = json::parse(read(report));
  return o;
}

std::string example(const std::string& name) { return source_dir + "/examples/validators/" + name; }

// What a case's grade must be for an example, from the case's expectation and text.
using Design = std::function<std::string(const json& c, const std::string& text)>;

std::string reference_grade(const json& c) {
  return c["expectation"] == "impl-defined" ? "not-graded" : "pass";
}

Design fails_when(const std::string& trigger, const std::string& error) {
  return [=](const json& c, const std::string& text) {
    if (text.find(trigger) == std::string::npos) return reference_grade(c);
    return c["expectation"] == "impl-defined" ? std::string("not-graded") : "target-error:" + error;
  };
}

void expect_graded_as_designed(const RunOutcome& run, const Design& design) {
  ASSERT_TRUE(run.report.is_object()) << "no JSON report; stderr:\n" << run.err << "\nstdout:\n" << run.out;
  ASSERT_GT(run.report["cases"].size(), 100u);
  int checked = 0;
  for (const auto& c : run.report["cases"]) {
    ASSERT_TRUE(c["finished"].get<bool>()) << c.dump();
    std::string text = read(source_dir + "/corpus/" + c["id"].get<std::string>());
    std::string expected = design(c, text);
    std::string actual = c["grade"].get<std::string>();
    if (actual == "target-error") actual += ":" + c["error"].get<std::string>();
    EXPECT_EQ(actual, expected) << c["id"];
    ++checked;
  }
  EXPECT_EQ(checked, static_cast<int>(run.report["cases"].size()));
}

struct Example {
  std::string script;
  Design design;
  int exit_code;
  std::vector<std::string> extra;
};

std::map<std::string, Example> examples() {
  return {
      {"reference", {"reference.sh", [](const json& c, const std::string&) { return reference_grade(c); }, 0, {}}},
      {"accept_all",
       {"accept-all.sh",
        [](const json& c, const std::string&) {
          if (c["expectation"] == "impl-defined") return std::string("not-graded");
          return std::string(c["expectation"] == "reject" ? "false-accept" : "pass");
        },
        1,
        {}}},
      // misses-one-rule and the hostile examples misbehave on CPL text only; the CPL corpus
      // is enough to show it (reference and accept-all grade every corpus).
      {"misses_one_rule",
       {"misses-one-rule.sh",
        [](const json& c, const std::string&) {
          if (c.value("rule", "") == "CPL-UNKNOWN-SYSCALL") return std::string("false-accept");
          return reference_grade(c);
        },
        1,
        {"--dialect", "cpl"}}},
      {"crashes_sometimes", {"crashes-sometimes.sh", fails_when("try", "crash"), 1, {"--dialect", "cpl"}}},
      // Each case starts a sanitized conform, which takes most of a second on a loaded
      // 2-core machine: the timeout leaves room for that.
      {"hangs", {"hangs.sh", fails_when("for (", "timeout"), 1, {"--timeout", "2", "--dialect", "cpl"}}},
      {"floods", {"floods.sh", fails_when("@Deferred", "output-cap"), 1, {"--dialect", "cpl"}}},
      {"grandchild",
       {"grandchild.sh", [](const json& c, const std::string&) { return reference_grade(c); }, 0, {"--timeout", "2", "--dialect", "cpl"}}},
  };
}

class ExampleTest : public ::testing::TestWithParam<std::tuple<std::string, bool>> {};

TEST_P(ExampleTest, GradedExactlyAsDesigned) {
  const auto& [name, batch] = GetParam();
  const Example e = examples().at(name);
  std::string target = batch ? example("batch-adapter.py") + " " + example(e.script) : example(e.script);
  std::vector<std::string> extra = e.extra;
  if (batch) extra.push_back("--batch");
  ::setenv("CONFORM", conform_binary.c_str(), 1);
  RunOutcome run = conform_run(target, extra);
  EXPECT_EQ(run.exit_code, e.exit_code) << run.out << run.err;
  expect_graded_as_designed(run, e.design);
  EXPECT_EQ(run.report["mode"], batch ? "batch" : "exec");
  // No hostile example may stretch the run beyond its per-case limit times cases over jobs.
  double timeout = 5;
  for (std::size_t i = 0; i + 1 < e.extra.size(); ++i)
    if (e.extra[i] == "--timeout") timeout = std::stod(e.extra[i + 1]);
  EXPECT_LE(run.seconds, timeout * run.report["cases"].size() / 2.0 + 10) << "wall time " << run.seconds;
}

INSTANTIATE_TEST_SUITE_P(EveryExample, ExampleTest,
                         ::testing::Combine(::testing::Values("reference", "accept_all", "misses_one_rule",
                                                              "crashes_sometimes", "hangs", "floods", "grandchild"),
                                            ::testing::Bool()),
                         [](const auto& info) {
                           return std::get<0>(info.param) + (std::get<1>(info.param) ? "_batch" : "_exec");
                         });

TEST(RunCommand, MissingOrNonExecutableTargetExits3) {
  auto missing = conform_run("/nonexistent/validator", {});
  EXPECT_EQ(missing.exit_code, 3);
  EXPECT_NE(missing.err.find("/nonexistent/validator"), std::string::npos) << missing.err;
  auto not_executable = conform_run(source_dir + "/README.md", {});
  EXPECT_EQ(not_executable.exit_code, 3);
}

TEST(RunCommand, ReportsValidateAgainstTheirSchemas) {
  fs::path junit = scratch("junit.xml");
  ::setenv("CONFORM", conform_binary.c_str(), 1);
  auto run = conform_run(example("crashes-sometimes.sh"), {"--junit", junit.string(), "--case", "cpl/*"});
  ASSERT_TRUE(run.report.is_object());
  fs::path report = scratch("report.json");
  std::string json_check = "python3 -c 'import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), "
                           "json.load(open(sys.argv[2])))' " + report.string() + " " + source_dir +
                           "/spec/run/run-report.schema.json";
  EXPECT_EQ(std::system(json_check.c_str()), 0) << "the JSON report does not match spec/run/run-report.schema.json "
                                                   "(needs python3-jsonschema: tools/bootstrap.sh installs it)";
  std::string xml_check = "xmllint --noout --schema " + source_dir + "/spec/run/junit.xsd " + junit.string();
  EXPECT_EQ(std::system(xml_check.c_str()), 0) << "the JUnit report does not match spec/run/junit.xsd "
                                                  "(needs xmllint: tools/bootstrap.sh installs libxml2-utils)";
}

TEST(RunCommand, KnownFailuresDoNotFailTheRunAndPassingOnesAreReported) {
  fs::path expect = scratch("known.txt");
  std::ofstream(expect) << "CPL-UNKNOWN-SYSCALL  misses-one-rule ignores the whitelist\n"
                           "cpl/valid/main-only.cpl  listed although it passes\n";
  ::setenv("CONFORM", conform_binary.c_str(), 1);
  auto run = conform_run(example("misses-one-rule.sh"), {"--expect", expect.string()});
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_GE(run.report["known_failures_now_passing"].get<int>(), 1);
  EXPECT_NE(run.out.find("Known failures that now pass"), std::string::npos) << run.out;
}

TEST(RunCommand, GeneratedFailuresAreShrunkAndReproducible) {
  ::setenv("CONFORM", conform_binary.c_str(), 1);
  auto run = conform_run(example("misses-one-rule.sh"),
                         {"--no-corpus", "--generate", "60", "--seed", "7", "--rule", "CPL-UNKNOWN-SYSCALL"});
  EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
  int shrunk = 0;
  for (const auto& c : run.report["cases"]) {
    EXPECT_EQ(c["grade"], "false-accept") << c.dump();
    ASSERT_TRUE(c.contains("shrunk_path")) << c.dump();
    std::string small = read(c["shrunk_path"].get<std::string>());
    EXPECT_NE(small.find("syscall."), std::string::npos) << small;
    EXPECT_LT(std::count(small.begin(), small.end(), '\n'), 12) << small;
    ++shrunk;
  }
  EXPECT_GT(shrunk, 0);
}

TEST(RunCommand, CtrlCStopsTheRunKillsTargetsAndStillReports) {
  fs::path report = scratch("interrupted.json");
  fs::remove(report);
  ::setenv("CONFORM", conform_binary.c_str(), 1);
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    std::string target = example("hangs.sh");
    execl(conform_binary.c_str(), conform_binary.c_str(), "run", "--target", target.c_str(), "--corpus",
          (source_dir + "/corpus").c_str(), "--timeout", "30", "--jobs", "2", "--json", report.c_str(), "--no-progress", "--memory-limit", "0",
          static_cast<char*>(nullptr));
    _exit(127);
  }
  std::this_thread::sleep_for(std::chrono::seconds(3));
  auto start = std::chrono::steady_clock::now();
  kill(pid, SIGINT);
  int status = 0;
  waitpid(pid, &status, 0);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(seconds, 5.0);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 130);
  ASSERT_TRUE(fs::exists(report));
  json doc = json::parse(read(report));
  EXPECT_TRUE(doc["interrupted"].get<bool>());
  int finished = 0;
  for (const auto& c : doc["cases"]) finished += c["finished"].get<bool>();
  EXPECT_GT(finished, 0);
  EXPECT_LT(finished, static_cast<int>(doc["cases"].size()));
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  // "[h]angs.sh" matches the target's command line but not this pgrep's own shell.
  EXPECT_NE(std::system("pgrep -f 'examples/validators/[h]angs.sh' >/dev/null"), 0) << "a hung target survived";
}

}  // namespace
