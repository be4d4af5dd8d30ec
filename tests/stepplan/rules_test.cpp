// Each stepplan rule with inputs that must trip it and inputs that must not, and where
// it reports.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>

#include "oracles/stepplan/check.hpp"
#include "tests/stepplan/plan_fixture.hpp"

namespace conform::stepplan {
namespace {

using nlohmann::ordered_json;

ordered_json step(int k, std::vector<std::string> deps, const std::string& tool = "echo_tool") {
  return fixture_step(k, std::move(deps), tool);
}

ordered_json plan() {
  return {{"task_summary", "Three steps."},
          {"assumptions", ordered_json::array()},
          {"risks", {"none known"}},
          {"steps", {step(1, {}), step(2, {"step_1"}, "get_time"), step(3, {"step_1", "step_2"})}}};
}

using stepplan::rules;
std::set<std::string> rules(const char* text) { return rules(std::string(text)); }
std::set<std::string> rules(const ordered_json& j, const Config& config = Config::builtin()) { return rules(j.dump(2), config); }

std::set<std::string> only(const std::string& rule) { return {rule}; }

const Diagnostic& first_of(const std::vector<Diagnostic>& all, const std::string& rule) {
  for (const auto& d : all)
    if (d.rule == rule) return d;
  static const Diagnostic none{};
  ADD_FAILURE() << "no " << rule;
  return none;
}

TEST(StepplanRules, TheBasePlanIsValid) {
  EXPECT_TRUE(rules(plan()).empty());
  EXPECT_TRUE(rules(plan().dump()).empty());
}

TEST(StepplanRules, EnvelopeRulesNameTheirPlace) {
  const std::string text = plan().dump(2);
  auto fenced = diagnostics("```json\n" + text + "\n```\n");
  EXPECT_EQ(first_of(fenced, "STEPPLAN-MARKDOWN-FENCE").offset, 0u);
  auto prose = diagnostics(text + "\nDone!\n");
  EXPECT_EQ(first_of(prose, "STEPPLAN-PROSE-OUTSIDE-JSON").offset, text.size() + 1);
  EXPECT_EQ(rules(text + "\nDone!\n"), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  auto two = diagnostics(text + "\n" + text);
  EXPECT_EQ(first_of(two, "STEPPLAN-MULTIPLE-JSON-VALUES").offset, text.size() + 1);
  EXPECT_EQ(rules(text + "\n" + text), only("STEPPLAN-MULTIPLE-JSON-VALUES"));
  EXPECT_EQ(rules(text + ",\n" + text), only("STEPPLAN-MULTIPLE-JSON-VALUES"));
  EXPECT_EQ(first_of(diagnostics(text + "\n}"), "STEPPLAN-MALFORMED-JSON").offset, text.size() + 1);
  EXPECT_EQ(rules(text + "\n}"), only("STEPPLAN-MALFORMED-JSON"));
  EXPECT_EQ(rules("[" + text + "]"), only("STEPPLAN-TOP-LEVEL-NOT-OBJECT"));
  EXPECT_EQ(rules("\"plan\""), only("STEPPLAN-TOP-LEVEL-NOT-OBJECT"));
  EXPECT_EQ(rules(text.substr(0, text.size() / 2)), only("STEPPLAN-MALFORMED-JSON"));
  EXPECT_EQ(rules(""), only("STEPPLAN-MALFORMED-JSON"));
  EXPECT_EQ(rules("I cannot produce a plan for this request."), only("STEPPLAN-MALFORMED-JSON"));
  // Whitespace around the object is not prose.
  EXPECT_TRUE(rules("\n\n  " + text + "\n\n").empty());
  // One fault, one rule, however the envelope is damaged: a plan without its opening
  // brace is malformed (no inner step is taken for the plan); braces in the prose are
  // prose; a plan on its fence's line, or a fence glued to its end, is a fence.
  EXPECT_EQ(rules(text.substr(1)), only("STEPPLAN-MALFORMED-JSON"));
  EXPECT_EQ(rules("Template {x} filled:\n" + text), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  EXPECT_EQ(rules("Returning {} is wrong, so:\n" + text), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  EXPECT_EQ(rules(text + "\nUse {placeholders} later."), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  // An object named in a sentence after the plan is that sentence's, as before it (round
  // 23: it was also a second value); one that starts its own line is a second value.
  EXPECT_EQ(rules(text + "\nNote: step_1 uses {\"name\": \"get_time\"} to read the clock."),
            only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  EXPECT_EQ(rules(text + ", {\"x\": 1}"), only("STEPPLAN-MULTIPLE-JSON-VALUES"));
  // A plan wrapped in a key of its own: the findings say where the plan is (round 23).
  const auto wrapped = diagnostics("{\"plan\": " + text + "}");
  ASSERT_EQ(wrapped.size(), 5u);
  for (const auto& d : wrapped)
    if (d.rule == "STEPPLAN-MISSING-FIELD") { EXPECT_TRUE(d.message.ends_with(" key (it is inside \"plan\")")) << d.message; }
    else EXPECT_TRUE(d.message.ends_with("; it holds the plan's own keys: the plan is the top-level object itself, not wrapped in \"plan\""))
        << d.message;
  for (const auto& d : diagnostics("{\"plan\": {\"x\": 1}}")) EXPECT_EQ(d.message.find("inside"), std::string::npos) << d.message;
  EXPECT_EQ(rules(text + "\nAnother version:\n" + text),
            (std::set<std::string>{"STEPPLAN-PROSE-OUTSIDE-JSON", "STEPPLAN-MULTIPLE-JSON-VALUES"}));
  EXPECT_EQ(rules(text + "\n{"), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  // Prose before a plan that does not parse: the plan's error, not an inner step's cascade.
  std::string broken = text;
  broken.insert(broken.find("\"deliverable\"", broken.size() / 2) + 13, " \"x\"");
  EXPECT_EQ(rules("Here is the plan:\n" + broken),
            (std::set<std::string>{"STEPPLAN-PROSE-OUTSIDE-JSON", "STEPPLAN-MALFORMED-JSON"}));
  const std::string one_line = plan().dump();
  EXPECT_EQ(rules("```" + one_line + "```"), only("STEPPLAN-MARKDOWN-FENCE"));
  EXPECT_EQ(rules("```json " + text + "\n```"), only("STEPPLAN-MARKDOWN-FENCE"));
  EXPECT_EQ(rules("```json\n" + text + "```"), only("STEPPLAN-MARKDOWN-FENCE"));
  // A comment outside the object is text outside it (inside, it is malformed JSON), and so
  // is invalid UTF-8 in that text; a tag on its own line before the plan is prose (D18).
  EXPECT_EQ(rules(text + "\n// end of plan\n"), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  EXPECT_EQ(rules("/* plan */\n" + text), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  EXPECT_EQ(rules("{ // plan\n" + text.substr(1)), only("STEPPLAN-MALFORMED-JSON"));
  EXPECT_EQ(rules(text + "\nDone \xE2\x82\n"), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  EXPECT_EQ(rules("[/INST]\n" + text), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  EXPECT_EQ(rules("{draft}\n" + text), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  EXPECT_EQ(rules("{draft\n}\n" + text), only("STEPPLAN-MALFORMED-JSON"));
  // ... and so is a tag before the plan's brace on its line, whose first step starts the
  // next line (round 22: the step was judged as the plan, missing every top-level key).
  const std::string compact = plan().dump(-1);
  std::string stepped = compact;
  stepped.insert(stepped.find("{\"step_id\""), "\n  ");
  EXPECT_EQ(rules("[draft] " + stepped), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  EXPECT_EQ(rules("[/INST]" + stepped), only("STEPPLAN-PROSE-OUTSIDE-JSON"));
  // Prose before a plan that lost a step's '}': the plan failed where it failed, and no
  // later step is judged as the plan (round 22: a step missing every top-level key).
  std::string unclosed = text;
  const std::size_t second_step = unclosed.rfind('{', unclosed.find("\"step_2\""));
  unclosed.erase(unclosed.rfind('}', unclosed.rfind(',', second_step)), 1);
  const auto plain = diagnostics(unclosed);
  const auto after_prose = diagnostics("Sure!\n" + unclosed);
  EXPECT_EQ(rules(unclosed), only("STEPPLAN-MALFORMED-JSON"));
  EXPECT_EQ(rules("Sure!\n" + unclosed), (std::set<std::string>{"STEPPLAN-PROSE-OUTSIDE-JSON", "STEPPLAN-MALFORMED-JSON"}));
  EXPECT_EQ(first_of(after_prose, "STEPPLAN-MALFORMED-JSON").offset, first_of(plain, "STEPPLAN-MALFORMED-JSON").offset + 6);
}

// D20: a JSON value before the plan, as written (`null`, `"draft"`, `[]`), is a first
// value of several, as after the plan, and the plan after it is judged; words are prose.
TEST(StepplanRules, AJsonValueBeforeThePlanIsAFirstValueOfSeveral) {
  const std::string text = plan().dump(2);
  for (const char* before : {"null", "false", "0", "\"draft\"", "[]", "[\"step_1\"]"}) {
    const auto d = diagnostics(std::string(before) + "\n" + text);
    ASSERT_EQ(d.size(), 1u) << before;
    EXPECT_EQ(d[0].rule, "STEPPLAN-MULTIPLE-JSON-VALUES") << before;
    EXPECT_EQ(d[0].offset, 0u) << before;  // at the value left over, since stop 99 (at the plan before)
    EXPECT_NE(d[0].message.find("a JSON value before the plan"), std::string::npos) << d[0].message;
  }
  auto broken = plan();
  broken["steps"][1]["dependencies"] = {"step_2"};
  EXPECT_EQ(rules("null\n" + broken.dump(2)), (std::set<std::string>{"STEPPLAN-MULTIPLE-JSON-VALUES", "STEPPLAN-SELF-DEPENDENCY"}));
  // A scalar that fails to read is words too (round 26's auditor: `1. Plan:` was
  // MALFORMED-JSON, and the plan after it unjudged).
  for (const char* before : {"'draft'", "Infinity", "2 steps:", "null, then", "1. Plan:", "-- plan --", "nul"})
    EXPECT_EQ(rules(std::string(before) + "\n" + text), only("STEPPLAN-PROSE-OUTSIDE-JSON")) << before;
}

// D20: of several values, a first object without any top-level key is a note, and the
// second, when it is a plan read without a fault, is judged instead.
TEST(StepplanRules, ANoteBeforeThePlanLeavesThePlanJudged) {
  const std::string note = R"({"status": "draft", "note": "the plan follows"})";
  const std::string text = plan().dump(2);
  auto d = diagnostics(note + "\n" + text);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "STEPPLAN-MULTIPLE-JSON-VALUES");
  EXPECT_EQ(d[0].offset, 0u);  // the note, the value left over
  // Words between the note and the plan are before the plan.
  const auto worded = diagnostics(note + " Here is the plan:\n" + text);
  EXPECT_NE(first_of(worded, "STEPPLAN-PROSE-OUTSIDE-JSON").message.find("text before"), std::string::npos);
  EXPECT_EQ(rules(text + "\n" + note), only("STEPPLAN-MULTIPLE-JSON-VALUES"));
  // The plan judged is the second: its faults are reported, where they are.
  auto broken = plan();
  broken["steps"][1]["dependencies"] = {"step_2"};
  const std::string after_note = note + "\n" + broken.dump(2);
  d = diagnostics(after_note);
  EXPECT_EQ(rules(after_note), (std::set<std::string>{"STEPPLAN-MULTIPLE-JSON-VALUES", "STEPPLAN-SELF-DEPENDENCY"}));
  EXPECT_EQ(first_of(d, "STEPPLAN-SELF-DEPENDENCY").offset, after_note.find("\"step_2\"", after_note.find("dependencies", after_note.find("\"step_2\""))));
  // Judged whole: its repeated keys are reported, and the note's are not (round 24).
  std::string repeated = text;
  repeated.insert(repeated.find("\"task_summary\""), "\"risks\": [],\n  ");
  d = diagnostics(note + "\n" + repeated);
  EXPECT_EQ(rules(note + "\n" + repeated), (std::set<std::string>{"STEPPLAN-MULTIPLE-JSON-VALUES", "STEPPLAN-DUPLICATE-KEY"}));
  EXPECT_EQ(first_of(d, "STEPPLAN-DUPLICATE-KEY").offset, note.size() + 1 + repeated.find("\"risks\"", repeated.find("\"risks\"") + 1));
  const std::string note_twice = R"({"status": "draft", "status": "final"})";
  EXPECT_EQ(rules(note_twice + "\n" + text), only("STEPPLAN-MULTIPLE-JSON-VALUES"));
  // Otherwise the first is judged: two notes, or a second value that is not read cleanly.
  EXPECT_TRUE(rules(note + "\n" + note).contains("STEPPLAN-MISSING-FIELD"));
  std::string damaged = text;
  damaged.insert(damaged.find("\"steps\""), "// the steps\n");
  EXPECT_TRUE(rules(note + "\n" + damaged).contains("STEPPLAN-MISSING-FIELD"));
}

TEST(StepplanRules, MalformedJsonIsReportedWhereItIs) {
  const std::string text = R"({"task_summary": "x", "assumptions": [], "risks": [],)"
                           R"( "steps": [{"step_id": "step_1", "title": "t", "description": "d", "dependencies": [],)"
                           R"( "deliverable": "v", "acceptance": "a", "tool": {"name": "get_time", "args": {},}}]})";
  auto d = diagnostics(text);
  EXPECT_EQ(rules(text), only("STEPPLAN-MALFORMED-JSON"));
  EXPECT_EQ(first_of(d, "STEPPLAN-MALFORMED-JSON").offset, text.find("{},") + 2);
}

TEST(StepplanRules, DuplicateKeyIsReportedAtTheSecondKeyAndTheLastValueIsChecked) {
  std::string text = plan().dump(2);
  const std::size_t at = text.find("\"task_summary\"");
  text.insert(at, "\"task_summary\": \"\",\n  ");
  // The last value ("Three steps.") is the one checked, so the blank first one is not reported.
  EXPECT_EQ(rules(text), only("STEPPLAN-DUPLICATE-KEY"));
  EXPECT_EQ(first_of(diagnostics(text), "STEPPLAN-DUPLICATE-KEY").offset, text.find("\"task_summary\": \"Three"));
}

// D11: a key read only as repaired is compared with none (round 24: "t\itle" beside
// "title" was a duplicate too); an unknown key given twice is one EXTRA-FIELD, at the last.
TEST(StepplanRules, RepairedKeysAreNotComparedAndAnUnknownKeyTwiceIsExtraOnce) {
  std::string text = plan().dump(2);
  text.insert(text.find("\"title\""), "\"t\\itle\": \"x\",\n      ");
  EXPECT_EQ(rules(text), only("STEPPLAN-MALFORMED-JSON"));
  std::string twice = plan().dump(2);
  twice.insert(twice.find("\"title\""), "\"note\": \"a\",\n      \"note\": \"b\",\n      ");
  const auto d = diagnostics(twice);
  EXPECT_EQ(rules(twice), (std::set<std::string>{"STEPPLAN-DUPLICATE-KEY", "STEPPLAN-EXTRA-FIELD"}));
  EXPECT_EQ(std::count_if(d.begin(), d.end(), [](const Diagnostic& x) { return x.rule == "STEPPLAN-EXTRA-FIELD"; }), 1);
  EXPECT_EQ(first_of(d, "STEPPLAN-EXTRA-FIELD").offset, twice.find("\"note\": \"b\""));
}

// D14: a damaged key is read under no name (round 26: "titl\e" was read as title, its
// value judged and the good title hidden), and a step whose step_id cannot be read may be
// the one any dependency names.
TEST(StepplanRules, AnUnreadableKeyOrIdIsNoName) {
  std::string text = plan().dump(2);
  text.insert(text.find("\"description\""), "\"titl\\e\": \"\",\n      ");
  EXPECT_EQ(rules(text), only("STEPPLAN-MALFORMED-JSON"));
  auto p = plan();
  p["steps"][0]["dependencies"] = {"deploy"};
  std::string damaged_id = p.dump(2);
  damaged_id.replace(damaged_id.find("\"step_2\""), 8, "\"deplo\\y\"");
  EXPECT_EQ(rules(damaged_id), only("STEPPLAN-MALFORMED-JSON"));
}

// D14: a damaged key may be the tool, so its step is not told it has none (round 24).
TEST(StepplanRules, ADamagedKeyMayBeTheTool) {
  std::string text = plan().dump(2);
  const std::size_t tool = text.find("\"tool\"");
  text.replace(tool, 6, "\"t\\ud800ool\"");
  EXPECT_EQ(rules(text), only("STEPPLAN-MALFORMED-JSON"));
}

// D8: a step whose id is malformed still names what no step declares (round 24).
TEST(StepplanRules, AMisnumberedStepsUnknownDependencyIsReported) {
  auto p = plan();
  p["steps"][0]["step_id"] = "Step_1";
  p["steps"][0]["dependencies"] = {"deploy"};
  const std::string text = p.dump(2);
  EXPECT_EQ(rules(text), (std::set<std::string>{"STEPPLAN-STEP-ID-FORMAT", "STEPPLAN-UNKNOWN-DEPENDENCY"}));
  EXPECT_EQ(first_of(diagnostics(text), "STEPPLAN-UNKNOWN-DEPENDENCY").offset, text.find("\"deploy\""));
  // A step_<k> it names is not known to be missing, nor known to come after it.
  p["steps"][0]["dependencies"] = {"step_3"};
  EXPECT_EQ(rules(p), only("STEPPLAN-STEP-ID-FORMAT"));
  // So for a step without an id, named by its place (round 26).
  auto q = plan();
  q["steps"][1].erase("step_id");
  q["steps"][1]["dependencies"] = {"deploy"};
  const std::string unnamed = q.dump(2);
  EXPECT_EQ(rules(unnamed), (std::set<std::string>{"STEPPLAN-MISSING-FIELD", "STEPPLAN-UNKNOWN-DEPENDENCY"}));
  EXPECT_EQ(first_of(diagnostics(unnamed), "STEPPLAN-UNKNOWN-DEPENDENCY").message,
            "steps[1] depends on \"deploy\", which no step declares");
}

TEST(StepplanRules, MissingAndExtraFieldsAtEveryLevel) {
  for (const char* key : {"task_summary", "assumptions", "risks", "steps"}) {
    auto p = plan();
    p.erase(key);
    EXPECT_EQ(rules(p), only("STEPPLAN-MISSING-FIELD")) << key;
  }
  for (const char* key : {"step_id", "title", "description", "dependencies", "deliverable", "acceptance"}) {
    auto p = plan();
    p["steps"][1].erase(key);
    EXPECT_EQ(rules(p), only("STEPPLAN-MISSING-FIELD")) << key;
  }
  auto no_args = plan();
  no_args["steps"][0]["tool"].erase("args");
  EXPECT_EQ(rules(no_args), only("STEPPLAN-MISSING-FIELD"));
  auto extra = plan();
  extra["steps"][2]["notes"] = "x";
  const std::string text = extra.dump(2);
  EXPECT_EQ(rules(text), only("STEPPLAN-EXTRA-FIELD"));
  EXPECT_EQ(first_of(diagnostics(text), "STEPPLAN-EXTRA-FIELD").offset, text.find("\"notes\""));
  auto extra_top = plan();
  extra_top["plan"] = ordered_json::object();
  EXPECT_EQ(rules(extra_top), only("STEPPLAN-EXTRA-FIELD"));
  auto extra_tool = plan();
  extra_tool["steps"][0]["tool"]["version"] = 2;
  EXPECT_EQ(rules(extra_tool), only("STEPPLAN-EXTRA-FIELD"));
}

TEST(StepplanRules, WrongTypesAreReportedOnceAndNotInside) {
  auto p = plan();
  p["steps"] = {{"step_id", "step_1"}};  // an object, not an array
  EXPECT_EQ(rules(p), only("STEPPLAN-WRONG-TYPE"));
  auto q = plan();
  q["risks"] = {"ok", 3};
  EXPECT_EQ(rules(q), only("STEPPLAN-WRONG-TYPE"));
  auto r = plan();
  r["steps"][1]["title"] = ordered_json::array();
  EXPECT_EQ(rules(r), only("STEPPLAN-WRONG-TYPE"));
  auto s = plan();
  s["steps"][1]["tool"]["args"] = ordered_json::array();
  EXPECT_EQ(rules(s), only("STEPPLAN-WRONG-TYPE"));
  auto t = plan();
  t["steps"][2] = "step_3";
  EXPECT_EQ(rules(t), only("STEPPLAN-WRONG-TYPE"));
  // Right types, including the empty arrays the contract allows, are not reported.
  auto u = plan();
  u["risks"] = ordered_json::array();
  EXPECT_TRUE(rules(u).empty());
}

TEST(StepplanRules, BlankStrings) {
  using namespace std::string_view_literals;
  for (const std::string_view blank : std::initializer_list<std::string_view>{"", " ", "\t\n", "\u3000", "\u00a0", "\u2003 \u200b", "\u2060", "\u200c\u200d", "\u3164",
                            "\u2800", "\u00ad", "\ufe0f", "\u001f", "\0"sv, "\u007f", "\u0085",
                            "\u061c", "\u180b", "\U000E0020", "\U000E0100", "\u17b4", "\ufff9", "\U0001D173",
                            "\U0001BCA0"}) {
    auto p = plan();
    p["steps"][0]["acceptance"] = std::string(blank);
    EXPECT_EQ(rules(p), only("STEPPLAN-BLANK-STRING")) << p.dump();
  }
  for (const char* said : {" x ", "\u2060ok", "\U0001F44D\ufe0f", "\u001fx", "\u061c\u0627"}) {
    auto p = plan();
    p["steps"][0]["acceptance"] = said;
    EXPECT_TRUE(rules(p).empty()) << said;
  }
}

// A character that prints as nothing or as a blank is written as its escape wherever a
// message quotes the plan's text: the name "echo\u200Btool" is not echo_tool, and a blank
// made of no-break spaces says what it is made of.
TEST(StepplanRules, MessagesShowInvisibleCharactersAsEscapes) {
  auto p = plan();
  p["steps"][1]["tool"]["name"] = "echo\u200b_tool";
  const auto tool = diagnostics(p.dump(2));
  ASSERT_EQ(tool.size(), 1u);
  EXPECT_NE(tool[0].message.find("uses \"echo\\u200B_tool\""), std::string::npos) << tool[0].message;
  auto q = plan();
  q["task_summary"] = "\u00a0\u00a0";
  const auto blank = diagnostics(q.dump(2));
  ASSERT_EQ(blank.size(), 1u);
  EXPECT_EQ(blank[0].message, "task_summary is blank (\"\\u00A0\\u00A0\"): it must say something");
  auto r = plan();
  r["task_summary"] = "";
  EXPECT_EQ(diagnostics(r.dump(2)).at(0).message, "task_summary is blank: it must say something");
  // Visible characters, ASCII or not, are quoted as they are.
  auto v = plan();
  v["steps"][1]["tool"]["name"] = "Zürich";
  EXPECT_NE(diagnostics(v.dump(2)).at(0).message.find("uses \"Zürich\""), std::string::npos);
}

// D15: the contract asks of a tool's name only that it be whitelisted, so a blank name
// is UNREGISTERED-TOOL, once, and not BLANK-STRING.
TEST(StepplanRules, ABlankToolNameIsAnUnregisteredTool) {
  for (const char* blank : {"", " ", "\t", "\u200b", "\u3000"}) {
    auto p = plan();
    p["steps"][1]["tool"]["name"] = blank;
    const auto all = diagnostics(p.dump(2));
    ASSERT_EQ(all.size(), 1u) << blank;
    EXPECT_EQ(all[0].rule, "STEPPLAN-UNREGISTERED-TOOL") << blank;
    EXPECT_NE(all[0].message.find("step_2 uses \""), std::string::npos) << all[0].message;
  }
  // An installation that whitelists a name made of a space allows it.
  Config odd = Config::builtin();
  odd.tools.push_back(" ");
  auto p = plan();
  p["steps"][1]["tool"]["name"] = " ";
  EXPECT_TRUE(rules(p, odd).empty());
}

TEST(StepplanRules, StepNumbering) {
  auto p = plan();
  p["steps"] = ordered_json::array();
  EXPECT_EQ(rules(p), only("STEPPLAN-NO-STEPS"));

  for (const char* id : {"Step_2", "step-2", "step_02", "step_00", "2", "step_2 ", "step_", "step_2a", "step_+2", "step_-1"}) {
    auto q = plan();
    q["steps"][1]["step_id"] = id;
    EXPECT_EQ(rules(q), only("STEPPLAN-STEP-ID-FORMAT")) << id;
  }

  // D1: step_0 is in the convention and numbers from zero, which "Start from step_1" forbids:
  // one finding, at the step_0, wherever it stands.
  auto from_zero = plan();
  from_zero["steps"] = {step(0, {}), step(1, {"step_0"}), step(2, {"step_1"})};
  const std::string from_zero_text = from_zero.dump(2);
  EXPECT_EQ(rules(from_zero_text), only("STEPPLAN-FIRST-STEP-NOT-STEP-1"));
  EXPECT_EQ(first_of(diagnostics(from_zero_text), "STEPPLAN-FIRST-STEP-NOT-STEP-1").offset, from_zero_text.find("\"step_0\""));
  EXPECT_EQ(first_of(diagnostics(from_zero_text), "STEPPLAN-FIRST-STEP-NOT-STEP-1").message,
            "numbering starts from step_1, not step_0: steps are numbered step_1..step_N");
  auto zero_last = plan();
  zero_last["steps"] = {step(1, {}), step(2, {"step_1"}), step(0, {})};
  const std::string zero_last_text = zero_last.dump(2);
  EXPECT_EQ(rules(zero_last_text), (std::set<std::string>{"STEPPLAN-FIRST-STEP-NOT-STEP-1", "STEPPLAN-STEPS-OUT-OF-ORDER"}));
  EXPECT_EQ(first_of(diagnostics(zero_last_text), "STEPPLAN-FIRST-STEP-NOT-STEP-1").offset, zero_last_text.find("\"step_0\""));

  auto from_two = plan();
  from_two["steps"] = {step(2, {}), step(3, {"step_2"})};
  EXPECT_EQ(rules(from_two), only("STEPPLAN-FIRST-STEP-NOT-STEP-1"));
  // §3 "Never skip indices": a gap after the first index is skipped too, step_1 or not.
  auto from_two_with_gap = plan();
  from_two_with_gap["steps"] = {step(2, {}), step(4, {"step_2"})};
  const std::string from_two_with_gap_text = from_two_with_gap.dump(2);
  EXPECT_EQ(rules(from_two_with_gap_text),
            (std::set<std::string>{"STEPPLAN-FIRST-STEP-NOT-STEP-1", "STEPPLAN-SKIPPED-STEP-INDEX"}));
  EXPECT_EQ(first_of(diagnostics(from_two_with_gap_text), "STEPPLAN-SKIPPED-STEP-INDEX").offset,
            from_two_with_gap_text.find("\"step_4\""));

  auto gap = plan();
  gap["steps"] = {step(1, {}), step(3, {"step_1"}), step(4, {})};
  const std::string gap_text = gap.dump(2);
  EXPECT_EQ(rules(gap_text), only("STEPPLAN-SKIPPED-STEP-INDEX"));
  EXPECT_EQ(first_of(diagnostics(gap_text), "STEPPLAN-SKIPPED-STEP-INDEX").offset, gap_text.find("\"step_3\""));

  auto huge = plan();
  huge["steps"] = {step(1, {}), {{"step_id", "step_999999999999999999"}}};
  huge["steps"][1] = step(2, {});
  huge["steps"][1]["step_id"] = "step_999999999999999999";
  EXPECT_EQ(rules(huge), only("STEPPLAN-SKIPPED-STEP-INDEX"));

  auto swapped = plan();
  swapped["steps"] = {step(1, {}), step(3, {"step_1"}), step(2, {"step_1"})};
  EXPECT_EQ(rules(swapped), only("STEPPLAN-STEPS-OUT-OF-ORDER"));

  auto twice = plan();
  twice["steps"] = {step(1, {}), step(2, {"step_1"}), step(2, {"step_1"})};
  EXPECT_EQ(rules(twice), only("STEPPLAN-DUPLICATE-STEP-ID"));
  // The copy's dependencies go with it (D16): on its own id, or on a later step.
  for (const auto& deps : std::vector<std::vector<std::string>>{{"step_2"}, {"step_3"}, {"step_9"}}) {
    auto copy = plan();
    copy["steps"] = {step(1, {}), step(2, {"step_1"}), step(3, {"step_2"}), step(2, deps)};
    EXPECT_EQ(rules(copy), only("STEPPLAN-DUPLICATE-STEP-ID")) << copy["steps"].dump();
  }
  // The first step of an id is judged as ever.
  auto first_self = plan();
  first_self["steps"] = {step(1, {}), step(2, {"step_2"}), step(2, {"step_1"})};
  EXPECT_EQ(rules(first_self), (std::set<std::string>{"STEPPLAN-SELF-DEPENDENCY", "STEPPLAN-DUPLICATE-STEP-ID"}));

  // A repeated id after a higher one is the repeat alone: order is judged over each
  // id's first occurrence.
  for (const std::vector<int>& ids : std::vector<std::vector<int>>{{1, 2, 1}, {1, 2, 3, 2}}) {
    auto repeat = plan();
    repeat["steps"] = ordered_json::array();
    for (int k : ids) repeat["steps"].push_back(step(k, {}));
    EXPECT_EQ(rules(repeat), only("STEPPLAN-DUPLICATE-STEP-ID")) << repeat["steps"].dump();
  }
  auto out_of_order_and_repeated = plan();
  out_of_order_and_repeated["steps"] = {step(2, {}), step(1, {}), step(2, {})};
  EXPECT_EQ(rules(out_of_order_and_repeated),
            (std::set<std::string>{"STEPPLAN-STEPS-OUT-OF-ORDER", "STEPPLAN-DUPLICATE-STEP-ID"}));
}

TEST(StepplanRules, Dependencies) {
  auto unknown = plan();
  unknown["steps"][2]["dependencies"] = {"step_1", "step_9"};
  const std::string text = unknown.dump(2);
  EXPECT_EQ(rules(text), only("STEPPLAN-UNKNOWN-DEPENDENCY"));
  EXPECT_EQ(first_of(diagnostics(text), "STEPPLAN-UNKNOWN-DEPENDENCY").offset, text.find("\"step_9\""));

  auto self = plan();
  self["steps"][1]["dependencies"] = {"step_2"};
  EXPECT_EQ(rules(self), only("STEPPLAN-SELF-DEPENDENCY"));

  auto forward = plan();
  forward["steps"][0]["dependencies"] = {"step_2"};
  EXPECT_EQ(rules(forward), only("STEPPLAN-FORWARD-DEPENDENCY"));

  // Earlier by index, whatever the order inside the list (D2); repeats are allowed (D4).
  auto unsorted = plan();
  unsorted["steps"][2]["dependencies"] = {"step_2", "step_1", "step_1"};
  EXPECT_TRUE(rules(unsorted).empty());

  // D8: with a malformed id, which step is which is unknown: the id is reported, and an
  // id no step has may be the malformed step's, so it is not.
  auto malformed = plan();
  malformed["steps"][1]["step_id"] = "Step 2";
  malformed["steps"][0]["dependencies"] = {"step_7"};
  EXPECT_EQ(rules(malformed), only("STEPPLAN-STEP-ID-FORMAT"));
  // A dependency on the malformed id as written names the malformed step.
  malformed["steps"][2]["dependencies"] = {"Step 2"};
  EXPECT_EQ(rules(malformed), only("STEPPLAN-STEP-ID-FORMAT"));
  // What the ids decide alone is still reported: a name that is no "step_k" and no
  // step's id as written names no step whatever the malformed one was meant to be
  // (since 2026-12-05; a blind reader found "deploy" accepted beside "step-2"), ...
  auto malformed_unknown = plan();
  malformed_unknown["steps"][1]["step_id"] = "step-2";
  malformed_unknown["steps"][2]["dependencies"] = {"deploy"};
  EXPECT_EQ(rules(malformed_unknown), (std::set<std::string>{"STEPPLAN-STEP-ID-FORMAT", "STEPPLAN-UNKNOWN-DEPENDENCY"}));
  malformed_unknown["steps"][2]["dependencies"] = {"step 2"};
  EXPECT_EQ(rules(malformed_unknown), (std::set<std::string>{"STEPPLAN-STEP-ID-FORMAT", "STEPPLAN-UNKNOWN-DEPENDENCY"}));
  malformed_unknown["steps"][2]["dependencies"] = {"step-2"};
  EXPECT_EQ(rules(malformed_unknown), only("STEPPLAN-STEP-ID-FORMAT"));
  // ... a step naming itself, and one naming a step both numbered and placed after it.
  auto malformed_self = plan();
  malformed_self["steps"][1]["step_id"] = "Step 2";
  malformed_self["steps"][2]["dependencies"] = {"step_3"};
  EXPECT_EQ(rules(malformed_self), (std::set<std::string>{"STEPPLAN-STEP-ID-FORMAT", "STEPPLAN-SELF-DEPENDENCY"}));
  auto malformed_forward = plan();
  malformed_forward["steps"][1]["step_id"] = "Step 2";
  malformed_forward["steps"][0]["dependencies"] = {"step_3"};
  EXPECT_EQ(rules(malformed_forward), (std::set<std::string>{"STEPPLAN-STEP-ID-FORMAT", "STEPPLAN-FORWARD-DEPENDENCY"}));
  // The numbering rules stay silent: step_1, "Step 2", step_3 may be a skipped index or not.
  auto malformed_gap = plan();
  malformed_gap["steps"][1]["step_id"] = "Step 2";
  malformed_gap["steps"][2]["step_id"] = "step_4";
  malformed_gap["steps"][2]["dependencies"] = {"step_1"};
  EXPECT_EQ(rules(malformed_gap), only("STEPPLAN-STEP-ID-FORMAT"));
}

// A bare string names the one step it means (D24): judged as a list of that name.
TEST(StepplanRules, DependenciesWrittenAsOneStringNameTheirStep) {
  auto self = plan();
  self["steps"][0]["dependencies"] = "step_1";
  EXPECT_EQ(rules(self), (std::set<std::string>{"STEPPLAN-WRONG-TYPE", "STEPPLAN-SELF-DEPENDENCY"}));
  auto forward = plan();
  forward["steps"][0]["dependencies"] = "step_3";
  EXPECT_EQ(rules(forward), (std::set<std::string>{"STEPPLAN-WRONG-TYPE", "STEPPLAN-FORWARD-DEPENDENCY"}));
  auto unknown = plan();
  unknown["steps"][1]["dependencies"] = "deploy";
  EXPECT_EQ(rules(unknown), (std::set<std::string>{"STEPPLAN-WRONG-TYPE", "STEPPLAN-UNKNOWN-DEPENDENCY"}));
  // Must not trip: an earlier step named so is the form's one fault; nothing else names a step.
  auto earlier = plan();
  earlier["steps"][1]["dependencies"] = "step_1";
  EXPECT_EQ(rules(earlier), only("STEPPLAN-WRONG-TYPE"));
  for (const nlohmann::json& other : {nlohmann::json(nullptr), nlohmann::json::object(), nlohmann::json(1)}) {
    auto named_not = plan();
    named_not["steps"][0]["dependencies"] = other;
    EXPECT_EQ(rules(named_not), only("STEPPLAN-WRONG-TYPE")) << other.dump();
  }
  auto nested = plan();
  nested["steps"][0]["dependencies"] = nlohmann::json::array({nlohmann::json::array({"step_1"}), 1});
  EXPECT_EQ(rules(nested), only("STEPPLAN-WRONG-TYPE"));
}

TEST(StepplanRules, Tools) {
  auto missing = plan();
  missing["steps"][1].erase("tool");
  EXPECT_EQ(rules(missing), only("STEPPLAN-MISSING-TOOL"));

  auto bare = plan();
  bare["steps"][1]["tool"] = "get_time";
  EXPECT_EQ(rules(bare), only("STEPPLAN-TOOL-NOT-OBJECT"));

  // A string that holds a serialised tool names no tool: the form is its one fault, whatever
  // the name inside (D5), and the message says what to write instead.
  for (const std::string serialised :
       {R"({"name": "echo_tool", "args": {"message": "hi"}})", R"(  {"name": "web_search"})", R"([{"name": "get_time"}])"}) {
    auto inside = plan();
    inside["steps"][1]["tool"] = serialised;
    const auto found = diagnostics(inside.dump(2));
    ASSERT_EQ(found.size(), 1u) << serialised;
    EXPECT_EQ(found[0].rule, "STEPPLAN-TOOL-NOT-OBJECT");
    EXPECT_NE(found[0].message.find("tool is a string that holds serialised JSON; the contract's tool is an object "
                                    "{\"name\": …, \"args\": {…}}, written as itself, not inside a string"),
              std::string::npos)
        << found[0].message;
  }
  // Must still trip the whitelist: a bare name that is no tool, even one with a brace inside.
  auto bare_unknown = plan();
  bare_unknown["steps"][1]["tool"] = "web_search{}";
  EXPECT_EQ(rules(bare_unknown), (std::set<std::string>{"STEPPLAN-TOOL-NOT-OBJECT", "STEPPLAN-UNREGISTERED-TOOL"}));
  // A list of one name names that tool as the bare string does; a list of two names none.
  auto listed = plan();
  listed["steps"][1]["tool"] = {"web_search"};
  EXPECT_EQ(rules(listed), (std::set<std::string>{"STEPPLAN-TOOL-NOT-OBJECT", "STEPPLAN-UNREGISTERED-TOOL"}));
  listed["steps"][1]["tool"] = {"get_time"};
  EXPECT_EQ(rules(listed), only("STEPPLAN-TOOL-NOT-OBJECT"));
  listed["steps"][1]["tool"] = {"web_search", "get_time"};
  EXPECT_EQ(rules(listed), only("STEPPLAN-TOOL-NOT-OBJECT"));

  auto unknown = plan();
  unknown["steps"][1]["tool"]["name"] = "web_search";
  const std::string text = unknown.dump(2);
  EXPECT_EQ(rules(text), only("STEPPLAN-UNREGISTERED-TOOL"));
  EXPECT_EQ(first_of(diagnostics(text), "STEPPLAN-UNREGISTERED-TOOL").offset, text.find("\"web_search\""));

  // The whitelist is the run's: with {"tools": ["web_search"]} the same plan is fine
  // except for the tools it no longer allows.
  Config config = Config::from_json(nlohmann::json{{"tools", {"web_search", "echo_tool"}}});
  auto only_search = plan();
  only_search["steps"][1]["tool"]["name"] = "web_search";
  EXPECT_TRUE(rules(only_search, config).empty());
  EXPECT_EQ(rules(plan(), config), only("STEPPLAN-UNREGISTERED-TOOL"));  // get_time is not in it
}

TEST(StepplanRequestRules, StepCountOnlyWhenTheRequestNamesOne) {
  Config three = Config::builtin();
  three.expect_steps = 3;
  EXPECT_TRUE(rules(plan(), three).empty());
  Config two = three;
  two.expect_steps = 2;
  EXPECT_EQ(rules(plan(), two), only("STEPPLAN-STEP-COUNT-MISMATCH"));
  Config four = three;
  four.expect_steps = 4;
  EXPECT_EQ(rules(plan(), four), only("STEPPLAN-STEP-COUNT-MISMATCH"));
  EXPECT_TRUE(rules(plan()).empty());  // no request, no count
}

TEST(StepplanRequestRules, StepCountMessageSaysTheCountsInWords) {
  Config one = Config::builtin();
  one.expect_steps = 1;
  EXPECT_EQ(first_of(diagnostics(plan().dump(2), one), "STEPPLAN-STEP-COUNT-MISMATCH").message,
            "the request asks for 1 step; the plan has 3");
  Config two = one;
  two.expect_steps = 2;
  EXPECT_EQ(first_of(diagnostics(plan().dump(2), two), "STEPPLAN-STEP-COUNT-MISMATCH").message,
            "the request asks for 2 steps; the plan has 3");
}

TEST(StepplanRequestRules, FallbackMustBeDocumentedInDescriptionAndDeliverable) {
  Config config = Config::builtin();
  config.requested_tools = {"web_search"};
  EXPECT_EQ(rules(plan(), config), only("STEPPLAN-UNDOCUMENTED-FALLBACK"));

  auto documented = plan();
  documented["steps"][0]["description"] = "web_search is not available; echo the pasted text instead.";
  documented["steps"][0]["deliverable"] = "The pasted text (fallback from Web_Search)";
  EXPECT_TRUE(rules(documented, config).empty());

  auto half = documented;
  half["steps"][0]["deliverable"] = "The pasted text";
  EXPECT_EQ(rules(half, config), only("STEPPLAN-UNDOCUMENTED-FALLBACK"));

  auto wrong_tool = documented;  // documented, but on a get_time step
  wrong_tool["steps"][0]["tool"]["name"] = "get_time";
  EXPECT_EQ(rules(wrong_tool, config), only("STEPPLAN-UNDOCUMENTED-FALLBACK"));

  // The tool's name inside a longer word names another thing (D5).
  auto inside_a_word = documented;
  inside_a_word["steps"][0]["description"] = "Echo the pasted text for the web_searcher team.";
  EXPECT_EQ(rules(inside_a_word, config), only("STEPPLAN-UNDOCUMENTED-FALLBACK"));
  Config search = config;
  search.requested_tools = {"search"};
  auto research = plan();
  research["steps"][0]["description"] = "Echo a greeting to the research team.";
  research["steps"][0]["deliverable"] = "Research team greeting.";
  EXPECT_EQ(rules(research, search), only("STEPPLAN-UNDOCUMENTED-FALLBACK"));
  research["steps"][0]["description"] = "No search tool here (search-based answers are out); echo a greeting.";
  research["steps"][0]["deliverable"] = "A greeting in place of SEARCH.";
  EXPECT_TRUE(rules(research, search).empty());

  Config available = config;  // a requested tool that is available needs no fallback
  available.requested_tools = {"get_time"};
  EXPECT_TRUE(rules(plan(), available).empty());
}

// D5: a step that uses the requested tool itself made no downgrade, so nothing is
// undocumented: the fault is the tool (UNREGISTERED-TOOL, and TOOL-NOT-OBJECT too when
// bare: written as an object, it would still not be whitelisted).
TEST(StepplanRequestRules, ARequestedToolUsedDirectlyIsNotAlsoAnUndocumentedFallback) {
  Config config = Config::builtin();
  config.requested_tools = {"web_search"};
  auto direct = plan();
  direct["steps"][0]["tool"] = {{"name", "web_search"}, {"args", {{"query", "incidents"}}}};
  const std::string text = direct.dump(2);
  const auto all = diagnostics(text, config);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].rule, "STEPPLAN-UNREGISTERED-TOOL");
  EXPECT_EQ(all[0].offset, text.find("\"web_search\""));

  auto bare = plan();
  bare["steps"][0]["tool"] = "web_search";
  const std::string bare_text = bare.dump(2);
  EXPECT_EQ(rules(bare_text, config), (std::set<std::string>{"STEPPLAN-TOOL-NOT-OBJECT", "STEPPLAN-UNREGISTERED-TOOL"}));
  EXPECT_EQ(first_of(diagnostics(bare_text, config), "STEPPLAN-UNREGISTERED-TOOL").offset, bare_text.find("\"web_search\""));

  // A documented downgrade in the bare form is a fault of form only.
  auto bare_echo = plan();
  bare_echo["steps"][0]["tool"] = "echo_tool";
  bare_echo["steps"][0]["description"] = "web_search is not available; echo the pasted text.";
  bare_echo["steps"][0]["deliverable"] = "The pasted text instead of web_search results";
  EXPECT_EQ(rules(bare_echo, config), only("STEPPLAN-TOOL-NOT-OBJECT"));

  // Must trip: another requested tool, neither used nor documented, still is a fallback
  // fault, and only that one is named.
  Config two = config;
  two.requested_tools = {"web_search", "send_email"};
  const auto both = diagnostics(text, two);
  EXPECT_EQ(rules(text, two), (std::set<std::string>{"STEPPLAN-UNREGISTERED-TOOL", "STEPPLAN-UNDOCUMENTED-FALLBACK"}));
  const auto& fallback = first_of(both, "STEPPLAN-UNDOCUMENTED-FALLBACK");
  EXPECT_NE(fallback.message.find("\"send_email\""), std::string::npos) << fallback.message;
  EXPECT_EQ(fallback.message.find("web_search"), std::string::npos) << fallback.message;
  // Names are compared exactly (D10): a step using another tool is no use of the requested one.
  auto other = plan();
  other["steps"][0]["tool"]["name"] = "bing_search";
  EXPECT_EQ(rules(other, config), (std::set<std::string>{"STEPPLAN-UNREGISTERED-TOOL", "STEPPLAN-UNDOCUMENTED-FALLBACK"}));
}

// With no steps at all, the request is not judged: an empty steps is NO-STEPS alone, as a
// missing one is MISSING-FIELD alone and a mistyped one WRONG-TYPE alone.
TEST(StepplanRequestRules, NoStepsLeavesTheRequestUnjudged) {
  Config request = Config::builtin();
  request.expect_steps = 3;
  request.requested_tools = {"web_search"};
  auto empty = plan();
  empty["steps"] = ordered_json::array();
  const std::string text = empty.dump(2);
  const auto all = diagnostics(text, request);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].rule, "STEPPLAN-NO-STEPS");
  EXPECT_EQ(all[0].offset, text.find("[]", text.find("\"steps\"")));
  Config count_only = Config::builtin();
  count_only.expect_steps = 3;
  EXPECT_EQ(rules(empty, count_only), only("STEPPLAN-NO-STEPS"));
  auto missing = plan();
  missing.erase("steps");
  EXPECT_EQ(rules(missing, request), only("STEPPLAN-MISSING-FIELD"));
  auto mistyped = plan();
  mistyped["steps"] = "step_1";
  EXPECT_EQ(rules(mistyped, request), only("STEPPLAN-WRONG-TYPE"));
  // Must trip: one step is steps to count and to look for a fallback in.
  auto one = plan();
  one["steps"] = ordered_json::array({step(1, {})});
  EXPECT_EQ(rules(one, request), (std::set<std::string>{"STEPPLAN-STEP-COUNT-MISMATCH", "STEPPLAN-UNDOCUMENTED-FALLBACK"}));
}

TEST(StepplanRequestRules, ARequestedToolListedTwiceIsReportedOnce) {
  const Config twice = Config::from_json(nlohmann::json{{"requested_tools", {"web_search", "web_search"}}});
  EXPECT_EQ(diagnostics(plan().dump(2), twice).size(), 1u);
  const Config two = Config::from_json(nlohmann::json{{"requested_tools", {"web_search", "send_email", "web_search"}}});
  EXPECT_EQ(diagnostics(plan().dump(2), two).size(), 2u);
}

// Messages quote the value they are about, without "the string", and name a kind with its article.
TEST(StepplanRules, MessagesSayWhatTheyFound) {
  auto message = [](const std::string& text, const Config& config = Config::builtin()) {
    const auto all = diagnostics(text, config);
    return all.size() == 1 ? all[0].message : "not one diagnostic";
  };
  EXPECT_EQ(message("[" + plan().dump() + "]"), "the top-level value is an array: the output must be a single JSON object");
  EXPECT_EQ(message("\"plan\""), "the top-level value is a string: the output must be a single JSON object");
  EXPECT_EQ(message("null"), "the top-level value is null: the output must be a single JSON object");
  auto id = plan();
  id["steps"][1]["step_id"] = "Step_2";
  EXPECT_EQ(message(id.dump()), "step_id: \"Step_2\" is not of the form step_<k> (k = 1, 2, …, no leading zeros, at most 18 digits)");
  auto dep = plan();
  dep["steps"][2]["dependencies"] = {"step_1", "step_9"};
  EXPECT_EQ(message(dep.dump()), "step_3 depends on \"step_9\", which no step declares");
  auto tool = plan();
  tool["steps"][0]["tool"]["name"] = "web_search";
  EXPECT_EQ(message(tool.dump()), "step_1 uses \"web_search\", which is not in the tool whitelist (echo_tool, get_time)");
  // Where the kind is the point, the value still says it is a string; a long one is cut
  // after 60 characters, never inside one.
  auto bare = plan();
  bare["steps"][0]["tool"] = "echo_tool";
  EXPECT_EQ(message(bare.dump()), "step_1: tool is the string \"echo_tool\"; the contract's tool is an object {\"name\": …, \"args\": {…}}");
  auto long_text = plan();
  std::string e61;
  for (int i = 0; i < 61; ++i) e61 += "\u00e9";
  long_text["steps"] = e61;
  std::string e60;
  for (int i = 0; i < 60; ++i) e60 += "\u00e9";
  EXPECT_EQ(message(long_text.dump()), "steps: expected an array of step objects, found the string \"" + e60 + "\"…");
}

TEST(StepplanRules, LimitsComeFirst) {
  Limits tiny{64, 128};
  auto d = check(SourceText("t.json", plan().dump(2)), Config::builtin(), tiny);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "HARNESS-INPUT-TOO-LARGE");
  auto deep = check(SourceText("t.json", std::string(200, '[')), Config::builtin());
  ASSERT_EQ(deep.size(), 1u);
  EXPECT_EQ(deep[0].rule, "HARNESS-NESTING-TOO-DEEP");
}

}  // namespace
}  // namespace conform::stepplan
