// `conform run` against the example validators of examples/validators/, in exec and
// batch mode: every case must be graded exactly as each example is designed to fail.
// Nothing here rests on how fast the machine is: a hang is a target that blocks for ever
// on the cases designed to hang, every other case gets a per-case timeout far beyond what
// it needs on a loaded machine, and the limits of a whole run grow with its cases.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
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

#include "process/group_guard.hpp"
#include "process/orphans.hpp"
#include "process/run_process.hpp"
#include "run/corpus_layout.hpp"
#include "tests/file_text.hpp"
#include "tests/process_gone.hpp"
#include "tests/scratch_folder.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string source_dir = CONFORM_SOURCE_DIR;
const std::string conform_binary = CONFORM_BINARY;
const fs::path builtin_corpus = source_dir + "/corpus";

// The example validators find conform through $CONFORM: the conform under test, through
// a wrapper that turns its leak check off (the wrapper says why).
void let_the_validators_use_the_conform_under_test() {
  ::setenv("CONFORM", (source_dir + "/tests/run/fixtures/conform-without-leak-check.sh").c_str(), 1);
  ::setenv("CONFORM_UNDER_TEST", conform_binary.c_str(), 1);
}

// Folder names are taken as they come: the runner, not this test, checks them against the catalog.
bool any_rule(std::string_view, std::string_view) { return true; }

// Per case: every example starts a sanitized conform per case, about a second on a
// 2-core machine loaded at 6-7; a case that is not designed to hang never comes near this.
constexpr int case_timeout_seconds = 30;
constexpr int jobs = 2;

// The most a run of `cases` cases can take when each used its whole timeout: a run's
// limit, never reached unless the harness itself hangs.
double run_limit_seconds(std::size_t cases) { return 120.0 + double(cases) * case_timeout_seconds / jobs; }

// The cases under a corpus folder that the runner grades (READMEs, sidecars and
// regressions are not graded).
std::size_t graded_cases_under(const fs::path& dir) {
  std::size_t n = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file()) continue;
    const auto kind = conform::run::classify(fs::relative(e.path(), dir).generic_string(), any_rule).kind;
    n += conform::run::graded_expectation(kind).has_value();
  }
  return n;
}

using conform::test::file_text;

struct RunOutcome {
  int exit_code = -1;
  json report;
  std::string out, err;
  double seconds = 0;
};

const conform::test::ScratchFolder scratch_folder("conform-examples-test");

fs::path scratch(const std::string& name) { return scratch_folder / name; }

fs::path sampled_corpus(std::size_t per_folder, const std::string& dialect = "");
fs::path sampled_kinds();

// One case of every folder: each kind of case of every dialect, at one sanitized conform
// start or two per case (the corpus suite grades every case in-process).
constexpr std::size_t cases_per_folder = 1;

RunOutcome conform_run(const std::string& target, std::vector<std::string> extra,
                       const fs::path& corpus = sampled_corpus(cases_per_folder)) {
  fs::path report = scratch("report.json");
  fs::remove(report);
  conform::process::Command command;
  command.argv = {conform_binary, "run", "--target", target, "--corpus", corpus.string(), "--json",
                  report.string(), "--no-progress", "--color", "never", "--jobs", std::to_string(jobs),
                  "--timeout", std::to_string(case_timeout_seconds),
                  "--failures", scratch("failures").string(),
                  // The example validators call this build's conform, which under the asan
                  // preset needs far more address space than any RLIMIT_AS would allow.
                  "--memory-limit", "0"};
  command.argv.insert(command.argv.end(), extra.begin(), extra.end());
  conform::process::Limits limits;
  limits.timeout_seconds = run_limit_seconds(graded_cases_under(corpus));
  limits.output_cap_bytes = 16 << 20;
  auto r = conform::process::run(command, limits);
  RunOutcome o;
  o.exit_code = r.outcome == conform::process::Outcome::exited ? r.exit_code : -1;
  o.out = r.out;
  o.err = r.err;
  o.seconds = r.wall_seconds;
  if (fs::exists(report)) o.report = json::parse(file_text(report));
  return o;
}

std::string example(const std::string& name) { return source_dir + "/examples/validators/" + name; }

// A CPL corpus of the built-in valid cases without `trigger`, and the first `triggered`
// ones with it: the few cases a hostile example misbehaves on among ordinary ones.
fs::path small_cpl_corpus(const std::string& name, const std::string& trigger, std::size_t triggered) {
  const fs::path root = scratch(name);
  fs::remove_all(root);
  fs::create_directories(root / "cpl" / "valid");
  std::vector<fs::path> cases;
  for (const auto& e : fs::directory_iterator(builtin_corpus / "cpl" / "valid")) cases.push_back(e.path());
  std::sort(cases.begin(), cases.end());
  std::size_t with_trigger = 0;
  for (const auto& p : cases) {
    const bool has = !trigger.empty() && file_text(p).find(trigger) != std::string::npos;
    if (has && with_trigger++ >= triggered) continue;
    fs::copy_file(p, root / "cpl" / "valid" / p.filename());
  }
  return root;
}

