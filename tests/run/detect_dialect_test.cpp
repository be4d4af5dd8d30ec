// `--dialect auto` (tools/conform/dialect.cpp): which contract a text is taken for.
#include <gtest/gtest.h>

#include <string>

#include "tests/corpus_support.hpp"
#include "tests/test_support.hpp"
#include "tools/conform/dialect.hpp"

namespace conform {
namespace {

TEST(DetectDialect, HarnessMarkers) {
  EXPECT_EQ(detect_dialect("plan {\n}"), "cpl");
  EXPECT_EQ(detect_dialect("public class Plan { }"), "java");
  EXPECT_EQ(detect_dialect("(plan :steps [])"), "rtfs");
  EXPECT_EQ(detect_dialect(R"({"plan_version": "1.0", "tasks": []})"), "fixplan");
  EXPECT_EQ(detect_dialect(R"({"task_summary": "x", "steps": []})"), "stepplan");
}

TEST(DetectDialect, NothingToGoOnIsEmpty) {
  EXPECT_EQ(detect_dialect(""), "");
  EXPECT_EQ(detect_dialect("{}"), "");
  EXPECT_EQ(detect_dialect("Sure! Here is the plan you asked for."), "");
}

TEST(DetectDialect, FixplanWithoutItsVersionKeyIsStillFixplan) {
  EXPECT_EQ(detect_dialect(R"({"plan_versoin": "1.0", "primary_issue": "x", "risk_level": "low", "tasks": []})"),
            "fixplan");
}

TEST(DetectDialect, StepplanWithoutItsStepsKeyIsStillStepplan) {
  EXPECT_EQ(detect_dialect(R"({"task_summary": "x", "stesp": [{"step_id": "step_1"}]})"), "stepplan");
}

TEST(DetectDialect, JsonPlanMentioningPlanBraceInAStringIsNotCpl) {
  EXPECT_EQ(detect_dialect(R"({"task_summary": "write plan { } in CPL", "steps": [{"step_id": "step_1"}]})"),
            "stepplan");
  EXPECT_EQ(detect_dialect(R"j({"plan_version": "1.0", "summary": "see (plan x)", "tasks": [{"edits": []}]})j"),
            "fixplan");
}

TEST(DetectDialect, FencedOrEscapedPlansAreRecognised) {
  EXPECT_EQ(detect_dialect("```json\n{\"task_summary\": \"x\", \"steps\": []}\n```"), "stepplan");
  EXPECT_EQ(detect_dialect(R"("{\"plan_version\": \"1.0\", \"primary_issue\": \"x\"}")"), "fixplan");
}

// Every case the corpus promises valid or implementation-defined is a plan of its dialect
// and must be recognised as one; invalid cases may be anything, down to a bare fence.
class DetectCorpus : public testing::TestWithParam<test::CorpusCase> {};

TEST_P(DetectCorpus, RecognisesItsDialect) {
  const auto& c = GetParam();
  EXPECT_EQ(detect_dialect(test::read_file(c.path)), c.dialect);
}

std::vector<test::CorpusCase> plans_of_every_dialect() {
  std::vector<test::CorpusCase> out;
  for (auto id : implemented_dialects())
    for (auto& c : test::corpus_cases(std::string(id)))
      if (c.relative.rfind("valid/", 0) == 0 || c.relative.rfind("impl-defined/", 0) == 0) out.push_back(c);
  return out;
}

std::string case_name(const testing::TestParamInfo<test::CorpusCase>& info) {
  return test::test_name(info.param.dialect + "/" + info.param.relative);
}

INSTANTIATE_TEST_SUITE_P(Corpus, DetectCorpus, testing::ValuesIn(plans_of_every_dialect()), case_name);

TEST(DetectDialect, GeneratedValidPlansAreRecognised) {
  for (auto id : implemented_dialects())
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
      const auto text = find_dialect(id)->generate_valid(seed);
      ASSERT_EQ(detect_dialect(text), id) << "seed " << seed << ":\n" << text;
    }
}

}  // namespace
}  // namespace conform
