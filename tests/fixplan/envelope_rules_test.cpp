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
  // commentary in quotes JSON does not have is commentary, not a second value
  EXPECT_EQ(errors_of(plan() + "\n'Hope this helps!'"), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(errors_of(plan() + "\n\"Hope this helps!\""), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
  EXPECT_EQ(errors_of(plan() + plan()), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
  EXPECT_EQ(errors_of("[" + plan() + "]"), Rules{"FIXPLAN-TOP-LEVEL-NOT-OBJECT"});
  EXPECT_EQ(errors_of("\"plan\""), Rules{"FIXPLAN-TOP-LEVEL-NOT-OBJECT"});
  // A plan in single quotes is not JSON as written, one fault: what the quotes make of it
  // once repaired, a string, is no second (stop 98's grader-eye audit), on one line or many.
  EXPECT_EQ(errors_of("'" + plan() + "'"), Rules{"FIXPLAN-MALFORMED-JSON"});
  EXPECT_EQ(errors_of("'{\n  \"plan_version\": \"1.0\"\n}'"), Rules{"FIXPLAN-MALFORMED-JSON"});
  EXPECT_EQ(errors_of("NaN"), Rules{"FIXPLAN-MALFORMED-JSON"});
  // A malformed array is still an array: two faults
  EXPECT_EQ(errors_of("[1,]"), (Rules{"FIXPLAN-TOP-LEVEL-NOT-OBJECT", "FIXPLAN-MALFORMED-JSON"}));
}

// JSON's own punctuation after the object is not prose: a closing bracket that closes
// nothing leaves the text unbalanced, and the commas that join a second object are part
// of that second value.
// D29: a first object without any top-level key is a note; the plan after it is judged.
TEST(FixplanEnvelope, ANoteBeforeThePlanLeavesThePlanJudged) {
  const std::string note = R"({"status": "draft"})";
  EXPECT_EQ(errors_of(note + "\n" + plan()), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
  EXPECT_EQ(errors_of(plan() + "\n" + note), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
  const std::string bad_version = test::changed([](json::Value& p) { test::member(p, "plan_version").string = "2.0"; });
  EXPECT_EQ(errors_of(note + "\n" + bad_version), (Rules{"FIXPLAN-MULTIPLE-JSON-VALUES", "FIXPLAN-PLAN-VERSION"}));
  EXPECT_TRUE(errors_of(note + "\n" + note).contains("FIXPLAN-MISSING-FIELD"));
  // The plan judged is judged whole: its repeated key is reported, the note's is not (round 24).
  std::string repeated = plan();
  repeated.insert(repeated.find("\"plan_version\""), "\"overview\": \"x\", ");
  const std::string noted = note + "\n" + repeated;
  EXPECT_EQ(errors_of(noted), (Rules{"FIXPLAN-MULTIPLE-JSON-VALUES", "FIXPLAN-DUPLICATE-KEY"}));
  for (const auto& d : check(SourceText("t.json", noted))) {
    if (d.rule == "FIXPLAN-DUPLICATE-KEY") {
      EXPECT_EQ(d.offset, noted.find("\"overview\"", noted.find("\"overview\"") + 1));
    }
  }
  EXPECT_EQ(errors_of(R"({"status": "draft", "status": "final"})" "\n" + plan()), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
}

TEST(FixplanEnvelope, BracketsAndCommasAfterTheObjectAreNotProse) {
  const std::string text = plan();
  for (const std::string after : {"}", "]", "\n}\n", "}\n]\n"}) {
    const auto d = test::only_diagnostic(text + after);
    EXPECT_EQ(d.rule, "FIXPLAN-MALFORMED-JSON") << after;
    EXPECT_EQ(d.offset, text.size() + after.find_first_of("}]")) << after;
  }
  EXPECT_EQ(errors_of(text + ",\n" + text), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
  EXPECT_EQ(errors_of(text + " , " + text), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
  // Words beside the bracket, or a comma with nothing after it, are prose.
  EXPECT_EQ(errors_of(text + "} Done."), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(errors_of(text + ","), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(errors_of(text + ",\nAnd another: " + text), (Rules{"FIXPLAN-PROSE-OUTSIDE-JSON", "FIXPLAN-MULTIPLE-JSON-VALUES"}));
}

TEST(FixplanEnvelope, MalformedJson) {
  std::string text = plan();
  const auto close = text.rfind('}');
  EXPECT_EQ(errors_of(text.substr(0, close) + ",}"), Rules{"FIXPLAN-MALFORMED-JSON"});  // trailing comma after metadata's '}'
  EXPECT_EQ(errors_of(text.substr(0, text.size() / 2)), Rules{"FIXPLAN-MALFORMED-JSON"});
  EXPECT_EQ(errors_of(""), Rules{"FIXPLAN-MALFORMED-JSON"});
}

// "No additional prose, markdown fences, or trailing commentary": a comment outside the
// object is commentary around it; inside, it is a comment JSON does not have.
TEST(FixplanEnvelope, CommentsOutsideTheObjectAreCommentary) {
  const std::string text = plan();
  EXPECT_EQ(errors_of("// plan\n" + text), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(errors_of("/* the plan */ " + text), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(errors_of(text + "// end of plan\n"), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  const auto close = text.rfind('}');
  EXPECT_EQ(errors_of(text.substr(0, close + 1) + " /* done */"), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(errors_of(text + "// and again:\n" + text),
            (Rules{"FIXPLAN-PROSE-OUTSIDE-JSON", "FIXPLAN-MULTIPLE-JSON-VALUES"}));
  const auto open = text.find('{');
  EXPECT_EQ(errors_of(text.substr(0, open + 1) + " // first key\n" + text.substr(open + 1)), Rules{"FIXPLAN-MALFORMED-JSON"});
  EXPECT_EQ(errors_of(text.substr(0, close) + "// last\n" + text.substr(close)), Rules{"FIXPLAN-MALFORMED-JSON"});
}

// D26: a bracketed tag on its own line before the plan is prose, and the plan is judged.
TEST(FixplanEnvelope, ATagLineBeforeThePlanIsProse) {
  const std::string text = plan();
  for (const char* tag : {"[draft]", "{draft}", "[/INST]", "  [plan] follows:"})
    EXPECT_EQ(errors_of(std::string(tag) + "\n" + text), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"}) << tag;
  std::string older = text;
  older.replace(older.find("\"1.0\""), 5, "\"0.9\"");
  EXPECT_EQ(errors_of("[draft]\n" + older), (Rules{"FIXPLAN-PROSE-OUTSIDE-JSON", "FIXPLAN-PLAN-VERSION"}));
  EXPECT_EQ(errors_of("[draft]\n```json\n" + text + "```\n"), (Rules{"FIXPLAN-PROSE-OUTSIDE-JSON", "FIXPLAN-MARKDOWN-FENCE"}));
  // Not a tag: a bracket across lines, one that reads as JSON, or no plan after it.
  EXPECT_EQ(errors_of("[draft\n]\n" + text), Rules{"FIXPLAN-MALFORMED-JSON"});
  EXPECT_EQ(errors_of("[1]\n" + text), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
  EXPECT_EQ(errors_of("[draft]\n"), Rules{"FIXPLAN-MALFORMED-JSON"});
  EXPECT_EQ(errors_of("[draft]\nno plan {here"), Rules{"FIXPLAN-MALFORMED-JSON"});
}

// D29: a JSON value before the plan, as written, is a first value of several, as it is
// after the plan; the object with the plan's keys is judged (round 20's reader found
// `null` before the plan called prose and `[]` before it a top level that is no object).
TEST(FixplanEnvelope, AJsonValueBeforeThePlanIsAFirstValueOfSeveral) {
  const std::string text = plan();
  for (const char* before : {"null", "true", "42", "-1.5e3", "\"draft\"", "[]", "[1, 2]", "{}", "{\"status\": \"draft\"}",
                             "null "})
    EXPECT_EQ(errors_of(std::string(before) + "\n" + text), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"}) << before;
  EXPECT_EQ(errors_of("null " + text), Rules{"FIXPLAN-MULTIPLE-JSON-VALUES"});
  // Must trip the plan's own rules still: it is the object that is judged.
  std::string older = text;
  older.replace(older.find("\"1.0\""), 5, "\"0.9\"");
  EXPECT_EQ(errors_of("null\n" + older), (Rules{"FIXPLAN-MULTIPLE-JSON-VALUES", "FIXPLAN-PLAN-VERSION"}));
  // Not a value as written, or words after one: prose. A value alone is no object.
  for (const char* before : {"'Hope this helps!'", "NaN", "1 plan:", "Here:", "null plan"})
    EXPECT_EQ(errors_of(std::string(before) + "\n" + text), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"}) << before;
  // Before a damaged object it stays prose, and the damage is what is judged.
  std::string damaged = text;
  damaged.insert(damaged.find("\"tasks\""), "// the tasks\n");
  EXPECT_EQ(errors_of("true\n" + damaged), (Rules{"FIXPLAN-PROSE-OUTSIDE-JSON", "FIXPLAN-MALFORMED-JSON"}));
  EXPECT_EQ(errors_of("null"), Rules{"FIXPLAN-TOP-LEVEL-NOT-OBJECT"});
  EXPECT_EQ(errors_of("null\n{}"), (Rules{"FIXPLAN-TOP-LEVEL-NOT-OBJECT", "FIXPLAN-MULTIPLE-JSON-VALUES"}));
}

// Invalid UTF-8 in the prose around the plan is the prose's fault; in the plan, JSON's.
TEST(FixplanEnvelope, InvalidUtf8InProseIsTheProsesFault) {
  const std::string text = plan();
  EXPECT_EQ(errors_of(text + "Done \xE2\x82\n"), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(errors_of("Plan \xC0\xAF:\n" + text), Rules{"FIXPLAN-PROSE-OUTSIDE-JSON"});
  std::string damaged = text;
  damaged.replace(damaged.find("\"medium\""), 8, "\"medi\xFFm\"");
  EXPECT_EQ(errors_of(damaged + "Done \xE2\x82\n"), (Rules{"FIXPLAN-PROSE-OUTSIDE-JSON", "FIXPLAN-MALFORMED-JSON"}));
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
