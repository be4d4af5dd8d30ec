// Every case of corpus/cpl gets the verdict its path promises (tests/corpus_support.hpp).
#include <gtest/gtest.h>

#include "oracles/cpl/check.hpp"
#include "tests/corpus_support.hpp"
#include "tests/test_support.hpp"

namespace conform {
namespace {

using test::CorpusCase;

class CplCorpusTest : public ::testing::TestWithParam<CorpusCase> {};

TEST_P(CplCorpusTest, GetsTheVerdictItsPathPromises) {
  test::expect_verdict_its_path_promises(GetParam(), [](const SourceText& s) { return cpl::check(s); });
}

INSTANTIATE_TEST_SUITE_P(Cpl, CplCorpusTest, ::testing::ValuesIn(test::corpus_cases("cpl")),
                         [](const ::testing::TestParamInfo<CorpusCase>& info) { return test::corpus_test_name(info.param); });

TEST(CorpusLayout, CplIsComplete) {
  test::expect_complete_layout("cpl");
  EXPECT_TRUE(std::filesystem::exists(test::corpus_dir("cpl") / "valid" / "doc-section10-example.cpl"));
}

}  // namespace
}  // namespace conform
