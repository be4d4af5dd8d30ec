// Generators and oracles check each other (RapidCheck properties).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "generators/core/sample.hpp"
#include "generators/cpl/generators.hpp"
#include "oracles/cpl/check.hpp"
#include "core/rule_catalog.hpp"
#include "tests/kept_text_bound.hpp"
#include "tests/test_support.hpp"
#include "parsers/cpl/parser.hpp"

namespace conform::cpl {
namespace {

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

// The trees the generators build keep their texts for the life of the process
// (generators/core/kept_text.hpp), a bounded set.
TEST(CplGenerators, KeepABoundedSetOfTexts) {
  test::expect_kept_texts_bounded([](std::uint64_t seed) -> std::size_t {
    static const auto rules = gen::breakable_rules();
    conform::gen::sample(gen::valid_text(Whitelist::builtin()), seed);
    conform::gen::sample(gen::broken_text(rules[seed % rules.size()], Whitelist::builtin()), seed);
    return 2;
  });
}

}  // namespace
}  // namespace conform::cpl
