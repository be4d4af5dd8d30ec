#include "oracles/stepplan/plan_view.hpp"

namespace conform::stepplan {

using json_contract::KeySpec;

std::span<const KeySpec> top_level_keys() {
  static constexpr KeySpec keys[] = {{"task_summary"}, {"assumptions"}, {"risks"}, {"steps"}};
  return keys;
}

std::span<const KeySpec> step_keys() {
  static constexpr KeySpec keys[] = {{"step_id"},     {"title"},      {"description"}, {"dependencies"},
                                     {"deliverable"}, {"acceptance"}, {"tool", false}};
  return keys;
}

std::span<const KeySpec> tool_keys() {
  static constexpr KeySpec keys[] = {{"name"}, {"args"}};
  return keys;
}

std::optional<std::uint64_t> step_index(std::string_view id) {
  constexpr std::string_view prefix = "step_";
  if (!id.starts_with(prefix)) return std::nullopt;
  std::string_view digits = id.substr(prefix.size());
  if (digits.empty() || digits.size() > 18 || (digits[0] == '0' && digits.size() > 1)) return std::nullopt;
  std::uint64_t k = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
    k = k * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return k;
}

PlanView PlanView::of(const json::Value& root, const json_contract::ValueDamage& damage) {
  PlanView view;
  view.root = &root;
  const json::Value* steps = root.find("steps");
  if (!steps || !steps->is_array() || steps->elements.empty()) return view;
  view.steps = steps;
  view.numbering_known = true;
  for (const auto& element : steps->elements) {
    StepRef ref;
    ref.node = &element;
    if (element.is_object()) ref.id = element.find("step_id");
    if (ref.id && damage.unreadable(*ref.id)) ref.id = nullptr;
    if (ref.id && ref.id->is_string()) ref.index = step_index(ref.id->string);
    view.numbering_known = view.numbering_known && ref.index.has_value();
    if (ref.index) view.by_index_.add(*ref.index, view.step_refs.size());
    view.step_refs.push_back(ref);
  }
  view.by_index_.sort();
  view.by_index_.for_each_repeat([&](std::size_t position) { view.step_refs[position].repeats = true; });
  return view;
}

const StepRef* PlanView::numbered(std::uint64_t k) const {
  const auto at = by_index_.first(k);
  return at ? &step_refs[*at] : nullptr;
}

std::string step_label(const StepRef& s, std::size_t position) {
  if (s.id && s.id->is_string()) return std::string(s.id->string);
  return "steps[" + std::to_string(position) + "]";
}

}  // namespace conform::stepplan
