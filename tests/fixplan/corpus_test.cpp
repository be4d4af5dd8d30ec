// Every case of corpus/fixplan gets the verdict its path promises (tests/corpus_support.hpp).
#include <gtest/gtest.h>

#include "oracles/fixplan/check.hpp"
#include "tests/corpus_support.hpp"
#include "tests/test_support.hpp"

namespace conform {
namespace {

using test::CorpusCase;

class FixplanCorpusTest : public ::testing::TestWithParam<CorpusCase> {};

TEST_P(FixplanCorpusTest, GetsTheVerdictItsPathPromises) {
  test::expect_verdict_its_path_promises(GetParam(), [](const SourceText& s) { return fixplan::check(s); });
}

INSTANTIATE_TEST_SUITE_P(Fixplan, FixplanCorpusTest, ::testing::ValuesIn(test::corpus_cases("fixplan")),
                         [](const ::testing::TestParamInfo<CorpusCase>& info) { return test::corpus_test_name(info.param); });

TEST(CorpusLayout, FixplanIsComplete) {
  test::expect_complete_layout("fixplan");
  EXPECT_TRUE(std::filesystem::exists(test::corpus_dir("fixplan") / "valid" / "doc-example.json"));
}

TEST(CorpusLayout, FixplanCasesAreJson) {
  for (const auto& c : test::corpus_cases("fixplan")) EXPECT_EQ(c.path.extension(), ".json") << c.relative;
}

}  // namespace
}  // namespace conform
