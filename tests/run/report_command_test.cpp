// `conform report` re-renders what `conform run` wrote, in every format; a batch target
// may skip or error on cases; the greeting tells the target its configuration. The
// target is tests/run/fixtures/batch-answers.py, which answers at once without judging.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "dialects/core/registry.hpp"
#include "process/run_process.hpp"
#include "report/report_formats.hpp"
#include "tests/file_text.hpp"
#include "tests/scratch_folder.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string source_dir = CONFORM_SOURCE_DIR;
const std::string conform_binary = CONFORM_BINARY;
const std::string fixture = source_dir + "/tests/run/fixtures/batch-answers.py";

using conform::test::file_text;

const conform::test::ScratchFolder scratch_folder("conform-report-test");

fs::path scratch(const std::string& name) { return scratch_folder / name; }

struct Outcome {
  int exit_code = -1;
  std::string out, err;
};

Outcome conform(std::vector<std::string> args) {
  conform::process::Command command;
  command.argv = {conform_binary};
  command.argv.insert(command.argv.end(), args.begin(), args.end());
  conform::process::Limits limits;
  limits.timeout_seconds = 600;  // a bound for a broken build, not a measure of speed
  limits.memory_limit_bytes = 0;
  limits.output_cap_bytes = 16 << 20;
  auto r = conform::process::run(command, limits);
  return {r.outcome == conform::process::Outcome::exited ? r.exit_code : -1, r.out, r.err};
}

// A report is never written over conform's own program (round 28's run audit: `--json
// conform` in a build folder replaced it). Tried on a copy, so that a regression costs
// the copy, not the binary the other tests run.
TEST(RunOutputs, AReportIsNeverWrittenOverConformItself) {
  const fs::path copy = scratch("conform-copy");
  fs::copy_file(conform_binary, copy, fs::copy_options::overwrite_existing);
  const fs::path target = scratch("accepts.sh");
  std::ofstream(target) << "#!/bin/sh\nexit 0\n";
  fs::permissions(target, fs::perms::owner_all);
  const std::string before = file_text(copy);
  conform::process::Command command;
  command.argv = {copy.string(), "run", "--target", target.string(), "--case", "cpl/valid/main-only.cpl", "--no-progress",
                  "--json", copy.string()};
  conform::process::Limits limits;
  limits.timeout_seconds = 600;
  limits.memory_limit_bytes = 0;
  const auto r = conform::process::run(command, limits);
  EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("is conform's own program"), std::string::npos) << r.err;
  EXPECT_TRUE(file_text(copy) == before) << "the copy of conform was written over";
}

// A report to a named pipe goes to the program reading it, and with no reader conform
// says so and ends (round 28's run audit: it waited for a reader for ever, and Ctrl-C
// did not end the wait). Neither outcome rests on timing: the reader is there before the
// run starts, or never comes.
TEST(RunOutputs, AReportToANamedPipeReachesItsReaderAndWithoutOneConformEnds) {
  const fs::path target = scratch("accepts-for-the-pipe.sh");
  std::ofstream(target) << "#!/bin/sh\nexit 0\n";
  fs::permissions(target, fs::perms::owner_all);
  const fs::path pipe = scratch("report.pipe");
  fs::remove(pipe);
  ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0) << std::strerror(errno);
  const std::vector<std::string> run{"run", "--target", target.string(), "--case", "cpl/valid/main-only.cpl", "--no-progress",
                                     "--json", pipe.string()};

  const Outcome unread = conform(run);
  EXPECT_EQ(unread.exit_code, 2) << unread.out << unread.err;
  EXPECT_NE(unread.err.find("no program opened it for reading"), std::string::npos) << unread.err;

  std::string read;
  std::thread reader([&] {
    std::ifstream in(pipe, std::ios::binary);
    read.assign(std::istreambuf_iterator<char>(in), {});
  });
  const Outcome piped = conform(run);
  // A reader still waiting (conform never opened the pipe) is let go, for the test to end.
  const int unblock = ::open(pipe.c_str(), O_WRONLY | O_NONBLOCK);
  if (unblock >= 0) ::close(unblock);
  reader.join();
  EXPECT_EQ(piped.exit_code, 0) << piped.out << piped.err;
  const json report = json::parse(read, nullptr, false);
  ASSERT_TRUE(report.is_object()) << read;
  EXPECT_EQ(report["cases"].size(), 1u) << read;
}

// `conform run --batch` against the fixture on the CPL corpus; extra options appended.
Outcome run_batch(const std::string& mode, std::vector<std::string> extra, const std::string& timeout = "600") {
  std::vector<std::string> args{"run", "--batch", "--target", "python3 " + fixture + " " + mode, "--corpus",
                                source_dir + "/corpus", "--dialect", "cpl", "--no-progress", "--color", "never",
                                "--jobs", "2", "--timeout", timeout, "--memory-limit", "0"};
  args.insert(args.end(), extra.begin(), extra.end());
  return conform(args);
}

// --progress-lines: a line at each tenth of the run, for a log; none with the bar's option
// turned off (stop 101's auditor: a CI log showed nothing until the run ended).
TEST(RunOutputs, ProgressLinesMarkEachTenthOfTheRun) {
  std::vector<std::string> args{"run", "--batch", "--target", "python3 " + fixture + " mixed", "--corpus",
                                source_dir + "/corpus", "--dialect", "cpl", "--color", "never", "--jobs", "2",
                                "--timeout", "600", "--memory-limit", "0", "--no-shrink", "--progress-lines"};
  const Outcome run = conform(args);
  std::vector<std::string> lines;
  std::istringstream err(run.err);
  for (std::string line; std::getline(err, line);)
    if (line.starts_with("conform: ") && line.find(" cases, ") != std::string::npos) lines.push_back(line);
  ASSERT_GE(lines.size(), 2u) << run.err;
  EXPECT_LE(lines.size(), 11u) << run.err;
  const std::string last = lines.back().substr(9, lines.back().find(' ', 9) - 9);
  EXPECT_EQ(last.substr(0, last.find('/')), last.substr(last.find('/') + 1)) << lines.back();
  args.push_back("--no-progress");
  const Outcome both = conform(args);
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_NE(both.err.find("give one or the other"), std::string::npos) << both.err;
}