// The first `per_folder` graded cases (by name) of every folder of the built-in corpus
// (every dialect's valid/, impl-defined/ and invalid/<RULE>/): every kind of case of every dialect, each example starting a process or two
// per case. That the reference validator gets every corpus case right is the in-process
// corpus suite's (tests/dialects/corpus_test.cpp); here the drivers and the grading are
// tried, on few enough cases that no test's time grows with the corpus. With a dialect,
// that dialect's folders only.
// The first `per_group` graded cases (by name) of each group of the built-in corpus, a
// group being what `group_of` makes of a case's path in it; written once, to `name`.
fs::path sample(const std::string& name, std::size_t per_group, const std::function<fs::path(const fs::path&)>& group_of,
                const std::string& dialect = "") {
  const fs::path root = scratch(name);
  if (fs::exists(root)) return root;
  std::map<fs::path, std::vector<fs::path>> by_group;
  for (const auto& e : fs::recursive_directory_iterator(builtin_corpus)) {
    if (!e.is_regular_file()) continue;
    const fs::path relative = fs::relative(e.path(), builtin_corpus);
    const auto kind = conform::run::classify(relative.generic_string(), any_rule).kind;
    if (!conform::run::graded_expectation(kind)) continue;
    if (!dialect.empty() && *relative.begin() != dialect) continue;
    by_group[group_of(relative)].push_back(relative);
  }
  const fs::path building = root.string() + ".partial";
  fs::remove_all(building);
  for (auto& [group, cases] : by_group) {
    std::sort(cases.begin(), cases.end());
    if (cases.size() > per_group) cases.resize(per_group);
    for (const auto& c : cases) {
      fs::create_directories((building / c).parent_path());
      fs::copy_file(builtin_corpus / c, building / c);
    }
  }
  fs::rename(building, root);
  return root;
}

fs::path sampled_corpus(std::size_t per_folder, const std::string& dialect) {
  return sample("sampled-corpus-" + std::to_string(per_folder) + "-" + (dialect.empty() ? "all" : dialect), per_folder,
                [](const fs::path& relative) { return relative.parent_path(); }, dialect);
}

// One case of each kind (valid/, impl-defined/, invalid/) of every dialect: for a run
// whose driver is under test, where the per-folder sample adds only more of the same
// process starts.
fs::path sampled_kinds() {
  return sample("sampled-kinds", 1, [](const fs::path& relative) {
    auto part = relative.begin();
    const fs::path dialect = *part++;
    return dialect / *part;
  });
}

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

