#include "grade/statistics.hpp"

#include <gtest/gtest.h>

namespace conform::grade {
namespace {

// Wilson (1927); values checked against a second, independent computation of the formula
// and against published tables (e.g. 0 of 10: [0, 0.2775]).
TEST(Wilson, MatchesTheScoreIntervalByHand) {
  const Rate r = wilson(8, 15);
  EXPECT_DOUBLE_EQ(*r.rate, 8.0 / 15);
  EXPECT_NEAR(*r.low, 0.30117, 1e-5);
  EXPECT_NEAR(*r.high, 0.75190, 1e-5);
  EXPECT_TRUE(r.too_small());
}

TEST(Wilson, StaysInsideZeroAndOneAtTheEdges) {
  const Rate none = wilson(0, 10), all = wilson(10, 10);
  EXPECT_EQ(*none.low, 0);
  EXPECT_NEAR(*none.high, 0.27753, 1e-5);
  EXPECT_NEAR(*all.low, 0.72247, 1e-5);
  EXPECT_LE(*all.high, 1.0);
}

TEST(Wilson, NoRateWithoutADenominator) {
  const Rate r = wilson(0, 0);
  EXPECT_FALSE(r.rate.has_value());
  EXPECT_FALSE(r.low.has_value());
}

TEST(Wilson, ThirtyOutputsAreEnoughToCompare) {
  EXPECT_TRUE(wilson(10, 29).too_small());
  EXPECT_FALSE(wilson(10, 30).too_small());
}

// pass@k = 1 - C(n-c,k)/C(n,k) (Chen et al., 2021); pass^k = C(c,k)/C(n,k).
TEST(PassAtK, TheUnbiasedEstimatorsByHand) {
  EXPECT_DOUBLE_EQ(pass_at_k(4, 1, 1), 0.25);
  EXPECT_DOUBLE_EQ(pass_at_k(4, 1, 2), 0.5);    // 1 - C(3,2)/C(4,2) = 1 - 3/6
  EXPECT_DOUBLE_EQ(pass_at_k(4, 1, 3), 0.75);   // 1 - C(3,3)/C(4,3) = 1 - 1/4
  EXPECT_DOUBLE_EQ(pass_at_k(4, 1, 4), 1.0);
  EXPECT_DOUBLE_EQ(pass_at_k(5, 0, 3), 0.0);
  EXPECT_DOUBLE_EQ(pass_hat_k(4, 1, 2), 0.0);
  EXPECT_DOUBLE_EQ(pass_hat_k(4, 3, 2), 0.5);   // C(3,2)/C(4,2) = 3/6
  EXPECT_DOUBLE_EQ(pass_hat_k(5, 5, 5), 1.0);
}

}  // namespace
}  // namespace conform::grade
