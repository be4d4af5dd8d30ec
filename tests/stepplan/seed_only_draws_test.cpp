// What `conform gen` files in invalid/<RULE>/ rests on the document alone
// (generators/core/decision_capture.hpp): drawn inside a capture that notes nothing, a
// broken plan holds no second fault a reader of seed 003 could see, however a recorded
// decision of spec/stepplan/decisions.md reads it (round 27's reading of the generated corpus).
#include <optional>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "generators/core/sample.hpp"
#include "generators/stepplan/generators.hpp"

namespace conform::stepplan {
namespace {

constexpr std::uint64_t kSeedOnlyDraws = 200;

// The plan of a draw that rests on no decision, parsed; nothing when it rests on one.
std::optional<nlohmann::json> seed_only(const std::string& rule, std::uint64_t seed) {
  const auto text = conform::gen::sample_resting_on_no_decision(gen::broken_text(rule, Config::builtin()), seed);
  if (!text) return std::nullopt;
  return nlohmann::json::parse(*text, nullptr, false);
}

// Calls `check(plan, seed)` for each seed-only draw of `rule` that is JSON; some must be.
template <typename Check>
void for_each_seed_only_plan(const std::string& rule, const Check& check) {
  int free = 0;
  for (std::uint64_t seed = 0; seed < kSeedOnlyDraws; ++seed) {
    const auto plan = seed_only(rule, seed);
    if (!plan || plan->is_discarded()) continue;
    ++free;
    check(*plan, seed);
  }
  EXPECT_GT(free, 0) << rule;
}

std::optional<int> number_of(const nlohmann::json& id) {
  if (!id.is_string() || !id.get<std::string>().starts_with("step_")) return std::nullopt;
  try {
    return std::stoi(id.get<std::string>().substr(5));
  } catch (...) {
    return std::nullopt;
  }
}

// "Never reference missing steps" and "future steps": a step_<k> past the last is which?
// (D25). A misspelt step_1 on step_1 itself: missing, or itself? Neither is drawn.
TEST(StepplanSeedOnlyDraws, AnUnknownDependencyIsNoneOfTheOtherReadings) {
  for_each_seed_only_plan("STEPPLAN-UNKNOWN-DEPENDENCY", [](const nlohmann::json& plan, std::uint64_t seed) {
    const auto& steps = plan["steps"];
    for (const auto& step : steps)
      for (const auto& d : step["dependencies"]) {
        if (const auto k = number_of(d)) EXPECT_LE(*k, static_cast<int>(steps.size())) << "seed " << seed << "\n" << plan.dump(2);
        if (step["step_id"] == "step_1") EXPECT_NE(d, "step_1 ") << "seed " << seed;
        if (step["step_id"] == "step_1") EXPECT_NE(d, "Step_1") << "seed " << seed;
      }
  });
}

// The order of a dependency list is free by D2 alone: the self-reference comes last.
TEST(StepplanSeedOnlyDraws, ASelfDependencyKeepsTheListAscending) {
  for_each_seed_only_plan("STEPPLAN-SELF-DEPENDENCY", [](const nlohmann::json& plan, std::uint64_t seed) {
    for (const auto& step : plan["steps"]) {
      std::optional<int> last;
      for (const auto& d : step["dependencies"]) {
        const auto k = number_of(d);
        ASSERT_TRUE(k) << "seed " << seed;
        if (last) EXPECT_LT(*last, *k) << "seed " << seed << "\n" << plan.dump(2);
        last = k;
      }
    }
  });
}

// Steps out of order still open with step_1: a plan that opens with step_2 does not
// "start from step_1" to a reader who reads the array, whatever D2 says of indices.
TEST(StepplanSeedOnlyDraws, StepsOutOfOrderStillOpenWithStepOne) {
  for_each_seed_only_plan("STEPPLAN-STEPS-OUT-OF-ORDER", [](const nlohmann::json& plan, std::uint64_t seed) {
    EXPECT_EQ(plan["steps"][0]["step_id"], "step_1") << "seed " << seed << "\n" << plan.dump(2);
  });
}

// A spoilt id leaves a well-formed step_1 (without one, "start from step_1" is broken too,
// unless D8 reads the plan).
TEST(StepplanSeedOnlyDraws, ASpoiltIdLeavesStepOne) {
  for (const char* rule : {"STEPPLAN-STEP-ID-FORMAT", "STEPPLAN-WRONG-TYPE", "STEPPLAN-MISSING-FIELD"})
    for (std::uint64_t seed = 0; seed < kSeedOnlyDraws; ++seed) {
      const auto plan = seed_only(rule, seed);
      if (!plan || plan->is_discarded() || !plan->contains("steps") || !(*plan)["steps"].is_array()) continue;
      const auto& steps = (*plan)["steps"];
      bool step_1 = steps.empty();
      for (const auto& step : steps) step_1 = step_1 || (step.is_object() && step.value("step_id", nlohmann::json()) == "step_1");
      EXPECT_TRUE(step_1) << rule << " seed " << seed << "\n" << plan->dump(2);
    }
}

// A `//` or `/* */` comment before or after the plan is text outside it and no JSON under
// any reading of seed 003 ("no free-form or explanatory text"): a seed-only draw of
// PROSE-OUTSIDE-JSON writes one, and notes then that its rule rests on D19
// (corpus/stepplan/invalid/D19-STEPPLAN-PROSE-OUTSIDE-JSON-trailing-line-comment.json);
// prose notes nothing. Until round 28 a capture never drew a comment.
TEST(StepplanSeedOnlyDraws, ACommentOutsideThePlanIsDrawnAndNotesD19ForItsRule) {
  int commented = 0;
  for (std::uint64_t seed = 0; seed < kSeedOnlyDraws; ++seed) {
    conform::gen::DecisionCapture capture;
    const std::string text = conform::gen::sample(gen::broken_text("STEPPLAN-PROSE-OUTSIDE-JSON", Config::builtin()), seed);
    if (!capture.noted().empty()) continue;
    const auto open = text.find('{'), close = text.rfind('}');
    const auto outside = text.substr(0, open) + text.substr(close + 1);
    const bool comment = outside.find("//") != std::string::npos || outside.find("/*") != std::string::npos;
    commented += comment;
    EXPECT_EQ(capture.noted_for_rule().count("D19"), comment ? 1u : 0u) << "seed " << seed << "\n" << text;
  }
  EXPECT_GT(commented, 0);
}

}  // namespace
}  // namespace conform::stepplan
