#pragma once
// Whether a dialect's generators keep a bounded set of texts (generators/core/kept_text.hpp):
// drawn from fixed vocabularies, a second round of as many plans at new seeds keeps less
// than a tenth of what the first kept. (CPL's integers 0-999 take about 300 plans to
// show up; after 100, a second 100 still kept 28% more.)
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>

#include "generators/core/kept_text.hpp"

namespace conform::test {

// draw(seed) draws the dialect's plans, valid and broken in every rule, at one seed.
template <typename Draw>
void expect_kept_texts_bounded(Draw draw) {
  const auto round = [&](std::uint64_t first_seed) {
    for (std::uint64_t seed = first_seed; seed < first_seed + 300; ++seed) draw(seed);
  };
  round(1);
  const std::size_t after_first = gen::kept_text_count();
  round(1'000'000);
  const std::size_t after_second = gen::kept_text_count();
  EXPECT_LT(after_first, 2'000u);
  EXPECT_LT(after_second - after_first, after_first / 10) << after_first << " then " << after_second;
}

}  // namespace conform::test
