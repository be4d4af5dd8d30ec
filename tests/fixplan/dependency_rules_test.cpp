// Task ids as references: DUPLICATE-TASK-ID, UNKNOWN-DEPENDENCY, SELF-DEPENDENCY,
// DEPENDENCY-CYCLE.
#include <gtest/gtest.h>

#include "parsers/json/build.hpp"
#include "tests/fixplan/fixplan_test_support.hpp"

namespace conform::fixplan {
namespace {

namespace build = json::build;
using test::errors_of;
using test::new_task;
using Rules = std::set<std::string>;

// A plan with these tasks (id, dependencies), in this order.
std::string with_tasks(const std::vector<std::pair<std::string, std::vector<std::string>>>& tasks) {
  return test::changed([&](json::Value& p) {
    auto& list = test::member(p, "tasks").elements;
    list.clear();
    for (const auto& [id, deps] : tasks) list.push_back(new_task(id, deps));
  });
}

TEST(FixplanDuplicateTaskId, TheSecondUseIsReported) {
  const std::string text = with_tasks({{"T1", {}}, {"T2", {"T1"}}, {"T1", {}}});
  EXPECT_EQ(errors_of(text), Rules{"FIXPLAN-DUPLICATE-TASK-ID"});
  auto d = test::only_diagnostic(text);
  EXPECT_EQ(d.message, "tasks[2].id: task id \"T1\" is already the id of tasks[0]");
  EXPECT_EQ(text.substr(d.offset, 4), "\"T1\"");
  EXPECT_GT(d.offset, text.find("\"T2\""));
}

TEST(FixplanDuplicateTaskId, IdsCompareAsStrings) {
  // D12: T01 and T1 are different ids.
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T01", {"T1"}}})), Rules{});
}

TEST(FixplanUnknownDependency, AnIdNoTaskHas) {
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T2", {"T3"}}})), Rules{"FIXPLAN-UNKNOWN-DEPENDENCY"});
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T0"}}})), Rules{"FIXPLAN-UNKNOWN-DEPENDENCY"});
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T2", {"T01"}}})), Rules{"FIXPLAN-UNKNOWN-DEPENDENCY"});
  auto d = test::only_diagnostic(with_tasks({{"T1", {}}, {"T2", {"T1", "T9"}}}));
  EXPECT_EQ(d.message, "tasks[1].dependencies[1]: \"T9\" is the id of no task in this plan");
}

TEST(FixplanUnknownDependency, SilentWhenATaskHasNoWellFormedId) {
  // D16: T2's id is malformed, so whether "T2" names it is unknown; one error, not two.
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T2"}}, {"t2", {}}})), Rules{"FIXPLAN-TASK-ID-FORMAT"});
  EXPECT_EQ(errors_of(test::changed([](json::Value& p) {
              auto& list = test::member(p, "tasks").elements;
              list.push_back(new_task("T2", {"T1", "T3"}));
              list.push_back(new_task("T3"));
              build::erase(list.back(), "id");
            })),
            Rules{"FIXPLAN-MISSING-FIELD"});
}

TEST(FixplanDuplicateTaskId, DependenciesAreNotJudgedWhileIdsRepeat) {
  // D16: with two tasks called T1, a dependency on T1 names either, and the T2 the
  // second one was meant to be is missing: the repeat alone, not also SELF- or UNKNOWN-.
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T1", {"T1"}}, {"T3", {"T2"}}})), Rules{"FIXPLAN-DUPLICATE-TASK-ID"});
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T2", {"T1"}}, {"T2", {"T2"}}})), Rules{"FIXPLAN-DUPLICATE-TASK-ID"});
  // Once the ids are unique, the same dependencies are judged.
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T2", {"T2"}}, {"T3", {"T4"}}})),
            (Rules{"FIXPLAN-SELF-DEPENDENCY", "FIXPLAN-UNKNOWN-DEPENDENCY"}));
}

TEST(FixplanSelfDependency, ATaskOnItself) {
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T1"}}})), Rules{"FIXPLAN-SELF-DEPENDENCY"});
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T2", {"T1", "T2"}}})), Rules{"FIXPLAN-SELF-DEPENDENCY"});
  auto d = test::only_diagnostic(with_tasks({{"T1", {}}, {"T2", {"T2"}}}));
  EXPECT_EQ(d.message, "tasks[1].dependencies[0]: task T2 depends on itself");
}

TEST(FixplanSelfDependency, ATaskThatOwnsItsIdIsJudgedWhateverTheOthersAre) {
  // D16 (since 2026-12-04): T1 names itself whatever the repeated or malformed task was
  // meant to be; UNKNOWN- still waits, and so does a repeated id's own.
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T1"}}, {"T2", {}}, {"T2", {}}})),
            (Rules{"FIXPLAN-DUPLICATE-TASK-ID", "FIXPLAN-SELF-DEPENDENCY"}));
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T1"}}, {"t2", {}}})), (Rules{"FIXPLAN-TASK-ID-FORMAT", "FIXPLAN-SELF-DEPENDENCY"}));
  EXPECT_EQ(errors_of(test::changed([](json::Value& p) {
              auto& list = test::member(p, "tasks").elements;
              list.push_back(new_task("T2", {"T2"}));
              list.push_back(new_task("T3"));
              build::erase(list.back(), "id");
            })),
            (Rules{"FIXPLAN-MISSING-FIELD", "FIXPLAN-SELF-DEPENDENCY"}));
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T9"}}, {"T2", {}}, {"T2", {}}})), Rules{"FIXPLAN-DUPLICATE-TASK-ID"});
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T2", {"T2"}}, {"T2", {}}})), Rules{"FIXPLAN-DUPLICATE-TASK-ID"});
}

