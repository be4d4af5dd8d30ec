// Rules about the number and the uniqueness of array items (schema: minItems,
// maxItems, uniqueItems).
#include <map>

#include "oracles/fixplan/oracles.hpp"
#include "oracles/fixplan/schema.hpp"
#include "oracles/json_contract/shape.hpp"

namespace conform::fixplan {
namespace {

class TaskCountOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-TASK-COUNT"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.arrays) {
      const std::size_t n = f.value->elements.size();
      if (f.kind == ArrayKind::tasks && (n == 0 || n > max_tasks))
        r.at(f.value->begin, f.path + ": " + std::to_string(n) + " tasks; a plan has 1 to " + std::to_string(max_tasks));
    }
  }
};

class EmptyArrayOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-EMPTY-ARRAY"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.arrays) {
      const bool needs_items =
          f.kind == ArrayKind::acceptance || f.kind == ArrayKind::edits || f.kind == ArrayKind::commands;
      if (needs_items && f.value->elements.empty())
        r.at(f.value->begin, f.path + ": empty array; it needs at least one item");
    }
  }
};

// uniqueItems, among the items that are readable non-empty strings (the others have
// their own rules; spec/fixplan/decisions.md, D20, D23).
class DuplicateAssumptionOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-DUPLICATE-ASSUMPTION"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.arrays) {
      if (f.kind != ArrayKind::assumptions) continue;
      std::map<std::string_view, std::size_t> first;
      for (std::size_t i = 0; i < f.value->elements.size(); ++i) {
        const json::Value& item = f.value->elements[i];
        if (!item.is_string() || item.string.empty() || c.unreadable(item)) continue;
        auto [it, inserted] = first.emplace(item.string, i);
        if (!inserted)
          r.at(item.begin, f.path.element(i) + ": repeats " + f.path.element(it->second).str() +
                               "; assumptions must be unique");
      }
    }
  }
};

}  // namespace

void add_array_oracles(FixplanOracles& out) {
  out.add(std::make_unique<TaskCountOracle>());
  out.add(std::make_unique<EmptyArrayOracle>());
  out.add(std::make_unique<DuplicateAssumptionOracle>());
}

}  // namespace conform::fixplan
