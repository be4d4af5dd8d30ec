// Generators and oracles check each other (RapidCheck properties).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>

#include "generators/core/sample.hpp"
#include "generators/fixplan/generators.hpp"
#include "generators/json/style.hpp"
#include "oracles/fixplan/check.hpp"
#include "core/rule_catalog.hpp"
#include "tests/test_support.hpp"
#include "parsers/json/parser.hpp"

namespace conform::fixplan {
namespace {

TEST(FixplanValidPlanCoverage, ActionsTaskCountsChainsAndOptionalKeys) {
  std::set<std::string> actions, keys;
  std::size_t most_tasks = 0, fewest_tasks = 99, longest_chain = 0;
  bool non_ascii = false, fraction = false;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const json::Value plan = conform::gen::sample(gen::valid_plan(), seed);
    const auto& tasks = plan.find("tasks")->elements;
    most_tasks = std::max(most_tasks, tasks.size());
    fewest_tasks = std::min(fewest_tasks, tasks.size());
    std::vector<std::size_t> chain(tasks.size(), 1);  // longest dependency path ending at each task
    for (std::size_t i = 0; i < tasks.size(); ++i) {
      for (const auto& m : tasks[i].members) keys.emplace(m.key.text);
      if (const json::Value* deps = tasks[i].find("dependencies"))
        for (const auto& d : deps->elements) {
          const std::size_t j = std::stoul(std::string(d.string.substr(1))) - 1;
          ASSERT_LT(j, i) << "generated plans depend on earlier tasks only (D7)";
          chain[i] = std::max(chain[i], chain[j] + 1);
        }
      longest_chain = std::max(longest_chain, chain[i]);
      for (const auto& e : tasks[i].find("edits")->elements) {
        actions.emplace(e.find("action")->string);
        for (const auto& m : e.members) keys.emplace(m.key.text);
        EXPECT_EQ(e.find("action")->string == "rename_file", e.find("target_path") != nullptr);
      }
    }
    for (const char* block : {"overview", "tests"})
      for (const auto& m : plan.find(block)->members) keys.emplace(m.key.text);
    const std::string_view summary = plan.find("overview")->find("summary")->string;
    non_ascii = non_ascii || std::any_of(summary.begin(), summary.end(), [](char c) { return (c & 0x80) != 0; });
    fraction = fraction || plan.find("metadata")->find("created_at")->string.find('.') != std::string::npos;
  }
  EXPECT_EQ(actions, (std::set<std::string>{"modify_file", "create_file", "delete_file", "rename_file"}));
  EXPECT_EQ(fewest_tasks, 1u);
  EXPECT_EQ(most_tasks, 12u);
  EXPECT_GE(longest_chain, 10u);
  for (const char* key : {"assumptions", "dependencies", "post_checks", "target", "strategy", "context_files", "target_path",
                          "notes", "max_attempts"})
    EXPECT_TRUE(keys.count(key)) << key;
  EXPECT_TRUE(non_ascii);
  EXPECT_FALSE(fraction);  // fractional seconds are valid under D5 only: generated valid plans use none
}

// Layout and key order never decide a verdict: a broken plan without envelope
// problems, its keys shuffled in every object and reprinted in another layout, keeps
// exactly the rules it broke.
}  // namespace
}  // namespace conform::fixplan
