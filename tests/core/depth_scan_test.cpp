// check_limits()' bracket scan, which reads a block of bytes at a time and acts only on
// the bytes that matter, against its definition: every byte in turn. Both block
// implementations of core/byte_scan.hpp are tested, the one this machine does not use too.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <optional>
#include <string>
#include <string_view>

#include "core/byte_scan.hpp"
#include "core/limits.hpp"
#include "tests/byte_scan_implementations.hpp"

namespace conform {
namespace {

bool starts_with_at(std::string_view text, std::size_t i, std::string_view prefix) {
  return text.substr(i, prefix.size()) == prefix;
}

// The offset of the last byte of the literal opening at `i`: its closing quote, the line
// break that ends it where it may not span lines, or past the end.
std::size_t literal_last_byte(std::string_view text, std::size_t i, const LexicalConventions& lex) {
  const char quote = text[i];
  if (quote == '"' && lex.text_blocks && starts_with_at(text, i, "\"\"\"")) {
    const auto end = text.find("\"\"\"", i + 3);
    return end == std::string_view::npos ? text.size() : end + 2;
  }
  const bool spans_lines = quote == '"' && lex.strings_span_lines;
  std::size_t j = i + 1;
  for (; j < text.size(); ++j) {
    if (text[j] == quote || ((text[j] == '\n' || text[j] == '\r') && !spans_lines)) break;
    if (text[j] == '\\' && lex.backslash_escapes) ++j;
  }
  return std::min(j, text.size());
}

// The definition: where the depth of brackets, outside literals and comments, first
// exceeds the limit (angle brackets reset at every other bracket and at ';').
std::optional<std::size_t> depth_exceeded_at(std::string_view text, const LexicalConventions& lex, std::size_t max_depth) {
  std::size_t depth = 0;
  std::size_t angle = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"' || (c == '\'' && lex.single_quoted_literals)) {
      i = literal_last_byte(text, i, lex);
      continue;
    }
    bool line_comment = false;
    for (const auto& prefix : lex.line_comments) line_comment = line_comment || starts_with_at(text, i, prefix);
    if (line_comment) {
      while (i < text.size() && text[i] != '\n' && text[i] != '\r') ++i;  // a line ends at LF or CR
      continue;
    }
    if (lex.block_comments && starts_with_at(text, i, "/*")) {
      const auto end = text.find("*/", i + 2);
      if (end == std::string_view::npos) return std::nullopt;
      i = end + 1;
      continue;
    }
    if (lex.angle_brackets && c == '<') ++angle;
    if (lex.angle_brackets && c == '>' && angle > 0) --angle;
    if (c == '(' || c == '[' || c == '{') ++depth;
    if ((c == ')' || c == ']' || c == '}') && depth > 0) --depth;
    if (std::string_view("()[]{};").find(c) != std::string_view::npos) angle = 0;
    if (depth + angle > max_depth) return i;
  }
  return std::nullopt;
}

// Texts made mostly of the bytes the scan acts on, openers the most (so that the limit
// is often met), with the ones that open and close literals and comments, escapes and
// line breaks among them.
rc::Gen<std::string> bracket_text() {
  auto piece = rc::gen::weightedOneOf<std::string>(
      {{12, rc::gen::element<std::string>("(", "[", "{", "<")},
       {6, rc::gen::element<std::string>(")", "]", "}", ">", ";", "a", " ")},
       {3, rc::gen::element<std::string>("\"", "'", "\"\"\"", "\\", "\n", "\r", "#", "//", "/*", "*/", "/", "*", "--")},
       // Where one literal or comment ends and the next byte could open another.
       {2, rc::gen::element<std::string>("*/*", "*//", "/**/", "\"\"", "''", "\\\"", "\\'", "\"\"\"\"", "=<", "?>")},
       {1, rc::gen::map(rc::gen::arbitrary<char>(), [](char c) { return std::string(1, c); })}});
  return rc::gen::map(rc::gen::container<std::vector<std::string>>(piece), [](const std::vector<std::string>& pieces) {
    std::string text;
    for (const auto& p : pieces) text += p;
    return text;
  });
}

// Conventions of every kind, drawn inside a property: each dialect's, and combinations
// none has (an empty line comment prefix makes every byte one the scan acts on).
LexicalConventions any_conventions() {
  // "==" and "?": a comment opener next to an angle bracket's byte (0x3D, 0x3F), which
  // byte_scan::Swar marks falsely after a true mark of it.
  const auto prefix = rc::gen::weightedElement<std::string>(
      {{4, "#"}, {4, "//"}, {4, ";"}, {4, "--"}, {2, "=="}, {2, "?"}, {1, ""}});
  auto flag = [] { return *rc::gen::arbitrary<bool>(); };
  return LexicalConventions{.line_comments = *rc::gen::container<std::vector<std::string>>(
                                *rc::gen::inRange<std::size_t>(0, 3), prefix),
                            .block_comments = flag(),
                            .backslash_escapes = flag(),
                            .strings_span_lines = flag(),
                            .single_quoted_literals = flag(),
                            .text_blocks = flag(),
                            .angle_brackets = flag()};
}

template <typename B>
class DepthScan : public ::testing::Test {};

TYPED_TEST_SUITE(DepthScan, test::ByteScanImplementations);

