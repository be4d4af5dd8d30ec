// The stages of `conform run` that need no target: planning cases, the shrinking
// filter, the exit code, and each dialect's configuration in force.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "run/case_plan.hpp"
#include "run/generated_cases.hpp"
#include "run/run_exit.hpp"
#include "run/runner.hpp"
#include "run/shrink_failures.hpp"
#include "spec/embedded.hpp"
#include "dialects/core/configuration.hpp"
#include "dialects/core/registry.hpp"
#include "tests/scratch_folder.hpp"

namespace conform::run {
namespace {

namespace fs = std::filesystem;


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
  const conform::test::ScratchFolder corpus("conform-stages-test-corpus");
  corpus.put("cpl/valid/a.cpl", "plan { }");
  corpus.put("cpl/invalid/CPL-MISSING-MAIN/b.cpl", "plan { }");
  const conform::test::ScratchFolder scratch("conform-stages-test-scratch");
  CaseRequest request;
  request.corpus = corpus.path().string();
  request.generate = 3;
  request.seed = 100;
  auto cases = plan_cases(request, only("cpl"), scratch.path());
  ASSERT_EQ(cases.size(), 5u);
  EXPECT_EQ(cases[0].id, "cpl/invalid/CPL-MISSING-MAIN/b.cpl");
  EXPECT_EQ(cases[1].id, "cpl/valid/a.cpl");
  EXPECT_EQ(cases[2].id, "cpl/generated/valid/gen-100.cpl");
  EXPECT_EQ(cases[3].seed, std::optional<std::uint64_t>(101));

  request.case_glob = "*/generated/*";
  EXPECT_EQ(plan_cases(request, only("cpl"), scratch.path()).size(), 3u);
  request.case_glob = "nothing/*";
  EXPECT_THROW(plan_cases(request, only("cpl"), scratch.path()), std::runtime_error);
}

// One dialect's folder given as the corpus holds no dialect folders: the message says to
// name the folder above it.
TEST(CasePlan, ADialectFolderGivenAsTheCorpusSaysToNameTheOneAbove) {
  const conform::test::ScratchFolder corpus("conform-stages-test-corpus");
  corpus.put("cpl/valid/a.cpl", "plan { }");
  const conform::test::ScratchFolder scratch("conform-stages-test-scratch");
  CaseRequest request;
  request.corpus = (corpus.path() / "cpl").string();
  try {
    plan_cases(request, only("cpl"), scratch.path());
    FAIL() << "planned cases from a dialect folder";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("--corpus takes the folder above"), std::string::npos) << e.what();
  }
  request.corpus = corpus.path().string();
  EXPECT_EQ(plan_cases(request, only("cpl"), scratch.path()).size(), 1u);
}

TEST(CasePlan, AMissingBuiltinCorpusSuggestsCorpusOption) {
  const conform::test::ScratchFolder scratch("conform-stages-test-scratch");
  CaseRequest request;
  request.corpus = "/nonexistent/corpus";
  request.corpus_is_builtin = true;
  try {
    plan_cases(request, only("cpl"), scratch.path());
    FAIL() << "planned cases from a missing corpus";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("; pass --corpus DIR"), std::string::npos) << e.what();
  }
}

TEST(GeneratedCases, SpreadOverValidPlansAndErrorRulesAndWrittenAtTheirIds) {
  const conform::test::ScratchFolder scratch("conform-stages-test-scratch");
  const dialects::Configured* cpl = builtin.find("cpl");
  auto cases = generated_cases({cpl}, 3, 7, scratch.path());
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
  EXPECT_EQ(generated_cases({cpl}, 3, 7, scratch.path() / "again")[2].text, cases[2].text);  // same seed, same case
}

