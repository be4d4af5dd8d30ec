// A value the JSON front end has to repair to read is FIXPLAN-MALFORMED-JSON and nothing
// else (spec/fixplan/decisions.md, D23): no type, enumeration, format, range, path,
// dependency or uniqueness rule judges it, and the key it belongs to is not missing.
#include <gtest/gtest.h>

#include "parsers/json/build.hpp"
#include "tests/fixplan/fixplan_test_support.hpp"
#include "tests/test_support.hpp"

namespace conform::fixplan {
namespace {

using test::changed;
using test::errors_of;
using Rules = std::set<std::string>;

std::string plan() { return changed([](json::Value&) {}); }

// `text` with the first `from` (which must be there) replaced by `to`.
std::string with(const std::string& from, const std::string& to, std::string text = plan()) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

// Every diagnostic is MALFORMED-JSON, and there is one per damaged value.
void expect_malformed_only(const std::string& text, std::size_t damaged_values = 1) {
  const auto all = test::check_text(text);
  EXPECT_EQ(all.size(), damaged_values) << conform::test::describe(SourceText("test.json", text), all);
  for (const auto& d : all) EXPECT_EQ(d.rule, "FIXPLAN-MALFORMED-JSON") << d.message;
}

TEST(FixplanDamagedValue, InvalidUtf8) {
  expect_malformed_only(with("\"medium\"", "\"medi\xFFm\""));   // not INVALID-ENUM
  expect_malformed_only(with("\"T1\"", "\"T\xC0\x81\""));       // an overlong encoding: not TASK-ID-FORMAT
}

// A damaged key: which key it was meant to be is unknown, so it is neither an extra field
// nor does its object miss a required one.
TEST(FixplanDamagedValue, AKeyItself) {
  expect_malformed_only(with("\"risk_level\"", "\"risk_lev\xFFl\""));      // not EXTRA-FIELD + MISSING-FIELD
  expect_malformed_only(with("\"risk_level\"", "\"risk_\\ud800level\""));  // a lone surrogate in the key
  // An intact unknown key beside it is still an extra field.
  Rules rules;
  for (const auto& d : test::check_text(with("\"risk_level\"", "\"risk_lev\xFFl\": \"low\", \"colour\"")))
    rules.insert(d.rule);
  EXPECT_EQ(rules, (Rules{"FIXPLAN-MALFORMED-JSON", "FIXPLAN-EXTRA-FIELD"}));
  // Nor is it read under the name it repairs to: its value is not judged as that key's,
  // and a good key of that name before it is the one read (round 26's auditor).
  expect_malformed_only(with("\"risk_level\": \"medium\"", "\"r\\isk_level\": \"extreme\""));
  expect_malformed_only(with("\"risk_level\": \"medium\"", "\"risk_level\": \"medium\", \"risk_lev\\el\": \"extreme\""));
}

TEST(FixplanDamagedValue, LoneSurrogate) {
  expect_malformed_only(with("\"1.0\"", "\"1\\ud800\""));                                  // not PLAN-VERSION
  expect_malformed_only(with("\"Sources/GameScene.swift\"", "\"/Sources/\\udc00.swift\""));  // not ABSOLUTE-PATH
  expect_malformed_only(with("\"swift\"", "\"\\udbff\""));                                 // not INVALID-ENUM
}

TEST(FixplanDamagedValue, ControlCharacter) {
  expect_malformed_only(with("\"2024-03-09T14:22:33Z\"", "\"2024-03-09T14:22:33Z\n\""));  // not INVALID-DATE-TIME
  expect_malformed_only(with("\"medium\"", "\"med\tium\""));                              // not INVALID-ENUM
}

TEST(FixplanDamagedValue, InvalidEscape) {
  expect_malformed_only(with("\"unified_patch\"", "\"unified_patch\\!\""));  // read as "unified_patch!": not INVALID-ENUM
  expect_malformed_only(with("\"1.0\"", "\"\\x31.0\""));                     // read as "x31.0": not PLAN-VERSION
}

TEST(FixplanDamagedValue, NumberOverflowNonFiniteAndLeadingZero) {
  expect_malformed_only(with("\"max_attempts\": 2", "\"max_attempts\": 1e400"));     // not WRONG-TYPE
  expect_malformed_only(with("\"max_attempts\": 2", "\"max_attempts\": -1e400"));    // not WRONG-TYPE
  expect_malformed_only(with("\"stop_on_failure\": true", "\"stop_on_failure\": NaN"));  // not WRONG-TYPE, not MISSING-FIELD
  expect_malformed_only(with("\"fix_attempt\": 1", "\"fix_attempt\": -Infinity"));   // not WRONG-TYPE
  expect_malformed_only(with("\"medium\"", "Infinity"));                             // not WRONG-TYPE
  expect_malformed_only(with("\"max_attempts\": 2", "\"max_attempts\": 07"));        // read as 7: not INTEGER-RANGE
  expect_malformed_only(with("\"fix_attempt\": 1", "\"fix_attempt\": 00"));          // read as 0: not INTEGER-RANGE
}

// RFC 8259's grammar takes 1e400; §6 lets a reader refuse it. The message says so rather
// than calling it not JSON, which it says of NaN.
TEST(FixplanDamagedValue, AnOverflowingNumberIsUnreadableNotUngrammatical) {
  const auto overflow = test::check_text(with("\"max_attempts\": 2", "\"max_attempts\": 1e400"));
  ASSERT_EQ(overflow.size(), 1u);
  EXPECT_EQ(overflow[0].message.rfind("unreadable JSON: number 1e400 is too large for a double", 0), 0u) << overflow[0].message;
  EXPECT_NE(overflow[0].message.find("RFC 8259 §6"), std::string::npos) << overflow[0].message;
  const auto nan = test::check_text(with("\"stop_on_failure\": true", "\"stop_on_failure\": NaN"));
  ASSERT_EQ(nan.size(), 1u);
  EXPECT_EQ(nan[0].message.rfind("not JSON: ", 0), 0u) << nan[0].message;
  // Round 23's reader: a lone surrogate is grammatical too (§8.2 leaves it to the reader).
  const auto lone = test::check_text(with("\"risk_level\": \"medium\"", "\"risk_level\": \"med\\ud800ium\""));
  ASSERT_FALSE(lone.empty());
  EXPECT_EQ(lone[0].rule, "FIXPLAN-MALFORMED-JSON");
  EXPECT_EQ(lone[0].message.rfind("unreadable JSON: ", 0), 0u) << lone[0].message;
}

TEST(FixplanDamagedValue, UnreadableContainersItemsAndReferences) {
  // An object or array that is an unreadable scalar: not WRONG-TYPE.
  const std::string overview_at = "\"overview\": {";
  std::string text = plan();
  const auto begin = text.find(overview_at) + std::string("\"overview\": ").size();
  const auto end = text.find("\n  },", begin) + 4;
  expect_malformed_only(text.substr(0, begin) + "NaN" + text.substr(end));
  expect_malformed_only(with("\"Sources/PhysicsWorldDelegate.swift\"", "1e999"));  // a context_files item
  // Two assumptions that read the same once repaired: not DUPLICATE-ASSUMPTION.
  const std::string assumption = "\"PhysicsWorldDelegate is only used in GameScene.swift\"";
  expect_malformed_only(with(assumption, "\"Only\tGameScene\",\n      \"Only\tGameScene\""), 2);
  // T2 depends on T1, whose id is unreadable: the tasks are unidentified (D16), so no
  // UNKNOWN-DEPENDENCY; nor is it TASK-ID-FORMAT.
  const std::string two_tasks = changed([](json::Value& p) { test::member(p, "tasks").elements.push_back(test::new_task("T2", {"T1"})); });
  EXPECT_TRUE(test::check_text(two_tasks).empty());
  expect_malformed_only(with("\"id\": \"T1\"", "\"id\": \"T\\ud8001\"", two_tasks));
  // A dependency that is unreadable: not TASK-ID-FORMAT, not UNKNOWN-DEPENDENCY.
  expect_malformed_only(with("\"T1\"\n", "\"T\xFF\"\n", two_tasks));
  // An action that is unreadable is not known to be rename_file: not MISSING-TARGET-PATH either.
  expect_malformed_only(with("\"modify_file\"", "\"rename_file\\u12\""));
}

TEST(FixplanDamagedValue, AnUnreadableKeyMayBeTheTargetPathOfARename) {
  // D23: a rename whose target_path key is unreadable is not reported missing it.
  const std::string rename = changed([](json::Value& p) {
    auto& task = test::member(p, "tasks").elements.at(0);
    auto& first = test::member(task, "edits").elements.at(0);
    json::build::set(first, "action", json::build::string("rename_file"));
    json::build::set(first, "target_path", json::build::string("Sources/New.swift"));
  });
  ASSERT_TRUE(test::check_text(rename).empty());
  expect_malformed_only(with("\"target_path\"", "\"target_p\xFF" "ath\"", rename));
  expect_malformed_only(with("\"target_path\"", "\"target_path\\ud800\"", rename));
  // A readable key that is not target_path is still no target path.
  EXPECT_EQ(errors_of(with("\"target_path\"", "\"target_pth\"", rename)),
            (Rules{"FIXPLAN-EXTRA-FIELD", "FIXPLAN-MISSING-TARGET-PATH"}));
}

TEST(FixplanDamagedValue, FindingsThatLeaveValuesReadableDoNotSilenceTheRules) {
  EXPECT_EQ(errors_of(with("\"medium\"", "'Medium'")), (Rules{"FIXPLAN-MALFORMED-JSON", "FIXPLAN-INVALID-ENUM"}));
  EXPECT_EQ(errors_of(with("\"1.0\"", "\"2.0\" /* bumped */")), (Rules{"FIXPLAN-MALFORMED-JSON", "FIXPLAN-PLAN-VERSION"}));
  // An integer beyond int64 is well-formed JSON and still read: out of range.
  EXPECT_EQ(errors_of(with("\"max_attempts\": 2", "\"max_attempts\": 99999999999999999999")), Rules{"FIXPLAN-INTEGER-RANGE"});
}

}  // namespace
}  // namespace conform::fixplan
