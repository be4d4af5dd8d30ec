// Task ids as references (seed 004, Task Anatomy: "Stable reference for dependencies";
// "dependencies: … task IDs that must complete first"). What the schema cannot say.
#include <string>

#include "oracles/fixplan/dependency_graph.hpp"
#include "oracles/fixplan/oracles.hpp"
#include "oracles/fixplan/schema.hpp"

namespace conform::fixplan {
namespace {

class DuplicateTaskIdOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-DUPLICATE-TASK-ID"; }
  void check(const CheckContext& c, Report& r) const override {
    for (std::size_t i = 0; i < c.view.tasks.size(); ++i) {
      const TaskRef& t = c.view.tasks[i];
      if (!t.has_well_formed_id()) continue;
      const std::size_t j = *c.view.first_with_id(t.id->string);
      if (j != i)
        r.at(t.id->begin, t.path + ".id: task id " + quoted_excerpt(t.id->string) + " is already the id of " + c.view.tasks[j].path.str());
    }
  }
};

// Dependencies that are well-formed ids, when every task has one of its own (D16).
class DependencyOracle : public FixplanOracle {
 public:
  void check(const CheckContext& c, Report& r) const final {
    if (!c.view.tasks_identified || !c.view.ids_unique()) return;
    for (const TaskRef& t : c.view.tasks)
      for (const StringField& d : t.dependencies)
        if (is_task_id(d.value->string)) check_one(t, d, c.view.first_with_id(d.value->string).has_value(), r);
  }

 protected:
  virtual void check_one(const TaskRef& task, const StringField& dependency, bool known, Report&) const = 0;
};

class UnknownDependencyOracle final : public DependencyOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-UNKNOWN-DEPENDENCY"; }

 private:
  void check_one(const TaskRef&, const StringField& d, bool known, Report& r) const override {
    if (!known) r.at(d.value->begin, d.path + ": " + quoted_excerpt(d.value->string) + " is the id of no task in this plan");
  }
};

// A task that owns its id and names it depends on itself however the other tasks are
// malformed or repeated (D16).
class SelfDependencyOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-SELF-DEPENDENCY"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const TaskRef& t : c.view.tasks) {
      if (!c.view.owns_its_id(t)) continue;
      for (const StringField& d : t.dependencies)
        if (d.value->string == t.id->string)
          r.at(d.value->begin, d.path + ": task " + std::string(t.id->string) + " depends on itself");
    }
  }
};

// Among the tasks that own their id, whatever the malformed or repeated tasks were meant
// to be: none of them was meant to take an id another task owns (D16).
class DependencyCycleOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-DEPENDENCY-CYCLE"; }
  void check(const CheckContext& c, Report& r) const override {
    const auto& tasks = c.view.tasks;
    // Where every task has a well-formed id of its own, as in a valid plan, each owns it:
    // no lookup needed to say so.
    const bool every_task_owns = c.view.tasks_identified && c.view.ids_unique();
    const auto owns = [&](std::size_t i) { return every_task_owns || c.view.owns_its_id(tasks[i]); };
    DependencyGraph graph(tasks.size());
    for (std::size_t i = 0; i < tasks.size(); ++i) {
      if (!owns(i)) continue;
      for (std::size_t k = 0; k < tasks[i].dependencies.size(); ++k) {
        const auto target = c.view.first_with_id(tasks[i].dependencies[k].value->string);
        if (target && *target != i && owns(*target)) graph[i].push_back({*target, k});
      }
    }
    for (const Cycle& cycle : find_cycles(graph)) {
      if (cycle.edges.empty()) continue;
      std::string path(tasks[cycle.start].id->string);
      for (const auto& e : cycle.edges) (path += " → ") += tasks[e.to].id->string;
      const StringField& first = tasks[cycle.start].dependencies[cycle.edges.front().via];
      r.at(first.value->begin, first.path + ": dependency cycle " + path + " (each waits for the next); no order completes them");
    }
  }
};

}  // namespace

void add_dependency_oracles(FixplanOracles& out) {
  out.add(std::make_unique<DuplicateTaskIdOracle>());
  out.add(std::make_unique<UnknownDependencyOracle>());
  out.add(std::make_unique<SelfDependencyOracle>());
  out.add(std::make_unique<DependencyCycleOracle>());
}

}  // namespace conform::fixplan
