// misspells(): the near spellings of a name that a plan evidently meant, and the names it
// did not.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "core/ascii.hpp"

namespace conform {
namespace {

TEST(Misspells, NearSpellingsOfTheNameAreIt) {
  for (const char* word : {"Deferred", "deferred", "DEFERRED", "Defered", "Deffered", "Deferd", "Deferrred", "Derferred",
                           "Defrered", "Deferedd", "Defferred"})
    EXPECT_TRUE(misspells(word, "Deferred")) << word;
}

TEST(Misspells, OtherNamesAreNot) {
  for (const char* word : {"Override", "Defer", "Deferable", "Inferred", "Referred", "Delayed", "D", "", "Deferredness"})
    EXPECT_FALSE(misspells(word, "Deferred")) << word;
}

// Any two edits after the first letter keep a name a misspelling of it; three
// substitutions in a row do not.
RC_GTEST_PROP(Misspells, TwoEditsAfterTheFirstLetterAreAMisspelling, ()) {
  const std::string target = "Deferred";
  std::string word = target;
  for (int edit = 0; edit < 2; ++edit) {
    const auto at = *rc::gen::inRange<std::size_t>(1, word.size());
    switch (*rc::gen::inRange(0, 3)) {
      case 0: word.erase(at, 1); break;
      case 1: word.insert(at, 1, *rc::gen::inRange('a', 'z')); break;
      default: word[at] = *rc::gen::inRange('a', 'z');
    }
  }
  RC_ASSERT(misspells(word, target));
  std::string far = target;
  for (std::size_t i = 1; i <= 3; ++i) far[i] = '#';
  RC_ASSERT(!misspells(far, target));
}

}  // namespace
}  // namespace conform
