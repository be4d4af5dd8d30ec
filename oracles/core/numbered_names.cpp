#include "oracles/core/numbered_names.hpp"

#include "oracles/core/name_hash.hpp"

namespace conform {

void NumberedNames::assign(std::span<const std::string_view> names) {
  const std::size_t n = names.size();
  std::size_t table = 8;  // a power of two, at least twice the names: few names, few slots to clear
  while (table < 2 * n) table *= 2;
  slots_.assign(table, Slot{});
  of_position_.clear();
  of_position_.reserve(n);
  std::uint32_t count = 0;
  for (std::string_view name : names) {
    Slot& slot = slots_[slot_of(name)];
    if (slot.number == no_number) slot = {name, count++};
    of_position_.push_back(slot.number);
  }
  // A counting sort by number keeps each group in list order: each start is a cursor
  // while the group fills, and ends as the next group's start.
  starts_.assign(count + 1, 0);
  for (std::uint32_t number : of_position_) ++starts_[number + 1];
  for (std::size_t i = 1; i < starts_.size(); ++i) starts_[i] += starts_[i - 1];
  definitions_.resize(n);
  for (std::size_t i = 0; i < n; ++i) definitions_[starts_[of_position_[i]]++] = static_cast<std::uint32_t>(i);
  for (std::size_t k = count; k > 0; --k) starts_[k] = starts_[k - 1];
  starts_[0] = 0;
}

std::size_t NumberedNames::slot_of(std::string_view name) const {
  const std::size_t mask = slots_.size() - 1;
  std::size_t s = static_cast<std::size_t>(name_hash(name)) & mask;
  while (slots_[s].number != no_number && slots_[s].name != name) s = (s + 1) & mask;
  return s;
}

std::optional<std::size_t> NumberedNames::find(std::string_view name) const {
  if (slots_.empty()) return std::nullopt;
  const Slot& slot = slots_[slot_of(name)];
  return slot.number == no_number ? std::nullopt : std::optional<std::size_t>(slot.number);
}

}  // namespace conform