TEST(FixplanDependencyCycle, TwoAndMoreTasks) {
  const Rules cycle{"FIXPLAN-DEPENDENCY-CYCLE"};
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T2"}}, {"T2", {"T1"}}})), cycle);
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T3"}}, {"T2", {"T1"}}, {"T3", {"T2"}}})), cycle);
  const std::string text = with_tasks({{"T1", {}}, {"T2", {"T1", "T4"}}, {"T3", {"T2"}}, {"T4", {"T3"}}, {"T5", {"T4"}}});
  auto d = test::only_diagnostic(text);
  EXPECT_EQ(d.rule, "FIXPLAN-DEPENDENCY-CYCLE");
  EXPECT_EQ(d.message, "tasks[1].dependencies[1]: dependency cycle T2 → T4 → T3 → T2 (each waits for the next); no order completes them");
}

TEST(FixplanDependencyCycle, OneDiagnosticPerCycle) {
  auto diagnostics = test::check_text(with_tasks({{"T1", {"T2"}}, {"T2", {"T1", "T3"}}, {"T3", {"T2"}}, {"T4", {"T5"}}, {"T5", {"T4"}}}));
  ASSERT_EQ(diagnostics.size(), 2u);
  EXPECT_EQ(diagnostics[0].rule, "FIXPLAN-DEPENDENCY-CYCLE");
  EXPECT_EQ(diagnostics[1].rule, "FIXPLAN-DEPENDENCY-CYCLE");
}

TEST(FixplanDependencyCycle, ForwardDependenciesAndRepeatsAreNotCycles) {
  // D7: a task may depend on a later one; D11: a repeated dependency is harmless.
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T2"}}, {"T2", {}}})), Rules{});
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T2", {"T1", "T1"}}})), Rules{});
  EXPECT_EQ(errors_of(with_tasks({{"T3", {}}, {"T1", {"T3"}}, {"T2", {"T1", "T3"}}})), Rules{});
}

TEST(FixplanDependencyCycle, SilentThroughARepeatedId) {
  // D16: with two tasks called T1, a dependency on T1 names either.
  EXPECT_EQ(errors_of(with_tasks({{"T1", {}}, {"T2", {"T1"}}, {"T1", {"T2"}}})), Rules{"FIXPLAN-DUPLICATE-TASK-ID"});
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T2"}}, {"T2", {"T1"}}, {"T1", {}}})), Rules{"FIXPLAN-DUPLICATE-TASK-ID"});
}

TEST(FixplanDependencyCycle, AmongTasksThatOwnTheirIdsWhateverTheOthersAre) {
  // D16 (since 2026-12-05): no malformed or repeated task was meant to take an id another
  // task owns, so a ring of owners is a cycle under every reading of them.
  const Rules cycle_and_format{"FIXPLAN-DEPENDENCY-CYCLE", "FIXPLAN-TASK-ID-FORMAT"};
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T2"}}, {"T2", {"T1"}}, {"t3", {}}})), cycle_and_format);
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T2"}}, {"t3", {"T1"}}, {"T2", {"T1", "T3"}}})), cycle_and_format);
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T2"}}, {"T2", {"T1"}}, {"T3", {}}, {"T3", {}}})),
            (Rules{"FIXPLAN-DEPENDENCY-CYCLE", "FIXPLAN-DUPLICATE-TASK-ID"}));
  EXPECT_EQ(errors_of(test::changed([](json::Value& p) {
              auto& list = test::member(p, "tasks").elements;
              list.clear();
              list.push_back(new_task("T1", {"T2"}));
              list.push_back(new_task("T2", {"T1"}));
              list.push_back(new_task("T3"));
              build::erase(list.back(), "id");
            })),
            (Rules{"FIXPLAN-DEPENDENCY-CYCLE", "FIXPLAN-MISSING-FIELD"}));
  // A ring through the malformed task is not known to be one.
  EXPECT_EQ(errors_of(with_tasks({{"T1", {"T3"}}, {"t3", {"T1"}}})), Rules{"FIXPLAN-TASK-ID-FORMAT"});
}

TEST(FixplanDependencyCycle, ALongRingIsOneCycle) {
  std::vector<std::pair<std::string, std::vector<std::string>>> tasks;
  for (int i = 1; i <= 1000; ++i) tasks.push_back({"T" + std::to_string(i), {"T" + std::to_string(i % 1000 + 1)}});
  auto diagnostics = test::check_text(with_tasks(tasks));
  std::size_t cycles = 0;
  for (const auto& d : diagnostics) cycles += d.rule == "FIXPLAN-DEPENDENCY-CYCLE";
  EXPECT_EQ(cycles, 1u);
}

}  // namespace
}  // namespace conform::fixplan
