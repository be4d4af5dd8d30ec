// The JSON front end (parsers/json/parser.hpp): the tree and its positions, syntax
// errors and their messages, the envelope, the harness limits, and the bridges to
// nlohmann::json.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "core/source_text.hpp"
#include "parsers/json/parser.hpp"
#include "parsers/json/to_nlohmann.hpp"

namespace conform::json {
namespace {

using namespace std::string_literals;

::testing::AssertionResult at(const SourceText& s, std::size_t offset, std::uint32_t line, std::uint32_t column) {
  auto p = s.position(offset);
  if (p.line == line && p.column == column) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "offset " << offset << " is at " << p.line << ":" << p.column
                                       << ", expected " << line << ":" << column;
}

// ---- the tree and its positions ----------------------------------------------------

//                     1         2
//            12345678901234567890123456
const char* const positioned =
    "{\n"                                   // line 1
    "  \"city\": \"Zürich\",\n"             // line 2: key at 3, value at 11
    "  \"steps\": [1, -2.5e3, true],\n"     // line 3: key at 3, [ at 12, 1 at 13, -2.5e3 at 16, true at 24
    "  \"é\": {\"n\": null}\n"              // line 4: key at 3, { at 8, "n" at 9, null at 14
    "}\n";

TEST(JsonParser, KeepsAPositionForEveryValueAndKey) {
  SourceText source("plan.json", positioned);
  auto r = parse(source.text());
  ASSERT_TRUE(r.value) << r.syntax_error->message;
  ASSERT_TRUE(r.well_formed());
  const Value& root = *r.value;
  EXPECT_TRUE(at(source, root.begin, 1, 1));
  EXPECT_TRUE(at(source, root.end, 5, 2));
  ASSERT_EQ(root.members.size(), 3u);

  const Member& city = root.members[0];
  EXPECT_EQ(city.key.text, "city");
  EXPECT_TRUE(at(source, city.key.begin, 2, 3));
  EXPECT_TRUE(at(source, city.key.end, 2, 9));
  EXPECT_TRUE(at(source, city.value.begin, 2, 11));
  EXPECT_TRUE(at(source, city.value.end, 2, 19));
  EXPECT_EQ(city.value.string, "Zürich");

  const Member& steps = root.members[1];
  EXPECT_TRUE(at(source, steps.key.begin, 3, 3));
  ASSERT_TRUE(steps.value.is_array());
  EXPECT_TRUE(at(source, steps.value.begin, 3, 12));
  ASSERT_EQ(steps.value.elements.size(), 3u);
  EXPECT_TRUE(at(source, steps.value.elements[0].begin, 3, 13));
  EXPECT_TRUE(at(source, steps.value.elements[1].begin, 3, 16));
  EXPECT_TRUE(at(source, steps.value.elements[1].end, 3, 22));
  EXPECT_EQ(steps.value.elements[1].number, "-2.5e3");
  EXPECT_TRUE(at(source, steps.value.elements[2].begin, 3, 24));
  EXPECT_TRUE(steps.value.elements[2].boolean);

  const Member& e = root.members[2];
  EXPECT_EQ(e.key.text, "é");
  EXPECT_TRUE(at(source, e.key.begin, 4, 3));
  EXPECT_TRUE(at(source, e.value.begin, 4, 8));
  EXPECT_TRUE(at(source, e.value.members.at(0).key.begin, 4, 9));
  EXPECT_TRUE(at(source, e.value.members.at(0).value.begin, 4, 14));
  EXPECT_TRUE(e.value.members.at(0).value.is_null());
}

TEST(JsonParser, KeepsMembersInSourceOrder) {
  auto r = parse(R"({"z":1,"a":2,"m":3,"a":4})");
  ASSERT_TRUE(r.value);
  std::string order;
  for (const auto& m : r.value->members) order += m.key.text;
  EXPECT_EQ(order, "zama");
  EXPECT_EQ(r.value->find("a")->number, "4");
  EXPECT_EQ(r.value->find("missing"), nullptr);
  EXPECT_EQ(r.value->find_member("z")->key.begin, 1u);
}

TEST(JsonParser, DecodesEscapes) {
  auto r = parse(R"(["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u4E2D\uD83D\uDE00", "\u0000"])");
  ASSERT_TRUE(r.value);
  ASSERT_TRUE(r.well_formed());
  EXPECT_EQ(r.value->elements[0].string, "\"\\/\b\f\n\r\t");
  EXPECT_EQ(r.value->elements[1].string, "Aé中😀");
  EXPECT_EQ(r.value->elements[2].string, std::string_view("\0", 1));
}

TEST(JsonParser, ExposesTheTopLevelKind) {
  EXPECT_EQ(parse("{}").top_level_kind(), Value::Kind::object);
  EXPECT_EQ(parse(" [1] ").top_level_kind(), Value::Kind::array);
  EXPECT_EQ(parse("\"s\"").top_level_kind(), Value::Kind::string);
  EXPECT_EQ(parse("-1.5").top_level_kind(), Value::Kind::number);
  EXPECT_EQ(parse("true").top_level_kind(), Value::Kind::boolean);
  EXPECT_EQ(parse("null").top_level_kind(), Value::Kind::null);
  EXPECT_EQ(parse("[1,").top_level_kind(), std::nullopt);
  // A top-level array of objects is an array, not an object with prose around it.
  auto r = parse(R"([{"id": "step_1"}])");
  EXPECT_EQ(r.top_level_kind(), Value::Kind::array);
  EXPECT_TRUE(r.well_formed());
  EXPECT_EQ(r.envelope.plan_begin, std::optional<std::size_t>(0));
  EXPECT_FALSE(r.envelope.prose_before);
}

TEST(JsonAst, ANumberTextIsCopiedWholeAndComparedByItsText) {
  Value a;
  a.kind = Value::Kind::number;
  a.number = NumberText("-2.5e3");
  Value b = a;  // a copy owns its own text
  a.number = NumberText("7");
  EXPECT_EQ(b.number, "-2.5e3");
  EXPECT_EQ(a.number, "7");
  EXPECT_FALSE(a == b);
  b.number = a.number;
  EXPECT_TRUE(a == b);
  EXPECT_TRUE(NumberText().empty());
  EXPECT_TRUE(NumberText("").empty());
  EXPECT_EQ(NumberText(), NumberText(""));
  EXPECT_NE(NumberText("1"), NumberText("1.0"));  // the text as written, not the value
}

TEST(JsonParser, NumbersKeepTheirText) {
  auto r = parse("[0, -0, 12, -3.25, 1E+2, 9223372036854775807, 99999999999999999999]");
  ASSERT_TRUE(r.value);
  const auto& e = r.value->elements;
  EXPECT_EQ(e[1].number, "-0");
  EXPECT_EQ(e[4].number, "1E+2");
  EXPECT_EQ(to_int64(e[2]), std::optional<std::int64_t>(12));
  EXPECT_EQ(to_int64(e[3]), std::nullopt);
  EXPECT_EQ(to_int64(e[4]), std::nullopt);  // not integer text, whatever its value
  EXPECT_EQ(to_int64(e[5]), std::optional<std::int64_t>(INT64_MAX));
  EXPECT_EQ(to_int64(e[6]), std::nullopt);
  EXPECT_EQ(to_double(e[3]), std::optional<double>(-3.25));
  EXPECT_EQ(to_double(e[4]), std::optional<double>(100.0));
  EXPECT_TRUE(is_integer_text("-12"));
  EXPECT_FALSE(is_integer_text("1e2"));
  EXPECT_FALSE(is_integer_text("-"));
}

TEST(JsonNumbers, IntegralByTheExactDecimalNotTheDouble) {
  for (const char* whole : {"0", "-0", "12", "1.0", "-3.000", "1e2", "1E+2", "12.5e1", "1500e-2", "0.0e-7", "-0.0",
                            "1e99999999999999999999", "100000000000000000000000000"})
    EXPECT_TRUE(has_integral_value(whole)) << whole;
  for (const char* part : {"0.5", "-3.25", "0.99999999999999999", "4.9999999999999999", "5.0000000000000001", "1e-400",
                           "1e-5", "15e-1", "1.05e1", "NaN", "Infinity", "-Infinity", "", "-", "1e", "1.e2x"})
    EXPECT_FALSE(has_integral_value(part)) << part;
}

TEST(JsonParser, TreesCompareWithoutPositions) {
  auto a = parse("{\"a\": [1, 2]}");
  auto b = parse("{\n  \"a\" : [ 1 , 2 ]\n}");
  ASSERT_TRUE(a.value && b.value);
  EXPECT_EQ(*a.value, *b.value);
  EXPECT_FALSE(*a.value == *parse("{\"a\": [1, 3]}").value);
  EXPECT_FALSE(*a.value == *parse("{\"a\": [1, 2.0]}").value);  // numbers compare as written
}

// ---- syntax errors ------------------------------------------------------------------

struct ErrorCase {
  std::string text;
  std::size_t offset;
  std::string message;
};

TEST(JsonParser, ReportsSyntaxErrorsWithAPositionAndAReadableMessage) {
  const ErrorCase cases[] = {
      {R"({"a" 1})", 5, "expected ':' after the key, found '1'"},
      {R"({"a":1 "b":2})", 7, "expected ',' or '}' after an object member, found the string \"b\""},
      {"[1 2]", 3, "expected ',' or ']' after an array element, found '2'"},
      {R"({"a":})", 5, "expected a JSON value, found '}'"},
      {"[1,,2]", 3, "expected a JSON value, found ','"},
      {"{,}", 1, "expected a string key or '}', found ','"},
      {"{1: 2}", 1, "expected a string key or '}', found '1'"},
      {"{\"a\":1,", 7, "expected a string key, found the end of the input"},
      {"[", 1, "expected a JSON value or ']', found the end of the input"},
      {"[True]", 1, "expected a JSON value or ']', found 'True'"},
      {"\"abc", 4, "expected '\"' to end the string, found the end of the input (the string starts at 1:1)"},
      {"{\n  \"a\": 'x\n}", 13, "expected \"'\" to end the string, found the end of the input (the string starts at 2:8)"},
      {"1.", 2, "expected a digit after the decimal point, found the end of the input"},
      {"[1.e5]", 3, "expected a digit after the decimal point, found 'e5'"},
      {"[1e]", 3, "expected a digit in the exponent, found ']'"},
      {"[-x]", 2, "expected a digit after '-', found 'x'"},
      // Nothing is skipped inside a number: the fault is where it stops, not the next token.
      {"[-\n 1]", 2, "expected a digit after '-', found the end of the line"},
      {"[2. 5]", 3, "expected a digit after the decimal point, found ' '"},
      {"[1e /*x*/ 5]", 3, "expected a digit in the exponent, found ' '"},
      {"[.5]", 1, "expected a JSON value or ']', found '.'"},
      {"[\x01]", 1, "expected a JSON value or ']', found the control character U+0001"},
      {"[\xFF]", 1, "expected a JSON value or ']', found the bytes FF (invalid UTF-8)"},
      {"[\xC3\xA9]", 1, "expected a JSON value or ']', found 'é' (U+00E9)"},
      {"{\"a\":\n}", 6, "expected a JSON value, found '}'"},
      {"{\"a\": 1\n", 8, "expected ',' or '}' after an object member, found the end of the input"},
      {"[1 /* c */ 2]", 11, "expected ',' or ']' after an array element, found '2'"},
      {"", 0, "expected a JSON value, found the end of the input"},
      {"  \n ", 4, "expected a JSON value, found the end of the input"},
      {"plan", 0, "expected a JSON value, found 'plan'"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    auto r = parse(c.text);
    EXPECT_FALSE(r.value);
    EXPECT_FALSE(r.well_formed());
    ASSERT_TRUE(r.syntax_error);
    EXPECT_EQ(r.syntax_error->offset, c.offset);
    EXPECT_EQ(r.syntax_error->message, c.message);
  }
}

TEST(JsonParser, SyntaxErrorPositionsAsLineAndColumn) {
  const std::string text = "{\n  \"steps\": [\n    {\"id\": \"step_1\"}\n    {\"id\": \"step_2\"}\n  ]\n}\n";
  auto r = parse(text);
  ASSERT_TRUE(r.syntax_error);
  EXPECT_TRUE(at(SourceText("x.json", text), r.syntax_error->offset, 4, 5));
  EXPECT_EQ(r.syntax_error->message, "expected ',' or ']' after an array element, found '{'");
}

// ---- the envelope -------------------------------------------------------------------

TEST(JsonParser, FindsMarkdownFences) {
  const std::string text = "```json\n{\"a\": 1}\n```\n";
  auto r = parse(text);
  ASSERT_TRUE(r.value);
  EXPECT_FALSE(r.well_formed());
  EXPECT_EQ(r.envelope.fence_lines, (std::vector<std::size_t>{0, 17}));
  EXPECT_EQ(r.envelope.plan_begin, std::optional<std::size_t>(8));
  EXPECT_FALSE(r.envelope.prose_before);
  EXPECT_FALSE(r.envelope.prose_after);
}

TEST(JsonParser, FindsProseBeforeAndAfter) {
  const std::string text = "Sure! Here is the plan:\n{\"a\": 1}\nLet me know if it helps.";
  auto r = parse(text);
  ASSERT_TRUE(r.value);
  EXPECT_FALSE(r.well_formed());
  EXPECT_EQ(r.envelope.prose_before, std::optional<std::size_t>(0));
  EXPECT_EQ(r.envelope.plan_begin, std::optional<std::size_t>(24));
  EXPECT_EQ(r.envelope.prose_after, std::optional<std::size_t>(33));
  EXPECT_EQ(r.value->begin, 24u);
  EXPECT_FALSE(r.has(FindingKind::multiple_values));
}

TEST(JsonParser, ProseThatStartsLikeAValueIsStillProse) {
  // A scalar or a failed value followed by an object further on: the object is the plan.
  for (std::string lead : {"1 plan: ", "true story: ", "\"plan\": ", "- a list: "}) {
    SCOPED_TRACE(lead);
    auto r = parse(lead + "{\"a\": 1}");
    ASSERT_TRUE(r.value);
    EXPECT_TRUE(r.value->is_object());
    EXPECT_EQ(r.envelope.prose_before, std::optional<std::size_t>(0));
    EXPECT_EQ(r.envelope.plan_begin, std::optional<std::size_t>(lead.size()));
  }
}

TEST(JsonParser, MembersWithoutTheirOpeningBraceAreMalformedNotProse) {
  // The object's `{` is missing: the text is no JSON value, and no inner object is taken
  // for the plan. A lone "label": {…} is still prose before the plan (above).
  for (std::string text : {"\"a\": 1, \"b\": {\"c\": 2}}", "\"a\": \"x\",\n\"steps\": [{\"c\": 2}]\n}"}) {
    SCOPED_TRACE(text);
    auto r = parse(text);
    EXPECT_FALSE(r.value);
    ASSERT_TRUE(r.syntax_error);
    EXPECT_EQ(r.syntax_error->offset, 0u);
    EXPECT_EQ(r.syntax_error->message, "a key and ':' outside any object: the object's opening '{' is missing");
    EXPECT_FALSE(r.envelope.prose_before);
  }
}

TEST(JsonParser, BracesInProseBeforeThePlanAreProse) {
  // Each `{` after the prose is tried; the plan is the first that parses cleanly at the
  // start of a line, so a brace in the sentence is part of the sentence.
  const std::string plan = "{\"a\": 1}";
  for (std::string lead : {"Template {x} filled:\n", "Returning {} is wrong, so:\n", "Use the {plan} below.\n",
                           "Schema {\"x\": 1} applies.\n", "Note the { here.\n"}) {
    SCOPED_TRACE(lead);
    auto r = parse(lead + plan);
    ASSERT_TRUE(r.value);
    EXPECT_EQ(r.value->begin, lead.size());
    EXPECT_EQ(r.envelope.prose_before, std::optional<std::size_t>(0));
    EXPECT_EQ(r.envelope.plan_begin, std::optional<std::size_t>(lead.size()));
    EXPECT_FALSE(r.envelope.prose_after);
    EXPECT_FALSE(r.envelope.second_plan);
    EXPECT_TRUE(r.findings.empty()) << r.findings.front().message;
  }
  // In a fence after such prose, the fence is still seen.
  auto fenced = parse("Use {x}:\n```json\n" + plan + "\n```\n");
  ASSERT_TRUE(fenced.value);
  EXPECT_EQ(fenced.envelope.fence_lines.size(), 2u);
  // An empty object inside a line is how prose names nothing, never a plan: with no other
  // candidate the text is prose alone, as one without braces is (stop 100's auditor found
  // `the steps would be empty: {}.` and YAML's `args: {}` judged as the plan). An empty
  // object that starts its line is a value, and may be the plan.
  for (const std::string prose : {"I can't build it, so the steps would be empty: {}.\n", "task_summary: x\nsteps:\n  args: {}\n",
                                  "Plan: {}"}) {
    SCOPED_TRACE(prose);
    auto none = parse(prose);
    EXPECT_FALSE(none.value);
    EXPECT_FALSE(none.envelope.plan_begin);
    EXPECT_FALSE(none.envelope.prose_before);
    ASSERT_TRUE(none.syntax_error);
    EXPECT_EQ(none.syntax_error->offset, 0u);
  }
  auto alone = parse("{}\n");
  ASSERT_TRUE(alone.value);
  EXPECT_TRUE(alone.value->is_object());
  auto beside = parse("Returning {} is wrong, so: {\"a\": 1}\n");
  ASSERT_TRUE(beside.value);
  EXPECT_EQ(beside.envelope.plan_begin, std::optional<std::size_t>(27));
  // With no clean object anywhere, the first candidate is read, and its faults reported.
  auto broken = parse("Here: {x}");
  EXPECT_EQ(broken.envelope.plan_begin, std::optional<std::size_t>(6));
  EXPECT_TRUE(broken.has(FindingKind::unquoted_key));
  // A plan that fails to parse is still the plan: the objects inside it are no
  // candidates, however clean, so its own error is what is reported.
  const std::string lead = "Here is the plan:\n";
  const std::string inner_objects = "{\"steps\": [\n  {\"a\": 1},\n  {\"b\": 2}\n], \"x\" \"y\"}";
  auto broken_plan = parse(lead + inner_objects);
  EXPECT_EQ(broken_plan.envelope.plan_begin, std::optional<std::size_t>(lead.size()));
  EXPECT_FALSE(broken_plan.value);
  ASSERT_TRUE(broken_plan.syntax_error);
  EXPECT_GT(broken_plan.syntax_error->offset, (lead + inner_objects).find("\"y\"") - 2);
  // A candidate at the start of a line, or of its fence's line, beats any object in a
  // sentence, clean or not; the plan's own faults are then what is reported.
  const std::string empty_args = "\nUse {} for empty args.";
  auto failing = parse(lead + "{\"a\": 1 \"b\": 2}" + empty_args);
  EXPECT_EQ(failing.envelope.plan_begin, std::optional<std::size_t>(lead.size()));
  EXPECT_FALSE(failing.value);
  auto with_comma = parse(lead + "{\"a\": 1,}" + empty_args);
  EXPECT_EQ(with_comma.envelope.plan_begin, std::optional<std::size_t>(lead.size()));
  EXPECT_TRUE(with_comma.has(FindingKind::trailing_comma));
  const std::string sentence = "Returning {} is wrong, so:\n```json ";
  auto on_fence = parse(sentence + "{\"a\": 1}\n```");
  EXPECT_EQ(on_fence.envelope.plan_begin, std::optional<std::size_t>(sentence.size()));
  EXPECT_EQ(on_fence.envelope.fence_lines.size(), 2u);
  // However many braces the prose holds, the plan after them is reached.
  std::string placeholders = "Fill";
  for (int i = 0; i < 500; ++i) placeholders += " {x" + std::to_string(i) + "}";
  placeholders += ":\n";
  auto many = parse(placeholders + "{\"a\": 1}");
  EXPECT_EQ(many.envelope.plan_begin, std::optional<std::size_t>(placeholders.size()));
  EXPECT_TRUE(many.findings.empty());
  // A plan that parses with findings beats a brace in the prose that does not parse.
  auto lenient = parse("Use {x}:\n{\"a\": 1,}");
  EXPECT_EQ(lenient.envelope.plan_begin, std::optional<std::size_t>(9));
  ASSERT_TRUE(lenient.value);
  EXPECT_TRUE(lenient.has(FindingKind::trailing_comma));
  EXPECT_FALSE(lenient.has(FindingKind::unquoted_key));
}

TEST(JsonParser, BracesInProseAfterThePlanAreNoSecondValue) {
  const std::string plan = "{\"a\": 1}";
  // An object named in a sentence (it does not start its line and closes on it) is the
  // sentence's, as in the prose before the plan (round 23 found it a second value here).
  for (std::string tail : {"\nUse {placeholders} later.", "\nDone {ok}.", "\n{", "\nNote: it uses {\"name\": \"t\"} here.",
                           "\nSee {\"b\": [1, {\"c\": 2}]}.", "\nDone {}", "\nFirst line.\nThen {\"b\": 2} twice {\"c\": 3}."}) {
    SCOPED_TRACE(tail);
    auto r = parse(plan + tail);
    ASSERT_TRUE(r.value);
    EXPECT_EQ(r.envelope.prose_after, std::optional<std::size_t>(plan.size() + 1));
    EXPECT_FALSE(r.envelope.second_plan);
    EXPECT_FALSE(r.has(FindingKind::multiple_values));
  }
  // A value after the prose is a second value, and so is one that parses with findings.
  auto with_findings = parse(plan + "\n{\"b\": 2,}");
  EXPECT_EQ(with_findings.envelope.second_plan, std::optional<std::size_t>(plan.size() + 1));
  EXPECT_TRUE(with_findings.has(FindingKind::multiple_values));
  auto second = parse(plan + "\nNote:\n{\"x\": 1}");
  EXPECT_EQ(second.envelope.prose_after, std::optional<std::size_t>(plan.size() + 1));
  EXPECT_EQ(second.envelope.second_plan, std::optional<std::size_t>(plan.size() + 7));
  // So is one whose brackets close on a later line, or the next that starts its line.
  for (std::string tail : {"\nNote: {\"b\":\n 2}", "\nNote: {\"b\": 2} and\n{\"c\": 3}"}) {
    SCOPED_TRACE(tail);
    auto r = parse(plan + tail);
    EXPECT_EQ(r.envelope.prose_after, std::optional<std::size_t>(plan.size() + 1));
    EXPECT_EQ(r.envelope.second_plan, std::optional<std::size_t>((plan + tail).rfind('{')));
  }
}

TEST(JsonParser, AScalarThatIsJsonOnlyOnceRepairedAfterThePlanIsText) {
  const std::string plan = "{\"a\": 1}";
  for (std::string tail : {"\n'Hope this helps!'", "\nNaN", "\n-Infinity"}) {
    SCOPED_TRACE(tail);
    auto r = parse(plan + tail);
    ASSERT_TRUE(r.value);
    EXPECT_EQ(r.envelope.prose_after, std::optional<std::size_t>(plan.size() + 1));
    EXPECT_FALSE(r.has(FindingKind::multiple_values));
  }
  // Well-formed scalars, and objects or arrays however repaired, are second values.
  for (std::string tail : {"\n\"Hope this helps!\"", "\n42", "\n['a']", "\n{'b': NaN}"}) {
    SCOPED_TRACE(tail);
    EXPECT_TRUE(parse(plan + tail).has(FindingKind::multiple_values));
  }
}

TEST(JsonParser, APlanOnItsFenceLineIsThePlan) {
  const std::string plan = "{\"a\": 1}";
  for (std::string open : {"```", "```json", "```json ", "~~~ json "}) {
    SCOPED_TRACE(open);
    auto r = parse(open + plan + "\n```\n");
    ASSERT_TRUE(r.value);
    EXPECT_EQ(r.value->begin, open.size());
    EXPECT_EQ(r.envelope.fence_lines, (std::vector<std::size_t>{0, open.size() + plan.size() + 1}));
    EXPECT_FALSE(r.envelope.prose_before);
    EXPECT_FALSE(r.envelope.prose_after);
    EXPECT_TRUE(r.findings.empty());
  }
  // What follows a glued closing fence on its line is text after the plan, as anywhere.
  auto glued_then_more = parse("```json\n" + plan + "``` Hope this helps!\n{\"b\": 2}");
  EXPECT_EQ(glued_then_more.envelope.fence_lines.size(), 2u);
  EXPECT_TRUE(glued_then_more.envelope.prose_after);
  EXPECT_TRUE(glued_then_more.envelope.second_plan);
  // A closing fence right after the plan, on its line, is a fence too, not prose.
  for (std::string text : {"```" + plan + "```", "```json\n" + plan + "```\n", "```json\n" + plan + "  ```"}) {
    SCOPED_TRACE(text);
    auto r = parse(text);
    ASSERT_TRUE(r.value);
    EXPECT_EQ(r.envelope.fence_lines.size(), 2u);
    EXPECT_FALSE(r.envelope.prose_after);
    EXPECT_FALSE(r.envelope.second_plan);
  }
  // Past the info word, only a plan start makes the rest of the line the plan.
  const std::string line = "``` see below {\"x\": 1}\n";
  auto prose = parse(line + plan + "\n```");
  ASSERT_TRUE(prose.value);
  EXPECT_EQ(prose.value->begin, line.size());
  EXPECT_EQ(prose.envelope.fence_lines.size(), 2u);
}

TEST(JsonParser, FindsASecondObject) {
  auto r = parse("{\"a\": 1}\n\n{\"b\": 2}");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.envelope.second_plan, std::optional<std::size_t>(10));
  EXPECT_FALSE(r.envelope.prose_after);
  EXPECT_EQ(r.findings.at(0).kind, FindingKind::multiple_values);
  EXPECT_EQ(r.findings.at(0).offset, 10u);

  auto fenced = parse("```json\n{\"a\": 1}\n```\n```json\n{\"b\": 2}\n```\n");
  ASSERT_TRUE(fenced.value);
  EXPECT_TRUE(fenced.envelope.second_plan);
  EXPECT_EQ(fenced.envelope.fence_lines.size(), 4u);
}

// The values right after the plan are the second value's one fault; text after them is
// prose after the plan, as it is with none (stop 97's audit: `{…}\n{}\nThanks!` was not).
TEST(JsonParser, TextAfterTheValuesAfterThePlanIsProse) {
  const std::string plan = "{\"a\": 1}";
  const std::pair<std::string, std::string> cases[] = {{"\n{}\nThanks!", "Thanks"},
                                                       {"\n[1] See step one.", "See"},
                                                       {"\n{\"b\": 2} is an example.", "is"},
                                                       {"\nnull\nThanks!", "Thanks"},
                                                       {"\n{}\n{}, {}\n// trailing commentary", "//"},
                                                       {"\n{}\n/* note */\n{}", "/*"},
                                                       {"\n```\n```json\n{}\n```\nThanks!", "Thanks"}};
  for (const auto& [tail, prose] : cases) {
    SCOPED_TRACE(tail);
    const std::string text = plan + tail;
    auto r = parse(text);
    ASSERT_TRUE(r.value);
    EXPECT_TRUE(r.has(FindingKind::multiple_values) || r.envelope.second_plan);
    EXPECT_EQ(r.envelope.prose_after, std::optional<std::size_t>(text.find(prose)));
  }
  // Values, the commas that join them, closers and fences after them are no prose.
  for (std::string tail : {"\nnull", "\n{}", "\n{}, {}, [1]\n", "\n42, 43", "\n{} ]}", "\n{}\n```\n"}) {
    SCOPED_TRACE(tail);
    auto r = parse(plan + tail);
    ASSERT_TRUE(r.value);
    EXPECT_TRUE(r.has(FindingKind::multiple_values));
    EXPECT_FALSE(r.envelope.prose_after);
  }
}

// A scalar after the plan that words follow on its line opens a sentence: prose, as the
// same sentence is before the plan, and no second value.
TEST(JsonParser, AScalarThatWordsFollowOnItsLineOpensASentence) {
  const std::string plan = "{\"a\": 1}";
  for (std::string tail : {"\nnull is returned when no fix is needed.", "\ntrue story.", "\n2024 release notes follow.",
                           "\n\"draft\" mode", "\n-1 means none.", "\n\"\"\"", "\n\"\"\"\n"}) {
    SCOPED_TRACE(tail);
    auto r = parse(plan + tail);
    ASSERT_TRUE(r.value);
    EXPECT_EQ(r.envelope.prose_after, std::optional<std::size_t>(plan.size() + 1));
    EXPECT_FALSE(r.has(FindingKind::multiple_values));
    EXPECT_FALSE(r.envelope.second_plan);
  }
}

// A triple quote after the plan is prose as it is before it (stop 98's grader-eye audit:
// after the plan it was an empty string, a second value, and then prose); two empty
// strings are still values.
TEST(JsonParser, ATripleQuoteAroundThePlanIsProseOnBothSides) {
  const std::string plan = "{\"a\": 1}";
  auto r = parse("\"\"\"\n" + plan + "\n\"\"\"\n");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.envelope.prose_before, std::optional<std::size_t>(0));
  EXPECT_EQ(r.envelope.prose_after, std::optional<std::size_t>(4 + plan.size() + 1));
  EXPECT_FALSE(r.has(FindingKind::multiple_values));
  // after a second value too: the prose starts at the triple quote
  auto second = parse(plan + "\n{}\n\"\"\"");
  EXPECT_TRUE(second.has(FindingKind::multiple_values));
  EXPECT_EQ(second.envelope.prose_after, std::optional<std::size_t>(plan.size() + 4));
  auto two_strings = parse(plan + "\n\"\" \"\"");
  EXPECT_TRUE(two_strings.has(FindingKind::multiple_values));
  EXPECT_FALSE(two_strings.envelope.prose_after);
}

// JSON's punctuation after a scalar is no word: `5]` after the plan is a second value and
// a closer that closes nothing, not a sentence.
TEST(JsonParser, AScalarThatACloserFollowsOpensNoSentence) {
  const std::string plan = "{\"a\": 1}";
  for (std::string tail : {"\n5]", "\n5}", "\n{}\n5]"}) {
    SCOPED_TRACE(tail);
    auto r = parse(plan + tail);
    ASSERT_TRUE(r.value);
    EXPECT_TRUE(r.has(FindingKind::multiple_values));
    EXPECT_FALSE(r.envelope.prose_after);
  }
}

TEST(JsonParser, WhitespaceAroundTheValueIsFine) {
  auto r = parse(" \t\r\n {\"a\": [ ]} \n\n");
  EXPECT_TRUE(r.well_formed());
  EXPECT_TRUE(r.findings.empty());
  // Other whitespace is not JSON whitespace.
  EXPECT_FALSE(parse("\f{}").well_formed());
  EXPECT_FALSE(parse("{}\xC2\xA0").well_formed());
}

// ---- limits -------------------------------------------------------------------------

TEST(JsonParser, DeepNestingIsALimitNotACrash) {
  auto r = parse(std::string(100000, '['));
  ASSERT_TRUE(r.limit);
  EXPECT_EQ(r.limit->rule, "HARNESS-NESTING-TOO-DEEP");
  EXPECT_FALSE(r.value);

  Limits limits;
  limits.max_depth = 3;
  EXPECT_TRUE(parse("[[[1]]]", limits).well_formed());
  auto deep = parse("[[[[1]]]]", limits);
  ASSERT_TRUE(deep.limit);
  EXPECT_EQ(deep.limit->offset, 3u);
  EXPECT_FALSE(parse(R"({"a":{"b":{"c":{}}}})", limits).value);
}

TEST(JsonParser, NestingIsBoundedEvenWhereTheBracketCountIsFooled) {
  // check_limits cannot delimit a string with a raw line break in it (which the parser
  // recovers from), so the brackets after it uncount the real nesting; the parser's own
  // count still stops it.
  Limits limits;
  limits.max_depth = 4;
  const std::string fooled = "[[[\"\n]]]]]\", [[[[[1]]]]] ]]]";
  EXPECT_FALSE(check_limits(fooled, lexical_conventions(), limits));
  auto r = parse(fooled, limits);
  ASSERT_TRUE(r.limit);
  EXPECT_EQ(r.limit->rule, "HARNESS-NESTING-TOO-DEEP");

  std::string deep;
  for (int i = 0; i < 20000; ++i) deep += "[\"\n]]\",";  // each level hides itself
  auto d = parse(deep);
  ASSERT_TRUE(d.limit);
  EXPECT_EQ(d.limit->rule, "HARNESS-NESTING-TOO-DEEP");
}

// The bracket pre-scan runs after the parse, and only on texts that are not one clean
// JSON value (parser.cpp): the result must be as if it had run first. Texts dense in
// brackets, quotes, comments and line breaks, at small depths.
RC_GTEST_PROP(JsonParser, ThePreScanDecidesTheLimitAsIfItRanFirst, ()) {
  Limits limits;
  limits.max_depth = *rc::gen::inRange<std::size_t>(1, 6);
  const std::string text = *rc::gen::container<std::string>(rc::gen::weightedOneOf<char>({
      {6, rc::gen::element('[', ']', '{', '}')},
      {3, rc::gen::element('"', ',', ':', '1', ' ')},
      {1, rc::gen::element('\'', '\n', '/', '*', '<', '>', '(', ')', 'a', '\\', ';')},
  }));
  const auto pre_scan = check_limits(text, lexical_conventions(), limits);
  const ParseResult r = parse(text, limits);
  if (pre_scan) {
    RC_ASSERT(r.limit);
    RC_ASSERT(r.limit->rule == pre_scan->rule);
    RC_ASSERT(r.limit->offset == pre_scan->offset);
    RC_ASSERT(!r.value);
    RC_ASSERT(!r.syntax_error);
    RC_ASSERT(r.findings.empty());
  }
  // A clean value is where the scan is skipped: there it cannot trip.
  if (r.well_formed() && r.findings.empty()) RC_ASSERT(!pre_scan);
}

TEST(JsonParser, ThePreScanStillTripsOnBracketsOutsideTheValue) {
  Limits limits;
  limits.max_depth = 3;
  // Prose before or after the plan, a single-quoted string: the parser nests none of
  // these brackets, the pre-scan counts them.
  for (const std::string text : {"Plan ((((: {\"a\": 1}", "{\"a\": 1} then [[[[", "{\"a\": '[[[['}"}) {
    const auto r = parse(text, limits);
    ASSERT_TRUE(r.limit) << text;
    EXPECT_EQ(r.limit->rule, "HARNESS-NESTING-TOO-DEEP") << text;
    EXPECT_FALSE(r.value) << text;
  }
  EXPECT_TRUE(parse("{\"a\": \"[[[[\"}", limits).well_formed());
}

TEST(JsonParser, LargeInputIsALimit) {
  Limits limits;
  limits.max_bytes = 10;
  auto r = parse("[1,2,3,4,5,6]", limits);
  ASSERT_TRUE(r.limit);
  EXPECT_EQ(r.limit->rule, "HARNESS-INPUT-TOO-LARGE");
}

// ---- nlohmann::json -----------------------------------------------------------------

TEST(JsonParser, ConvertsToNlohmannAsNlohmannWould) {
  const std::string text =
      R"({"a": [1, -1, 18446744073709551615, 18446744073709551616, -9223372036854775809, 1.5, -0, -0.0],
          "b": {"x": 1, "x": 2}, "c": "\u00e9", "d": null, "e": false})";
  auto r = parse(text);
  ASSERT_TRUE(r.value);
  const auto ours = to_nlohmann(*r.value);
  const auto theirs = nlohmann::json::parse(text);
  EXPECT_EQ(ours, theirs);
  EXPECT_EQ(ours.dump(), theirs.dump());
  EXPECT_TRUE(ours["a"][0].is_number_unsigned());
  EXPECT_TRUE(ours["a"][1].is_number_integer() && !ours["a"][1].is_number_unsigned());
  EXPECT_TRUE(ours["a"][3].is_number_float());
  EXPECT_EQ(ours["b"]["x"], 2);
}

