// Differential properties: the JSON front end against nlohmann::json::parse, on
// generated valid texts (they must agree on the verdict and the value, and every
// recorded position must delimit the value it belongs to) and on mangled texts (they
// must agree on the verdict except in the documented cases where we are stricter).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/source_text.hpp"
#include "parsers/json/parser.hpp"
#include "parsers/json/to_nlohmann.hpp"
#include "tests/json/json_gen.hpp"

namespace conform::json {
namespace {

std::optional<nlohmann::json> nlohmann_parse(const std::string& text) {
  auto j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return std::nullopt;
  return j;
}

std::string show(const std::string& text, const ParseResult& r) {
  std::string out = "text: " + nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) +
                    "\nwell_formed: " + (r.well_formed() ? "yes" : "no") + "\n";
  if (r.limit) out += "limit: " + r.limit->message + "\n";
  if (r.syntax_error) out += "syntax error at " + std::to_string(r.syntax_error->offset) + ": " + r.syntax_error->message + "\n";
  for (const auto& f : r.findings)
    out += std::string(to_string(f.kind)) + " at " + std::to_string(f.offset) + ": " + f.message + "\n";
  return out;
}

// Every value's and key's range, read on its own, gives that value or key.
void check_positions(const std::string& text, const Value& v) {
  RC_ASSERT(v.begin < v.end);
  RC_ASSERT(v.end <= text.size());
  auto alone = nlohmann_parse(text.substr(v.begin, v.end - v.begin));
  RC_ASSERT(alone.has_value());
  RC_ASSERT(*alone == to_nlohmann(v));
  std::uint32_t previous_end = v.begin;
  for (const auto& e : v.elements) {
    RC_ASSERT(e.begin >= previous_end);
    check_positions(text, e);
    previous_end = e.end;
  }
  for (const auto& m : v.members) {
    RC_ASSERT(m.key.begin >= previous_end);
    RC_ASSERT(m.key.end <= m.value.begin);
    auto key = nlohmann_parse(text.substr(m.key.begin, m.key.end - m.key.begin));
    RC_ASSERT(key.has_value());
    RC_ASSERT(*key == nlohmann::json(m.key.text));
    check_positions(text, m.value);
    previous_end = m.value.end;
  }
  RC_ASSERT(previous_end <= v.end);
}

// What holds for any result, whatever the text.
void check_invariants(const std::string& text, const ParseResult& r) {
  if (r.limit) {
    RC_ASSERT(!r.value);
    RC_ASSERT(r.findings.empty());
    return;
  }
  RC_ASSERT(r.value.has_value() != r.syntax_error.has_value());
  for (std::size_t i = 0; i < r.findings.size(); ++i) {
    RC_ASSERT(r.findings[i].offset < text.size());
    RC_ASSERT(r.has(r.findings[i].kind));
    RC_ASSERT(!r.findings[i].message.empty());
    if (i > 0) RC_ASSERT(r.findings[i - 1].offset <= r.findings[i].offset);
  }
  if (r.syntax_error) RC_ASSERT(r.syntax_error->offset <= text.size());
  if (r.value) {
    RC_ASSERT(r.value->end <= text.size());
    RC_ASSERT(r.envelope.plan_begin.has_value());
  }
  RC_ASSERT(!r.well_formed() || r.value.has_value());
}

RC_GTEST_PROP(JsonDifferential, GeneratedTextsAgreeWithNlohmann, ()) {
  const std::string text = *test::json_text();
  const ParseResult r = parse(text);
  RC_LOG() << show(text, r);
  const auto theirs = nlohmann_parse(text);
  RC_ASSERT(theirs.has_value());
  RC_ASSERT(r.well_formed());
  RC_ASSERT(to_nlohmann(*r.value) == *theirs);
  for (const auto& f : r.findings) RC_ASSERT(!breaks_well_formedness(f.kind));
  check_positions(text, *r.value);
  check_invariants(text, r);
}

RC_GTEST_PROP(JsonDifferential, PrintedTreesParseBackWithExactlyTheLenientFindings, ()) {
  const Value v = *test::arbitrary_value();
  const test::PrintStyle style = *test::lenient_style();
  const std::string text = test::print(v, style);
  const ParseResult r = parse(text);
  RC_LOG() << show(text, r);
  RC_ASSERT(r.value.has_value());
  RC_ASSERT(*r.value == v);
  for (const auto& f : r.findings) {
    switch (f.kind) {
      case FindingKind::duplicate_key:
      case FindingKind::integer_out_of_range: break;
      case FindingKind::trailing_comma: RC_ASSERT(style.trailing_commas); break;
      case FindingKind::comment: RC_ASSERT(style.comments); break;
      case FindingKind::single_quoted_string: RC_ASSERT(style.single_quotes); break;
      case FindingKind::unquoted_key: RC_ASSERT(style.unquoted_keys); break;
      default: RC_FAIL("unexpected finding " + std::string(to_string(f.kind)));
    }
  }
  // A comment before or after the value is text around the JSON text, not a comment in it.
  const bool commentary = r.envelope.prose_before.has_value() || r.envelope.prose_after.has_value();
  RC_ASSERT(!commentary || style.comments);
  const bool lenient = r.has(FindingKind::trailing_comma) || r.has(FindingKind::comment) ||
                       r.has(FindingKind::single_quoted_string) || r.has(FindingKind::unquoted_key) || commentary;
  RC_ASSERT(r.well_formed() == !lenient);
  RC_ASSERT(nlohmann_parse(text).has_value() == !lenient);
}

RC_GTEST_PROP(JsonDifferential, MangledTextsAgreeWithNlohmannOrAreDocumentedStricterCases, ()) {
  const std::string text = *test::mangled_text();
  const ParseResult r = parse(text);
  RC_LOG() << show(text, r);
  check_invariants(text, r);
  const auto theirs = nlohmann_parse(text);
  RC_CLASSIFY(r.well_formed(), "well-formed");
  RC_CLASSIFY(r.value && !r.well_formed(), "recovered");
  RC_CLASSIFY(r.syntax_error.has_value(), "syntax error");
  if (r.well_formed()) {
    RC_ASSERT(theirs.has_value());
    RC_ASSERT(to_nlohmann(*r.value) == *theirs);
  } else if (theirs) {
    const Stricter why = stricter_than_nlohmann(text);
    RC_TAG(std::string(to_string(why)));
    RC_ASSERT(why != Stricter::none);
  }
}

RC_GTEST_PROP(JsonDifferential, ArbitraryBytesNeverCrashAndAgree, (const std::string& text)) {
  const ParseResult r = parse(text);
  check_invariants(text, r);
  const auto theirs = nlohmann_parse(text);
  if (r.well_formed()) RC_ASSERT(theirs.has_value() && to_nlohmann(*r.value) == *theirs);
  else if (theirs) RC_ASSERT(stricter_than_nlohmann(text) != Stricter::none);
}

}  // namespace
}  // namespace conform::json

namespace conform::json {
namespace {

// The fuzz seeds and every regression the fuzzer or the properties found, replayed
// with the fuzzer's own checks.
TEST(JsonDifferential, SeedCorpusAndRegressionsAgreeWithNlohmann) {
  const std::filesystem::path dir = std::filesystem::path(CONFORM_SOURCE_DIR) / "corpus" / "json-seeds";
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    ++files;
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    SCOPED_TRACE(entry.path().string());
    const ParseResult r = parse(text);
    const auto theirs = nlohmann_parse(text);
    if (r.well_formed()) {
      ASSERT_TRUE(theirs.has_value());
      EXPECT_EQ(to_nlohmann(*r.value), *theirs);
    } else if (theirs) {
      EXPECT_NE(stricter_than_nlohmann(text), Stricter::none);
    }
    // The file name says which way it should go.
    const std::string name = entry.path().filename().string();
    if (name.starts_with("valid-")) {
      EXPECT_TRUE(r.well_formed());
    }
    if (name.starts_with("invalid-")) {
      EXPECT_FALSE(r.well_formed());
    }
  }
  EXPECT_GE(files, 40u);
}

}  // namespace
}  // namespace conform::json
