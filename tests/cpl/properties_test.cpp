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


}  // namespace
}  // namespace conform::cpl