// A batch target is heard out when its input ends: one that exits 23 with a leak report
// (a sanitizer at exit), or runs on past the time limit, fails the run, and the reports
// say how; its greeting's name is in the report. One that exits 0 leaves no trace.
TEST(RunBatch, ATargetThatEndsBadlyAfterTheLastCaseFailsTheRun) {
  const fs::path report = scratch("endings.json");
  const auto run_mode = [&](const std::string& mode, const std::vector<std::string>& extra, const std::string& timeout = "600") {
    fs::remove(report);
    std::vector<std::string> args{"--json", report.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    Outcome r = run_batch(mode, args, timeout);
    return std::pair{r, json::parse(file_text(report), nullptr, false)};
  };
  const auto [quiet, quiet_report] = run_mode("mixed", {});
  ASSERT_TRUE(quiet_report.is_object()) << quiet.err;
  EXPECT_EQ(quiet_report.value("target_name", ""), "batch-answers mixed");
  EXPECT_FALSE(quiet_report.contains("target_endings")) << quiet_report["target_endings"].dump();

  const auto [leaky, leaky_report] = run_mode("leak-at-exit", {});
  EXPECT_EQ(leaky.exit_code, 1) << leaky.out << leaky.err;
  ASSERT_TRUE(leaky_report.is_object()) << leaky.err;
  EXPECT_FALSE(leaky_report["passed"].get<bool>());
  ASSERT_TRUE(leaky_report.contains("target_endings")) << leaky.out;
  for (const auto& ending : leaky_report["target_endings"]) {
    EXPECT_EQ(ending["problem"], "exited with code 23 after its input ended") << ending.dump();
    EXPECT_NE(ending["stderr"].get<std::string>().find("LeakSanitizer"), std::string::npos) << ending.dump();
  }
  EXPECT_NE(leaky.out.find("stderr: ==4242==ERROR: LeakSanitizer: detected memory leaks"), std::string::npos) << leaky.out;

  // One case, and a time limit no busy machine reaches for it: the target is still
  // running when the limit after its input ends is over, however long that took.
  const auto [lingering, lingering_report] = run_mode("linger", {"--case", "cpl/valid/main-only.cpl"}, "20");
  EXPECT_EQ(lingering.exit_code, 1) << lingering.out << lingering.err;
  ASSERT_TRUE(lingering_report.is_object()) << lingering.err;
  ASSERT_EQ(lingering_report["target_endings"].size(), 1u) << lingering.out;
  EXPECT_EQ(lingering_report["target_endings"][0]["problem"], "still running 20 s after its input ended (the time limit), so stopped");
}

bool one_line(const std::string& text) { return !text.empty() && text.find('\n') == text.size() - 1; }

TEST(ReportCommand, RendersEverySavedFormatExactlyAsTheRunWroteIt) {
  std::vector<std::string> extra;
  for (const auto& format : conform::report::report_formats())
    extra.insert(extra.end(), {"--" + std::string(format.name), scratch("run." + std::string(format.name)).string()});
  Outcome run = run_batch("mixed", extra);
  ASSERT_EQ(run.exit_code, 1) << run.err;
  EXPECT_EQ(run.out, file_text(scratch("run.text")));
  for (const auto& format : conform::report::report_formats()) {
    const std::string name(format.name);
    Outcome again = conform({"report", scratch("run.json").string(), "--format", name, "--color", "never"});
    EXPECT_EQ(again.exit_code, 0) << again.err;
    EXPECT_EQ(again.out, file_text(scratch("run." + name))) << name;
  }
  EXPECT_EQ(conform({"report", scratch("run.json").string()}).out, run.out) << "text is the default";
}

TEST(BatchAnswers, SkippedAndErroredAreCountedApartInEveryFormat) {
  Outcome run = run_batch("mixed", {"--json", scratch("mixed.json").string(), "--junit", scratch("mixed.xml").string(),
                                    "--markdown", scratch("mixed.md").string()});
  json report = json::parse(file_text(scratch("mixed.json")));
  int skipped = 0, errored = 0;
  for (const auto& c : report["cases"]) {
    std::string text = file_text(source_dir + "/corpus/" + c["id"].get<std::string>());
    std::string grade = c["grade"];
    if (text.find("try") != std::string::npos) {
      EXPECT_EQ(grade, "skipped") << c["id"];
      EXPECT_EQ(c["message"], "try/catch is not supported yet");
      ++skipped;
    } else if (text.find("@Deferred") != std::string::npos) {
      EXPECT_EQ(grade, "errored") << c["id"];
      ++errored;
    } else {
      EXPECT_TRUE(grade == "pass" || grade == "false-accept" || grade == "false-reject" || grade == "not-graded")
          << c.dump();
    }
  }
  ASSERT_GT(skipped, 0);
  ASSERT_GT(errored, 0);
  EXPECT_EQ(report["summary"]["skipped"], skipped);
  EXPECT_EQ(report["summary"]["errored"], errored);
  const json& s = report["summary"];
  EXPECT_EQ(s["cases"].get<int>(), s["pass"].get<int>() + s["false_accept"].get<int>() + s["false_reject"].get<int>() +
                                       s["target_error"].get<int>() + skipped + errored +
                                       /* impl-defined, answered */ [&] {
                                         int n = 0;
                                         for (const auto& row : report["rows"])
                                           if (row["row"] == "impl-defined") n += row["accepted"].get<int>() + row["rejected"].get<int>();
                                         return n;
                                       }());
  std::string declined = "not graded: " + std::to_string(skipped) + " skipped, " + std::to_string(errored) + " errored";
  EXPECT_NE(run.out.find("; " + declined + " by the target."), std::string::npos) << run.out;
  EXPECT_NE(file_text(scratch("mixed.md")).find(declined), std::string::npos);
  EXPECT_NE(file_text(scratch("mixed.xml")).find("<skipped message=\"skipped by the target: try/catch is not supported yet\"/>"),
            std::string::npos);
}

TEST(BatchAnswers, SkippedOrErroredCasesAloneDoNotFailTheRun) {
  for (std::string mode : {"skip-all", "error-all"}) {
    fs::path file = scratch(mode + ".json");
    Outcome run = run_batch(mode, {"--json", file.string()});
    EXPECT_EQ(run.exit_code, 0) << mode << "\n" << run.out << run.err;
    json report = json::parse(file_text(file));
    EXPECT_TRUE(report["passed"].get<bool>());
    EXPECT_EQ(report["summary"][mode == "skip-all" ? "skipped" : "errored"], report["summary"]["cases"]);
    EXPECT_EQ(report["summary"]["pass"], 0);
  }
}

TEST(BatchAnswers, ReportsWithDeclinedCasesValidateAgainstTheirSchemas) {
  fs::path report = scratch("schema.json"), junit = scratch("schema.xml");
  run_batch("mixed", {"--json", report.string(), "--junit", junit.string()});
  std::string json_check = "python3 -c 'import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), "
                           "json.load(open(sys.argv[2])))' " + report.string() + " " + source_dir +
                           "/spec/run/run-report.schema.json";
  EXPECT_EQ(std::system(json_check.c_str()), 0);
  std::string xml_check = "xmllint --noout --schema " + source_dir + "/spec/run/junit.xsd " + junit.string();
  EXPECT_EQ(std::system(xml_check.c_str()), 0);
}

TEST(BatchAnswers, ValidTogetherWithSkippedIsAProtocolError) {
  fs::path file = scratch("both.json");
  Outcome run = run_batch("valid-and-skipped", {"--json", file.string(), "--case", "cpl/valid/d*"});
  EXPECT_EQ(run.exit_code, 1) << run.err;
  json cases = json::parse(file_text(file))["cases"];
  ASSERT_FALSE(cases.empty());
  for (const auto& c : cases) EXPECT_EQ(c["error"], "protocol") << c.dump();
}

// One corpus case against the fixture in MODE with --timeout `timeout`; its JSON entry.
json one_batch_case(const std::string& mode, const std::string& timeout) {
  fs::path file = scratch(mode + ".json");
  Outcome run = conform({"run", "--batch", "--target", "python3 " + fixture + " " + mode, "--corpus", source_dir + "/corpus",
                         "--dialect", "cpl", "--case", "cpl/valid/main-only.cpl", "--no-progress", "--color", "never",
                         "--timeout", timeout, "--memory-limit", "0", "--json", file.string()});
  EXPECT_EQ(run.exit_code, 1) << run.err;
  json cases = json::parse(file_text(file))["cases"];
  EXPECT_EQ(cases.size(), 1u);
  return cases.empty() ? json::object() : cases[0];
}

// A target that conform had to kill did not crash: it broke the protocol (issue 16, item
// 20). It is killed once it is seen to run on, not at the end of its time limit (round
// 28's run audit): the limit here is one no loaded machine comes near.
TEST(BatchAnswers, ATargetThatClosesItsOutputIsAProtocolErrorNotACrash) {
  const json c = one_batch_case("close-output", "600");
  EXPECT_EQ(c["error"], "protocol") << c.dump();
  EXPECT_EQ(c["detail"].get<std::string>().find("signal"), std::string::npos) << c.dump();
  EXPECT_LT(c["seconds"].get<double>(), 300.0) << "waited for the time limit: " << c.dump();
}

// A target that never shakes hands could not be started: each job tries three times, then
// not again, and a run in which no case got further exits 3 (stop 101's auditor: exit 1,
// and a restart for every case).
TEST(BatchAnswers, ATargetThatNeverShakesHandsIsAStartFailure) {
  const fs::path starts = scratch("bad-greeting-starts.txt"), file = scratch("bad-greeting.json");
  fs::remove(starts);
  Outcome run = conform({"run", "--batch", "--target", "python3 " + fixture + " bad-greeting " + starts.string(), "--corpus",
                         source_dir + "/corpus", "--dialect", "cpl", "--case", "cpl/valid/*", "--jobs", "1", "--no-progress",
                         "--color", "never", "--timeout", "600", "--no-shrink", "--json", file.string()});
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_NE(run.err.find("the target could not be started: bad handshake answer"), std::string::npos) << run.err;
  const std::string started = file_text(starts);
  EXPECT_EQ(std::count(started.begin(), started.end(), '\n'), 3) << started;
  const json cases = json::parse(file_text(file))["cases"];
  ASSERT_GT(cases.size(), 3u);
  for (const auto& c : cases) EXPECT_EQ(c["error"], "failed-to-start") << c.dump();
  EXPECT_NE(cases.back()["detail"].get<std::string>().find("not started again after 3 starts without a handshake"),
            std::string::npos)
      << cases.back().dump();
}

TEST(BatchAnswers, ATargetThatClosesItsInputIsAProtocolErrorNotACrash) {
  const json c = one_batch_case("close-input", "60");
  EXPECT_EQ(c["error"], "protocol") << c.dump();
  EXPECT_EQ(c["detail"].get<std::string>().find("signal"), std::string::npos) << c.dump();
}

// More stderr than the cap in one case is a target error, as in exec mode (round 28's run
// audit: batch mode kept the first part and graded the answer).
TEST(BatchAnswers, StderrOverTheCapIsATargetError) {
  const fs::path file = scratch("stderr-flood.json");
  Outcome run = conform({"run", "--batch", "--target", "python3 " + fixture + " stderr-flood", "--corpus", source_dir + "/corpus",
                         "--dialect", "cpl", "--case", "cpl/valid/main-only.cpl", "--no-progress", "--color", "never",
                         "--timeout", "600", "--memory-limit", "0", "--output-cap", "4096", "--json", file.string()});
  EXPECT_EQ(run.exit_code, 1) << run.err;
  const json cases = json::parse(file_text(file))["cases"];
  ASSERT_EQ(cases.size(), 1u);
  EXPECT_EQ(cases[0]["error"], "output-cap") << cases[0].dump();
  EXPECT_EQ(cases[0]["detail"], "stderr over the cap") << cases[0].dump();
}

// A request larger than a pipe holds, to a target that never reads it: a timeout within
// the case's one limit, not a crash.
TEST(BatchAnswers, ATargetThatNeverReadsItsInputIsATimeoutNotACrash) {
  const fs::path corpus = scratch("never-read-corpus");
  fs::create_directories(corpus / "cpl/valid");
  std::ofstream(corpus / "cpl/valid/big.cpl") << "# " << std::string(300000, 'x') << "\n"
                                              << file_text(source_dir + "/corpus/cpl/valid/main-only.cpl");
  const fs::path file = scratch("never-read.json");
  Outcome run = conform({"run", "--batch", "--target", "python3 " + fixture + " never-read", "--corpus", corpus.string(),
                         "--dialect", "cpl", "--no-progress", "--color", "never", "--timeout", "4", "--memory-limit", "0",
                         "--json", file.string()});
  EXPECT_EQ(run.exit_code, 1) << run.err;
  json cases = json::parse(file_text(file))["cases"];
  ASSERT_EQ(cases.size(), 1u);
  EXPECT_EQ(cases[0]["error"], "timeout") << cases[0].dump();
  EXPECT_NE(cases[0]["detail"].get<std::string>().find("did not read its input"), std::string::npos) << cases[0].dump();
}

// The greeting of a (re)started target and the answer share the case's one time limit:
// 1.4 s for each of them is over 2 s in all.
TEST(BatchAnswers, ACaseTakesAtMostOneTimeLimitHandshakeIncluded) {
  const json c = one_batch_case("slow", "2");
  EXPECT_EQ(c["error"], "timeout") << c.dump();
}

TEST(BatchAnswers, AnAnswerWithADuplicateKeyIsAProtocolError) {
  const json c = one_batch_case("duplicate-key", "60");
  EXPECT_EQ(c["error"], "protocol") << c.dump();
  EXPECT_NE(c["detail"].get<std::string>().find("valid"), std::string::npos) << c.dump();
}

TEST(BatchGreeting, TellsTheTargetEachDialectsConfigurationInForce) {
  fs::path config = scratch("config.json"), hello = scratch("hello.json");
  json sections = {{"cpl", {{"syscalls", {"log(text: String) : Void"}}}},
                   {"stepplan", {{"tools", {"echo_tool"}}, {"expect_steps", 2}, {"requested_tools", json::array()}}}};
  std::ofstream(config) << sections.dump();
  std::vector<std::string> args{"run", "--batch", "--target", "python3 " + fixture + " skip-all " + hello.string(),
                                "--corpus", source_dir + "/corpus", "--case", "*/valid/*", "--jobs", "1",
                                "--no-progress", "--timeout", "600", "--config", config.string()};
  Outcome run = conform(args);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  json greeting = json::parse(file_text(hello));
  EXPECT_EQ(greeting["protocol"], "conform-batch");
  EXPECT_EQ(greeting["config"]["cpl"], sections["cpl"]);
  EXPECT_EQ(greeting["config"]["stepplan"], sections["stepplan"]);
  EXPECT_EQ(greeting["config"]["fixplan"], json::object());
  json extensions = json::object();
  for (const auto* d : conform::dialects::all()) extensions[std::string(d->id())] = std::string(d->extension());
  EXPECT_EQ(greeting["extensions"], extensions) << "every registered dialect's extension";

  args.resize(args.size() - 2);  // without --config: the built-in whitelists
  args.insert(args.end(), {"--dialect", "cpl"});
  ASSERT_EQ(conform(args).exit_code, 0);
  greeting = json::parse(file_text(hello));
  EXPECT_EQ(greeting["config"], json({{"cpl", json::parse(file_text(source_dir + "/spec/cpl/syscalls.json"))["cpl"]}}));
}

// `conform diff` of two run reports compares graded cases: an impl-defined case, which is
// not graded, is neither still failing nor part of the pass rate.
TEST(ReportCommand, DiffOfRunReportsLeavesOutCasesThatAreNotGraded) {
  const fs::path report = scratch("diff-self.json");
  // --memory-limit 0: under the asan preset the target is a sanitized conform, which needs
  // more address space than any RLIMIT_AS allows.
  // The CPL cases about main: graded ones and impl-defined ones, few enough that the
  // sanitized target, started once a case, takes seconds.
  Outcome run = conform({"run", "--target", conform_binary + " check", "--case", "cpl/*main*", "--no-progress",
                         "--memory-limit", "0", "--json", report.string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const json saved = json::parse(file_text(report));
  std::size_t not_graded = 0, graded = 0;
  for (const auto& c : saved["cases"]) (c["grade"] == "not-graded" ? not_graded : graded) += 1;
  ASSERT_GT(not_graded, 0u) << "the corpus has impl-defined cases";
  Outcome same = conform({"diff", report.string(), report.string(), "--format", "json"});
  EXPECT_EQ(same.exit_code, 0) << same.out << same.err;
  const json d = json::parse(same.out);
  EXPECT_TRUE(d["still_failing"].empty()) << d["still_failing"].dump();
  ASSERT_FALSE(d["rates"].empty());
  EXPECT_EQ(d["rates"][0]["after"]["of"], graded) << d["rates"].dump();
  EXPECT_EQ(d["rates"][0]["after"]["count"], graded) << d["rates"].dump();
  EXPECT_TRUE(d["incomplete"].empty()) << d.dump();

  // `report` against the saved run changed as `now`, written to scratch file `name`.
  const auto diff_against = [&](const json& now, const std::string& name, std::vector<std::string> format = {}) {
    const fs::path file = scratch(name);
    std::ofstream(file) << now.dump();
    std::vector<std::string> args{"diff", report.string(), file.string()};
    args.insert(args.end(), format.begin(), format.end());
    return conform(args);
  };

  // The same run as if interrupted with nothing finished: no pass for a diff gate, and no
  // rate to compare (round 21's reader got NO REGRESSION and overlapping intervals).
  json cut = saved;
  cut["interrupted"] = true;
  for (auto& c : cut["cases"]) c["finished"] = false;
  Outcome gate = diff_against(cut, "diff-interrupted.json");
  EXPECT_EQ(gate.exit_code, 1) << gate.out << gate.err;
  EXPECT_NE(gate.out.find("is an interrupted run"), std::string::npos) << gate.out;
  EXPECT_NE(gate.out.find("(nothing to compare)"), std::string::npos) << gate.out;
  EXPECT_NE(gate.out.find("INCOMPLETE: 0 regressions"), std::string::npos) << gate.out;
  const json cut_diff = json::parse(diff_against(cut, "diff-interrupted.json", {"--format", "json"}).out);
  EXPECT_TRUE(cut_diff["rates"][0]["intervals_overlap"].is_null()) << cut_diff.dump();
  EXPECT_EQ(cut_diff["incomplete"].size(), 1u) << cut_diff.dump();

  // A case that passed and is now a known failure (listed in --expect) failed all the
  // same: a regression, said to be known (round 27's reader got NO REGRESSION, 100% -> 100%).
  json known = saved;
  std::string known_id;
  for (auto& c : known["cases"])
    if (c["grade"] == "pass" && c["id"].get<std::string>().find("/invalid/") != std::string::npos) {
      c["grade"] = "false-accept";
      c["known_failure"] = "thought broken";
      c["stdout"] = "";
      c["stderr"] = "";
      known_id = c["id"];
      break;
    }
  ASSERT_FALSE(known_id.empty());
  Outcome regressed = diff_against(known, "diff-known.json");
  EXPECT_EQ(regressed.exit_code, 1) << regressed.out << regressed.err;
  EXPECT_NE(regressed.out.find(known_id + ": pass -> false-accept (known failure)"), std::string::npos) << regressed.out;
  EXPECT_NE(regressed.out.find("REGRESSED: 1 regressions"), std::string::npos) << regressed.out;

  // Two reports with no case in common compare nothing; one with a passing case removed
  // says so (both were NO REGRESSION with nothing said).
  json renamed = saved;
  for (auto& c : renamed["cases"]) c["id"] = "elsewhere/" + c["id"].get<std::string>();
  Outcome disjoint = diff_against(renamed, "diff-renamed.json");
  EXPECT_EQ(disjoint.exit_code, 1) << disjoint.out << disjoint.err;
  EXPECT_NE(disjoint.out.find("share no id: nothing is compared"), std::string::npos) << disjoint.out;
  EXPECT_NE(disjoint.out.find("INCOMPLETE"), std::string::npos) << disjoint.out;
  json fewer = saved;
  auto& cases = fewer["cases"];
  for (auto it = cases.begin(); it != cases.end(); ++it)
    if ((*it)["grade"] == "pass") {
      cases.erase(it);
      break;
    }
  Outcome removed = diff_against(fewer, "diff-fewer.json");
  EXPECT_EQ(removed.exit_code, 0) << removed.out << removed.err;
  EXPECT_NE(removed.out.find("removed: 1 (1 of them passing in OLD"), std::string::npos) << removed.out;

  // Cases a batch target declined, or that came out inconclusive, are in the report but not
  // graded: no regression, nothing added or removed, outside the rate (stop 101's auditor
  // got 16 "pass -> errored" regressions and the skipped cases as removed).
  json declined = saved;
  std::size_t turned = 0;
  for (auto& c : declined["cases"]) {
    if (c["grade"] != "pass" || turned == 3) continue;
    const std::string grade = turned == 0 ? "skipped" : turned == 1 ? "errored" : "inconclusive";
    c["grade"] = grade;
    if (grade != "inconclusive") {
      c["verdict"] = grade;
      c["message"] = "not handled";
    }
    ++turned;
  }
  ASSERT_EQ(turned, 3u);
  const Outcome not_graded_now = diff_against(declined, "diff-declined.json", {"--format", "json"});
  EXPECT_EQ(not_graded_now.exit_code, 0) << not_graded_now.out << not_graded_now.err;
  const json dd = json::parse(not_graded_now.out);
  EXPECT_TRUE(dd["regressions"].empty()) << dd.dump();
  EXPECT_TRUE(dd["still_failing"].empty()) << dd.dump();
  EXPECT_TRUE(dd["added"].empty()) << dd.dump();
  EXPECT_TRUE(dd["removed"].empty()) << dd.dump();
  EXPECT_EQ(dd["rates"][0]["after"]["of"], graded - 3) << dd["rates"].dump();
}

TEST(ReportCommand, WhatIsNotAReportIsOneLineAndExit2) {
  fs::path not_json = scratch("not.json"), not_report = scratch("not-report.json");
  std::ofstream(not_json) << "{\"tool\": ";
  std::ofstream(not_report) << R"({"tool": "conform", "format_version": 1})";
  // nlohmann's reader takes a NUL byte for the end of its input: what follows one was
  // never read, and the text before it was taken for the whole document.
  const fs::path nul_report = scratch("nul-report.json");
  std::ofstream(nul_report, std::ios::binary) << std::string(R"({"tool": "conform", "format_version": 1})") + '\0' + "junk";
  // A field of the wrong type is named, not an abort (stop 101's auditor: `{"kind": 1}`).
  const fs::path kind_number = scratch("kind-number.json"), version_text = scratch("version-text.json");
  std::ofstream(kind_number) << R"({"kind": 1})";
  std::ofstream(version_text) << R"({"kind": "conform-grade-report", "version": "1"})";
  for (const auto& [args, says] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"report", kind_number.string()}, "is not a conform run report: missing \"tool\""},
           {{"diff", kind_number.string(), kind_number.string()}, "is not a conform run report"},
           {{"report", version_text.string()}, "grade report version \"1\" is not 1"},
           {{"diff", version_text.string(), version_text.string()}, "grade report version \"1\" is not 1"},
           {{"diff", version_text.string(), kind_number.string()}, "' is a grade report and '"},
           {{"report", not_json.string()}, "is not a conform report: not JSON (parse error"},
           {{"report", nul_report.string()}, "is not a conform report: not JSON (a NUL byte at offset 40)"},
           {{"diff", nul_report.string(), not_report.string()}, "is not a conform report: not JSON (a NUL byte at offset 40)"},
           {{"report", not_report.string()}, "is not a conform run report: missing \"target\""},
           {{"report", scratch("absent.json").string()}, "cannot read"},
           {{"report", not_report.string(), "--format", "html"}, "unknown format 'html'"},
           {{"report"}, "which report?"}}) {
    Outcome o = conform(args);
    EXPECT_EQ(o.exit_code, 2) << args.back();
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find(says), std::string::npos) << o.err;
    EXPECT_EQ(o.out, "");
  }
}

