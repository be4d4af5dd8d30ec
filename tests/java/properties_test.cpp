// The printer and the parser agree (RapidCheck properties): a generated plan, reprinted
// in any style, parses back to the same tree, and reprinting that tree gives the same text.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>

#include "generators/java/generators.hpp"
#include "oracles/java/check.hpp"
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

// Plan judged a method at a time (oracles/core/stretches.hpp) gets the diagnostics it gets
// judged whole: what spans methods (names, overloads, local classes, the types and
// annotations of all) is gathered across the stretches. Valid plans, and plans broken in
// each rule.
RC_GTEST_PROP(JavaProperties, JudgingInStretchesChangesNoDiagnostic, ()) {
  const auto rules = gen::breakable_rules();
  const bool broken = *rc::gen::arbitrary<bool>();
  const std::string rule = broken ? *rc::gen::elementOf(rules) : std::string();
  const std::string text = broken ? *gen::broken_text(rule, Whitelist::builtin()) : *gen::valid_text(Whitelist::builtin());
  RC_LOG() << rule << "\n" << text;
  const SourceText source("Plan.java", text);
  const auto whole = check_in_stretches(source, Whitelist::builtin(), {}, SIZE_MAX);
  const auto each_method = check_in_stretches(source, Whitelist::builtin(), {}, 1);
  RC_ASSERT(test::same_diagnostics(each_method, whole));
  if (broken) RC_ASSERT(std::any_of(whole.begin(), whole.end(), [&](const Diagnostic& d) { return d.rule == rule; }));
}

// What judging one method needs of others in other stretches: a local class declared in
// a later method that an earlier one names as a type, a call of a later overload, a name
// marked as judged in one method and seen again in the next.
TEST(JavaStretches, FactsAcrossMethodsReachEveryStretch) {
  const SourceText source("Plan.java", R"(public class Plan {
    public void main() {
        Helper h = make();
        String s = this.toString();
        syscall.log(fetch("a"));
    }
    private Helper make() {
        class Helper {}
        return null;
    }
    private String fetch(String x) {
        return x;
    }
    private String fetch(List<String> x) {
        this.main();
        return "b";
    }
})");
  const auto whole = check_in_stretches(source, Whitelist::builtin(), {}, SIZE_MAX);
  const auto each_method = check_in_stretches(source, Whitelist::builtin(), {}, 1);
  ASSERT_FALSE(whole.empty());
  EXPECT_TRUE(test::same_diagnostics(each_method, whole)) << test::describe(source, each_method) << "\nwhole:\n" << test::describe(source, whole);
  std::set<std::string> rules;
  for (const auto& d : whole) rules.insert(d.rule);
  EXPECT_TRUE(rules.count("JAVA-EXTRA-CLASS")) << "the local class";
  EXPECT_TRUE(rules.count("JAVA-DUPLICATE-METHOD")) << "the overload";
  EXPECT_FALSE(rules.count("JAVA-INVALID-TYPE")) << "Helper is the extra class's fault, in every stretch";
}

}  // namespace
}  // namespace conform::java
