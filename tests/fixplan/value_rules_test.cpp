// Rules about single values and array sizes: PLAN-VERSION, EMPTY-STRING, INVALID-ENUM,
// TASK-ID-FORMAT, TASK-COUNT, EMPTY-ARRAY, DUPLICATE-ASSUMPTION, INTEGER-RANGE,
// CLAUDE-MODEL-STRING, and the warning SUMMARY-TOO-LONG.
#include <gtest/gtest.h>

#include "parsers/json/build.hpp"
#include "tests/fixplan/fixplan_test_support.hpp"

namespace conform::fixplan {
namespace {

namespace build = json::build;
using test::changed;
using test::edit;
using test::errors_of;
using test::member;
using test::task;
using Rules = std::set<std::string>;

std::string with_string(const std::function<json::Value&(json::Value&)>& place, const std::string& key, const std::string& value) {
  return changed([&](json::Value& p) { build::set(place(p), key, build::string(value)); });
}

json::Value& overview(json::Value& p) { return member(p, "overview"); }
json::Value& first_task(json::Value& p) { return task(p, 0); }
json::Value& first_edit(json::Value& p) { return edit(p, 0, 0); }
json::Value& root(json::Value& p) { return p; }

TEST(FixplanPlanVersion, OnlyTheString1Point0) {
  for (const char* v : {"1", "1.1", "2.0", "v1.0", "1.0.0", "", " 1.0", "1.00"})
    EXPECT_EQ(errors_of(with_string(root, "plan_version", v)), Rules{"FIXPLAN-PLAN-VERSION"}) << v;
  EXPECT_EQ(errors_of(with_string(root, "plan_version", "1.0")), Rules{});
  // D13: a number is a wrong type, not a wrong version.
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(p, "plan_version", build::number_text("1.0")); })),
            Rules{"FIXPLAN-WRONG-TYPE"});
}

TEST(FixplanEmptyString, EveryStringWithMinLengthOne) {
  const Rules empty{"FIXPLAN-EMPTY-STRING"};
  EXPECT_EQ(errors_of(with_string(overview, "primary_issue", "")), empty);
  EXPECT_EQ(errors_of(with_string(overview, "summary", "")), empty);
  EXPECT_EQ(errors_of(with_string(first_task, "title", "")), empty);
  EXPECT_EQ(errors_of(with_string(first_task, "rationale", "")), empty);
  EXPECT_EQ(errors_of(with_string(first_edit, "path", "")), empty);
  EXPECT_EQ(errors_of(with_string(first_edit, "instructions", "")), empty);
  EXPECT_EQ(errors_of(with_string(first_edit, "target_path", "")), empty);
  EXPECT_EQ(errors_of(with_string([](json::Value& p) -> json::Value& { return member(p, "metadata"); }, "model", "")), empty);
  for (const char* array : {"acceptance", "post_checks"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) { build::set(task(p, 0), array, build::strings({"ok", ""})); })), empty);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(edit(p, 0, 0), "context_files", build::strings({""})); })), empty);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(member(p, "tests"), "commands", build::strings({""})); })), empty);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(overview(p), "assumptions", build::strings({"", ""})); })), empty);
}

// "model: Claude model string (e.g., "claude-3.5-sonnet")": a name with Claude in it, in
// any case (D28); an empty one is EMPTY-STRING's alone.
TEST(FixplanClaudeModelString, TheModelNamesClaude) {
  const auto metadata = [](json::Value& p) -> json::Value& { return member(p, "metadata"); };
  for (const char* m : {"claude-3.5-sonnet", "claude-3-opus-20240229", "Claude 3 Opus", "CLAUDE", "anthropic/claude-3-haiku",
                        "us.anthropic.claude-3-5-sonnet-20241022-v2:0"})
    EXPECT_EQ(errors_of(with_string(metadata, "model", m)), Rules{}) << m;
  for (const char* m : {"gpt-4o", "gemini-1.5-pro", "sonnet", "claud-3", "cl aude", " ", "model-name", "c1aude-3"})
    EXPECT_EQ(errors_of(with_string(metadata, "model", m)), Rules{"FIXPLAN-CLAUDE-MODEL-STRING"}) << m;
  EXPECT_EQ(errors_of(with_string(metadata, "model", "")), Rules{"FIXPLAN-EMPTY-STRING"});
  // Only metadata.model: a title or a rationale may name any model.
  EXPECT_EQ(errors_of(with_string(first_task, "title", "Compare the output with gpt-4o")), Rules{});
}

