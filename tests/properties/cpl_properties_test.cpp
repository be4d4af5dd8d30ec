// Generators and oracles check each other (RapidCheck properties).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "generators/core/sample.hpp"
#include "generators/cpl/generators.hpp"
#include "oracles/cpl/check.hpp"
#include "parsers/core/rule_catalog.hpp"
#include "tests/test_support.hpp"
#include "parsers/cpl/parser.hpp"

namespace conform::cpl {
namespace {

std::vector<Diagnostic> check_text(const std::string& text) { return check(SourceText("generated.cpl", text)); }

RC_GTEST_PROP(CplProperties, GeneratedValidPlansHaveNoDiagnostics, ()) {
  const std::string text = *gen::valid_text(Whitelist::builtin());
  auto diagnostics = check_text(text);
  RC_LOG() << test::describe_text(text, diagnostics);
  RC_ASSERT(diagnostics.empty());
}

RC_GTEST_PROP(CplProperties, PrintThenParseGivesTheSameTree, ()) {
  const ast::Plan plan = *gen::valid_plan(Whitelist::builtin());
  const PrintStyle style = *gen::print_style();
  const std::string text = print(plan, style);
  RC_LOG() << text;
  auto parsed = parse(text);
  RC_ASSERT(parsed.plan.has_value());
  RC_ASSERT(*parsed.plan == plan);
  RC_ASSERT(print(*parsed.plan, style) == text);
}

// Layout never decides a verdict: a broken plan that still parses, reprinted in
// another style, keeps exactly the rules it broke (text-level rules aside, since
// reprinting drops fences, prose and foreign comments by construction).
RC_GTEST_PROP(CplProperties, LayoutDoesNotChangeTheVerdict, ()) {
  const auto rules = gen::breakable_rules();
  const std::string rule = *rc::gen::elementOf(rules);
  const std::string text = *gen::broken_text(rule, Whitelist::builtin());
  auto parsed = parse(text);
  RC_PRE(parsed.plan.has_value() && !parsed.envelope.prose_before && !parsed.envelope.prose_after &&
         !parsed.envelope.second_plan && parsed.envelope.fence_lines.empty() && parsed.foreign_comments.empty());
  const std::string relaid = print(*parsed.plan, *gen::print_style());
  RC_LOG() << text << "\n=== reprinted ===\n" << relaid;
  auto before = check_text(text);
  auto after = check_text(relaid);
  RC_ASSERT(test::rules_of(before, Severity::error) == test::rules_of(after, Severity::error));
  RC_ASSERT(test::rules_of(before, Severity::warning) == test::rules_of(after, Severity::warning));
}

RC_GTEST_PROP(CplProperties, ArbitraryTextNeverCrashesTheChecker, (const std::string& text)) {
  auto diagnostics = check_text(text);
  for (const auto& d : diagnostics) RC_ASSERT(d.offset <= text.size());
}

RC_GTEST_PROP(CplProperties, DamagedPlansNeverCrashTheChecker, ()) {
  std::string text = *gen::valid_text(Whitelist::builtin());
  const auto edits = *rc::gen::inRange(1, 8);
  for (int i = 0; i < edits && !text.empty(); ++i) {
    std::size_t at = *rc::gen::inRange<std::size_t>(0, text.size());
    switch (*rc::gen::inRange(0, 3)) {
      case 0: text.erase(at, 1); break;
      case 1: text.insert(at, 1, *rc::gen::arbitrary<char>()); break;
      default: text[at] = *rc::gen::element('{', '}', '(', ')', '"', ';', '#', '/', '<', '\xC3');
    }
  }
  auto diagnostics = check_text(text);
  for (const auto& d : diagnostics) RC_ASSERT(d.offset <= text.size());
}

RC_GTEST_PROP(CplProperties, GenerationIsReproducibleFromTheSeed, (std::uint64_t seed)) {
  RC_ASSERT(conform::gen::sample(gen::valid_text(Whitelist::builtin()), seed) ==
            conform::gen::sample(gen::valid_text(Whitelist::builtin()), seed));
}

// Every plan broken in rule R gets R and, among errors, nothing else; a warning
// rule's breaker gives that warning and no error.
class BreakerTest : public ::testing::TestWithParam<std::string> {};

TEST_P(BreakerTest, TripsExactlyItsRule) {
  const std::string rule = GetParam();
  const Rule* entry = RuleCatalog::builtin().find(rule);
  ASSERT_NE(entry, nullptr);
  bool ok = rc::check("broken in " + rule, [&] {
    const std::string text = *gen::broken_text(rule, Whitelist::builtin());
    auto diagnostics = check_text(text);
    RC_LOG() << test::describe_text(text, diagnostics);
    if (entry->severity == Severity::error) {
      RC_ASSERT(test::rules_of(diagnostics, Severity::error) == std::set<std::string>{rule});
    } else {
      RC_ASSERT(test::rules_of(diagnostics, Severity::error).empty());
      RC_ASSERT(test::rules_of(diagnostics, Severity::warning).count(rule) == 1u);
    }
  });
  EXPECT_TRUE(ok);
}

INSTANTIATE_TEST_SUITE_P(EveryBreaker, BreakerTest, ::testing::ValuesIn(gen::breakable_rules()),
                         [](const auto& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

TEST(BreakerCoverage, EveryCheckableRuleHasABreaker) {
  auto breakable = gen::breakable_rules();
  for (const Rule* r : RuleCatalog::builtin().for_dialect("cpl"))
    if (r->checkable())
      EXPECT_NE(std::find(breakable.begin(), breakable.end(), r->id), breakable.end()) << r->id;
}

}  // namespace
}  // namespace conform::cpl
