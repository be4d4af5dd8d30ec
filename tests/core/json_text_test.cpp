// json_text(): the JSON conform writes keeps one value per line for readers that split on
// every Unicode line break, and is valid UTF-8 whatever the text it holds.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "core/json_text.hpp"

namespace conform {
namespace {

TEST(JsonText, LineAndParagraphSeparatorsAreEscaped) {
  const nlohmann::json value = {{"message", "a\u2028b\u2029c"}, {"near", "\u2027\u202a\u20ac"}};
  const std::string text = json_text(value);
  EXPECT_EQ(text, R"({"message":"a\u2028b\u2029c","near":")" "\u2027\u202a\u20ac" R"("})");
  EXPECT_EQ(nlohmann::json::parse(text), value);
}

TEST(JsonText, SeparatorsAreEscapedFromTheOffsetOnWhereverTheyStand) {
  std::string text = "\u2028x\u2029\u2028\u2027\xE2\x80";  // one at the start, two together, a cut one
  escape_line_separators(text);
  EXPECT_EQ(text, "\\u2028x\\u2029\\u2028\u2027\xE2\x80");
  text = "\u2028|\u2028";
  escape_line_separators(text, 3);
  EXPECT_EQ(text, "\u2028|\\u2028");
  text = "plain \u20ac";
  escape_line_separators(text);
  EXPECT_EQ(text, "plain \u20ac");
  // A text of nothing else (a plan of them, in a batch request) is escaped whole.
  std::string many, expected;
  for (int i = 0; i < 200'000; ++i) many += "\u2029", expected += "\\u2029";
  escape_line_separators(many);
  EXPECT_EQ(many, expected);
}

TEST(JsonText, InvalidUtf8IsReplacedAndIndentIsNlohmanns) {
  EXPECT_EQ(json_text(nlohmann::json(std::string("a\xff"))), "\"a\xEF\xBF\xBD\"");
  const nlohmann::json value = {{"k", 1}};
  EXPECT_EQ(json_text(value, 2), value.dump(2));
}

// Whatever string it holds, the text reads back as the same JSON (invalid UTF-8 aside) and
// holds no raw U+2028 or U+2029.
RC_GTEST_PROP(JsonText, ReadsBackAndHoldsNoRawSeparator, (const std::string& ascii, bool line, bool paragraph)) {
  std::string s = ascii;
  for (char& c : s) c = static_cast<char>(static_cast<unsigned char>(c) & 0x7F);
  if (line) s += "\u2028";
  if (paragraph) s.insert(0, "\u2029");
  const std::string text = json_text(nlohmann::json{{"s", s}});
  RC_ASSERT(text.find("\u2028") == std::string::npos);
  RC_ASSERT(text.find("\u2029") == std::string::npos);
  RC_ASSERT(nlohmann::json::parse(text).at("s").get<std::string>() == s);
}

// A NUL byte anywhere makes the text no JSON, where nlohmann's reader would stop there and
// read the value before it; other faults are said in the library's words, untagged.
TEST(ReadJson, ANulByteIsNoJsonAndOtherFaultsAreSaidWithoutTheLibrarysTag) {
  using namespace std::string_literals;
  EXPECT_EQ(read_json("{\"a\": 1}").value, nlohmann::json({{"a", 1}}));
  EXPECT_EQ(read_json("{\"a\": 1}").error, "");
  for (const std::string& text : {"{}\0junk"s, "{\"a\": 1}\0{\"a\": 2}"s, "\0"s}) {
    const JsonRead read = read_json(text);
    EXPECT_EQ(read.error, "a NUL byte at offset " + std::to_string(text.find('\0'))) << read.value.dump();
  }
  const JsonRead bad = read_json("{\"a\": tru}");
  EXPECT_TRUE(bad.error.starts_with("parse error at line 1, column ")) << bad.error;
  EXPECT_EQ(bad.error.find("json.exception"), std::string::npos) << bad.error;
  EXPECT_EQ(bad.error.find("last read"), std::string::npos) << bad.error;
  EXPECT_FALSE(read_json("").error.empty());
  EXPECT_FALSE(read_json("{} {}").error.empty());
}

}  // namespace
}  // namespace conform