namespace output_paths {

// Every path a run writes to is checked before the first case: nothing is graded, one
// line says which path and why, exit 2.
TEST(RunOutputs, ABadPathStopsTheRunBeforeItStarts) {
  const fs::path marker = scratch("greeted");
  fs::remove(marker);
  const std::string target = "python3 " + fixture + " mixed " + marker.string();
  for (const std::vector<std::string>& bad : std::vector<std::vector<std::string>>{
           {"--json", "/nonexistent/folder/r.json"},
           {"--junit", scratch("").string()},
           {"--failures", "/dev/null/x"},
           {"--json", "/proc/version"}}) {
    std::vector<std::string> args{"run", "--batch", "--target", target, "--corpus", source_dir + "/corpus", "--dialect", "cpl",
                                  "--no-progress", bad[0], bad[1]};
    if (bad[0] == "--failures") args.insert(args.end(), {"--generate", "2"});  // what it writes to
    Outcome run = conform(args);
    EXPECT_EQ(run.exit_code, 2) << bad[0] << " " << bad[1] << "\n" << run.out << run.err;
    EXPECT_TRUE(one_line(run.err)) << run.err;
    EXPECT_NE(run.err.find(bad[0] == "--failures" ? "/dev/null" : bad[1]), std::string::npos) << run.err;
    // Round 28's run audit: "cannot create a file in '/proc'" did not say why it was tried.
    if (bad[1] == "/proc/version") { EXPECT_NE(run.err.find("temporary file beside it"), std::string::npos) << run.err; }
    EXPECT_EQ(run.out, "") << "no case was graded";
    EXPECT_FALSE(fs::exists(marker)) << "the target was started";
  }
}

// Shrunk failures are written only for generated cases: a corpus run does not ask for
// their folder (stop 101's auditor ran from a read-only folder), and a generating one
// does not write them into the corpus it grades.
TEST(RunOutputs, TheFailuresFolderIsCheckedWhenThereIsSomethingToShrink) {
  const fs::path corpus = scratch("failures-corpus");
  fs::remove_all(corpus);
  fs::create_directories(corpus / "cpl" / "valid");
  fs::copy_file(source_dir + "/corpus/cpl/valid/" + fs::directory_iterator(source_dir + "/corpus/cpl/valid")->path().filename().string(),
                corpus / "cpl" / "valid" / "a.cpl");
  const std::string target = "python3 " + fixture + " mixed " + scratch("greeted-failures").string();
  const std::vector<std::string> base{"run", "--batch", "--target", target, "--corpus", corpus.string(), "--dialect", "cpl",
                                      "--no-progress"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = base;
    args.insert(args.end(), extra.begin(), extra.end());
    return conform(args);
  };
  Outcome corpus_only = with({"--failures", "/dev/null/x"});
  EXPECT_NE(corpus_only.exit_code, 2) << corpus_only.err;
  Outcome into_corpus = with({"--generate", "2", "--failures", (corpus / "cpl").string()});
  EXPECT_EQ(into_corpus.exit_code, 2) << into_corpus.err;
  EXPECT_TRUE(one_line(into_corpus.err)) << into_corpus.err;
  EXPECT_NE(into_corpus.err.find("is inside the corpus"), std::string::npos) << into_corpus.err;
  Outcome the_corpus = with({"--generate", "2", "--failures", corpus.string()});
  EXPECT_EQ(the_corpus.exit_code, 2) << the_corpus.err;
  EXPECT_EQ(std::distance(fs::recursive_directory_iterator(corpus), fs::recursive_directory_iterator()), 3) << "nothing written";
}

// A report that cannot be written says why and fails the command; the others are
// written, whole.
TEST(RunOutputs, AFailedReportWriteSaysWhyAndLosesNothingElse) {
  if (!fs::exists("/dev/full")) GTEST_SKIP() << "no /dev/full on this system";
  const fs::path json_report = scratch("kept.json");
  fs::remove(json_report);
  Outcome run = run_batch("mixed", {"--junit", "/dev/full", "--json", json_report.string()});
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_NE(run.err.find("/dev/full"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find(std::strerror(ENOSPC)), std::string::npos) << run.err;
  EXPECT_NE(run.out.find("graded cases pass"), std::string::npos) << "the summary is printed";
  ASSERT_TRUE(fs::exists(json_report));
  EXPECT_TRUE(json::parse(file_text(json_report)).is_object());
}

// A report replaced by a later run is never left half-written: the old one stays until
// the new one is complete (a temporary file beside it, then a rename).
TEST(RunOutputs, ReportsReplaceOldOnesWhole) {
  const fs::path report = scratch("replaced.json");
  std::ofstream(report) << "old";
  Outcome run = run_batch("mixed", {"--json", report.string()});
  ASSERT_EQ(run.exit_code, 1) << run.err;
  EXPECT_TRUE(json::parse(file_text(report)).is_object());
  for (const auto& e : fs::directory_iterator(report.parent_path()))
    EXPECT_EQ(e.path().filename().string().find(".replaced.json."), std::string::npos) << "a temporary file was left: " << e.path();
}

// Nothing the user gave is overwritten: a report that would land on the configuration,
// the expectations, the target, another report or a case of the corpus stops the run
// before it starts, in one line, and the file is left as it was.
TEST(RunOutputs, AReportNeverOverwritesWhatTheUserGave) {
  const fs::path config = scratch("given-config.json"), expect = scratch("given-expect.txt"), target = scratch("given-target.sh");
  const fs::path corpus = scratch("given-corpus"), report = scratch("given-report.out");
  std::ofstream(config) << "{}\n";
  std::ofstream(expect) << "# none\n";
  std::ofstream(target) << "#!/bin/sh\nexit 0\n";
  fs::permissions(target, fs::perms::owner_all);
  fs::create_directories(corpus / "cpl" / "valid");
  fs::copy_file(source_dir + "/corpus/cpl/valid/main-only.cpl", corpus / "cpl" / "valid" / "main-only.cpl",
                fs::copy_options::overwrite_existing);
  const fs::path a_case = corpus / "cpl" / "valid" / "main-only.cpl";
  const std::string case_text = file_text(a_case);
  fs::create_symlink(config, scratch("link-to-config.json"));
  // A link to a report not yet written names that report (round 28's run audit: the JSON
  // report was lost under the JUnit one).
  fs::remove(scratch("report-not-yet.json"));
  fs::remove(scratch("link-to-report-not-yet.xml"));
  fs::create_symlink("report-not-yet.json", scratch("link-to-report-not-yet.xml"));
  for (const auto& [extra, says] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"--config", config.string(), "--json", config.string()}, "is the --config file"},
           {{"--config", config.string(), "--json", scratch("link-to-config.json").string()}, "is the --config file"},
           {{"--expect", expect.string(), "--markdown", expect.string()}, "is the --expect file"},
           {{"--json", target.string()}, "is the target"},
           {{"--json", a_case.string()}, "inside the corpus"},
           {{"--json", report.string(), "--junit", report.string()}, "name the same file"},
           {{"--json", scratch("report-not-yet.json").string(), "--junit", scratch("link-to-report-not-yet.xml").string()},
            "name the same file"},
           // two reports on one descriptor run together, neither readable (round 21's reader)
           {{"--json", "-", "--junit", "-"}, "both write to standard output"},
           {{"--json", "-", "--markdown", "/dev/stdout"}, "both write to standard output"}}) {
    std::vector<std::string> args{"run", "--target", target.string(), "--corpus", corpus.string(), "--no-progress"};
    args.insert(args.end(), extra.begin(), extra.end());
    Outcome run = conform(args);
    EXPECT_EQ(run.exit_code, 2) << extra.back() << "\n" << run.out << run.err;
    EXPECT_TRUE(one_line(run.err)) << run.err;
    EXPECT_NE(run.err.find(says), std::string::npos) << run.err;
  }
  // The script an interpreter is given is the target too, with or without --shell, and
  // the built-in corpus is as much the user's as a named one (round 27's reader: both
  // were written over).
  const fs::path builtin_case = fs::path(source_dir) / "corpus" / "cpl" / "valid" / "no-such-report.json";
  for (const auto& [how, says] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"--target", "sh " + target.string(), "--corpus", corpus.string(), "--json", target.string()}, "is the target"},
           {{"--shell", "--target", "sh " + target.string() + " \"$1\"", "--corpus", corpus.string(), "--markdown", target.string()}, "is the target"},
           {{"--target", target.string(), "--json", builtin_case.string()}, "inside the corpus"}}) {
    std::vector<std::string> args{"run", "--no-progress"};
    args.insert(args.end(), how.begin(), how.end());
    Outcome run = conform(args);
    EXPECT_EQ(run.exit_code, 2) << how.back() << "\n" << run.out << run.err;
    EXPECT_TRUE(one_line(run.err)) << run.err;
    EXPECT_NE(run.err.find(says), std::string::npos) << run.err;
  }
  EXPECT_FALSE(fs::exists(builtin_case));
  EXPECT_EQ(file_text(config), "{}\n");
  EXPECT_EQ(file_text(expect), "# none\n");
  EXPECT_EQ(file_text(target), "#!/bin/sh\nexit 0\n");
  EXPECT_EQ(file_text(a_case), case_text);
  EXPECT_FALSE(fs::exists(report));
}

