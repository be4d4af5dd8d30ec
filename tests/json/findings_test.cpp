// One block per finding kind: texts that must trip it (and where), texts that must not,
// and whether the text still yields a tree and still counts as well-formed.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "parsers/json/parser.hpp"
#include "parsers/json/to_nlohmann.hpp"

namespace conform::json {
namespace {

using namespace std::string_literals;

std::vector<std::size_t> offsets_of(const ParseResult& r, FindingKind kind) {
  std::vector<std::size_t> out;
  for (const auto& f : r.findings)
    if (f.kind == kind) out.push_back(f.offset);
  return out;
}

std::string dump(const ParseResult& r) {
  std::string out;
  if (r.syntax_error) out += "syntax error at " + std::to_string(r.syntax_error->offset) + ": " + r.syntax_error->message + "\n";
  for (const auto& f : r.findings)
    out += std::string(to_string(f.kind)) + " at " + std::to_string(f.offset) + ": " + f.message + "\n";
  return out;
}

struct Trip {
  std::string text;
  std::vector<std::size_t> offsets;  // of this kind, in order
};

// Each trip text yields a tree with exactly these findings of `kind`; each clean text
// has none of `kind`.
void expect_kind(FindingKind kind, const std::vector<Trip>& trips, const std::vector<std::string>& clean) {
  for (const auto& t : trips) {
    SCOPED_TRACE("trips: " + t.text);
    auto r = parse(t.text);
    EXPECT_TRUE(r.value.has_value()) << dump(r);
    EXPECT_TRUE(r.has(kind)) << dump(r);
    EXPECT_EQ(offsets_of(r, kind), t.offsets) << dump(r);
    EXPECT_EQ(r.well_formed(), !breaks_well_formedness(kind)) << dump(r);
    for (const auto& f : r.findings) EXPECT_FALSE(f.message.empty());
  }
  for (const auto& text : clean) {
    SCOPED_TRACE("clean: " + text);
    auto r = parse(text);
    EXPECT_FALSE(r.has(kind)) << dump(r);
    EXPECT_TRUE(offsets_of(r, kind).empty()) << dump(r);
  }
}

TEST(JsonFindings, DuplicateKey) {
  expect_kind(FindingKind::duplicate_key,
              {{R"({"a":1,"a":2})", {7}},
               {R"({"a":1,"b":2,"a":3,"a":4})", {13, 19}},
               {R"({"a":1,"\u0061":2})", {7}},          // equal once decoded
               {R"({"x":{"k":1,"k":2}})", {12}},
               {R"([{"id":1}, {"id":2, "id":3}])", {20}}},
              {R"({"a":1,"A":2})", R"({"a":{"a":1}})", R"([{"a":1},{"a":2}])", R"({"a":1,"a ":2})"});
  // The first key is the related position; the last value wins in to_nlohmann.
  auto r = parse(R"({"a":1,"a":2})");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].related, std::optional<std::size_t>(1));
  EXPECT_EQ(r.findings[0].message, "duplicate key \"a\"; the object already has this key");
  // A key written otherwise than the first is shown with the first's spelling.
  auto escaped = parse(R"({"title":1,"ti\u0074le":2})");
  ASSERT_EQ(escaped.findings.size(), 1u);
  EXPECT_EQ(escaped.findings[0].message,
            R"(duplicate key "ti\u0074le"; the object already has this key, written "title")");
  EXPECT_EQ(to_nlohmann(*r.value), nlohmann::json::parse(R"({"a":2})"));
  ASSERT_EQ(r.value->members.size(), 2u);  // both kept, in source order
  EXPECT_EQ(r.value->find("a")->number, "2");

  // Whatever the quoting.
  EXPECT_EQ(offsets_of(parse("{'a':1, a:2}"), FindingKind::duplicate_key), std::vector<std::size_t>{8});

  // Large objects take the hashing path.
  std::string big = "{";
  for (int i = 0; i < 40; ++i) big += "\"k" + std::to_string(i) + "\":" + std::to_string(i) + ",";
  const std::size_t at = big.size();
  big += "\"k7\":0}";
  expect_kind(FindingKind::duplicate_key, {{big, {at}}}, {});