TEST(FixplanEmptyString, WhiteSpaceAndEmptyNotesAreAllowed) {
  // D14: the schema says minLength 1, nothing about blanks; notes has no minimum.
  EXPECT_EQ(errors_of(with_string(first_task, "title", "   ")), Rules{});
  EXPECT_EQ(errors_of(with_string(first_edit, "notes", "")), Rules{});
}

TEST(FixplanInvalidEnum, EachEnumeration) {
  const Rules invalid{"FIXPLAN-INVALID-ENUM"};
  for (const char* v : {"critical", "Medium", "HIGH", ""}) EXPECT_EQ(errors_of(with_string(overview, "risk_level", v)), invalid) << v;
  for (const char* v : {"update_file", "Modify_file", "move_file", "rename"})
    EXPECT_EQ(errors_of(with_string(first_edit, "action", v)), invalid) << v;
  for (const char* v : {"python", "Swift", "json"}) EXPECT_EQ(errors_of(with_string(first_edit, "target", v)), invalid) << v;
  for (const char* v : {"patch", "unified-patch", "full_rewrite"})
    EXPECT_EQ(errors_of(with_string(first_edit, "strategy", v)), invalid) << v;
  for (const char* v : {"low", "medium", "high"}) EXPECT_EQ(errors_of(with_string(overview, "risk_level", v)), Rules{}) << v;
  for (const char* v : {"swift", "plist", "markdown", "other"})
    EXPECT_EQ(errors_of(with_string(first_edit, "target", v)), Rules{}) << v;
  EXPECT_EQ(errors_of(with_string(first_edit, "strategy", "file_rewrite")), Rules{});
}

TEST(FixplanInvalidEnum, MessageListsTheValues) {
  const std::string text = with_string(overview, "risk_level", "critical");
  auto d = test::only_diagnostic(text);
  EXPECT_EQ(text.substr(d.offset, 10), "\"critical\"");
  EXPECT_EQ(d.message, "overview.risk_level: \"critical\" is not one of low, medium, high");
}

TEST(FixplanTaskIdFormat, IdsAndDependencies) {
  const Rules format{"FIXPLAN-TASK-ID-FORMAT"};
  for (const char* id : {"t1", "Task1", "T-1", "1", "T1a", "T 1", "", "T", "T١"})
    EXPECT_EQ(errors_of(with_string(first_task, "id", id)), format) << id;
  EXPECT_EQ(errors_of(changed([](json::Value& p) {
              member(p, "tasks").elements.push_back(test::new_task("T2", {"t1"}));
            })),
            format);
  // D12: T0 and leading zeros match the schema's pattern.
  for (const char* id : {"T0", "T07", "T123456789012345678901234567890"})
    EXPECT_EQ(errors_of(with_string(first_task, "id", id)), Rules{}) << id;
}

TEST(FixplanTaskCount, OneToTwelve) {
  auto with_tasks = [](std::size_t n) {
    return changed([n](json::Value& p) {
      auto& tasks = member(p, "tasks").elements;
      tasks.clear();
      for (std::size_t i = 1; i <= n; ++i) tasks.push_back(test::new_task("T" + std::to_string(i)));
    });
  };
  EXPECT_EQ(errors_of(with_tasks(0)), Rules{"FIXPLAN-TASK-COUNT"});
  EXPECT_EQ(errors_of(with_tasks(1)), Rules{});
  EXPECT_EQ(errors_of(with_tasks(12)), Rules{});
  EXPECT_EQ(errors_of(with_tasks(13)), Rules{"FIXPLAN-TASK-COUNT"});
  auto d = test::only_diagnostic(with_tasks(13));
  EXPECT_EQ(d.message, "tasks: 13 tasks; a plan has 1 to 12");
}