// With --rule, the generated cases break the rules it matches, every one of them: a run
// asked for ten cases of one rule gets ten, not the share of ten that rule would have
// had. A dialect with no matching rule generates nothing.
TEST(GeneratedCases, UnderARuleGlobAllBreakTheRulesItMatches) {
  const conform::test::ScratchFolder scratch("conform-stages-test-scratch");
  const dialects::Configured* cpl = builtin.find("cpl");
  const dialects::Configured* stepplan = builtin.find("stepplan");
  const GeneratedCases one_rule({cpl, stepplan}, 10, 7, scratch.path(), std::string("CPL-UNKNOWN-SYSCALL"));
  ASSERT_EQ(one_rule.size(), 10u);
  for (std::size_t i = 0; i < one_rule.size(); ++i) {
    const Case c = one_rule.describe(i);
    EXPECT_EQ(c.dialect, "cpl");
    EXPECT_EQ(c.rule, "CPL-UNKNOWN-SYSCALL");
    EXPECT_EQ(c.seed, 7 + i);
  }
  const GeneratedCases some({cpl}, 4, 1, scratch.path(), std::string("CPL-UNKNOWN-*"));
  ASSERT_EQ(some.size(), 4u);
  for (std::size_t i = 0; i < some.size(); ++i) EXPECT_TRUE(some.describe(i).rule.starts_with("CPL-UNKNOWN-")) << some.describe(i).rule;
  EXPECT_EQ(GeneratedCases({stepplan}, 5, 1, scratch.path(), std::string("CPL-*")).size(), 0u);
  EXPECT_EQ(GeneratedCases({cpl}, 5, 1, scratch.path()).describe(0).rule, "") << "without a glob the first is a valid plan";
}