  // Keys that hold a lone surrogate or invalid UTF-8 all decode to U+FFFD: they are
  // unreadable, and not compared (their own findings say why). Readable keys still are.
  for (const std::string& text : {R"({"\uD800":1,"\uDBFF":2})"s, "{\"\xFF\":1,\"\xFE\":2}"s, R"({"\uFFFD":1,"\uD800":2})"s,
                                  R"({"\uD800":1,"\uD800":2})"s}) {
    SCOPED_TRACE(text);
    const auto damaged = parse(text);
    EXPECT_FALSE(damaged.has(FindingKind::duplicate_key)) << dump(damaged);
    EXPECT_TRUE(damaged.has(FindingKind::lone_surrogate) || damaged.has(FindingKind::invalid_utf8)) << dump(damaged);
  }
  EXPECT_EQ(offsets_of(parse(R"({"\uD800":1,"a":2,"a":3})"), FindingKind::duplicate_key), std::vector<std::size_t>{18});
}

TEST(JsonFindings, IntegerOutOfRange) {
  expect_kind(FindingKind::integer_out_of_range,
              {{"9223372036854775808", {0}},
               {"-9223372036854775809", {0}},
               {"18446744073709551615", {0}},
               {"[1, 123456789012345678901234567890]", {4}}},
              {"9223372036854775807", "-9223372036854775808", "1e30", "1.5", "0", "-0"});
}

TEST(JsonFindings, NumberOverflow) {
  expect_kind(FindingKind::number_overflow,
              {{"1e400", {0}}, {"-1e400", {0}}, {"[1.5E+309]", {1}}, {"1" + std::string(400, '0'), {0}},
               {"-" + std::string(310, '9') + ".5", {0}}, {"0.1e310", {0}}},
              {"1e308", "1.7976931348623157e308", "1e-400", "0e99999", "0.0e400", "-1e-999", "123"});
  // The text is kept.
  auto r = parse("[1e400]");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.value->elements.at(0).number, "1e400");
  EXPECT_TRUE(std::isinf(*to_double(r.value->elements[0])));
  // An integer text that overflows is an overflow, not merely out of the int64 range.
  auto huge = parse("1" + std::string(400, '0'));
  EXPECT_FALSE(huge.has(FindingKind::integer_out_of_range));
}

TEST(JsonFindings, ByteOrderMark) {
  expect_kind(FindingKind::byte_order_mark, {{"\xEF\xBB\xBF{}", {0}}, {"\xEF\xBB\xBF  [1]", {0}}},
              {"{}", "\"\xEF\xBB\xBF\"", "[\"a\xEF\xBB\xBF\"]"});
  auto r = parse("\xEF\xBB\xBF{\"a\":1}");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.value->begin, 3u);
  EXPECT_FALSE(r.envelope.prose_before);
}

TEST(JsonFindings, InvalidUtf8) {
  expect_kind(FindingKind::invalid_utf8,
              {{"\"\xC0\xAF\"", {1}},              // overlong '/'
               {"\"\xE0\x80\x80\"", {1}},          // overlong NUL, three bytes
               {"\"\xF0\x80\x80\x80\"", {1}},      // overlong, four bytes
               {"\"\xED\xA0\x80\"", {1}},          // U+D800 encoded
               {"\"\xF4\x90\x80\x80\"", {1}},      // U+110000
               {"\"\xF5\x80\x80\x80\"", {1}},      // F5 lead
               {"\"a\xFF" "b\"", {2}},
               {"\"\x80\"", {1}},                  // stray continuation
               {"\"\xE2\x82\"", {1}},              // truncated
               {"{\"a\":\"\xFF\"} \xFF", {6}}},      // the value's; the byte after it is prose's
              {"\"\xC3\xA9\"", "\"\xE4\xB8\xAD\"", "\"\xF0\x9F\x98\x80\"", "\"\xF4\x8F\xBF\xBF\"", "\"\xEF\xBF\xBF\"",
               "\"\x7F\""});
  // Around the value, invalid bytes are part of the prose there, which is the fault.
  for (const std::string text : {"{\"a\":1} \xFF", "\xFF\n{\"a\":1}"}) {
    auto r = parse(text);
    ASSERT_TRUE(r.value) << dump(r);
    EXPECT_FALSE(r.has(FindingKind::invalid_utf8)) << dump(r);
    EXPECT_TRUE(r.envelope.prose_before || r.envelope.prose_after) << dump(r);
  }
}

TEST(JsonFindings, InvalidUtf8DecodesAsReplacementCharacter) {
  auto r = parse("[\"a\xFF" "b\", \"\xE2\x82\"]");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.value->elements.at(0).string, "a\xEF\xBF\xBD" "b");
  EXPECT_EQ(r.value->elements.at(1).string, "\xEF\xBF\xBD");
  EXPECT_EQ(offsets_of(r, FindingKind::invalid_utf8), (std::vector<std::size_t>{3, 9}));
  // An unterminated string still has its invalid bytes reported.
  auto u = parse("\"\xE2\x82");
  EXPECT_TRUE(u.syntax_error);
  EXPECT_EQ(offsets_of(u, FindingKind::invalid_utf8), std::vector<std::size_t>{1});
}

