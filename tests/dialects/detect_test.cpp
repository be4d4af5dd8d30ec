// `--dialect auto` (dialects/core/detect.cpp): which contract a text is taken for.
#include <gtest/gtest.h>

#include <string>

#include "tests/corpus_support.hpp"
#include "tests/test_support.hpp"
#include "dialects/core/registry.hpp"
#include "tests/dialects/dialect_params.hpp"

namespace conform {
namespace {

TEST(DetectDialect, HarnessMarkers) {
  EXPECT_EQ(dialects::detect("plan {\n}"), "cpl");
  EXPECT_EQ(dialects::detect(R"({"plan_version": "1.0", "tasks": []})"), "fixplan");
  EXPECT_EQ(dialects::detect(R"({"task_summary": "x", "steps": []})"), "stepplan");
}

TEST(DetectDialect, AnSExpressionPlanIsRtfs) {
  EXPECT_EQ(dialects::detect("(plan :name \"x\" :body (do (step \"a\" {:a 1})))"), "rtfs");
  EXPECT_EQ(dialects::detect("Here it is:\n```clojure\n( plan\n  :body (do))\n```"), "rtfs");
  EXPECT_EQ(dialects::detect("(planner :body (do))"), "");
  EXPECT_EQ(dialects::detect("(explain the plan)"), "");
  // Its arguments written as one map, `(plan {…})`, are RTFS's, not CPL's `plan {`.
  EXPECT_EQ(dialects::detect("(plan {:name \"x\" :body (do (step \"a\" {:a 1}))})"), "rtfs");
  EXPECT_EQ(dialects::detect("( plan\n  {:name \"x\"})"), "rtfs");
  EXPECT_EQ(dialects::detect("myplan {\n}"), "");
}

TEST(DetectDialect, TextOfNoRegisteredDialectIsNotGuessed) {
  EXPECT_EQ(dialects::detect("#include <stdio.h>\nint main(void) { return 0; }\n"), "");
  EXPECT_EQ(dialects::detect("SELECT plan_id FROM plans;"), "");
}

TEST(DetectDialect, NothingToGoOnIsEmpty) {
  EXPECT_EQ(dialects::detect(""), "");
  EXPECT_EQ(dialects::detect("{}"), "");
  EXPECT_EQ(dialects::detect("Sure! Here is the plan you asked for."), "");
}

TEST(DetectDialect, FixplanWithoutItsVersionKeyIsStillFixplan) {
  EXPECT_EQ(dialects::detect(R"({"plan_versoin": "1.0", "primary_issue": "x", "risk_level": "low", "tasks": []})"),
            "fixplan");
}

TEST(DetectDialect, StepplanWithoutItsStepsKeyIsStillStepplan) {
  EXPECT_EQ(dialects::detect(R"({"task_summary": "x", "stesp": [{"step_id": "step_1"}]})"), "stepplan");
}

TEST(DetectDialect, JsonPlanMentioningPlanBraceInAStringIsNotCpl) {
  EXPECT_EQ(dialects::detect(R"({"task_summary": "write plan { } in CPL", "steps": [{"step_id": "step_1"}]})"),
            "stepplan");
  EXPECT_EQ(dialects::detect(R"j({"plan_version": "1.0", "summary": "see (plan x)", "tasks": [{"edits": []}]})j"),
            "fixplan");
}

TEST(DetectDialect, FencedOrEscapedPlansAreRecognised) {
  EXPECT_EQ(dialects::detect("```json\n{\"task_summary\": \"x\", \"steps\": []}\n```"), "stepplan");
  EXPECT_EQ(dialects::detect(R"("{\"plan_version\": \"1.0\", \"primary_issue\": \"x\"}")"), "fixplan");
}

// Every case the corpus promises valid or implementation-defined is a plan of its dialect
// and must be recognised as one; invalid cases may be anything, down to a bare fence.
class DetectCorpus : public testing::TestWithParam<test::CorpusCase> {};

TEST_P(DetectCorpus, RecognisesItsDialect) {
  const auto& c = GetParam();
  EXPECT_EQ(dialects::detect(test::read_file(c.path)), c.dialect);
}

std::vector<test::CorpusCase> plans_of_every_dialect() {
  std::vector<test::CorpusCase> out;
  for (const auto& id : test::dialect_ids())
    for (auto& c : test::corpus_cases(id))
      if (c.relative.rfind("valid/", 0) == 0 || c.relative.rfind("impl-defined/", 0) == 0) out.push_back(c);
  return out;
}

std::string case_name(const testing::TestParamInfo<test::CorpusCase>& info) {
  return test::test_name(info.param.dialect + "/" + info.param.relative);
}

INSTANTIATE_TEST_SUITE_P(Corpus, DetectCorpus, testing::ValuesIn(plans_of_every_dialect()), case_name);

// `conform check --dialect auto` names a dialect for every corpus case, from its text or
// else from its path (the reference validator checks each case so, in exec mode, where a
// prose-only .json case had no dialect: stop 101's run audit).
TEST(DetectDialect, EveryCorpusCaseGetsADialectFromItsTextOrPath) {
  for (const auto& id : test::dialect_ids())
    for (const auto& c : test::corpus_cases(id)) {
      if (c.relative.rfind("regressions/", 0) == 0) continue;
      const std::string_view by_text = dialects::detect(test::read_file(c.path));
      const dialects::Dialect* by_path = dialects::for_path(c.path.string());
      EXPECT_TRUE(!by_text.empty() || (by_path && by_path->id() == id)) << c.path;
    }
}

TEST(DetectDialect, GeneratedValidPlansAreRecognised) {
  for (const auto& id : test::dialect_ids())
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
      const auto text = dialects::find(id)->builtin()->generate_valid(seed);
      ASSERT_EQ(dialects::detect(text), id) << "seed " << seed << ":\n" << text;
    }
}

}  // namespace
}  // namespace conform