void expect_graded_as_designed(const RunOutcome& run, const Design& design, const fs::path& corpus) {
  ASSERT_TRUE(run.report.is_object()) << "no JSON report; stderr:\n" << run.err << "\nstdout:\n" << run.out;
  // Every graded case of the corpus is in the report.
  ASSERT_EQ(run.report["cases"].size(), graded_cases_under(corpus));
  int checked = 0;
  for (const auto& c : run.report["cases"]) {
    ASSERT_TRUE(c["finished"].get<bool>()) << c.dump();
    std::string text = file_text(corpus / c["id"].get<std::string>());
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
  // The corpus it is graded on: a sample of the built-in one unless a few cases show the design.
  std::function<fs::path()> corpus = [] { return sampled_corpus(cases_per_folder); };
  // In batch mode, when that is another.
  std::function<fs::path()> batch_corpus = nullptr;
};

std::map<std::string, Example> examples() {
  const auto cpl_sample = [] { return sampled_corpus(cases_per_folder, "cpl"); };
  return {
      // In batch mode the adapter starts reference.sh per case as exec mode does: a case of
      // each kind of every dialect shows the batch driver grades them as the exec one.
      {"reference",
       {"reference.sh", [](const json& c, const std::string&) { return reference_grade(c); }, 0, {},
        [] { return sampled_corpus(cases_per_folder); }, sampled_kinds}},
      {"accept_all",
       {"accept-all.sh",
        [](const json& c, const std::string&) {
          if (c["expectation"] == "impl-defined") return std::string("not-graded");
          return std::string(c["expectation"] == "reject" ? "false-accept" : "pass");
        },
        1,
        {}}},
      // misses-one-rule and the hostile examples misbehave on CPL text only; the CPL corpus
      // is enough to show it (reference and accept-all grade every dialect).
      {"misses_one_rule",
       {"misses-one-rule.sh",
        [](const json& c, const std::string&) {
          if (c.value("rule", "") == "CPL-UNKNOWN-SYSCALL") return std::string("false-accept");
          return reference_grade(c);
        },
        1,
        {"--dialect", "cpl"},
        cpl_sample}},
      {"crashes_sometimes", {"crashes-sometimes.sh", fails_when("try", "crash"), 1, {"--dialect", "cpl"}, cpl_sample}},
      // hangs.sh blocks for ever on a plan with `for (`: exactly those cases time out. Two of
      // them among the valid plans show it; each costs a whole case timeout.
      {"hangs",
       {"hangs.sh", fails_when("for (", "timeout"), 1, {"--dialect", "cpl"},
        [] { return small_cpl_corpus("hangs-corpus", "for (", 2); }}},
      // floods.sh writes 100 MB on a plan with `@Deferred`: two valid plans that have it show
      // the output cap (a sample of the corpus need not hold one).
      {"floods",
       {"floods.sh", fails_when("@Deferred", "output-cap"), 1, {"--dialect", "cpl"},
        [] { return small_cpl_corpus("floods-corpus", "@Deferred", 2); }}},
      // Each case leaves a grandchild holding stdout for 600 s, far beyond the case timeout:
      // a harness that waited for end of file would grade every case a timeout.
      {"grandchild",
       {"grandchild.sh", [](const json& c, const std::string&) { return reference_grade(c); }, 0, {"--dialect", "cpl"},
        [] { return small_cpl_corpus("grandchild-corpus", "", 0); }}},
  };
}

class ExampleTest : public ::testing::TestWithParam<std::tuple<std::string, bool>> {};

TEST_P(ExampleTest, GradedExactlyAsDesigned) {
  const auto& [name, batch] = GetParam();
  const Example e = examples().at(name);
  // The adapter's temporary folders go in a folder of their own, which must end empty:
  // even the adapter stopped at a time limit removes its own, given time (--term-grace).
  const fs::path adapter_tmp = scratch("adapter-tmp-" + name);
  fs::remove_all(adapter_tmp);
  fs::create_directories(adapter_tmp);
  std::string target = batch ? "env TMPDIR=" + adapter_tmp.string() + " " + example("batch-adapter.py") + " " + example(e.script)
                             : example(e.script);
  std::vector<std::string> extra = e.extra;
  if (batch) extra.insert(extra.end(), {"--batch", "--term-grace", "60"});
  let_the_validators_use_the_conform_under_test();
  const fs::path corpus = batch && e.batch_corpus ? e.batch_corpus() : e.corpus();
  RunOutcome run = conform_run(target, extra, corpus);
  EXPECT_EQ(run.exit_code, e.exit_code) << run.out << run.err;
  expect_graded_as_designed(run, e.design, corpus);
  EXPECT_EQ(run.report["mode"], batch ? "batch" : "exec");
  if (batch) {
    EXPECT_TRUE(fs::is_empty(adapter_tmp)) << "the adapter left its temporary folder behind";
  }
}

INSTANTIATE_TEST_SUITE_P(EveryExample, ExampleTest,
                         ::testing::Combine(::testing::Values("reference", "accept_all", "misses_one_rule",
                                                              "crashes_sometimes", "hangs", "floods", "grandchild"),
                                            ::testing::Bool()),
                         [](const auto& info) {
                           return std::get<0>(info.param) + (std::get<1>(info.param) ? "_batch" : "_exec");
                         });

// With --stdin the reference example reads each plan from standard input; a text that
// names no dialect is told by CONFORM_DIALECT, which the runner's environment passes on.
TEST(RunCommand, TheReferenceExampleGradesPlansGivenOnStandardInput) {
  let_the_validators_use_the_conform_under_test();
  ::setenv("CONFORM_DIALECT", "cpl", 1);
  RunOutcome run = conform_run(example("reference.sh"), {"--stdin", "--dialect", "cpl"}, sampled_corpus(cases_per_folder, "cpl"));
  ::unsetenv("CONFORM_DIALECT");
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  ASSERT_TRUE(run.report.is_object()) << run.err;
  for (const auto& c : run.report["cases"]) EXPECT_NE(c["grade"], "target-error") << c.dump();
}

TEST(RunCommand, MissingOrNonExecutableTargetExits3) {
  auto missing = conform_run("/nonexistent/validator", {});
  EXPECT_EQ(missing.exit_code, 3);
  EXPECT_NE(missing.err.find("/nonexistent/validator"), std::string::npos) << missing.err;
  auto not_executable = conform_run(source_dir + "/README.md", {});
  EXPECT_EQ(not_executable.exit_code, 3);
}

TEST(RunCommand, ReportsValidateAgainstTheirSchemas) {
  fs::path junit = scratch("junit.xml");
  let_the_validators_use_the_conform_under_test();
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
  std::vector<fs::path> valid_cpl;
  for (const auto& e : fs::directory_iterator(sampled_corpus(cases_per_folder) / "cpl" / "valid")) valid_cpl.push_back(e.path());
  ASSERT_FALSE(valid_cpl.empty());
  std::sort(valid_cpl.begin(), valid_cpl.end());
  std::ofstream(expect) << "CPL-UNKNOWN-SYSCALL  misses-one-rule ignores the whitelist\n"
                        << "cpl/valid/" << valid_cpl.front().filename().string() << "  listed although it passes\n";
  let_the_validators_use_the_conform_under_test();
  auto run = conform_run(example("misses-one-rule.sh"), {"--expect", expect.string(), "--dialect", "cpl"});
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_GE(run.report["known_failures_now_passing"].get<int>(), 1);
  EXPECT_NE(run.out.find("Known failures that now pass"), std::string::npos) << run.out;
}

// Polls `done` until it holds, for at most `seconds`: how long a signal takes to land
// is no margin that load can eat.
bool eventually(const std::function<bool()>& done, int seconds = 60) {
  for (int i = 0; i < seconds * 20; ++i) {
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return done();
}

TEST(RunCommand, GeneratedFailuresAreShrunkAndReproducible) {
  let_the_validators_use_the_conform_under_test();
  auto run = conform_run(example("misses-one-rule.sh"),
                         {"--no-corpus", "--generate", "60", "--seed", "7", "--rule", "CPL-UNKNOWN-SYSCALL"});
  EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
  int shrunk = 0, missed = 0;
  for (const auto& c : run.report["cases"]) {
    EXPECT_EQ(c["grade"], "false-accept") << c.dump();
    ++missed;
    if (!c.contains("shrunk_path")) continue;
    std::string small = file_text(c["shrunk_path"].get<std::string>());
    EXPECT_NE(small.find("syscall."), std::string::npos) << small;
    EXPECT_LT(std::count(small.begin(), small.end(), '\n'), 12) << small;
    ++shrunk;
  }
  // The default budget: one per dialect and rule; the rest are counted, in the report and its summary.
  ASSERT_GE(missed, 2);
  EXPECT_EQ(shrunk, 1);
  EXPECT_EQ(run.report["unshrunk"], missed - 1);
  EXPECT_NE(run.out.find(std::to_string(missed - 1) + " generated failures were left unshrunk"), std::string::npos) << run.out;
}

// --no-shrink leaves every generated failure unshrunk, and the report counts them so.
TEST(RunCommand, WithoutShrinkingEveryGeneratedFailureIsCountedUnshrunk) {
  auto run = conform_run("/bin/true", {"--no-corpus", "--generate", "6", "--seed", "7", "--rule", "CPL-UNKNOWN-SYSCALL",
                                       "--no-shrink"});
  EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
  ASSERT_EQ(run.report["cases"].size(), 6u) << run.err;
  for (const auto& c : run.report["cases"]) {
    EXPECT_EQ(c["grade"], "false-accept") << c.dump();
    EXPECT_FALSE(c.contains("shrunk_path")) << c.dump();
  }
  EXPECT_EQ(run.report["unshrunk"], 6);
  EXPECT_NE(run.out.find("6 generated failures were left unshrunk (--no-shrink"), std::string::npos) << run.out;
}

// A target that rejects everything rejects the broken cases' bases too: their rejects
// prove nothing, and the report says so instead of grading them passes.
TEST(RunCommand, ATargetThatRejectsTheBaseGetsInconclusiveNotPasses) {
  const fs::path target = scratch("rejects-all.sh");
  std::ofstream(target) << "#!/bin/sh\nexit 1\n";
  fs::permissions(target, fs::perms::owner_all);
  fs::path junit = scratch("inconclusive-junit.xml");
  auto run = conform_run(target.string(), {"--no-corpus", "--dialect", "cpl", "--generate", "4", "--seed", "3", "--no-shrink",
                                           "--junit", junit.string()});
  EXPECT_EQ(run.exit_code, 1) << run.out << run.err;  // the valid plan is a false reject
  ASSERT_TRUE(run.report.is_object()) << run.err;
  int inconclusive = 0;
  for (const auto& c : run.report["cases"]) {
    if (c["expectation"] == "accept") {
      EXPECT_EQ(c["grade"], "false-reject") << c.dump();
      continue;
    }
    ASSERT_TRUE(c.contains("base")) << c.dump();
    EXPECT_EQ(c["grade"], "inconclusive") << c.dump();
    ++inconclusive;
  }
  EXPECT_EQ(inconclusive, 3);
  EXPECT_EQ(run.report["summary"]["inconclusive"], 3);
  EXPECT_EQ(run.report["summary"]["pass"], 0);
  EXPECT_NE(run.out.find("(1 inconclusive)"), std::string::npos) << run.out;
  const std::string json_check = "python3 -c 'import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), "
                                 "json.load(open(sys.argv[2])))' " + scratch("report.json").string() + " " + source_dir +
                                 "/spec/run/run-report.schema.json";
  EXPECT_EQ(std::system(json_check.c_str()), 0) << "the JSON report does not match spec/run/run-report.schema.json";
  const std::string xml_check = "xmllint --noout --schema " + source_dir + "/spec/run/junit.xsd " + junit.string();
  EXPECT_EQ(std::system(xml_check.c_str()), 0) << "the JUnit report does not match spec/run/junit.xsd";
}

// Exec mode gives the target a private, read-only copy of each case under the case's own
// dialect and file name: a target that checks, then deletes, overwrites or chmods its
// input leaves the user's corpus as it was (round 28's run audit: it used to be handed
// corpus/<dialect>/… itself).
TEST(RunCommand, ATargetThatWrecksItsInputLeavesTheCorpusAsItWas) {
  const fs::path corpus = small_cpl_corpus("wrecked-corpus", "", 0);
  struct Kept {
    std::string text;
    fs::perms perms;
    std::uintmax_t inode;
  };
  const auto inode_of = [](const fs::path& p) {
    struct stat st {};
    return ::stat(p.c_str(), &st) == 0 ? static_cast<std::uintmax_t>(st.st_ino) : 0;
  };
  std::map<fs::path, Kept> before;
  for (const auto& e : fs::recursive_directory_iterator(corpus))
    if (e.is_regular_file()) before[e.path()] = {file_text(e.path()), fs::status(e.path()).permissions(), inode_of(e.path())};
  ASSERT_GE(before.size(), 3u);
  // The second replaces the folder of its copy with a link to the corpus's, so that a copy
  // written there by a later case would land among the user's files (round 28's review).
  for (const std::string& wreck : std::vector<std::string>{"chmod 600 \"$1\" 2>/dev/null; echo garbage > \"$1\"; chmod 000 \"$1\"; rm -f \"$1\"",
                                  "d=$(dirname \"$1\"); rm -rf \"$d\"; ln -s '" + (corpus / "cpl" / "valid").string() + "' \"$d\""}) {
    const fs::path seen = scratch("wrecker-saw.txt");
    fs::remove(seen);
    const fs::path target = scratch("wrecker.sh");
    std::ofstream(target) << "#!/bin/sh\n"
                          << "printf '%s\\n' \"$1\" >> " << seen.string() << "\n"
                          << "case \"$(basename \"$1\")\" in *.cpl) ;; *) exit 3 ;; esac\n"
                          << wreck << "\nexit 0\n";
    fs::permissions(target, fs::perms::owner_all);
    auto run = conform_run(target.string(), {"--dialect", "cpl"}, corpus);
    EXPECT_EQ(run.exit_code, 0) << wreck << "\n" << run.out << run.err;  // every case is valid, and every one accepted
    for (const auto& [path, kept] : before) {
      ASSERT_TRUE(fs::exists(path)) << path << " was deleted: " << wreck;
      EXPECT_EQ(file_text(path), kept.text) << path << " was changed: " << wreck;
      EXPECT_EQ(fs::status(path).permissions(), kept.perms) << path << ": " << wreck;
      EXPECT_EQ(inode_of(path), kept.inode) << path << " was replaced: " << wreck;
    }
    const std::string given = file_text(seen);
    EXPECT_EQ(given.find(corpus.string()), std::string::npos) << given;
    EXPECT_NE(given.find("/cpl/"), std::string::npos) << given;
  }
}

// A target knows conform's temporary folder (its copy of the case is in it). One that puts
// a link to a folder of the user's where the generated cases go gets nothing written
// through it: each later case is written in a real folder made in the link's place
// (round 28's run audit: generated cases were written with create_directories and an
// ofstream, which follow links).
TEST(RunCommand, ATargetsLinkInTheTemporaryFolderGetsNothingWrittenThroughIt) {
  const fs::path victim = scratch("link-victim");
  fs::remove_all(victim);
  fs::create_directories(victim);
  const fs::path done = scratch("link-planted");
  fs::remove_all(done);
  const fs::path target = scratch("link-planter.sh");
  // $1 is <temporary folder>/given/<driver>/cpl/<name>; generated cases go to <temporary folder>/cpl/.
  // Once (mkdir is the lock: two jobs may start it at the same moment), and surely: the
  // folder is moved away in one step, as conform may be writing in it, and the link made
  // where nothing is (ln -T), else tried again.
  const fs::path planted = scratch("link-planted-in");
  fs::remove(planted);
  std::ofstream(target) << "#!/bin/sh\n"
                        << "if mkdir " << done.string() << " 2>/dev/null; then\n"
                        << "  tmp=$(dirname \"$(dirname \"$(dirname \"$(dirname \"$1\")\")\")\")\n"
                        << "  for i in $(seq 1 100); do\n"
                        << "    mv \"$tmp/cpl\" \"$tmp/moved-$i\" 2>/dev/null\n"
                        << "    if ln -sT " << victim.string() << " \"$tmp/cpl\" 2>/dev/null; then echo \"$tmp\" > " << planted.string()
                        << "; break; fi\n"
                        << "  done\n"
                        << "fi\nexit 1\n";
  fs::permissions(target, fs::perms::owner_all);
  auto run = conform_run(target.string(), {"--no-corpus", "--dialect", "cpl", "--generate", "8", "--seed", "5", "--no-shrink"});
  ASSERT_TRUE(fs::exists(planted)) << "the link was never planted\n" << run.out << run.err;
  EXPECT_TRUE(fs::is_empty(victim)) << "a generated case was written through the target's link";
  ASSERT_TRUE(run.report.is_object()) << run.out << run.err;
  EXPECT_EQ(run.report["cases"].size(), 8u) << run.out;
  for (const auto& c : run.report["cases"]) EXPECT_NE(c["grade"], "target-error") << c.dump();
}

// A target that writes without end is stopped once its output passes the cap: the case
// is "output over the cap", not a timeout at the end of the time limit, whichever stream
// it floods (round 28's run audit: `yes` was graded a timeout, and conform drained it for
// the whole limit).
TEST(RunCommand, AnEndlessWriterIsStoppedAtTheOutputCap) {
  const fs::path corpus = small_cpl_corpus("endless-writer-corpus", "", 0);
  for (const std::string stream : {"", " >&2"}) {
    const fs::path target = scratch("endless-writer.sh");
    std::ofstream(target) << "#!/bin/sh\nexec yes" << stream << "\n";
    fs::permissions(target, fs::perms::owner_all);
    auto run = conform_run(target.string(), {"--dialect", "cpl", "--case", "*/doc-section10-example.cpl", "--output-cap", "4096"},
                           corpus);
    ASSERT_TRUE(run.report.is_object()) << run.out << run.err;
    ASSERT_EQ(run.report["cases"].size(), 1u) << run.out;
    const auto& c = run.report["cases"][0];
    EXPECT_EQ(c["grade"], "target-error") << c.dump();
    EXPECT_NE(c.dump().find("output over the cap"), std::string::npos) << stream << c.dump();
  }
}

// The adapter's temporary folder goes when it ends, at the end of its input and when it
// passes on a crash of the validator it wraps.
TEST(BatchAdapter, RemovesItsTemporaryFolderWhenItEnds) {
  const fs::path tmp = scratch("adapter-tmp");
  fs::remove_all(tmp);
  fs::create_directories(tmp);
  const std::string requests =
      "printf '%s\\n' '{\"protocol\":\"conform-batch\",\"version\":1,\"extensions\":{\"cpl\":\".cpl\"}}' "
      "'{\"id\":1,\"dialect\":\"cpl\",\"plan\":\"plan {}\"}'";
  const auto adapter = [&](const std::string& validator) {
    return requests + " | TMPDIR=" + tmp.string() + " " + example("batch-adapter.py") + " " + validator + " >/dev/null 2>&1";
  };
  EXPECT_EQ(std::system(adapter("/bin/true").c_str()), 0);
  EXPECT_TRUE(fs::is_empty(tmp)) << "left behind after the end of input";
  std::system(adapter("/bin/sh -c 'kill -SEGV $$' sh").c_str());
  EXPECT_TRUE(fs::is_empty(tmp)) << "left behind after passing on a crash";
}

// `conform run ARGS`, sent `signal` once `reached` exists (waiting up to ten minutes for
// it): whether it got there, whether the signal stopped the run, how it ended, and the
// folder it had for TMPDIR (its own, made empty for it).
struct Interrupted {
  bool reached = false, stopped = false;
  int status = 0;
  fs::path temporary;
};
Interrupted interrupt_run_once(const std::vector<std::string>& args, const fs::path& reached, int signal) {
  std::vector<std::string> argv{conform_binary, "run"};
  argv.insert(argv.end(), args.begin(), args.end());
  std::vector<char*> c_argv;
  for (auto& a : argv) c_argv.push_back(a.data());
  c_argv.push_back(nullptr);
  // Not /tmp: a conform killed outright cannot remove its scratch folder, and would leave
  // one there on every run of the suite.
  static int runs = 0;
  Interrupted r;
  r.temporary = scratch("interrupted-tmp-" + std::to_string(++runs));
  fs::remove_all(r.temporary);
  fs::create_directories(r.temporary);
  pid_t pid = fork();
  if (pid < 0) return r;
  if (pid == 0) {
    setenv("TMPDIR", r.temporary.c_str(), 1);
    execv(conform_binary.c_str(), c_argv.data());
    _exit(127);
  }
  r.reached = eventually([&] { return fs::exists(reached); }, 600);
  kill(pid, signal);
  r.stopped = eventually([&] { return waitpid(pid, &r.status, WNOHANG) == pid; });
  if (!r.stopped) {
    kill(pid, SIGKILL);
    waitpid(pid, &r.status, 0);
  }
  return r;
}

// Ctrl-C while failures are shrunk: the run stops at once, reports, and says it was interrupted.
TEST(RunCommand, InterruptedWhileShrinkingExits130AndSaysSo) {
  const fs::path shrinking = scratch("shrinking");
  fs::remove(shrinking);
  // Accepts every case, so the broken one is a false accept; hangs on the first shrinking
  // candidate (written as <dialect>.<ext>, and given to the target under that name).
  const fs::path target = scratch("shrink-hang-target.sh");
  std::ofstream(target) << "#!/bin/sh\ncase \"$1\" in */cpl/cpl.cpl) : > '" << shrinking.string()
                        << "'; sleep 1000000 ;; esac\nexit 0\n";
  fs::permissions(target, fs::perms::owner_all);
  const fs::path report = scratch("interrupted-shrinking.json");
  fs::remove(report);
  const Interrupted run = interrupt_run_once({"--target", target.string(), "--no-corpus", "--dialect", "cpl", "--generate", "2",
                                              "--seed", "5", "--timeout", "1000000", "--jobs", "1", "--json", report.string(),
                                              "--no-progress", "--memory-limit", "0", "--failures",
                                              scratch("interrupted-failures").string()},
                                             shrinking, SIGINT);
  const bool reached = run.reached, stopped = run.stopped;
  const int status = run.status;
  ASSERT_TRUE(reached) << "the run never shrank";
  ASSERT_TRUE(stopped) << "Ctrl-C did not stop the shrinking";
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 130);
  ASSERT_TRUE(fs::exists(report));
  json doc = json::parse(file_text(report));
  EXPECT_TRUE(doc["interrupted"].get<bool>());
  EXPECT_FALSE(doc["passed"].get<bool>());
}

// Ctrl-C, and every other signal that ends a run from outside: a closed terminal (SIGHUP),
// Ctrl-\ (SIGQUIT), SIGTERM.
class InterruptTest : public ::testing::TestWithParam<int> {};

TEST_P(InterruptTest, StopsTheRunKillsTargetsAndStillReports) {
  const int signal_sent = GetParam();
  // Three ordinary cases, then one the target hangs on for ever once it has said so; with
  // one job, Ctrl-C comes when the first three are finished and the fourth is running.
  const fs::path corpus = scratch("ctrl-c-corpus");
  fs::remove_all(corpus);
  fs::create_directories(corpus / "cpl" / "valid");
  for (const char* name : {"a.cpl", "b.cpl", "c.cpl", "z-hang.cpl"}) std::ofstream(corpus / "cpl" / "valid" / name) << "plan {}\n";
  const fs::path hanging = scratch("hanging");
  fs::remove(hanging);
  const fs::path target = scratch("ctrl-c-target.sh");
  std::ofstream(target) << "#!/bin/sh\ncase \"$1\" in *hang*) : > '" << hanging.string() << "'; sleep 1000000; exit 0 ;; esac\nexit 0\n";
  fs::permissions(target, fs::perms::owner_all);
  fs::path report = scratch("interrupted.json");
  fs::remove(report);
  const Interrupted run = interrupt_run_once({"--target", target.string(), "--corpus", corpus.string(), "--timeout", "1000000",
                                              "--jobs", "1", "--json", report.string(), "--no-progress", "--memory-limit", "0"},
                                             hanging, signal_sent);
  const bool hung = run.reached, stopped = run.stopped;
  const int status = run.status;
  ASSERT_TRUE(hung) << "the run never reached the hanging case";
  ASSERT_TRUE(stopped) << "Ctrl-C did not stop the run";
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 130);
  ASSERT_TRUE(fs::exists(report));
  json doc = json::parse(file_text(report));
  EXPECT_TRUE(doc["interrupted"].get<bool>());
  EXPECT_FALSE(doc["passed"].get<bool>()) << "an interrupted run has not passed";
  EXPECT_TRUE(fs::is_empty(run.temporary)) << "conform left its scratch folder behind";
  ASSERT_EQ(doc["cases"].size(), 4u);
  for (const auto& c : doc["cases"])
    EXPECT_EQ(c["finished"].get<bool>(), c["id"] != "cpl/valid/z-hang.cpl") << c.dump();
  // "[c]trl-c-target" matches the target's command line but not this pgrep's own shell.
  const std::string survivor = "pgrep -f '" + scratch("[c]trl-c-target.sh").string() + "' >/dev/null";
  EXPECT_TRUE(eventually([&] { return std::system(survivor.c_str()) != 0; })) << "a hung target survived";
}

