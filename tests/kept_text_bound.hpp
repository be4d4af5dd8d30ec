#pragma once
// Whether a dialect's generators keep a bounded set of texts (generators/core/kept_text.hpp):
// drawn from fixed vocabularies, a second round of plans at new seeds keeps few new texts,
// far fewer than it draws plans, where a generator that kept one new text per plan
// would keep at least as many as it draws. (CPL's integers 0-999 take some hundreds of
// plans to show up: a second round of 600 plans kept 61 more, rtfs's 12, when this was
// written.)
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>

#include "generators/core/kept_text.hpp"

namespace conform::test {

// draw(seed) draws some of the dialect's plans at one seed (a valid one and one broken
// in a rule the seed picks, say) and returns how many.
template <typename Draw>
void expect_kept_texts_bounded(Draw draw) {
  const auto round = [&](std::uint64_t first_seed) {
    std::size_t plans = 0;
    for (std::uint64_t seed = first_seed; seed < first_seed + 300; ++seed) plans += draw(seed);
    return plans;
  };
  round(1);
  const std::size_t after_first = gen::kept_text_count();
  const std::size_t plans = round(1'000'000);
  const std::size_t after_second = gen::kept_text_count();
  EXPECT_LT(after_first, 5'000u);
  EXPECT_LT(after_second - after_first, plans / 4) << after_first << " then " << after_second << " after " << plans
                                                   << " more plans";
}

}  // namespace conform::test