TEST(JsonParser, NamesTheCasesWhereItIsStricterThanNlohmann) {
  EXPECT_EQ(stricter_than_nlohmann("\xEF\xBB\xBF{\"a\":1}"), Stricter::byte_order_mark);
  EXPECT_EQ(stricter_than_nlohmann("{\"a\":1}\0junk"s), Stricter::nul_after_value);
  EXPECT_EQ(stricter_than_nlohmann("[1] \0"s), Stricter::nul_after_value);
  EXPECT_EQ(stricter_than_nlohmann("\xEF\xBB\xBF[1]\0x"s), Stricter::byte_order_mark);
  EXPECT_EQ(stricter_than_nlohmann(std::string(200, '[') + std::string(200, ']')), Stricter::limit);
  EXPECT_EQ(stricter_than_nlohmann("{\"a\":1}"), Stricter::none);
  EXPECT_EQ(stricter_than_nlohmann("[1,]"), Stricter::none);
  EXPECT_EQ(stricter_than_nlohmann("[1,]\0"s), Stricter::none);
  // …and nlohmann does accept each of them.
  for (const auto& text : {"\xEF\xBB\xBF{\"a\":1}"s, "{\"a\":1}\0junk"s, std::string(200, '[') + std::string(200, ']')})
    EXPECT_TRUE(nlohmann::json::accept(text));
}

}  // namespace
}  // namespace conform::json
