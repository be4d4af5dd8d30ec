// json::quote, which prints every string of every generated JSON plan: it takes runs of
// plain bytes whole, and must print exactly what escaping one byte or one UTF-8
// sequence at a time prints, and what a JSON parser reads back as the same text.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "parsers/json/printer.hpp"
#include "core/utf8.hpp"

namespace conform::json {
namespace {

std::string u_escape(unsigned unit) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "\\u%04x", unit);
  return buf;
}

// The definition quote stands for: one byte or one sequence at a time.
std::string quote_one_at_a_time(std::string_view text, bool escape_non_ascii) {
  std::string out = "\"";
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: out += c < 0x20 ? u_escape(c) : std::string(1, static_cast<char>(c));
      }
      ++i;
      continue;
    }
    const utf8::Step step = utf8::decode(text, i);
    const char32_t cp = step.error == utf8::Error::none ? step.code_point : U'\uFFFD';
    if (!escape_non_ascii) {
      out += step.error == utf8::Error::none ? std::string(text.substr(i, step.length)) : "\xEF\xBF\xBD";
    } else if (cp >= 0x10000) {
      out += u_escape(0xD800 + ((cp - 0x10000) >> 10)) + u_escape(0xDC00 + ((cp - 0x10000) & 0x3FF));
    } else {
      out += u_escape(cp);
    }
    i += step.length;
  }
  return out + "\"";
}

rc::Gen<std::string> joined(rc::Gen<std::string> part) {
  return rc::gen::map(rc::gen::container<std::vector<std::string>>(std::move(part)),
                      [](const std::vector<std::string>& parts) {
                        std::string s;
                        for (const auto& p : parts) s += p;
                        return s;
                      });
}

// Well-formed text with what quote must stop at (quotes, backslashes, control bytes,
// sequences of every length) between runs of plain text longer than a block.
rc::Gen<std::string> well_formed_text() {
  const auto scalar_value = rc::gen::suchThat(rc::gen::inRange<char32_t>(0, 0x110000),
                                              [](char32_t c) { return c < 0xD800 || c > 0xDFFF; });
  return joined(rc::gen::oneOf(
      rc::gen::element<std::string>("\"", "\\", "\n", "\t", "\b", "\f", "\r", "\x01", "\x1f", "\x7f", " ",
                                    "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80",
                                    "plain text longer than one block of sixteen bytes"),
      rc::gen::map(scalar_value, [](char32_t c) {
        std::string s;
        utf8::append(s, c);
        return s;
      })));
}

// The same, with sequences that are truncated, overlong, encoded surrogates or not UTF-8.
rc::Gen<std::string> any_text() {
  return joined(rc::gen::oneOf(well_formed_text(),
                               rc::gen::element<std::string>("\xC3", "\xE2\x82", "\xFF", "\x80", "\xED\xA0\x80",
                                                             "\xC0\xAF", "\xF4\x90\x80\x80"),
                               rc::gen::arbitrary<std::string>()));
}

RC_GTEST_PROP(JsonQuote, PrintsWhatEscapingOneByteOrSequenceAtATimePrints, ()) {
  const std::string text = *any_text();
  const bool escape_non_ascii = *rc::gen::arbitrary<bool>();
  RC_ASSERT(quote(text, escape_non_ascii) == quote_one_at_a_time(text, escape_non_ascii));
  std::string appended = "prefix";
  append_quoted(appended, text, escape_non_ascii);
  RC_ASSERT(appended == "prefix" + quote(text, escape_non_ascii));
}

RC_GTEST_PROP(JsonQuote, AParserReadsWellFormedTextBackUnchanged, ()) {
  const std::string text = *well_formed_text();
  const bool escape_non_ascii = *rc::gen::arbitrary<bool>();
  const std::string quoted = quote(text, escape_non_ascii);
  if (escape_non_ascii)
    for (const char c : quoted) RC_ASSERT(static_cast<unsigned char>(c) < 0x80);
  RC_ASSERT(nlohmann::json::parse(quoted).get<std::string>() == text);
}

TEST(JsonQuote, EscapesWhatJsonRequiresAndNothingElse) {
  EXPECT_EQ(quote("a\"b\\c\nd\te\r\b\f\x01\x7f/"), R"("a\"b\\c\nd\te\r\b\f\u0001)" "\x7f" R"(/")");
  EXPECT_EQ(quote("caf\xC3\xA9 \xF0\x9F\x98\x80"), "\"caf\xC3\xA9 \xF0\x9F\x98\x80\"");
  EXPECT_EQ(quote("caf\xC3\xA9 \xF0\x9F\x98\x80", true), R"("caf\u00e9 \ud83d\ude00")");
  EXPECT_EQ(quote("a\xFF" "b"), "\"a\xEF\xBF\xBD" "b\"");
  EXPECT_EQ(quote("a\xFF" "b", true), R"("a\ufffdb")");
  const std::string run(20, 'x');  // the quote inside a block, not in the bytes after the last one
  EXPECT_EQ(quote(run + "\"" + run), "\"" + run + "\\\"" + run + "\"");
  EXPECT_EQ(quote(""), "\"\"");
}

}  // namespace
}  // namespace conform::json
