// The six rules every JSON contract shares, under the FIXPLAN prefix, and that they
// leave the plan's own rules alone.
#include <gtest/gtest.h>

#include "oracles/fixplan/check.hpp"
#include "tests/fixplan/fixplan_test_support.hpp"

namespace conform::fixplan {
namespace {

using test::errors_of;
using Rules = std::set<std::string>;

std::string plan() { return test::changed([](json::Value&) {}); }

TEST(FixplanEnvelope, FenceProseAndSecondValue) {
  EXPECT_EQ(errors_of("```json\n" + plan() + "```\n"), Rules{"FIXPLAN-MARKDOWN-FENCE"});
  EXPECT_EQ(errors_of("Here is the plan:\n" + plan()), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(errors_of(plan() + "\nLet me know if you need changes."), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(errors_of(plan() + plan()), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
  EXPECT_EQ(errors_of("[" + plan() + "]"), Rules{"FIXPLAN-TOP-LEVEL-NOT-OBJECT"});
  EXPECT_EQ(errors_of("\"plan\""), Rules{"FIXPLAN-TOP-LEVEL-NOT-OBJECT"});
}

TEST(FixplanEnvelope, MalformedJson) {
  std::string text = plan();
  const auto close = text.rfind('}');
  EXPECT_EQ(errors_of(text.substr(0, close) + ",}"), Rules{"FIXPLAN-MALFORMED-JSON"});  // trailing comma after metadata's '}'
  EXPECT_EQ(errors_of("// plan\n" + text), Rules{"FIXPLAN-MALFORMED-JSON"});
  EXPECT_EQ(errors_of(text.substr(0, text.size() / 2)), Rules{"FIXPLAN-MALFORMED-JSON"});
  EXPECT_EQ(errors_of(""), Rules{"FIXPLAN-MALFORMED-JSON"});
}

TEST(FixplanEnvelope, DuplicateKeysReadTheLastMember) {
  // D19: only DUPLICATE-KEY, and the other rules see the last value, as nlohmann does.
  std::string text = plan();
  const auto at = text.find("\"plan_version\"");
  EXPECT_EQ(errors_of(text.substr(0, at) + "\"plan_version\": \"0.9\",\n  " + text.substr(at)), Rules{"FIXPLAN-DUPLICATE-KEY"});
  EXPECT_EQ(errors_of(text.substr(0, at) + "\"plan_version\": \"1.0\",\n  " + text.substr(at)), Rules{"FIXPLAN-DUPLICATE-KEY"});
  const auto version_end = text.find('\n', at);
  EXPECT_EQ(errors_of(text.substr(0, version_end) + "\n  \"plan_version\": \"2.0\"," + text.substr(version_end)),
            (Rules{"FIXPLAN-DUPLICATE-KEY", "FIXPLAN-PLAN-VERSION"}));
}

TEST(FixplanEnvelope, LimitsComeAlone) {
  Limits small;
  small.max_bytes = 64;
  auto diagnostics = check(SourceText("big.json", plan()), small);
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].rule, "HARNESS-INPUT-TOO-LARGE");
  EXPECT_EQ(test::check_text(std::string(5000, '[') + std::string(5000, ']')).front().rule, "HARNESS-NESTING-TOO-DEEP");
}

}  // namespace
}  // namespace conform::fixplan
