#include "oracles/cpl/function_names.hpp"

#include <functional>

namespace conform::cpl {

FunctionNames::FunctionNames(const ast::Plan& plan) : functions_(plan.functions.data()) {
  const std::size_t n = plan.functions.size();
  std::size_t table = 32;
  while (table < 2 * n) table *= 2;
  slots_.resize(table);
  of_function_.reserve(n);
  std::uint32_t names = 0;
  for (const auto& f : plan.functions) {
    Slot& slot = slots_[slot_of(f.name.name)];
    if (slot.number == no_number) slot = {f.name.name, names++};
    of_function_.push_back(slot.number);
  }
  // A counting sort by number keeps each group in definition order: each start is a
  // cursor while the group fills, and ends as the next group's start.
  starts_.assign(names + 1, 0);
  for (std::uint32_t number : of_function_) ++starts_[number + 1];
  for (std::size_t i = 1; i < starts_.size(); ++i) starts_[i] += starts_[i - 1];
  definitions_.resize(n);
  for (std::size_t i = 0; i < n; ++i) definitions_[starts_[of_function_[i]]++] = static_cast<std::uint32_t>(i);
  for (std::size_t k = names; k > 0; --k) starts_[k] = starts_[k - 1];
  starts_[0] = 0;
}

std::size_t FunctionNames::slot_of(std::string_view name) const {
  const std::size_t mask = slots_.size() - 1;
  std::size_t s = std::hash<std::string_view>{}(name) & mask;
  while (slots_[s].number != no_number && slots_[s].name != name) s = (s + 1) & mask;
  return s;
}

std::optional<std::size_t> FunctionNames::find(std::string_view name) const {
  if (slots_.empty()) return std::nullopt;
  const Slot& slot = slots_[slot_of(name)];
  return slot.number == no_number ? std::nullopt : std::optional<std::size_t>(slot.number);
}

}  // namespace conform::cpl
