// Text, the view a tree holds instead of a copy of the source: X3 fills it from what a
// parser matched (raw[], the word parsers' put_chars) as one value, it grows only over
// adjacent bytes, it joins strings with `+`, and a TextStore's texts never move.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <boost/spirit/home/x3.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/literals.hpp"
#include "parsers/core/x3/text.hpp"
#include "parsers/core/x3/word.hpp"

namespace {

namespace x3 = boost::spirit::x3;
namespace x3kit = conform::x3kit;
using x3kit::Text;

constexpr bool is_lower(unsigned char c) { return c >= 'a' && c <= 'z'; }
using lower_word = x3kit::word_parser<is_lower, is_lower, x3kit::no_word, false>;

// The parser's Text and where it points: into `source`, at `offset`.
struct Match {
  bool ok;
  Text text;
};
template <typename Parser>
Match parse_text(std::string_view source, const Parser& p) {
  const char* first = source.data();
  Text text;
  const bool ok = x3::phrase_parse(first, source.data() + source.size(), p, x3::space, text);
  return {ok, text};
}

TEST(Text, IsTheMatchedRunOfTheSourceItself) {
  const std::string source = "  hello world";
  const auto word = parse_text(source, lower_word{});
  ASSERT_TRUE(word.ok);
  EXPECT_EQ(word.text, "hello");
  EXPECT_EQ(word.text.data(), source.data() + 2) << "a view, not a copy";

  const auto raw = parse_text(source, x3::raw[x3::lexeme[+x3::char_("a-z") >> ' ' >> +x3::char_("a-z")]]);
  ASSERT_TRUE(raw.ok);
  EXPECT_EQ(raw.text, "hello world");
  EXPECT_EQ(raw.text.data(), source.data() + 2);

  const auto op = parse_text(std::string_view(" <= 1"), x3kit::literals("<", "<="));
  ASSERT_TRUE(op.ok);
  EXPECT_EQ(op.text, "<") << "the first listed literal at the token, as x3::string's alternative";
}

TEST(Text, GrowsOverAdjacentBytesOnly) {
  const std::string_view source = "abcdef";
  Text t;
  x3kit::assign_source(t, source.data() + 1, source.data() + 3);
  EXPECT_EQ(t, "bc");
  x3kit::assign_source(t, source.data() + 3, source.data() + 5);
  EXPECT_EQ(t, "bcde");
  EXPECT_EQ(t.data(), source.data() + 1);
  EXPECT_DEATH(x3kit::assign_source(t, source.data() + 5, source.data() + 6) /* adjacent */;
               x3kit::assign_source(t, source.data() + 0, source.data() + 1), "do not follow the text");
}

TEST(Text, JoinsWithStringsAsAStringDoes) {
  const Text name("plan");
  EXPECT_EQ("'" + name + "'", "'plan'");
  EXPECT_EQ(std::string("a ") + name, "a plan");
  EXPECT_EQ(name + " b", "plan b");
  EXPECT_EQ(name + std::string(" c"), "plan c");
  EXPECT_EQ(name + '!', "plan!");
  EXPECT_EQ('#' + name, "#plan");
  EXPECT_EQ(name.substr(1, 2), "la");
  static_assert(std::is_same_v<decltype(name.substr(1)), Text>, "a part of a Text is a Text");
  EXPECT_EQ(name.str(), std::string("plan"));
}

TEST(TextStore, KeepsACopyOfTheSource) {
  auto original = std::make_unique<std::string>("public class Plan {}");
  x3kit::TextStore store(*original);
  const std::string_view kept = store.source();
  EXPECT_NE(kept.data(), original->data());
  original.reset();  // what the store holds does not depend on it (ASan would say)
  EXPECT_EQ(kept, "public class Plan {}");
}

// The skippers of CPL and java read the byte at the end before they compare with it.
RC_GTEST_PROP(TextStore, TheSourceIsFollowedByAReadableNul, (const std::string& text)) {
  const x3kit::TextStore store(text.substr(0, text.size() / 2));
  const std::string_view source = store.source();
  RC_ASSERT(source.data()[source.size()] == '\0');
}

RC_GTEST_PROP(TextStore, AKeptTextNeverMovesAsMoreAreKept, (const std::vector<std::string>& names)) {
  x3kit::TextStore store("");
  std::vector<Text> kept;
  for (const auto& n : names) kept.push_back(store.keep(n));  // short ones too: no string's own buffer moves
  for (std::size_t i = 0; i < names.size(); ++i) RC_ASSERT(kept[i] == std::string_view(names[i]));
}

}  // namespace