TEST(FixplanEmptyArray, AcceptanceEditsCommands) {
  const Rules empty{"FIXPLAN-EMPTY-ARRAY"};
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(task(p, 0), "acceptance", build::array()); })), empty);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(task(p, 0), "edits", build::array()); })), empty);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(member(p, "tests"), "commands", build::array()); })), empty);
  // D18: the optional arrays may be empty.
  EXPECT_EQ(errors_of(changed([](json::Value& p) {
              build::set(task(p, 0), "dependencies", build::array());
              build::set(task(p, 0), "post_checks", build::array());
              build::set(edit(p, 0, 0), "context_files", build::array());
              build::set(member(p, "overview"), "assumptions", build::array());
            })),
            Rules{});
}

TEST(FixplanDuplicateAssumption, ExactRepeatsOnly) {
  auto with = [](std::vector<std::string> items) {
    return changed([&](json::Value& p) { build::set(member(p, "overview"), "assumptions", build::strings(items)); });
  };
  EXPECT_EQ(errors_of(with({"a", "b", "a"})), Rules{"FIXPLAN-DUPLICATE-ASSUMPTION"});
  // D20: case and white space make items different.
  EXPECT_EQ(errors_of(with({"Only GameScene", "only GameScene", "Only GameScene "})), Rules{});
  const std::string text = with({"x", "y", "x", "x"});
  auto diagnostics = test::check_text(text);
  ASSERT_EQ(diagnostics.size(), 2u);
  EXPECT_EQ(diagnostics[0].message, "overview.assumptions[2]: repeats overview.assumptions[0]; assumptions must be unique");
}

TEST(FixplanIntegerRange, MaxAttemptsAndFixAttempt) {
  const Rules range{"FIXPLAN-INTEGER-RANGE"};
  auto max_attempts = [](const char* n) {
    return changed([n](json::Value& p) { build::set(member(p, "tests"), "max_attempts", build::number_text(n)); });
  };
  auto fix_attempt = [](const char* n) {
    return changed([n](json::Value& p) { build::set(member(p, "metadata"), "fix_attempt", build::number_text(n)); });
  };
  for (const char* n : {"0", "6", "-1", "100", "99999999999999999999"}) EXPECT_EQ(errors_of(max_attempts(n)), range) << n;
  for (const char* n : {"1", "5"}) EXPECT_EQ(errors_of(max_attempts(n)), Rules{}) << n;
  for (const char* n : {"0", "-3", "-99999999999999999999"}) EXPECT_EQ(errors_of(fix_attempt(n)), range) << n;
  for (const char* n : {"1", "1000000"}) EXPECT_EQ(errors_of(fix_attempt(n)), Rules{}) << n;
  EXPECT_EQ(test::only_diagnostic(max_attempts("6")).message, "tests.max_attempts: 6 is out of range; it must be from 1 to 5");
  // A number too long to print whole is cut after 24 characters, and the cut is shown.
  EXPECT_EQ(test::only_diagnostic(max_attempts("123456789012345678901234")).message,
            "tests.max_attempts: 123456789012345678901234 is out of range; it must be from 1 to 5");
  EXPECT_EQ(test::only_diagnostic(max_attempts("1234567890123456789012345")).message,
            "tests.max_attempts: 123456789012345678901234… is out of range; it must be from 1 to 5");
}

TEST(FixplanSummaryTooLong, CountsCodePointsNotBytes) {
  std::string ascii(281, 'a');
  std::string accented;
  for (int i = 0; i < 280; ++i) accented += "é";  // 560 bytes, 280 characters
  EXPECT_EQ(test::warnings_of(with_string(overview, "summary", ascii)), Rules{"FIXPLAN-SUMMARY-TOO-LONG"});
  EXPECT_EQ(errors_of(with_string(overview, "summary", ascii)), Rules{});
  EXPECT_EQ(test::check_text(with_string(overview, "summary", accented)).size(), 0u);
  EXPECT_EQ(test::check_text(with_string(overview, "summary", std::string(280, 'a'))).size(), 0u);
  auto d = test::only_diagnostic(with_string(overview, "summary", accented + "!"));
  EXPECT_EQ(d.severity, Severity::warning);
  EXPECT_EQ(d.message, "overview.summary: 281 characters; the schema keeps the summary to 280");
}

}  // namespace
}  // namespace conform::fixplan
