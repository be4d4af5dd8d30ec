// OffsetMarks (oracles/core) against a plain model, a std::set, across the move from the
// offsets kept inline to the bits.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <vector>

#include "oracles/core/offset_marks.hpp"

namespace {

using conform::OffsetMarks;

TEST(OffsetMarks, MarksTheTextsFirstAndLastOffsetsPastTheInlineOnes) {
  OffsetMarks<2> marks(130);
  for (std::size_t o : {5u, 64u, 0u, 130u, 63u}) marks.mark(o);
  for (std::size_t o = 0; o <= 130; ++o) EXPECT_EQ(marks.marked(o), o == 0 || o == 5 || o == 63 || o == 64 || o == 130) << o;
}

RC_GTEST_PROP(OffsetMarks, HoldsWhatWasMarkedAndNothingElse, ()) {
  const auto size = *rc::gen::inRange<std::size_t>(0, 200);
  const auto marked = *rc::gen::container<std::vector<std::size_t>>(rc::gen::inRange<std::size_t>(0, size + 1));
  OffsetMarks<4> marks(size);
  std::set<std::size_t> model;
  for (std::size_t o : marked) {
    marks.mark(o);
    model.insert(o);
    for (std::size_t probe = 0; probe <= size; ++probe) RC_ASSERT(marks.marked(probe) == (model.count(probe) != 0));
  }
}

// Marks over a stretch of a text: the offsets from `first` to `last`, whatever lies
// before; outside it nothing is marked.
RC_GTEST_PROP(OffsetMarks, HoldsWhatWasMarkedInItsStretch, ()) {
  const auto first = *rc::gen::inRange<std::size_t>(0, 1000);
  const auto last = first + *rc::gen::inRange<std::size_t>(0, 200);
  const auto marked = *rc::gen::container<std::vector<std::size_t>>(rc::gen::inRange<std::size_t>(0, last + 10));
  OffsetMarks<4> marks(first, last);
  std::set<std::size_t> model;
  for (std::size_t o : marked) {
    marks.mark(o);
    if (o >= first && o <= last) model.insert(o);
  }
  for (std::size_t probe = 0; probe <= last + 10; ++probe) RC_ASSERT(marks.marked(probe) == (model.count(probe) != 0));
}

}  // namespace
