// The stages of `conform run` that need no target: planning cases, the shrinking
// filter, the exit code, and each dialect's configuration in force.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "run/case_plan.hpp"
#include "run/generated_cases.hpp"
#include "run/run_exit.hpp"
#include "run/shrink_failures.hpp"
#include "spec/embedded.hpp"
#include "dialects/core/configuration.hpp"
#include "dialects/core/registry.hpp"

namespace conform::run {
namespace {

namespace fs = std::filesystem;

struct TempDir {
  fs::path path;
  explicit TempDir(const std::string& name)
      : path(fs::temp_directory_path() / ("conform-stages-test-" + std::to_string(::getpid()) + "-" + name)) {
    fs::remove_all(path);
  }
  ~TempDir() { fs::remove_all(path); }
  void put(const std::string& rel, const std::string& text = "plan { }") const {
    fs::create_directories((path / rel).parent_path());
    std::ofstream(path / rel) << text;
  }
};

Case named(std::string id, std::string rule = {}) {
  Case c;
  c.id = std::move(id);
  c.rule = std::move(rule);
  return c;
}

const dialects::Configuration builtin;

std::vector<const dialects::Configured*> only(std::string_view id) { return {builtin.find(id)}; }

TEST(CaseSelection, RuleGlobKeepsOnlyInvalidCasesOfMatchingRules) {
  CaseRequest request;
  EXPECT_TRUE(selected(named("cpl/valid/a.cpl"), request));
  request.rule_glob = "CPL-MISSING-*";
  EXPECT_FALSE(selected(named("cpl/valid/a.cpl"), request));
  EXPECT_TRUE(selected(named("cpl/invalid/CPL-MISSING-MAIN/b.cpl", "CPL-MISSING-MAIN"), request));
  EXPECT_FALSE(selected(named("cpl/invalid/CPL-SYNTAX/c.cpl", "CPL-SYNTAX"), request));
  request.rule_glob.reset();
  request.case_glob = "cpl/valid/*";
  EXPECT_TRUE(selected(named("cpl/valid/a.cpl"), request));
  EXPECT_FALSE(selected(named("cpl/impl-defined/a.cpl"), request));
}

TEST(CasePlan, CorpusCasesThenGeneratedOnesFiltered) {
  TempDir corpus("corpus");
  corpus.put("cpl/valid/a.cpl");
  corpus.put("cpl/invalid/CPL-MISSING-MAIN/b.cpl");
  TempDir scratch("scratch");
  CaseRequest request;
  request.corpus = corpus.path.string();
  request.generate = 3;
  request.seed = 100;
  auto cases = plan_cases(request, only("cpl"), scratch.path);
  ASSERT_EQ(cases.size(), 5u);
  EXPECT_EQ(cases[0].id, "cpl/invalid/CPL-MISSING-MAIN/b.cpl");
  EXPECT_EQ(cases[1].id, "cpl/valid/a.cpl");
  EXPECT_EQ(cases[2].id, "cpl/generated/valid/gen-100.cpl");
  EXPECT_EQ(cases[3].seed, std::optional<std::uint64_t>(101));

  request.case_glob = "*/generated/*";
  EXPECT_EQ(plan_cases(request, only("cpl"), scratch.path).size(), 3u);
  request.case_glob = "nothing/*";
  EXPECT_THROW(plan_cases(request, only("cpl"), scratch.path), std::runtime_error);
}

TEST(CasePlan, AMissingBuiltinCorpusSuggestsCorpusOption) {
  TempDir scratch("scratch");
  CaseRequest request;
  request.corpus = "/nonexistent/corpus";
  request.corpus_is_builtin = true;
  try {
    plan_cases(request, only("cpl"), scratch.path);
    FAIL() << "planned cases from a missing corpus";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("; pass --corpus DIR"), std::string::npos) << e.what();
  }
}

TEST(GeneratedCases, SpreadOverValidPlansAndErrorRulesAndWrittenAtTheirIds) {
  TempDir scratch("scratch");
  const dialects::Configured* cpl = builtin.find("cpl");
  auto cases = generated_cases({cpl}, 3, 7, scratch.path);
  ASSERT_EQ(cases.size(), 3u);
  EXPECT_EQ(cases[0].expectation, Expectation::accept);
  EXPECT_EQ(cases[1].expectation, Expectation::reject);
  EXPECT_EQ(cases[1].rule, cpl->breakable_rules().front());
  EXPECT_EQ(cases[1].id, "cpl/generated/invalid/" + cases[1].rule + "/gen-8.cpl");
  for (const auto& c : cases) {
    std::ifstream in(c.path);
    std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_EQ(text, c.text) << c.id;
  }
  EXPECT_EQ(generated_cases({cpl}, 3, 7, scratch.path / "again")[2].text, cases[2].text);  // same seed, same case
}

TEST(ShrinkFailures, OnlyGeneratedCasesGradedWrongAndNotKnown) {
  CaseResult r;
  r.c.seed = 3;
  r.grade = Grade::false_accept;
  EXPECT_TRUE(worth_shrinking(r));
  r.known_failure = "known";
  EXPECT_FALSE(worth_shrinking(r));
  r.known_failure.clear();
  for (Grade g : {Grade::pass, Grade::target_error, Grade::skipped, Grade::errored}) {
    r.grade = g;
    EXPECT_FALSE(worth_shrinking(r)) << to_string(g);
  }
  r.grade = Grade::false_reject;
  r.c.seed.reset();
  EXPECT_FALSE(worth_shrinking(r));
}

TEST(RunExit, CodesInOrderOfPrecedence) {
  EXPECT_EQ(run_exit_code(false, false, false), 0);
  EXPECT_EQ(run_exit_code(false, false, true), 1);
  EXPECT_EQ(run_exit_code(false, true, true), 130);
  EXPECT_EQ(run_exit_code(true, true, true), 3);
}

TEST(RunExit, StartFailureOnlyWhenNoCaseGotFurther) {
  std::vector<CaseResult> results(2);
  for (auto& r : results) {
    r.finished = true;
    r.verdict = Verdict::failed(Verdict::Error::failed_to_start, "no such file");
  }
  EXPECT_EQ(start_failure(results), std::optional<std::string>("no such file"));
  results[1].verdict = Verdict::accepted();
  EXPECT_EQ(start_failure(results), std::nullopt);
  EXPECT_EQ(start_failure({}), std::nullopt);
}

TEST(EffectiveConfig, BuiltinWhitelistsAreTheSpecFiles) {
  auto syscalls = nlohmann::json::parse(spec::embedded_file("cpl/syscalls.json"));
  EXPECT_EQ(builtin.at("cpl").settings(), syscalls["cpl"]);
  auto tools = nlohmann::json::parse(spec::embedded_file("stepplan/tools.json"));
  EXPECT_EQ(builtin.at("stepplan").settings()["tools"], tools["stepplan"]["tools"]);
  EXPECT_EQ(builtin.at("fixplan").settings(), nlohmann::json::object());
}

TEST(EffectiveConfig, IsWhatConfigureWasGivenAndConfiguresTheSame) {
  nlohmann::json config = {
      {"cpl", {{"syscalls", {"log(text: String) : Void", "pick(xs: List<ToolResult>, name: String) : List<ToolResult>"}}}},
      {"stepplan", {{"tools", {"echo_tool"}}, {"expect_steps", 3}, {"requested_tools", {"web_search"}}}}};
  const dialects::Configuration configured(config);
  for (const dialects::Configured* d : configured.all()) {
    const std::string id(d->id());
    nlohmann::json in_force = d->settings();
    if (config.contains(id)) {
      EXPECT_EQ(in_force, config[id]) << id;
    }
    EXPECT_EQ(dialects::Configuration(nlohmann::json{{id, in_force}}).at(id).settings(), in_force) << id;
  }
}

}  // namespace
}  // namespace conform::run
