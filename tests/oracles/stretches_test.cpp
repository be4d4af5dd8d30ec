// for_each_stretch (oracles/core/stretches.hpp): the stretches cover the items once, in
// order, each as long as it may be and no longer.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <span>
#include <vector>

#include "oracles/core/stretches.hpp"

namespace {

struct Item {
  std::uint32_t begin;
  std::uint32_t end;
};

std::vector<std::vector<std::uint32_t>> stretches_of(const std::vector<Item>& items, std::size_t bytes, std::size_t* lasts) {
  std::vector<std::vector<std::uint32_t>> out;
  *lasts = 0;
  conform::for_each_stretch(std::span<const Item>(items), bytes, [&](std::span<const Item> stretch, bool last) {
    out.emplace_back();
    for (const Item& i : stretch) out.back().push_back(i.begin);
    if (last) ++*lasts;
  });
  return out;
}

TEST(Stretches, ItemsSpanningMoreThanTheBytesStartANewStretch) {
  const std::vector<Item> items{{0, 10}, {10, 30}, {30, 35}, {35, 80}, {80, 81}};
  std::size_t lasts = 0;
  EXPECT_EQ(stretches_of(items, 35, &lasts), (std::vector<std::vector<std::uint32_t>>{{0, 10, 30}, {35}, {80}}));
  EXPECT_EQ(lasts, 1u);
  EXPECT_EQ(stretches_of(items, 1000, &lasts), (std::vector<std::vector<std::uint32_t>>{{0, 10, 30, 35, 80}}));
  EXPECT_EQ(stretches_of(items, 1, &lasts), (std::vector<std::vector<std::uint32_t>>{{0}, {10}, {30}, {35}, {80}}));
}

TEST(Stretches, NoItemsAreOneEmptyStretch) {
  std::size_t lasts = 0;
  EXPECT_EQ(stretches_of({}, 10, &lasts), (std::vector<std::vector<std::uint32_t>>{{}}));
  EXPECT_EQ(lasts, 1u);
}

RC_GTEST_PROP(Stretches, CoverTheItemsInOrderEachAsLongAsItMayBe, ()) {
  const auto lengths = *rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(0, 50));
  const std::size_t bytes = *rc::gen::inRange<std::size_t>(1, 120);
  std::vector<Item> items;
  std::uint32_t at = 0;
  for (std::uint32_t n : lengths) {
    items.push_back({at, at + n});
    at += n + *rc::gen::inRange<std::uint32_t>(0, 5);
  }
  std::size_t lasts = 0;
  const auto stretches = stretches_of(items, bytes, &lasts);
  RC_ASSERT(lasts == 1u);
  std::size_t next = 0;
  for (const auto& s : stretches) {
    if (items.empty()) break;
    RC_ASSERT(!s.empty());
    const std::uint32_t first = items[next].begin;
    for (std::uint32_t b : s) RC_ASSERT(b == items[next++].begin);
    // Within the bytes unless one item alone is longer; the next item would not fit.
    if (s.size() > 1) RC_ASSERT(items[next - 1].end - first <= bytes);
    if (next < items.size()) RC_ASSERT(items[next].end - first > bytes);
  }
  RC_ASSERT(next == items.size());
}

}  // namespace