// A report path that is a symbolic link writes the file it points to and leaves the link;
// /dev/stdout is the command's own standard output, after the summary, not over it.
TEST(RunOutputs, AReportIsWrittenThroughALinkAndAfterTheSummaryOnStandardOutput) {
  const fs::path real = scratch("real-report.json"), link = scratch("linked-report.json");
  fs::remove(real);
  fs::remove(link);
  std::ofstream(real) << "old";
  fs::create_symlink(real, link);
  Outcome run = run_batch("mixed", {"--json", link.string()});
  ASSERT_EQ(run.exit_code, 1) << run.err;
  EXPECT_TRUE(fs::is_symlink(fs::symlink_status(link)));
  EXPECT_TRUE(json::parse(file_text(real)).is_object());
  // A link whose file does not exist yet: the file is made where it points, and the link
  // stays (round 21's reader found the link replaced by the report).
  const fs::path ahead = scratch("not-yet-report.json"), dangling = scratch("dangling-report.json");
  fs::remove(ahead);
  fs::remove(dangling);
  fs::create_symlink(ahead.filename(), dangling);
  run = run_batch("mixed", {"--json", dangling.string()});
  ASSERT_EQ(run.exit_code, 1) << run.err;
  EXPECT_TRUE(fs::is_symlink(fs::symlink_status(dangling)));
  EXPECT_TRUE(json::parse(file_text(ahead)).is_object());

  const fs::path captured = scratch("stdout-with-report.txt");
  const std::string line = conform_binary + " run --target 'python3 " + fixture + " mixed' --batch --corpus " + source_dir +
                           "/corpus --dialect cpl --no-progress --color never --memory-limit 0 --json /dev/stdout > " +
                           captured.string() + " 2>/dev/null";
  const int status = std::system(line.c_str());
  ASSERT_TRUE(WIFEXITED(status)) << line;
  const std::string out = file_text(captured);
  const auto json_start = out.find("\n{");
  ASSERT_NE(json_start, std::string::npos) << out;
  EXPECT_NE(out.substr(0, json_start).find("graded cases pass"), std::string::npos) << "the summary comes first: " << out;
  EXPECT_TRUE(json::parse(out.substr(json_start + 1)).is_object()) << out;
  EXPECT_TRUE(fs::is_symlink(fs::symlink_status("/dev/stdout")) || !fs::is_regular_file(fs::symlink_status("/dev/stdout")));
  // `--json -` is standard output too, as `check -` reads standard input.
  const fs::path dash_out = scratch("stdout-with-dash-report.txt");
  const std::string dash_line = conform_binary + " run --target 'python3 " + fixture + " mixed' --batch --corpus " + source_dir +
                                "/corpus --dialect cpl --no-progress --color never --memory-limit 0 --json - > " +
                                dash_out.string() + " 2>/dev/null";
  ASSERT_TRUE(WIFEXITED(std::system(dash_line.c_str())));
  const std::string dashed = file_text(dash_out);
  const auto dash_json = dashed.find("\n{");
  ASSERT_NE(dash_json, std::string::npos) << dashed;
  EXPECT_TRUE(json::parse(dashed.substr(dash_json + 1)).is_object());
  EXPECT_FALSE(fs::exists(fs::current_path() / "-"));
}