// Ctrl-C gives a running target SIGTERM and --term-grace before SIGKILL, as a time limit
// does, so that it can remove its temporary files (round 28's run audit: the example
// batch adapter left its folder behind on every Ctrl-C); the case it was on is still
// not graded, whatever the target then says.
TEST(RunInterrupt, GivesARunningTargetItsTermGrace) {
  const fs::path corpus = scratch("ctrl-c-grace-corpus");
  fs::remove_all(corpus);
  fs::create_directories(corpus / "cpl" / "valid");
  for (const char* name : {"a.cpl", "z-hang.cpl"}) std::ofstream(corpus / "cpl" / "valid" / name) << "plan {}\n";
  const fs::path hanging = scratch("grace-hanging"), cleaned = scratch("grace-cleaned");
  fs::remove(hanging);
  fs::remove(cleaned);
  const fs::path target = scratch("ctrl-c-grace-target.sh");
  std::ofstream(target) << "#!/bin/sh\ncase \"$1\" in *hang*) trap \": > '" << cleaned.string()
                        << "'; exit 0\" TERM; : > '" << hanging.string() << "'; sleep 1000000 & wait ;; esac\nexit 0\n";
  fs::permissions(target, fs::perms::owner_all);
  const fs::path report = scratch("grace-interrupted.json");
  fs::remove(report);
  const Interrupted run = interrupt_run_once({"--target", target.string(), "--corpus", corpus.string(), "--timeout", "1000000",
                                              "--term-grace", "60", "--jobs", "1", "--json", report.string(), "--no-progress",
                                              "--memory-limit", "0"},
                                             hanging, SIGINT);
  const bool hung = run.reached, stopped = run.stopped;
  const int status = run.status;
  ASSERT_TRUE(hung) << "the run never reached the hanging case";
  ASSERT_TRUE(stopped) << "Ctrl-C did not stop the run";
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 130);
  EXPECT_TRUE(fs::exists(cleaned)) << "the target's TERM handler never ran";
  const json doc = json::parse(file_text(report));
  for (const auto& c : doc["cases"])
    EXPECT_EQ(c["finished"].get<bool>(), c["id"] != "cpl/valid/z-hang.cpl") << c.dump();
}

