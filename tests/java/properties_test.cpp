// The printer and the parser agree (RapidCheck properties): a generated plan, reprinted
// in any style, parses back to the same tree, and reprinting that tree gives the same text.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "generators/java/generators.hpp"
#include "parsers/java/parser.hpp"
#include "tests/corpus_support.hpp"
#include "tests/test_support.hpp"

namespace conform::java {
namespace {

RC_GTEST_PROP(JavaProperties, PrintThenParseGivesTheSameTree, ()) {
  const std::string source = render(*gen::valid_sketch(Whitelist::builtin()));
  const auto first = parse(source);
  RC_LOG() << source;
  RC_ASSERT(first.unit.has_value());
  const PrintStyle style = *gen::print_style();
  const std::string text = print(*first.unit, style);
  RC_LOG() << text;
  const auto again = parse(text);
  RC_ASSERT(again.unit.has_value());
  RC_ASSERT(*again.unit == *first.unit);
  RC_ASSERT(print(*again.unit, style) == text);
}

// Every corpus case that parses — beyond-the-subset constructs included — survives printing.
TEST(JavaRoundTrip, EveryParsedCorpusCaseReprintsToTheSameTree) {
  int parsed = 0;
  for (const auto& c : test::corpus_cases("java")) {
    const std::string text = test::read_file(c.path);
    const auto first = parse(text);
    if (!first.unit) continue;
    ++parsed;
    for (const bool one_line : {false, true}) {
      PrintStyle style;
      style.one_line = one_line;
      const auto again = parse(print(*first.unit, style));
      ASSERT_TRUE(again.unit.has_value()) << c.relative << "\n" << print(*first.unit, style);
      EXPECT_TRUE(*again.unit == *first.unit) << c.relative;
    }
  }
  EXPECT_GT(parsed, 50);
}

}  // namespace
}  // namespace conform::java
