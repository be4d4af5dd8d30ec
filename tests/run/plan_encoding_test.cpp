// The batch protocol carries a plan's bytes exactly: a JSON string for UTF-8, base64 for
// anything else (docs/run.md), so exec and batch mode judge the same bytes.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

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

// RFC 3629 §4's syntax, byte by byte: the reference is_utf8 is held to.
bool utf8_by_rfc3629(const std::string& s) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const auto tail = [&](std::size_t i) { return i < s.size() && (byte(i) & 0xC0) == 0x80; };
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char b = byte(i);
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xBF;  // the range of the byte after the first
    if (b < 0x80) n = 1;
    else if (b >= 0xC2 && b <= 0xDF) n = 2;
    else if (b >= 0xE0 && b <= 0xEF) n = 3, lo = b == 0xE0 ? 0xA0 : 0x80, hi = b == 0xED ? 0x9F : 0xBF;
    else if (b >= 0xF0 && b <= 0xF4) n = 4, lo = b == 0xF0 ? 0x90 : 0x80, hi = b == 0xF4 ? 0x8F : 0xBF;
    else return false;
    if (n > 1 && (i + 1 >= s.size() || byte(i + 1) < lo || byte(i + 1) > hi)) return false;
    for (std::size_t k = 2; k < n; ++k)
      if (!tail(i + k)) return false;
    i += n;
  }
  return true;
}

// Plans are long runs of ASCII with a few other bytes: is_utf8 takes the runs a block at a
// time, so its verdict must not depend on where a block starts.
RC_GTEST_PROP(PlanEncoding, Utf8IsDecidedAsRfc3629DecidesItWhereverBlocksStart, ()) {
  const auto pieces = *rc::gen::container<std::vector<std::string>>(rc::gen::weightedOneOf<std::string>({
      {8, rc::gen::container<std::string>(rc::gen::inRange<char>(0x20, 0x7F))},
      {4, rc::gen::element<std::string>("\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\xed\x9f\xbf", "\xf4\x8f\xbf\xbf")},
      {1, rc::gen::element<std::string>("\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80", "\x80", "\xe2\x82")},
      {1, rc::gen::container<std::string>(*rc::gen::inRange<std::size_t>(1, 5), rc::gen::arbitrary<char>())},
  }));
  std::string text;
  for (const auto& piece : pieces) text += piece;
  RC_CLASSIFY(utf8_by_rfc3629(text), "UTF-8");
  RC_ASSERT(is_utf8(text) == utf8_by_rfc3629(text));
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