TEST(JsonFindings, LoneSurrogate) {
  expect_kind(FindingKind::lone_surrogate,
              {{R"("\uD800")", {1}},
               {R"("\uD800x")", {1}},
               {R"("\uD800\uD800\uDC00")", {1}},  // the second high pairs with the low
               {R"("\uDC00")", {1}},
               {R"("a\udfff")", {2}},
               {R"("\uDBFF\u0041")", {1}},
               {R"({"\uD83D": 1})", {2}}},
              {R"("\uD83D\uDE00")", R"("\uD7FF")", R"("\uE000")", R"("\ud83d\ude00")", "\"\xF0\x9F\x98\x80\""});
  auto r = parse(R"(["\uD800x", "\uD83D\uDE00"])");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.value->elements.at(0).string, "\xEF\xBF\xBDx");
  EXPECT_EQ(r.value->elements.at(1).string, "\xF0\x9F\x98\x80");
  EXPECT_NE(r.findings.at(0).message.find("high surrogate"), std::string::npos);
  EXPECT_NE(parse(R"("\uDC00")").findings.at(0).message.find("low surrogate"), std::string::npos);
}

TEST(JsonFindings, TrailingComma) {
  expect_kind(FindingKind::trailing_comma,
              {{"[1,]", {2}}, {R"({"a":1,})", {6}}, {"[1, /* c */ ]", {2}}, {"[[1,],]", {3, 5}},
               {"{\"a\":[1,\n]\n,\n}", {7, 11}}},
              {"[1]", "[]", "{}", R"({"a":",]"})"});
  auto r = parse("[1,2,]");
  EXPECT_EQ(to_nlohmann(*r.value), nlohmann::json::parse("[1,2]"));
  EXPECT_EQ(r.findings.at(0).related, std::optional<std::size_t>(5));
  EXPECT_EQ(r.findings.at(0).message, "trailing comma before ']'; JSON does not allow one");
}

TEST(JsonFindings, Comment) {
  expect_kind(FindingKind::comment,
              {{"{/* c */}", {1}}, {"[1, // one\n 2]", {4}}, {"{\"a\" /*k*/ : /*v*/ 1}", {5, 13}}},
              {R"({"url":"http://x/*y*/"})", "[1]", "// c\n{}", "{} // c", "[1] /* unterminated"});
  // Outside the value a comment is commentary around the JSON text: prose, not a finding.
  auto r = parse("/* lead */ {\"a\":1} // trail");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.envelope.prose_before, std::optional<std::size_t>(0));
  EXPECT_EQ(r.envelope.prose_after, std::optional<std::size_t>(19));
  EXPECT_EQ(r.value->begin, 11u);
}

TEST(JsonFindings, SingleQuotedString) {
  expect_kind(FindingKind::single_quoted_string,
              {{"['a']", {1}}, {"{'k': 1}", {1}}, {"{\"k\": 'v'}", {6}}, {R"(['it\'s'])", {1}}},
              {R"(["it's"])", "[\"'\"]"});
  auto r = parse(R"(['it\'s "x"'])");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.value->elements.at(0).string, "it's \"x\"");
  EXPECT_FALSE(r.has(FindingKind::invalid_escape));
}

TEST(JsonFindings, UnquotedKey) {
  expect_kind(FindingKind::unquoted_key, {{"{a: 1}", {1}}, {"{$x_1: 2, \"b\": 3, c: 4}", {1, 18}}},
              {R"({"a": 1})", "{}"});
  auto r = parse("{step_1: true}");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.value->members.at(0).key.text, "step_1");
  EXPECT_EQ(r.value->members.at(0).key.begin, 1u);
  EXPECT_EQ(r.value->members.at(0).key.end, 7u);
}

TEST(JsonFindings, MultipleValues) {
  expect_kind(FindingKind::multiple_values,
              {{"1 2", {2}}, {"{} []", {3}}, {R"("a""b")", {3}}, {"{}\n{\"a\":1}", {3}}, {"[1] /*c*/ 2", {10}}},
              {"{} ", "{} hello", "{}\n```", "[1]"});
  auto r = parse("{\"a\":1} {\"b\":2}");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.value->find("a")->number, "1");
  EXPECT_EQ(r.envelope.second_plan, std::optional<std::size_t>(8));
}