TYPED_TEST(DepthScan, TripsWhereTheByteAtATimeDefinitionDoes) {
  using B = TypeParam;
  EXPECT_TRUE(rc::check([] {
    const std::string text = *bracket_text();
    const LexicalConventions lex = any_conventions();
    RC_CLASSIFY(depth_exceeded_at(text, lex, 3).has_value(), "deeper than 3");
    RC_CLASSIFY(text.size() > 2 * B::size, "over two blocks");
    // Limits the texts often pass, and some they pass only where brackets pile up.
    for (std::size_t max_depth : {0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 24, 40})
      RC_ASSERT(too_deep_at<B>(text, lex, Limits{.max_bytes = text.size(), .max_depth = max_depth}) ==
                depth_exceeded_at(text, lex, max_depth));
  }));
}

TYPED_TEST(DepthScan, TripsAtEveryPositionOfABlock) {
  using B = TypeParam;
  const LexicalConventions lex{.line_comments = {"//"}, .block_comments = true};
  for (std::size_t at = 0; at < 3 * B::size; ++at) {
    // `at` blank bytes, then the third '(' of three: the one over a limit of two.
    const std::string text = std::string(at, ' ') + "(((" + std::string(2 * B::size, ' ');
    EXPECT_EQ(too_deep_at<B>(text, lex, Limits{.max_bytes = text.size(), .max_depth = 2}), at + 2) << at;
  }
}

TYPED_TEST(DepthScan, SkipsLiteralsAndCommentsThatCrossBlocks) {
  using B = TypeParam;
  const LexicalConventions lex{.line_comments = {"//"}, .block_comments = true, .single_quoted_literals = true};
  const std::string filler(B::size + 3, 'x');
  for (const std::string& hidden : {"\"" + filler + "((\"", "'" + filler + "(('", "/*" + filler + "((*/",
                                    "//" + filler + "((\n"}) {
    const std::string text = "(" + hidden + "((";
    EXPECT_EQ(too_deep_at<B>(text, lex, Limits{.max_bytes = text.size(), .max_depth = 2}), text.size() - 1) << text;
  }
}

// Literals that end in the block they open in, and closers the depth stays at zero over.
TYPED_TEST(DepthScan, ShortLiteralsAndClosersAtDepthZero) {
  using B = TypeParam;
  const LexicalConventions lex{};
  const std::string pad(2 * B::size, ' ');
  for (const std::string& head : {std::string("(\"((\"(("), std::string(")))((\"x\"("), std::string("(\")\"))(((")}) {
    const std::string text = head + pad;
    EXPECT_EQ(too_deep_at<B>(text, lex, Limits{.max_bytes = text.size(), .max_depth = 2}), head.size() - 1) << head;
    EXPECT_EQ(too_deep_at<B>(text, lex, Limits{.max_bytes = text.size(), .max_depth = 3}), std::nullopt) << head;
  }
}

TYPED_TEST(DepthScan, LineCommentsEndAtTheLineBreak) {
  using B = TypeParam;
  const std::string lines = "((  # ((\n" + std::string(B::size, ' ') + "(";
  const Limits limits{.max_bytes = lines.size(), .max_depth = 2};
  EXPECT_EQ(too_deep_at<B>(lines, LexicalConventions{.line_comments = {"#"}}, limits), lines.size() - 1);
  // An empty prefix opens a comment at every byte: no line has a bracket outside one.
  EXPECT_EQ(too_deep_at<B>(lines, LexicalConventions{.line_comments = {""}}, limits), std::nullopt);
}

// The scan keeps the tables it built for the conventions it read with last; a scan with
// other conventions, in any order, reads with its own.
TYPED_TEST(DepthScan, EachScanReadsWithItsOwnConventions) {
  using B = TypeParam;
  const std::string text = "( # (\n" + std::string(B::size, ' ') + "<(";
  const Limits limits{.max_bytes = text.size(), .max_depth = 1};
  const LexicalConventions hash{.line_comments = {"#"}};
  const LexicalConventions no_comments{};
  const LexicalConventions no_angles{.line_comments = {"#"}, .angle_brackets = false};
  for (int round = 0; round < 3; ++round) {
    EXPECT_EQ(too_deep_at<B>(text, hash, limits), text.size() - 2);
    EXPECT_EQ(too_deep_at<B>(text, no_comments, limits), text.find('#') + 2);
    EXPECT_EQ(too_deep_at<B>(text, no_angles, limits), text.size() - 1);
  }
}

TEST(CheckLimits, ReportsTheByteOverTheDepthAndTheSizeFirst) {
  const LexicalConventions lex{.line_comments = {"#"}};
  const std::string text = "{ [ ( # (((\n ) ( ( ) ]";
  const auto deep = check_limits(text, lex, Limits{.max_bytes = 100, .max_depth = 3});
  ASSERT_TRUE(deep);
  EXPECT_EQ(deep->rule, "HARNESS-NESTING-TOO-DEEP");
  EXPECT_EQ(deep->offset, text.find("( ( )") + 2);
  EXPECT_FALSE(check_limits(text, lex, Limits{.max_bytes = 100, .max_depth = 4}));
  const auto large = check_limits(text, lex, Limits{.max_bytes = 10, .max_depth = 3});
  ASSERT_TRUE(large);
  EXPECT_EQ(large->rule, "HARNESS-INPUT-TOO-LARGE");
}

TEST(CheckLimits, NamesTheLimitInItsMessage) {
  EXPECT_EQ(nesting_too_deep(0, Limits{.max_depth = 1}).message,
            "brackets nest deeper than 1 level, the harness's limit (--max-depth)");
  EXPECT_EQ(nesting_too_deep(0, Limits{.max_depth = 3}).message,
            "brackets nest deeper than 3 levels, the harness's limit (--max-depth)");
}

}  // namespace
}  // namespace conform
