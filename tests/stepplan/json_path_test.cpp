// json_contract::Path, the JSON path the stepplan and fixplan views keep for messages:
// spelled only when asked, as the messages always spelled it.
#include <gtest/gtest.h>

#include <string>

#include "oracles/json_contract/path.hpp"

namespace conform::json_contract {
namespace {

TEST(JsonPath, SpellsMembersWithDotsAndElementsWithBrackets) {
  const Path top;
  EXPECT_TRUE(top.is_top_level());
  EXPECT_EQ(top.str(), "");
  EXPECT_EQ(top.member("steps").str(), "steps");
  EXPECT_EQ(top.member("steps").element(2).member("tool").member("name").str(), "steps[2].tool.name");
  EXPECT_EQ(top.member("tasks").element(0).member("edits").element(11).member("context_files").element(3).str(),
            "tasks[0].edits[11].context_files[3]");
  EXPECT_EQ(top.element(4).str(), "[4]");
  EXPECT_FALSE(top.member("a").is_top_level());
}

TEST(JsonPath, ExtendingAPathLeavesItAsItWas) {
  const Path tasks = Path().member("tasks");
  const Path first = tasks.element(0);
  const Path second = tasks.element(1);
  EXPECT_EQ(tasks.str(), "tasks");
  EXPECT_EQ(first.str(), "tasks[0]");
  EXPECT_EQ(second.member("id").str(), "tasks[1].id");
}

TEST(JsonPath, JoinsAMessageTail) {
  EXPECT_EQ(Path().member("overview").member("summary") + ": empty string", "overview.summary: empty string");
  const std::string key = "odd_key-2";
  EXPECT_EQ(Path().member(key) + "", "odd_key-2");
}

// A key with anything but letters, digits, '_' and '-' is quoted and escaped, so a blank,
// a dot or a character that prints as nothing or turns the text around is seen.
TEST(JsonPath, QuotesAKeyThatIsNotAPlainName) {
  EXPECT_EQ(Path().member("tasks").element(0).member("my key").str(), "tasks[0].\"my key\"");
  EXPECT_EQ(Path().member("a.b").str(), "\"a.b\"");
  EXPECT_EQ(Path().member("ov\u202Eerview").str(), "\"ov\\u202Eerview\"");
  EXPECT_EQ(Path().member("echo\u200Btool").str(), "\"echo\\u200Btool\"");
  EXPECT_EQ(Path().member("say \"hi\"").str(), "\"say \\\"hi\\\"\"");
  EXPECT_EQ(Path().member("").str(), "\"\"");
  EXPECT_EQ(Path().member(std::string(60, 'k')).str(), std::string(60, 'k'));
  EXPECT_EQ(Path().member(std::string(61, 'k')).str(), "\"" + std::string(60, 'k') + "\"…");
}

TEST(JsonPath, MarksSegmentsBeyondItsCapacity) {
  Path p;
  std::string expected;
  for (std::size_t i = 0; i < Path::capacity; ++i) {
    p = p.element(i);
    expected += "[" + std::to_string(i) + "]";
  }
  EXPECT_EQ(p.str(), expected);
  EXPECT_EQ(p.member("deeper").element(9).str(), expected + ".…");
}

}  // namespace
}  // namespace conform::json_contract
