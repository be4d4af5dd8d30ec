#pragma once
// For the dialects' seed_only_draws tests: what `conform gen` files in invalid/<RULE>/
// (a draw resting on no recorded decision) holds none of the forms that would make the
// case rest on a decision, or break a second rule a reader of the document could see.
#include <gtest/gtest.h>

#include <cstdint>
#include <regex>
#include <span>
#include <string>

#include "generators/core/sample.hpp"

namespace conform::test {

struct UnwantedForm {
  const char* rule;     // the breaker's rule
  const char* pattern;  // a regular expression no seed-only draw of it may match
  const char* why;      // the decision or the sentence the form would lean on
};

// `broken_text(rule)`: the breaker's generator. Every form's rule has some seed-only draw.
template <typename BrokenText>
void expect_no_unwanted_form(std::span<const UnwantedForm> forms, const BrokenText& broken_text, std::uint64_t seeds) {
  for (const auto& u : forms) {
    const std::regex pattern(u.pattern);
    int free = 0;
    for (std::uint64_t seed = 0; seed < seeds; ++seed) {
      const auto text = conform::gen::sample_resting_on_no_decision(broken_text(u.rule), seed);
      if (!text) continue;
      ++free;
      EXPECT_FALSE(std::regex_search(*text, pattern)) << u.rule << " (" << u.why << "), seed " << seed << "\n" << *text;
    }
    EXPECT_GT(free, 0) << u.rule << ": every draw rests on a decision";
  }
}

}  // namespace conform::test
