// What `conform gen` files in invalid/<RULE>/ rests on the document alone
// (generators/core/decision_capture.hpp): drawn inside a capture that notes nothing, a
// broken plan holds no second fault a reader of seed 003 could see, however a recorded
// decision of spec/stepplan/decisions.md reads it (round 27's reading of the generated corpus).
#include <functional>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <span>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "generators/core/sample.hpp"
#include "generators/stepplan/generators.hpp"
#include "tests/seed_only_draws.hpp"

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
        if (const auto k = number_of(d)) { EXPECT_LE(*k, static_cast<int>(steps.size())) << "seed " << seed << "\n" << plan.dump(2); }
        if (step["step_id"] == "step_1") { EXPECT_NE(d, "step_1 ") << "seed " << seed; }
        if (step["step_id"] == "step_1") { EXPECT_NE(d, "Step_1") << "seed " << seed; }
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
        if (last) { EXPECT_LT(*last, *k) << "seed " << seed << "\n" << plan.dump(2); }
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

// The tool is written {"name": …, "args": …}, and §8 forbids missing and extra fields: a
// tool without args, or with a third key, breaks MISSING-FIELD or EXTRA-FIELD under any
// reading (invalid/STEPPLAN-MISSING-FIELD/tool-without-args.json,
// invalid/STEPPLAN-EXTRA-FIELD/tool-timeout.json). Seed-only draws write both; until
// round 29 a capture left them to D13.
TEST(StepplanSeedOnlyDraws, AToolWithoutArgsOrWithAThirdKeyIsSeedDecided) {
  const auto tools_where = [](const nlohmann::json& plan, const auto& pred) {
    int n = 0;
    for (const auto& step : plan["steps"])
      if (step.is_object() && step.contains("tool") && step["tool"].is_object()) n += pred(step["tool"]);
    return n;
  };
  int without_args = 0, third_key = 0;
  for_each_seed_only_plan("STEPPLAN-MISSING-FIELD", [&](const nlohmann::json& plan, std::uint64_t) {
    if (plan.contains("steps") && plan["steps"].is_array())
      without_args += tools_where(plan, [](const nlohmann::json& tool) { return !tool.contains("args"); });
  });
  for_each_seed_only_plan("STEPPLAN-EXTRA-FIELD", [&](const nlohmann::json& plan, std::uint64_t) {
    third_key += tools_where(plan, [](const nlohmann::json& tool) {
      for (const auto& [key, value] : tool.items())
        if (key != "name" && key != "args") return true;
      return false;
    });
  });
  EXPECT_GT(without_args, 0);
  EXPECT_GT(third_key, 0);
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

// A well-formed step_<k> (k from 0, no leading zeros), as D1 reads ids.
bool is_step_index_id(const nlohmann::json& id) {
  static const std::regex form("step_(0|[1-9][0-9]*)");
  return id.is_string() && std::regex_match(id.get<std::string>(), form);
}

// The place of the first step whose id a breaker spoilt (no object, no step_id, no string,
// or no step_<k>); the steps' count when there is none.
std::size_t first_spoilt_id(const nlohmann::json& steps) {
  for (std::size_t i = 0; i < steps.size(); ++i)
    if (!steps[i].is_object() || !steps[i].contains("step_id") || !is_step_index_id(steps[i]["step_id"])) return i;
  return steps.size();
}

// The place of the first step of each id.
std::map<std::string, std::size_t> places_of_ids(const nlohmann::json& steps) {
  std::map<std::string, std::size_t> out;
  for (std::size_t i = 0; i < steps.size(); ++i)
    if (steps[i].is_object() && steps[i].contains("step_id") && steps[i]["step_id"].is_string())
      out.emplace(steps[i]["step_id"].get<std::string>(), i);
  return out;
}

using test::RuleRestingForm;

// `writes` for a form of the parsed plan (the contract breakers' texts are JSON).
std::function<bool(const std::string&)> in_the_plan(std::function<bool(const nlohmann::json&)> writes) {
  return [writes = std::move(writes)](const std::string& text) {
    const auto plan = nlohmann::json::parse(text, nullptr, false);
    EXPECT_FALSE(plan.is_discarded()) << text;
    return !plan.is_discarded() && writes(plan);
  };
}

// Each form is drawn by some of 200 seed-only draws of its rule's breaker, each of which
// notes its decision for the rule exactly when it writes the form, never for the verdict.
void expect_drawn_noting_only_their_rule(std::span<const RuleRestingForm> forms) {
  test::expect_rule_resting_forms(forms, [](const char* rule) { return gen::broken_text(rule, Config::builtin()); }, kSeedOnlyDraws);
}

// Until round 29 a capture drew none of these forms (or noted them for the verdict, as
// impl-defined/): the corpus's rule-less invalid/D<n>-<RULE>-* cases are such plans.
TEST(StepplanSeedOnlyDraws, AFormEveryReadingRejectsIsDrawnAndNotesOnlyWhatItsRuleRestsOn) {
  const auto steps_array = [](const nlohmann::json& plan) { return plan.is_object() && plan.contains("steps") && plan["steps"].is_array(); };
  const auto spoilt_not_last_or_only = in_the_plan([&](const nlohmann::json& plan) {
    if (!steps_array(plan)) return false;
    const auto& steps = plan["steps"];
    const std::size_t at = first_spoilt_id(steps);
    return at < steps.size() && (steps.size() == 1 || at + 1 < steps.size());
  });
  const RuleRestingForm forms[] = {
      {"STEPPLAN-STEP-ID-FORMAT",
       in_the_plan([&](const nlohmann::json& plan) {
         if (!steps_array(plan)) return false;
         for (const auto& step : plan["steps"])
           if (step.is_object() && step.contains("step_id") && step["step_id"].is_string()) {
             const std::string id = step["step_id"].get<std::string>();
             if (!id.empty() && id.find_first_not_of("0123456789") == std::string::npos) return true;
           }
         return false;
       }),
       "D1", "a bare number as a step's id (D1-STEPPLAN-STEP-ID-FORMAT-bare-numbers.json)"},
      {"STEPPLAN-STEP-ID-FORMAT", spoilt_not_last_or_only, "D8", "a spoilt id before the last step, or on the only one"},
      {"STEPPLAN-WRONG-TYPE", spoilt_not_last_or_only, "D8", "a step or its id of the wrong type, before the last step or the only one"},
      {"STEPPLAN-MISSING-FIELD", spoilt_not_last_or_only, "D8", "a step_id missing before the last step, or on the only one"},
      {"STEPPLAN-FIRST-STEP-NOT-STEP-1",
       in_the_plan([&](const nlohmann::json& plan) { return steps_array(plan) && plan["steps"][0]["step_id"] == "step_0"; }),
       "D1", "numbering from step_0 (D1-STEPPLAN-FIRST-STEP-NOT-STEP-1-zero-based-numbering.json)"},
      {"STEPPLAN-STEPS-OUT-OF-ORDER",
       in_the_plan([&](const nlohmann::json& plan) {
         const auto& steps = plan["steps"];
         if (steps[0]["step_id"] != "step_1") return true;
         const auto places = places_of_ids(steps);
         for (std::size_t i = 0; i < steps.size(); ++i)
           for (const auto& d : steps[i]["dependencies"])
             if (const auto at = places.find(d.get<std::string>()); at != places.end() && at->second > i) return true;
         return false;
       }),
       "D2", "a plan opening with another step than step_1, or a step placed before one it depends on"},
      {"STEPPLAN-DUPLICATE-STEP-ID",
       in_the_plan([&](const nlohmann::json& plan) {
         const auto& steps = plan["steps"];
         std::optional<int> highest;
         std::set<std::string> seen;
         for (const auto& step : steps) {
           const std::string id = step["step_id"].get<std::string>();
           const auto k = number_of(step["step_id"]);
           if (seen.count(id) && highest && k && *k < *highest) return true;
           seen.insert(id);
           if (k && (!highest || *k > *highest)) highest = k;
         }
         return false;
       }),
       "D16", "a repeat after a higher id (D16-STEPPLAN-DUPLICATE-STEP-ID-repeat-after-a-higher-id.json)"},
      {"STEPPLAN-UNKNOWN-DEPENDENCY",
       in_the_plan([&](const nlohmann::json& plan) {
         const auto& steps = plan["steps"];
         for (const auto& step : steps)
           for (const auto& d : step["dependencies"])
             if (const auto k = number_of(d); k && is_step_index_id(d) && *k > static_cast<int>(steps.size())) return true;
         return false;
       }),
       "D25", "a step_<k> past the last step"},
      {"STEPPLAN-SELF-DEPENDENCY",
       in_the_plan([&](const nlohmann::json& plan) {
         for (const auto& step : plan["steps"]) {
           std::optional<int> last;
           for (const auto& d : step["dependencies"]) {
             const auto k = number_of(d);
             if (k && last && *k < *last) return true;
             if (k) last = k;
           }
         }
         return false;
       }),
       "D2", "the self-reference before a lower index in the list"},
  };
  expect_drawn_noting_only_their_rule(forms);
}

// Text around the plan that every reading rejects, whose rule only a decision names
// (round 29; a capture drew none of them before): markers of a fence on the plan's own
// lines (D17, invalid/D17-STEPPLAN-MARKDOWN-FENCE-*), a tag before the plan (D18,
// invalid/D18-STEPPLAN-PROSE-OUTSIDE-JSON-*), a lone surrogate closing a tool's name (D14,
// invalid/D14-STEPPLAN-MALFORMED-JSON-lone-surrogate-in-tool-name.json).
TEST(StepplanSeedOnlyDraws, TextAroundThePlanEveryReadingRejectsIsDrawnAndNotesOnlyWhatItsRuleRestsOn) {
  const RuleRestingForm forms[] = {
      {"STEPPLAN-MARKDOWN-FENCE", test::writes_fence_marker_on_the_plans_line, "D17", "a fence marker on the plan's own line"},
      {"STEPPLAN-PROSE-OUTSIDE-JSON", test::writes_tag_before_the_plan, "D18", "a bracketed tag before the plan"},
      {"STEPPLAN-MALFORMED-JSON", [](const std::string& text) { return text.find(R"( \ud83d")") != std::string::npos; }, "D14",
       "a lone surrogate closing a tool's name"},
  };
  expect_drawn_noting_only_their_rule(forms);
}

}  // namespace
}  // namespace conform::stepplan
