// Generators and oracles check each other (RapidCheck properties).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "generators/core/sample.hpp"
#include "generators/json/style.hpp"
#include "generators/stepplan/generators.hpp"
#include "oracles/stepplan/check.hpp"
#include "core/rule_catalog.hpp"
#include "tests/test_support.hpp"
#include "parsers/json/build.hpp"
#include "parsers/json/parser.hpp"

namespace conform::stepplan {
namespace {

std::vector<Diagnostic> check_text(const std::string& text, const Config& config = Config::builtin()) {
  return check(SourceText("generated.json", text), config);
}

RC_GTEST_PROP(StepplanProperties, ValidPlansUnderAnotherWhitelistAreValidUnderIt, ()) {
  Config config = Config::from_json(nlohmann::json{{"tools", {"web_search", "run_sql", "日本語ツール"}}});
  const std::string text = *gen::valid_text(config);
  RC_ASSERT(check_text(text, config).empty());
}

RC_GTEST_PROP(StepplanProperties, PrintedPlansParseBackToTheSameTree, ()) {
  const json::Value plan = *gen::valid_plan(Config::builtin());
  const json::PrintStyle style = *json_gen::print_style();
  auto parsed = json::parse(json::print(plan, style));
  RC_ASSERT(parsed.well_formed());
  RC_ASSERT(*parsed.value == plan);
}

// Reordering keys inside every object and re-indenting never changes the verdict, for
// valid plans and for plans broken in any rule that survives reprinting.
RC_GTEST_PROP(StepplanProperties, StepCountIsCheckedAgainstTheRequest, ()) {
  const json::Value plan = *gen::valid_plan(Config::builtin());
  const std::size_t n = plan.find("steps")->elements.size();
  const std::string text = json::print(plan);
  Config config = Config::builtin();
  config.expect_steps = n;
  RC_ASSERT(check_text(text, config).empty());
  config.expect_steps = *rc::gen::suchThat(rc::gen::inRange<std::size_t>(1, 20), [n](std::size_t m) { return m != n; });
  RC_ASSERT(test::rules_of(check_text(text, config)) == std::set<std::string>{"STEPPLAN-STEP-COUNT-MISMATCH"});
}

RC_GTEST_PROP(StepplanProperties, AFallbackIsValidExactlyWhenDocumented, ()) {
  namespace b = json::build;
  json::Value plan = *gen::valid_plan(Config::builtin());
  auto& steps = b::at(plan, "steps").elements;
  json::Value& chosen = steps[*rc::gen::inRange<std::size_t>(0, steps.size())];
  b::set(b::at(chosen, "tool"), "name", b::string("echo_tool"));
  const std::string requested = *rc::gen::element<std::string>("web_search", "send_email", "run_sql");
  b::set(chosen, "description", b::string("Requested " + requested + " is unavailable; " + std::string(b::at(chosen, "description").string)));
  Config config = Config::builtin();
  config.requested_tools = {requested};
  const bool in_deliverable = *rc::gen::arbitrary<bool>();
  if (in_deliverable) b::set(chosen, "deliverable", b::string(std::string(b::at(chosen, "deliverable").string) + " (downgraded from " + requested + ")"));
  const std::string text = *json_gen::restyled(plan);
  const auto rules = test::rules_of(check_text(text, config));
  if (in_deliverable) RC_ASSERT(rules.empty());
  else RC_ASSERT(rules == std::set<std::string>{"STEPPLAN-UNDOCUMENTED-FALLBACK"});
}

TEST(StepplanGenerators, CoverEveryContractErrorRule) {
  auto breakable = gen::breakable_rules();
  for (const Rule* r : RuleCatalog::builtin().for_dialect("stepplan"))
    if (r->kind == RuleKind::contract && r->severity == Severity::error) {
      EXPECT_NE(std::find(breakable.begin(), breakable.end(), r->id), breakable.end()) << r->id;
    }
  EXPECT_THROW(gen::broken_text("STEPPLAN-STEP-COUNT-MISMATCH", Config::builtin()), std::invalid_argument);
  EXPECT_THROW(gen::broken_text("CPL-SYNTAX", Config::builtin()), std::invalid_argument);
}

TEST(StepplanGenerators, SpanOneToTwelveSteps) {
  std::set<std::size_t> sizes;
  for (std::uint64_t seed = 0; seed < 400; ++seed)
    sizes.insert(conform::gen::sample(gen::valid_plan(Config::builtin()), seed).find("steps")->elements.size());
  EXPECT_EQ(*sizes.begin(), 1u);
  EXPECT_EQ(*sizes.rbegin(), 12u);
}

// The texts of stepplan's and fixplan's plans: one to twelve words, one space between
// two, so never blank.
TEST(JsonGenerators, ProseIsOneToTwelveWords) {
  std::set<std::size_t> counts;
  for (std::uint64_t seed = 0; seed < 2000; ++seed) {  // one word is drawn once in a hundred
    const std::string text = conform::gen::sample(json_gen::prose_text(), seed);
    ASSERT_FALSE(text.empty()) << seed;
    ASSERT_NE(text.front(), ' ') << seed;
    ASSERT_NE(text.back(), ' ') << seed;
    ASSERT_EQ(text.find("  "), std::string::npos) << seed;
    counts.insert(static_cast<std::size_t>(std::count(text.begin(), text.end(), ' ')) + 1);
  }
  EXPECT_EQ(*counts.begin(), 1u);
  EXPECT_EQ(*counts.rbegin(), 12u);
}

}  // namespace
}  // namespace conform::stepplan
