// The Dependency Contract (seed 003 §5): only declared, strictly earlier steps. When the
// numbering is unknown (a malformed id, decision D8), only what the ids decide on their
// own: a step naming itself, a step both numbered and placed later, and a name that is
// no "step_k" and no step's id as written. A "step_k" no step has may be the malformed
// step's, so it is not reported.
#include <functional>
#include <span>
#include <string_view>
#include <unordered_set>

#include "oracles/json_contract/shape.hpp"
#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {
namespace {

enum class DependencyProblem { unknown, self, forward };

// What a step's dependencies name: a list's items, or a bare string, which WRONG-TYPE
// reports and which names its step all the same (D24, as a bare tool name is judged, D5).
std::span<const json::Value> names_depended_on(const json::Value* deps) {
  if (deps && deps->is_array()) return deps->elements;
  if (deps && deps->is_string()) return {deps, 1};
  return {};
}

// Calls `found` for each dependency with the given problem.
void for_each_problem(const CheckContext& c, DependencyProblem wanted,
                      const std::function<void(const std::string& step, const json::Value&)>& found) {
  const bool known = c.view.numbering_known;
  std::unordered_set<std::string_view> written_ids;
  // A step_id (or a key) that could not be read may be any name a dependency gives (D14).
  const auto id_unreadable = [&](const StepRef& s) {
    if (!s.node->is_object()) return false;
    const json::Value* id = s.node->find("step_id");
    return id ? c.unreadable(*id) : c.damage.some_key_unreadable(*s.node);
  };
  bool some_id_unreadable = false;
  if (!known)
    for (const auto& step : c.view.step_refs) {
      if (step.id && step.id->is_string()) written_ids.insert(step.id->string);
      some_id_unreadable = some_id_unreadable || id_unreadable(step);
    }
  for (std::size_t position = 0; position < c.view.step_refs.size(); ++position) {
    const StepRef& step = c.view.step_refs[position];
    // A copy of an earlier step's id is DUPLICATE-STEP-ID's alone, its dependencies with
    // it (decision D16): deleting the copy mends the plan.
    // A step whose id is malformed or missing is judged for what it names that no step
    // declares (D8), and not for self or forward dependencies: it has no number.
    const bool numbered = step.index && c.view.numbered(*step.index) == &step;
    const bool misnumbered = !step.index;
    if (!numbered && !misnumbered) continue;
    for (const auto& d : names_depended_on(step.node->find("dependencies"))) {
      if (!d.is_string() || c.unreadable(d)) continue;
      const auto k = step_index(d.string);
      const StepRef* target = k ? c.view.numbered(*k) : nullptr;
      DependencyProblem problem;
      if (!target && (known || (!k && !some_id_unreadable && !written_ids.contains(d.string)))) problem = DependencyProblem::unknown;
      else if (!target || misnumbered) continue;
      else if (*k == *step.index) problem = DependencyProblem::self;
      else if (*target->index > *step.index && (known || target > &step)) problem = DependencyProblem::forward;
      else continue;
      if (problem == wanted) found(step_label(step, position), d);
    }
  }
}

class UnknownDependencyOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-UNKNOWN-DEPENDENCY"; }
  void check(const CheckContext& c, Report& r) const override {
    for_each_problem(c, DependencyProblem::unknown, [&](const std::string& step, const json::Value& d) {
      r.at(d.begin, step + " depends on " + json_contract::quoted_excerpt(d.string) + ", which no step declares");
    });
  }
};

class SelfDependencyOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-SELF-DEPENDENCY"; }
  void check(const CheckContext& c, Report& r) const override {
    for_each_problem(c, DependencyProblem::self, [&](const std::string& step, const json::Value& d) {
      r.at(d.begin, step + " depends on itself: dependencies reference only earlier steps");
    });
  }
};

class ForwardDependencyOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-FORWARD-DEPENDENCY"; }
  void check(const CheckContext& c, Report& r) const override {
    for_each_problem(c, DependencyProblem::forward, [&](const std::string& step, const json::Value& d) {
      r.at(d.begin, step + " depends on the later step " + std::string(d.string) + ": never reference future steps");
    });
  }
};

}  // namespace

void add_dependency_oracles(StepplanOracles& out) {
  out.add(std::make_unique<UnknownDependencyOracle>());
  out.add(std::make_unique<SelfDependencyOracle>());
  out.add(std::make_unique<ForwardDependencyOracle>());
}

}  // namespace conform::stepplan