// A rule only a decision makes a plan break (the catalog's decided_by) is generated as
// the corpus keeps it: impl-defined, not graded, named after the decision; the others
// stay invalid/<RULE>/.
TEST(GeneratedCases, ARuleOnlyADecisionDecidesIsImplDefined) {
  const conform::test::ScratchFolder scratch("conform-stages-test-scratch");
  const dialects::Configured* cpl = builtin.find("cpl");
  const Case bound = GeneratedCases({cpl}, 2, 5, scratch.path(), std::string("CPL-DUPLICATE-VARIABLE")).describe(0);
  EXPECT_EQ(bound.expectation, Expectation::impl_defined);
  EXPECT_EQ(bound.rule, "CPL-DUPLICATE-VARIABLE");
  EXPECT_EQ(bound.id, "cpl/generated/impl-defined/D13-CPL-DUPLICATE-VARIABLE-gen-5.cpl");
  const Case decided = GeneratedCases({cpl}, 2, 5, scratch.path(), std::string("CPL-UNDECLARED-VARIABLE")).describe(0);
  EXPECT_EQ(decided.expectation, Expectation::reject);
  EXPECT_EQ(decided.id, "cpl/generated/invalid/CPL-UNDECLARED-VARIABLE/gen-5.cpl");
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

// A target in the test's own process: its verdict is a function of the plan's text.
class TextJudge : public TargetDriver {
 public:
  explicit TextJudge(std::function<bool(const std::string&)> accepts) : accepts_(std::move(accepts)) {}
  Verdict judge(const Case& c) override { return accepts_(c.text) ? Verdict::accepted() : Verdict::rejected(); }

 private:
  std::function<bool(const std::string&)> accepts_;
};

DriverFactory judging(std::function<bool(const std::string&)> accepts) {
  return [accepts] { return std::make_unique<TextJudge>(accepts); };
}

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

// A generated broken case that a target accepting everything got wrong.
CaseResult missed(const dialects::Configured& d, const std::string& rule, std::uint64_t seed) {
  CaseResult r;
  r.c.dialect = std::string(d.id());
  r.c.expectation = Expectation::reject;
  r.c.rule = rule;
  r.c.seed = seed;
  r.c.id = r.c.dialect + "/generated/invalid/" + rule + "/gen-" + std::to_string(seed) + std::string(d.extension());
  r.c.text = d.generate_broken(rule, seed);
  r.verdict = Verdict::accepted();
  r.grade = Grade::false_accept;
  r.finished = true;
  return r;
}

TEST(ShrinkFailures, KeepsRulesMeansTheSameErrorsAndNoNewWarning) {
  const ReferenceRules original{{"R-A"}, {"W-1"}};
  EXPECT_TRUE(keeps_rules(original, original));
  EXPECT_TRUE(keeps_rules(original, {{"R-A"}, {}}));
  EXPECT_FALSE(keeps_rules(original, {{"R-A", "R-B"}, {"W-1"}})) << "an error rule more";
  EXPECT_FALSE(keeps_rules(original, {{}, {"W-1"}})) << "the rule lost";
  EXPECT_FALSE(keeps_rules(original, {{"R-A"}, {"W-1", "W-2"}})) << "a new warning";
  EXPECT_FALSE(keeps_rules({{}, {}}, {{}, {"W-1"}})) << "a valid plan that gained a warning";
}

// Stepplan plans break whole fields when lines go: deleting the line of "args" or of a
// step member adds STEPPLAN-MISSING-FIELD to the rule the case was made for. What lands
// in conform-failures/ must break the original's rules, exactly.
TEST(ShrinkFailures, AShrunkCaseKeepsExactlyTheOriginalsRules) {
  const dialects::Configured& stepplan = builtin.at("stepplan");
  const conform::test::ScratchFolder dir("conform-stages-test-keeps-rules");
  TextJudge accepts_everything([](const std::string&) { return true; });
  for (const char* rule : {"STEPPLAN-UNREGISTERED-TOOL", "STEPPLAN-SELF-DEPENDENCY", "STEPPLAN-BLANK-STRING"}) {
    for (std::uint64_t seed : {1}) {
      const CaseResult r = missed(stepplan, rule, seed);
      const ReferenceRules original = reference_rules(stepplan, r.c.text);
      ASSERT_EQ(original.errors, std::set<std::string>{rule}) << r.c.text;
      const std::string shrunk = read_text(shrink_failure(r, stepplan, accepts_everything, dir.path() / "scratch", dir.path() / "failures"));
      EXPECT_LT(shrunk.size(), r.c.text.size()) << rule << " seed " << seed << " did not shrink";
      EXPECT_TRUE(keeps_rules(original, reference_rules(stepplan, shrunk))) << rule << " seed " << seed << ":\n" << shrunk;
    }
  }
}

TEST(ShrinkFailures, TheBudgetShrinksOnePerRowAndCountsTheRest) {
  const dialects::Configured& cpl = builtin.at("cpl");
  const std::string rule = "CPL-MISSING-MAIN";
  std::vector<CaseResult> results;
  for (std::uint64_t seed : {1, 2, 3}) results.push_back(missed(cpl, rule, seed));
  results.push_back(missed(cpl, "CPL-UNKNOWN-SYSCALL", 4));
  const conform::test::ScratchFolder dir("conform-stages-test-budget");
  const auto dialect_of = [&](std::string_view) { return &cpl; };
  const std::atomic<bool> stop{false};
  auto outcome = shrink_failures(results, dialect_of, judging([](const std::string&) { return true; }), dir.path() / "scratch",
                                 dir.path() / "failures", stop, 2);
  EXPECT_EQ(outcome.shrunk, 2u);  // the first of each rule
  EXPECT_EQ(outcome.unshrunk, 2u);
  EXPECT_TRUE(outcome.problems.empty());
  EXPECT_FALSE(results[0].shrunk_path.empty());
  EXPECT_TRUE(results[1].shrunk_path.empty());
  EXPECT_TRUE(results[2].shrunk_path.empty());
  EXPECT_FALSE(results[3].shrunk_path.empty());
  EXPECT_TRUE(fs::exists(results[3].shrunk_path));

  for (auto& r : results) r.shrunk_path.clear();
  ShrinkBudget all_of_them;
  all_of_them.per_row = 10;
  outcome = shrink_failures(results, dialect_of, judging([](const std::string&) { return true; }), dir.path() / "scratch",
                            dir.path() / "failures", stop, 2, all_of_them);
  EXPECT_EQ(outcome.shrunk, 4u);
  EXPECT_EQ(outcome.unshrunk, 0u);

  ShrinkBudget out_of_time;
  out_of_time.deadline = std::chrono::steady_clock::now();  // passed before shrinking starts
  outcome = shrink_failures(results, dialect_of, judging([](const std::string&) { return true; }), dir.path() / "scratch",
                            dir.path() / "failures", stop, 1, out_of_time);
  EXPECT_EQ(outcome.shrunk, 0u);
  EXPECT_EQ(outcome.unshrunk, 4u);

  const std::atomic<bool> stopped{true};
  outcome = shrink_failures(results, dialect_of, judging([](const std::string&) { return true; }), dir.path() / "scratch",
                            dir.path() / "failures", stopped, 1);
  EXPECT_EQ(outcome.shrunk, 0u);
  EXPECT_EQ(outcome.unshrunk, 4u);
}

TEST(GeneratedCases, BrokenCasesCarryTheValidPlanTheyWereMadeFrom) {
  const conform::test::ScratchFolder scratch("conform-stages-test-bases");
  for (const dialects::Configured* d : builtin.all()) {
    const auto cases = generated_cases({d}, 8, 11, scratch.path());
    for (const auto& c : cases) {
      if (c.expectation == Expectation::accept) {
        EXPECT_FALSE(c.base) << c.id;
        continue;
      }
      if (!c.base) continue;
      EXPECT_NE(c.base->text, c.text) << c.id;
      EXPECT_FALSE(has_errors(d->check(SourceText("base", c.base->text), Limits{}))) << c.id << "\n" << c.base->text;
      EXPECT_EQ(read_text(c.base->path), c.base->text) << c.id;
    }
  }
}

// A rejecting target proves it checks a case's rule only if it accepts the plan the case was made from.
TEST(Runner, ABrokenCaseRejectedWithItsBaseIsInconclusive) {
  Case broken;
  broken.id = "cpl/generated/invalid/CPL-X/gen-1.cpl";
  broken.dialect = "cpl";
  broken.expectation = Expectation::reject;
  broken.rule = "CPL-X";
  broken.text = "broken";
  broken.seed = 1;
  broken.base = CaseBase{"cpl/generated/base/CPL-X/gen-1.cpl", "", "base"};
  Case without_base = broken;
  without_base.id = "cpl/invalid/CPL-X/no-base.cpl";
  without_base.base.reset();
  const std::atomic<bool> stop{false};
  const auto grades = [&](std::function<bool(const std::string&)> accepts) {
    std::vector<Grade> out;
    for (const auto& r : run_cases({broken, without_base}, judging(accepts), {}, 1, stop)) out.push_back(r.grade);
    return out;
  };
  EXPECT_EQ(grades([](const std::string&) { return false; }), (std::vector{Grade::inconclusive, Grade::pass}));
  EXPECT_EQ(grades([](const std::string& text) { return text == "base"; }), (std::vector{Grade::pass, Grade::pass}));
  EXPECT_EQ(grades([](const std::string&) { return true; }), (std::vector{Grade::false_accept, Grade::false_accept}));

  std::vector<CaseResult> results = run_cases({broken}, judging([](const std::string&) { return false; }), {}, 1, stop);
  const Summary summary = summarize(results);
  EXPECT_EQ(summary.rows.at("cpl").at("CPL-X").inconclusive, 1);
  EXPECT_EQ(summary.total.pass + summary.total.false_accept, 0) << "an inconclusive case is not graded";
  EXPECT_FALSE(summary.failed());
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
