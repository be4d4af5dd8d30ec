// Generators and oracles check each other (RapidCheck properties).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "generators/core/sample.hpp"
#include "generators/cpl/generators.hpp"
#include "oracles/cpl/check.hpp"
#include "core/rule_catalog.hpp"
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

}  // namespace
}  // namespace conform::cpl
