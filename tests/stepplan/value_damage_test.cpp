// A value the JSON front end has to repair to read is STEPPLAN-MALFORMED-JSON and nothing
// else (spec/stepplan/decisions.md, D14), and json_contract::ValueDamage, the query both
// JSON dialects use for it.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "oracles/json_contract/value_damage.hpp"
#include "oracles/stepplan/check.hpp"
#include "tests/stepplan/plan_fixture.hpp"
#include "tests/test_support.hpp"

namespace conform::stepplan {
namespace {

using nlohmann::ordered_json;

// The three-step plan, every step with the argument timezone: UTC.
std::string plan_text() {
  const ordered_json utc = {{"timezone", "UTC"}};
  const ordered_json plan = {{"task_summary", "Three steps."},
                             {"assumptions", ordered_json::array()},
                             {"risks", {"none known"}},
                             {"steps", {fixture_step(1, {}, "echo_tool", utc), fixture_step(2, {"step_1"}, "get_time", utc),
                                        fixture_step(3, {"step_1", "step_2"}, "echo_tool", utc)}}};
  return plan.dump(2);
}

// The plan with the first `from` (which must be there) replaced by `to`.
std::string with(const std::string& from, const std::string& to, std::string text = plan_text()) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

// Every diagnostic is MALFORMED-JSON, and there is one per damaged value.
void expect_malformed_only(const std::string& text, std::size_t damaged_values = 1, const Config& config = Config::builtin()) {
  const auto all = diagnostics(text, config);
  EXPECT_EQ(all.size(), damaged_values) << test::describe(SourceText("t.json", text), all);
  for (const auto& d : all) EXPECT_EQ(d.rule, "STEPPLAN-MALFORMED-JSON") << d.message;
}

TEST(StepplanDamagedValue, TheBasePlanIsValid) { EXPECT_TRUE(diagnostics(plan_text()).empty()); }

TEST(StepplanDamagedValue, InvalidUtf8) {
  expect_malformed_only(with("\"echo_tool\"", "\"echo\xFFtool\""));     // not UNREGISTERED-TOOL
  expect_malformed_only(with("\"step_2\",\n", "\"step_\xC0\xB2\",\n"));  // an overlong '2': not STEP-ID-FORMAT
}

// A damaged key is neither an extra field nor leaves its object missing a key.
TEST(StepplanDamagedValue, AKeyItself) {
  expect_malformed_only(with("\"echo_tool\"", "\"echo_tool\"", with("\"name\"", "\"na\xFFme\"")));
  expect_malformed_only(with("\"name\"", "\"n\\udc00ame\""));
}

TEST(StepplanDamagedValue, LoneSurrogate) {
  // Not STEP-ID-FORMAT; step_3's dependency on step_2 is not UNKNOWN-DEPENDENCY (D8).
  expect_malformed_only(with("\"step_2\",\n", "\"step_\\udc00\",\n"));
  expect_malformed_only(with("\"get_time\"", "\"get\\ud800\""));                   // not UNREGISTERED-TOOL
  expect_malformed_only(with("\"step_1\",\n        \"step_2\"", "\"step_\\ud8001\",\n        \"step_2\""));  // not UNKNOWN-DEPENDENCY
  expect_malformed_only(with("\"Three steps.\"", "\"\\uD83D\""));                  // a high surrogate alone
}

TEST(StepplanDamagedValue, ControlCharacter) {
  expect_malformed_only(with("\"Step 1\"", "\"\t\""));                 // not BLANK-STRING
  expect_malformed_only(with("\"echo_tool\"", "\"echo_tool\n\""));     // not UNREGISTERED-TOOL
}

TEST(StepplanDamagedValue, InvalidEscape) {
  expect_malformed_only(with("\"get_time\"", "\"get_time\\!\""));      // read as "get_time!": not UNREGISTERED-TOOL
  expect_malformed_only(with("\"step_1\"\n", "\"step\\_1\"\n"));       // step_2's dependency: not UNKNOWN-DEPENDENCY
}

TEST(StepplanDamagedValue, NumberOverflowNonFiniteAndLeadingZero) {
  expect_malformed_only(with("\"Three steps.\"", "NaN"));               // not WRONG-TYPE
  expect_malformed_only(with("\"step_1\"\n", "1e400\n"));               // a dependency: not WRONG-TYPE
  expect_malformed_only(with("{\n          \"timezone\": \"UTC\"\n        }", "-Infinity"));  // args: not WRONG-TYPE
  expect_malformed_only(with("\"step_2\",\n", "007,\n"));               // not WRONG-TYPE
  const std::string tool = "{\n        \"name\": \"get_time\",\n        \"args\": {\n          \"timezone\": \"UTC\"\n        }\n      }";
  expect_malformed_only(with(tool, "Infinity"));                        // not TOOL-NOT-OBJECT
}

TEST(StepplanDamagedValue, EachDamagedValueIsOneDiagnostic) {
  expect_malformed_only(with("\"Step 3\"", "\"\\ud800\"", with("\"Step 1\"", "NaN")), 2);
}

TEST(StepplanDamagedValue, AnUnreadableTextMayDocumentTheFallback) {
  Config config = Config::builtin();
  config.requested_tools = {"web_search"};
  const std::string documented =
      with("\"Result 1\"", "\"web_search results\"", with("\"Do part 1.\"", "\"web_search is unavailable\""));
  EXPECT_TRUE(diagnostics(documented, config).empty());
  expect_malformed_only(with("\"web_search is", "\"web_se\\udc00arch is", documented), 1, config);
  // A readable text that does not name the tool is still undocumented.
  EXPECT_EQ(diagnostics(with("\"web_search results\"", "\"results\"", documented), config).front().rule,
            "STEPPLAN-UNDOCUMENTED-FALLBACK");
}

// An unreadable tool name may be the requested tool itself: no downgrade to document.
TEST(StepplanDamagedValue, AnUnreadableToolNameMayBeTheRequestedTool) {
  Config config = Config::builtin();
  config.requested_tools = {"web_search"};
  EXPECT_EQ(diagnostics(plan_text(), config).front().rule, "STEPPLAN-UNDOCUMENTED-FALLBACK");
  expect_malformed_only(with("\"get_time\"", "\"web\\ud800search\""), 1, config);
}

TEST(StepplanDamagedValue, FindingsThatLeaveValuesReadableDoNotSilenceTheRules) {
  // Single quotes, a comment: MALFORMED-JSON, and the value is still judged.
  EXPECT_EQ(rules(with("\"get_time\"", "'web_search'")), (std::set<std::string>{"STEPPLAN-MALFORMED-JSON", "STEPPLAN-UNREGISTERED-TOOL"}));
  EXPECT_EQ(rules(with("\"Step 1\"", "\"  \" /* blank */")), (std::set<std::string>{"STEPPLAN-MALFORMED-JSON", "STEPPLAN-BLANK-STRING"}));
  // A duplicate key leaves the text well-formed; the last member is judged.
  EXPECT_EQ(rules(with("\"name\": \"get_time\"", "\"name\": \"get_time\", \"name\": \"Get_Time\"")),
            (std::set<std::string>{"STEPPLAN-DUPLICATE-KEY", "STEPPLAN-UNREGISTERED-TOOL"}));
}

// ---- json_contract::ValueDamage ------------------------------------------------------

const json::Value& at(const json::Value& object, const char* key) { return *object.find(key); }

TEST(ValueDamage, DamagingKinds) {
  using K = json::FindingKind;
  for (K k : {K::invalid_utf8, K::lone_surrogate, K::control_character, K::invalid_escape, K::number_overflow,
              K::non_finite_literal, K::leading_zero})
    EXPECT_TRUE(json_contract::damages_value(k)) << json::to_string(k);
  for (K k : {K::duplicate_key, K::integer_out_of_range, K::byte_order_mark, K::trailing_comma, K::comment,
              K::single_quoted_string, K::unquoted_key, K::multiple_values})
    EXPECT_FALSE(json_contract::damages_value(k)) << json::to_string(k);
}

TEST(ValueDamage, OnlyScalarsThatHoldADamagingFinding) {
  const auto p = json::parse("{\"a\": \"x\\q\", \"b\": [NaN, 2], 'c': 3, \"d\": 01, \"e\": \"ok\" /* c */, \"f\": 1e400}");
  ASSERT_TRUE(p.value);
  const json_contract::ValueDamage damage(p);
  const json::Value& v = *p.value;
  EXPECT_TRUE(damage.unreadable(at(v, "a")));
  EXPECT_FALSE(damage.unreadable(at(v, "b")));  // an array is judged item by item
  EXPECT_TRUE(damage.unreadable(at(v, "b").elements[0]));
  EXPECT_FALSE(damage.unreadable(at(v, "b").elements[1]));
  EXPECT_FALSE(damage.unreadable(at(v, "c")));  // its key is single-quoted; the value is fine
  EXPECT_TRUE(damage.unreadable(at(v, "d")));
  EXPECT_FALSE(damage.unreadable(at(v, "e")));  // a comment after it is not in it
  EXPECT_TRUE(damage.unreadable(at(v, "f")));
  EXPECT_FALSE(damage.unreadable(v));
}

TEST(ValueDamage, PastATruncatedListAnyDamageCounts) {
  std::string text = "{\"before\": 1, ";
  for (std::size_t i = 0; i <= json::max_listed_findings; ++i) text += "/**/";
  text += "\"after\": NaN, \"also\": 2}";
  const auto p = json::parse(text);
  ASSERT_TRUE(p.value);
  ASSERT_TRUE(p.findings_truncated);
  const json_contract::ValueDamage damage(p);
  EXPECT_FALSE(damage.unreadable(at(*p.value, "before")));
  EXPECT_TRUE(damage.unreadable(at(*p.value, "after")));  // not listed, but NaN was found
  EXPECT_TRUE(damage.unreadable(at(*p.value, "also")));   // unknowable past the list: not judged
}

}  // namespace
}  // namespace conform::stepplan
