// The batch protocol carries a plan's bytes exactly: a JSON string for UTF-8, base64 for
// anything else (docs/run.md), so exec and batch mode judge the same bytes.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "run/batch_messages.hpp"
#include "run/plan_encoding.hpp"
#include "run/target_driver.hpp"

namespace conform::run {
namespace {

TEST(PlanEncoding, Base64AsRfc4648Writes) {
  // RFC 4648 §10's test vectors.
  EXPECT_EQ(base64(""), "");
  EXPECT_EQ(base64("f"), "Zg==");
  EXPECT_EQ(base64("fo"), "Zm8=");
  EXPECT_EQ(base64("foo"), "Zm9v");
  EXPECT_EQ(base64("foob"), "Zm9vYg==");
  EXPECT_EQ(base64("fooba"), "Zm9vYmE=");
  EXPECT_EQ(base64("foobar"), "Zm9vYmFy");
  EXPECT_EQ(base64(std::string("\xff\xfe\x00", 3)), "//4A");
}

TEST(PlanEncoding, Utf8IsTextAndAnythingElseIsBase64) {
  EXPECT_TRUE(is_utf8(""));
  EXPECT_TRUE(is_utf8("plan { } \xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"));
  for (const std::string bad : {"\xff", "a\xc3", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\x80"}) {
    EXPECT_FALSE(is_utf8(bad)) << bad;
    const auto request = nlohmann::json::parse(request_line(1, "cpl", bad));
    EXPECT_FALSE(request.contains("plan"));
    EXPECT_EQ(request["plan_base64"], base64(bad));
  }
  const auto request = nlohmann::json::parse(request_line(1, "cpl", "plan { }"));
  EXPECT_EQ(request["plan"], "plan { }");
  EXPECT_FALSE(request.contains("plan_base64"));
}

// tests/run/fixtures/batch-bytes.py accepts exactly the plans whose bytes hold 0xFF: a
// harness that replaced invalid UTF-8 by U+FFFD would make it reject the first case.
TEST(PlanEncoding, ABatchTargetReceivesTheExactBytes) {
  Target target;
  target.command = std::string(CONFORM_SOURCE_DIR) + "/tests/run/fixtures/batch-bytes.py";
  target.argv = {target.command};
  target.limits.timeout_seconds = 600;  // a python start on a loaded machine; the target never hangs
  auto driver = make_batch_driver(target);
  Case c;
  c.id = "stepplan/invalid/x.json";
  c.dialect = "stepplan";
  for (const auto& [text, has_ff] : std::vector<std::pair<std::string, bool>>{
           {"{\"task_summary\": \"\xff\"}", true}, {"{\"task_summary\": \"\xc3\xbf\"}", false},
           {std::string("\x00\xff", 2), true}, {"plain", false}}) {
    c.text = text;
    const Verdict v = driver->judge(c);
    EXPECT_EQ(v.kind, has_ff ? Verdict::Kind::accept : Verdict::Kind::reject) << v.detail;
  }
}

}  // namespace
}  // namespace conform::run
