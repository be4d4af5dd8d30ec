// The fuzz targets' structure-aware mutator (fuzz/core/dialect_mutator.hpp), for every
// registered dialect: a function of the input and the seed alone, within the size asked
// for, mostly plans that still parse, some of them valid and some broken; an input that
// does not parse starts from a plan; cross-over splices a subtree at its own depth.
#include <gtest/gtest.h>

#include <algorithm>

#include "fuzz/core/dialect_mutator.hpp"
#include "fuzz/core/indent_tree.hpp"
#include "tests/dialects/dialect_params.hpp"

namespace conform {
namespace {

class MutatorTest : public ::testing::TestWithParam<std::string> {
 protected:
  std::shared_ptr<const dialects::Configured> dialect() const { return dialects::find(GetParam())->builtin(); }
  bool has_error(const std::string& text) const {
    const auto found = dialect()->check(SourceText("mutated" + std::string(dialect()->extension()), text), Limits{});
    return std::any_of(found.begin(), found.end(), [](const Diagnostic& d) { return d.severity == Severity::error; });
  }
};

constexpr std::size_t roomy = 1 << 20;

TEST_P(MutatorTest, IsAFunctionOfTheInputAndTheSeed) {
  const auto d = dialect();
  fuzz::DialectMutator forward(GetParam()), backward(GetParam());
  std::vector<std::optional<std::string>> first, second;
  for (std::uint64_t seed = 0; seed < 60; ++seed) first.push_back(forward.mutate(d->generate_valid(seed), seed, roomy));
  for (std::uint64_t seed = 60; seed-- > 0;) second.push_back(backward.mutate(d->generate_valid(seed), seed, roomy));
  std::reverse(second.begin(), second.end());
  EXPECT_EQ(first, second);
}

TEST_P(MutatorTest, ChangesPlansAndMostlyKeepsThemParsing) {
  const auto d = dialect();
  fuzz::DialectMutator mutator(GetParam());
  int mutated = 0, parsing = 0, with_error = 0;
  const int total = 300;
  for (std::uint64_t seed = 0; seed < total; ++seed) {
    const std::string input = d->generate_valid(seed % 30);
    const auto out = mutator.mutate(input, seed, roomy);
    if (!out) continue;
    EXPECT_NE(*out, input) << "seed " << seed;
    ++mutated;
    if (d->relaid(*out, 0)) ++parsing;
    if (has_error(*out)) ++with_error;
  }
  std::printf("%s: %d of %d inputs mutated, %d parse, %d draw an error\n", GetParam().c_str(), mutated, total,
              parsing, with_error);
  EXPECT_GE(mutated, total * 9 / 10);
  EXPECT_GE(parsing, mutated / 2) << "most mutations should still be plans";
  EXPECT_GT(with_error, 0) << "some mutations should break a rule";
  EXPECT_LT(with_error, mutated) << "some mutations should stay valid";
}

TEST_P(MutatorTest, RespectsTheSizeLimit) {
  const auto d = dialect();
  fuzz::DialectMutator mutator(GetParam());
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    const auto out = mutator.mutate(d->generate_valid(seed), seed, 64);
    if (out) {
      EXPECT_LE(out->size(), 64u) << "seed " << seed;
    }
    const auto spliced = mutator.cross_over(d->generate_valid(seed), d->generate_valid(seed + 1), seed, 64);
    if (spliced) {
      EXPECT_LE(spliced->size(), 64u) << "seed " << seed;
    }
  }
}

TEST_P(MutatorTest, StartsFromAPlanWhenTheInputDoesNotParse) {
  const auto d = dialect();
  fuzz::DialectMutator mutator(GetParam());
  int parsing = 0;
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    const auto out = mutator.mutate("\x01\x02 not a plan (", seed, roomy);
    if (out && d->relaid(*out, 0)) ++parsing;
  }
  EXPECT_GE(parsing, 20);
}

TEST_P(MutatorTest, CrossOverGivesNewPlans) {
  const auto d = dialect();
  fuzz::DialectMutator mutator(GetParam());
  int spliced = 0, parsing = 0;
  for (std::uint64_t seed = 0; seed < 100; ++seed) {
    const auto out = mutator.cross_over(d->generate_valid(seed), d->generate_valid(seed + 100), seed, roomy);
    if (!out) continue;
    ++spliced;
    if (d->relaid(*out, 0)) ++parsing;
  }
  EXPECT_GE(spliced, 50);
  EXPECT_GT(parsing, 0);
}

INSTANTIATE_TEST_SUITE_P(Registered, MutatorTest, ::testing::ValuesIn(test::dialect_ids()),
                         [](const auto& info) { return test::identifier(info.param); });

TEST(IndentTree, ReadsSubtreesAndSiblingsFromIndentation) {
  const fuzz::IndentTree tree("a {\n  b {\n    c\n  }\n  d\n}\n");
  EXPECT_EQ(tree.size(), 7u);  // the last line is empty
  EXPECT_EQ(tree.starts(), (std::vector<std::size_t>{0, 1, 2, 4}));
  EXPECT_EQ(tree.end(1), 4u);
  EXPECT_EQ(tree.next_sibling(1), 4u);
  EXPECT_EQ(tree.next_sibling(4), tree.size());
  EXPECT_EQ(tree.end(0), 6u);
  EXPECT_EQ(tree.starts_at_depth(2), (std::vector<std::size_t>{1, 4}));
  EXPECT_EQ(tree.replaced(1, 4, tree.lines(4, 5)), "a {\n  d\n  d\n}\n");
}

}  // namespace
}  // namespace conform
