// Every case of corpus/stepplan gets the verdict its path promises (tests/corpus_support.hpp).
#include <gtest/gtest.h>

#include "oracles/stepplan/check.hpp"
#include "tests/corpus_support.hpp"
#include "tests/test_support.hpp"

namespace conform {
namespace {

using test::CorpusCase;

class StepplanCorpusTest : public ::testing::TestWithParam<CorpusCase> {};

TEST_P(StepplanCorpusTest, GetsTheVerdictItsPathPromises) {
  test::expect_verdict_its_path_promises(GetParam(), [](const SourceText& s) { return stepplan::check(s); });
}

INSTANTIATE_TEST_SUITE_P(Stepplan, StepplanCorpusTest, ::testing::ValuesIn(test::corpus_cases("stepplan")),
                         [](const ::testing::TestParamInfo<CorpusCase>& info) { return test::corpus_test_name(info.param); });

TEST(CorpusLayout, StepplanIsComplete) {
  test::expect_complete_layout("stepplan");
  EXPECT_TRUE(std::filesystem::exists(test::corpus_dir("stepplan") / "valid" / "doc-section3-step1-step2-step3.json"));
}

}  // namespace
}  // namespace conform
