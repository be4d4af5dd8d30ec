// Generators and oracles check each other (RapidCheck properties).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
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

// A plan judged a function at a time (oracles/core/stretches.hpp) gets the diagnostics it
// gets judged whole: what spans functions (calls, may-throw, duplicate names) is gathered
// across the stretches. Valid plans, and plans broken in each rule.
RC_GTEST_PROP(CplProperties, JudgingInStretchesChangesNoDiagnostic, ()) {
  const auto rules = gen::breakable_rules();
  const bool broken = *rc::gen::arbitrary<bool>();
  const std::string rule = broken ? *rc::gen::elementOf(rules) : std::string();
  const std::string text = broken ? *gen::broken_text(rule, Whitelist::builtin()) : *gen::valid_text(Whitelist::builtin());
  RC_LOG() << rule << "\n" << text;
  const SourceText source("plan.cpl", text);
  const auto whole = check_in_stretches(source, Whitelist::builtin(), {}, SIZE_MAX);
  const auto each_function = check_in_stretches(source, Whitelist::builtin(), {}, 1);
  RC_ASSERT(test::same_diagnostics(each_function, whole));
  if (broken) RC_ASSERT(std::any_of(whole.begin(), whole.end(), [&](const Diagnostic& d) { return d.rule == rule; }));
}

// What one function's judgement needs of functions in other stretches: a try block whose
// call reaches a syscall through a function defined after it, a call of a later function,
// a name defined twice far apart.
TEST(CplStretches, FactsAcrossFunctionsReachEveryStretch) {
  const SourceText source("plan.cpl", R"(plan {
    function main() : Void {
        try {
            let r: ToolResult = fetchIt("a");
        } catch (ToolError e) {
            syscall.log("failed");
        }
        try {
            let s: String = quiet("b");
        } catch (ToolError e) {
            syscall.log("failed");
        }
    }
    function quiet(x: String) : String {
        return x + "!";
    }
    function fetchIt(x: String) : ToolResult {
        return viaSyscall(x);
    }
    function viaSyscall(x: String) : ToolResult {
        return syscall.queryWeather(x);
    }
    function quiet(y: String) : String {
        return y;
    }
})");
  const auto whole = check_in_stretches(source, Whitelist::builtin(), {}, SIZE_MAX);
  const auto each_function = check_in_stretches(source, Whitelist::builtin(), {}, 1);
  std::vector<std::string> rules;
  for (const auto& d : whole) rules.push_back(d.rule);
  EXPECT_EQ(rules, (std::vector<std::string>{"CPL-TRY-WITHOUT-SYSCALL", "CPL-DUPLICATE-FUNCTION"}));
  EXPECT_TRUE(test::same_diagnostics(each_function, whole)) << test::describe(source, each_function) << "\nwhole:\n" << test::describe(source, whole);
}

}  // namespace
}  // namespace conform::cpl