// conform killed outright (kill -9, a CI job's time limit), which no handler sees: the
// target it was running goes with it instead of running on unwatched (PR_SET_PDEATHSIG),
// and so does what the target started in its group (the group guard). This binary is the
// subreaper of what conform left: the target, its child and the guard are reaped here.
TEST(RunInterrupt, ATargetAndWhatItStartedDoNotOutliveAConformKilledOutright) {
  const fs::path corpus = scratch("kill-9-corpus");
  fs::remove_all(corpus);
  fs::create_directories(corpus / "cpl" / "valid");
  std::ofstream(corpus / "cpl" / "valid" / "hang.cpl") << "plan {}\n";
  const fs::path started = scratch("kill-9-target-pids");
  fs::remove(started);
  const fs::path target = scratch("kill-9-target.sh");
  std::ofstream(target) << "#!/bin/sh\nsleep 1000001 &\necho $$ $! > '" << started.string() << "'\nexec sleep 1000000\n";
  fs::permissions(target, fs::perms::owner_all);
  const Interrupted run = interrupt_run_once({"--target", target.string(), "--corpus", corpus.string(), "--timeout", "1000000",
                                              "--jobs", "1", "--no-progress", "--memory-limit", "0"},
                                             started, SIGKILL);
  ASSERT_TRUE(run.reached) << "the run never started its target";
  ASSERT_TRUE(run.stopped);
  ASSERT_TRUE(eventually([&] { return file_text(started).find('\n') != std::string::npos; }));
  std::istringstream pids(file_text(started));
  pid_t target_pid = 0, child_pid = 0;
  pids >> target_pid >> child_pid;
  ASSERT_GT(child_pid, 0) << file_text(started);
  for (const auto& [pid, what] : {std::pair{target_pid, "the target"}, std::pair{child_pid, "the target's child"}}) {
    const bool ended = conform::test::gone_within(pid, 60);
    if (!ended) kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    EXPECT_TRUE(ended) << what << " outlived conform";
  }
  for (const pid_t child : conform::process::detail::children_of_this_process())
    if (file_text("/proc/" + std::to_string(child) + "/comm") == std::string(conform::process::detail::group_guard_name) + "\n") {
      EXPECT_TRUE(conform::test::gone_within(child, 60)) << "the group guard outlived its work";
      kill(child, SIGKILL);
      waitpid(child, nullptr, 0);
    }
}

INSTANTIATE_TEST_SUITE_P(EverySignal, InterruptTest, ::testing::Values(SIGINT, SIGTERM, SIGHUP, SIGQUIT),
                         [](const auto& info) { return std::string(sigabbrev_np(info.param)); });

}  // namespace
