// json::BracketEnds, which the search for a plan among braces in prose asks where each
// failed candidate's brackets end: it must answer as a scan from that bracket would,
// and read the text once however many brackets never close.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "parsers/core/envelope.hpp"
#include "parsers/json/scan.hpp"

namespace conform::json {
namespace {

// The definition: from `open`, count brackets of either kind, skip strings, stop where
// the count returns to zero.
std::optional<std::size_t> past_by_counting(std::string_view text, std::size_t open) {
  std::size_t depth = 0;
  for (std::size_t i = open; i < text.size();) {
    const char c = text[i];
    if (c == '"') {
      i = quoted_token_end(text, i);
      continue;
    }
    if (c == '{' || c == '[') ++depth;
    if ((c == '}' || c == ']') && --depth == 0) return i + 1;
    ++i;
  }
  return std::nullopt;
}

std::vector<std::size_t> openers(std::string_view text) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '{' || text[i] == '[') out.push_back(i);
  return out;
}

// Texts of brackets, strings (escapes, line breaks that end them) and prose.
rc::Gen<std::string> bracket_text() {
  return rc::gen::container<std::string>(rc::gen::element('{', '[', '}', ']', '"', '\\', '\n', 'a', ' '));
}

RC_GTEST_PROP(BracketEnds, AnswersAsAScanFromTheBracketWould, ()) {
  const std::string text = *bracket_text();
  const auto at = openers(text);
  RC_PRE(!at.empty());
  // Asked in the order the search asks (forward), then at random: every answer is the
  // definition's, whatever an earlier scan left behind.
  BracketEnds ends(text);
  for (std::size_t open : at) RC_ASSERT(ends.past(open) == past_by_counting(text, open));
  const auto picks = *rc::gen::container<std::vector<std::size_t>>(rc::gen::elementOf(at));
  for (std::size_t open : picks) RC_ASSERT(ends.past(open) == past_by_counting(text, open));
}

TEST(BracketEnds, ReadsBracketsThatNeverCloseOnce) {
  std::string text;
  for (int i = 0; i < 10000; ++i) text += "a { ";
  BracketEnds ends(text);
  for (std::size_t open : openers(text)) EXPECT_EQ(ends.past(open), std::nullopt);
  EXPECT_LE(ends.bytes_scanned(), text.size());
}

TEST(BracketEnds, ABracketThatClosesEndsPastItsPartner) {
  const std::string text = R"(x {"a": "}", "b": [1, {}]} y [ "])";
  BracketEnds ends(text);
  EXPECT_EQ(ends.past(text.find('{')), text.find(" y"));
  EXPECT_EQ(ends.past(text.find('[')), text.find("]}") + 1);
  EXPECT_EQ(ends.past(text.rfind('[')), std::nullopt);  // `"]` is a string to the end of the text
}

}  // namespace
}  // namespace conform::json