// Output that cannot be written is an error for every command, never a silent success.
TEST(RunOutputs, AFullOrClosedStandardOutputFailsTheCommand) {
  if (!fs::exists("/dev/full")) GTEST_SKIP() << "no /dev/full on this system";
  const fs::path err = scratch("stdout-error.txt");
  for (const std::string redirect : {"> /dev/full", ">&-"}) {
    for (const std::string& command : std::vector<std::string>{
             "rules", "--help", "check --format json --dialect cpl " + source_dir + "/corpus/cpl/valid/main-only.cpl",
             "check --dialect cpl " + source_dir + "/corpus/cpl/invalid/CPL-MISSING-MAIN/empty-plan.cpl"}) {
      const std::string line = conform_binary + " " + command + " " + redirect + " 2> " + err.string();
      const int status = std::system(line.c_str());
      ASSERT_TRUE(WIFEXITED(status)) << line;
      EXPECT_EQ(WEXITSTATUS(status), 2) << line;
      const std::string said = file_text(err);
      EXPECT_TRUE(one_line(said)) << line << ": " << said;
      EXPECT_NE(said.find("standard output"), std::string::npos) << line << ": " << said;
    }
  }
}

}  // namespace output_paths

// An answer that comes before its request is no case's verdict: the case in flight is a
// protocol error that says so (round 28's run audit: it was taken for case 1's verdict,
// and each later answer blamed on the next case).
TEST(BatchAnswers, AnAnswerBeforeItsRequestIsAProtocolError) {
  const fs::path report = scratch("early.json");
  fs::remove(report);
  run_batch("early", {"--json", report.string(), "--case", "cpl/valid/d*"});
  const json doc = json::parse(file_text(report));
  ASSERT_FALSE(doc["cases"].empty());
  for (const auto& c : doc["cases"]) {
    EXPECT_EQ(c["grade"], "target-error") << c.dump();
    EXPECT_NE(c.dump().find("wrote before it was asked"), std::string::npos) << c.dump();
  }
}

// In batch mode each case keeps what the target wrote on stderr for it, as exec mode
// does (round 28's run audit: a wrong verdict kept none, a crash the first 4 KiB of the
// target's whole life).
TEST(BatchAnswers, EachCaseKeepsTheStderrTheTargetWroteForIt) {
  const fs::path report = scratch("stderr-per-request.json");
  fs::remove(report);
  run_batch("stderr-per-request", {"--json", report.string(), "--case", "cpl/valid/*"});
  const json doc = json::parse(file_text(report));
  int checked = 0;
  for (const auto& c : doc["cases"]) {
    if (c["grade"] != "false-reject") continue;
    const std::string id = c["id"];
    const auto bytes = fs::file_size(source_dir + "/corpus/" + id);
    const std::string err = c.value("stderr", "");
    EXPECT_NE(err.find("stderr for a plan of " + std::to_string(bytes) + " bytes"), std::string::npos) << id << ": " << err;
    EXPECT_EQ(err.find("stderr for a plan of"), err.rfind("stderr for a plan of")) << id << ": another case's stderr: " << err;
    ++checked;
  }
  EXPECT_GT(checked, 2);
}

}  // namespace
