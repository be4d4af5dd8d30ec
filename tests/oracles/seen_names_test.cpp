// Seen and SeenNames (oracles/core) against a plain model, a std::set, across the move
// from the keys kept inline to the hash set.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "oracles/core/seen_names.hpp"

namespace {

using conform::Seen;
using conform::SeenNames;

TEST(SeenNames, ANameIsNewOnlyTheFirstTime) {
  SeenNames<2> seen;
  const std::vector<std::string> names{"a", "b", "a", "c", "b", "d", "c", "a"};
  std::vector<bool> fresh;
  for (const auto& n : names) fresh.push_back(seen.insert(n));
  EXPECT_EQ(fresh, (std::vector<bool>{true, true, false, true, false, true, false, false}));
}

RC_GTEST_PROP(SeenNames, AgreesWithASet, ()) {
  const auto picks = *rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 24));
  std::vector<std::string> names;
  for (int p : picks) names.push_back("n" + std::to_string(p));
  SeenNames<4> seen;
  std::set<std::string> model;
  for (const auto& n : names) RC_ASSERT(seen.insert(n) == model.insert(n).second);
}

RC_GTEST_PROP(Seen, ContainsWhatWasInsertedAndNothingElse, ()) {
  const auto inserted = *rc::gen::container<std::vector<unsigned>>(rc::gen::inRange(0u, 24u));
  Seen<unsigned, 4> seen;
  std::set<unsigned> model;
  for (unsigned k : inserted) {
    RC_ASSERT(seen.insert(k) == model.insert(k).second);
    for (unsigned probe = 0; probe < 24; ++probe) RC_ASSERT(seen.contains(probe) == (model.count(probe) != 0));
  }
}

}  // namespace