TEST(JsonFindings, ControlCharacter) {
  expect_kind(FindingKind::control_character,
              {{"\"a\tb\"", {2}}, {"\"line\nbreak\"", {5}}, {"[\"\x1F\"]", {2}}, {"\"\0\""s, {1}},
               {"{\"k\x01\":1}", {3}},
               // a CR LF is one line break, one finding, as LF alone is; a CR alone is one too
               {"\"a\r\nb\r\nc\"", {2, 5}}, {"\"a\rb\r\r\nc\"", {2, 4, 5}}},
              {"\"\x7F\"", "\"a\\tb\"", "\"\\u0000\""});
  auto r = parse("\"a\nb\"");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.value->string, "a\nb");
}

TEST(JsonFindings, InvalidEscape) {
  expect_kind(FindingKind::invalid_escape,
              {{R"("\x41")", {1}}, {R"("\a")", {1}}, {R"("\'")", {1}}, {R"("\u12")", {1}}, {R"("\u12G4")", {1}},
               {R"("\U0041")", {1}}, {"\"\\\xC3\xA9\"", {1}}},
              {R"("\" \\ \/ \b \f \n \r \t \u0041 \u00e9")", R"(['\''])"});
  auto r = parse(R"(["\q", "\u12"])");
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.value->elements.at(0).string, "q");
  EXPECT_EQ(r.value->elements.at(1).string, "u12");
}

TEST(JsonFindings, LeadingZero) {
  expect_kind(FindingKind::leading_zero, {{"01", {0}}, {"-01", {0}}, {"[00.5]", {1}}, {"007e1", {0}}},
              {"0", "-0", "0.5", "10", "0e5", "[0,0]"});
  auto r = parse("[012]");
  EXPECT_EQ(r.value->elements.at(0).number, "012");
  EXPECT_EQ(to_int64(r.value->elements[0]), std::optional<std::int64_t>(12));
}

TEST(JsonFindings, NonFiniteLiteral) {
  expect_kind(FindingKind::non_finite_literal,
              {{"NaN", {0}}, {"[Infinity, -Infinity]", {1, 11}}, {"{\"x\": NaN}", {6}}},
              {"\"NaN\"", "null", "[1]"});
  auto r = parse("[NaN, -Infinity]");
  EXPECT_TRUE(std::isnan(*to_double(r.value->elements.at(0))));
  EXPECT_EQ(*to_double(r.value->elements.at(1)), -std::numeric_limits<double>::infinity());
}

TEST(JsonFindings, EveryKindHasANameAndAClass) {
  for (std::size_t k = 0; k < finding_kind_count; ++k) {
    auto kind = static_cast<FindingKind>(k);
    EXPECT_NE(to_string(kind), "unknown");
    EXPECT_EQ(breaks_well_formedness(kind),
              kind != FindingKind::duplicate_key && kind != FindingKind::integer_out_of_range);
  }
}

TEST(JsonFindings, FindingsAreSortedAndCapped) {
  std::string text = "[";
  for (int i = 0; i < 3000; ++i) text += "'x',";
  text += "1]";
  auto r = parse(text);
  ASSERT_TRUE(r.value);
  EXPECT_EQ(r.findings.size(), max_listed_findings);
  EXPECT_TRUE(r.findings_truncated);
  EXPECT_TRUE(r.has(FindingKind::single_quoted_string));
  for (std::size_t i = 1; i < r.findings.size(); ++i) EXPECT_LT(r.findings[i - 1].offset, r.findings[i].offset);
  // The last one listed says that the list is cut, and no other does.
  EXPECT_NE(r.findings.back().message.find("the list stops here"), std::string::npos) << r.findings.back().message;
  EXPECT_EQ(r.findings[r.findings.size() - 2].message.find("the list stops here"), std::string::npos);

  // A kind beyond the listed ones still counts against well-formedness.
  std::string many = "[";
  for (int i = 0; i < 1100; ++i) many += "'x',";
  many += "NaN]";
  auto m = parse(many);
  EXPECT_TRUE(m.has(FindingKind::non_finite_literal));
  EXPECT_FALSE(m.well_formed());

  // A list that holds every finding says nothing of stopping.
  std::string all = "[";
  for (std::size_t i = 0; i < max_listed_findings; ++i) all += "'x',";
  all += "1]";
  auto a = parse(all);
  ASSERT_EQ(a.findings.size(), max_listed_findings);
  EXPECT_FALSE(a.findings_truncated);
  EXPECT_EQ(a.findings.back().message.find("the list stops here"), std::string::npos) << a.findings.back().message;
}

}  // namespace
}  // namespace conform::json
