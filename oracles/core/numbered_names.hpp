#pragma once
// The names of a list (a plan's functions, Plan's methods), numbered in the order each is
// first seen. The entries of one name share its number (a call cannot tell them apart);
// its definitions are their positions, in order. Built once per check, for the typing
// pass and the oracles that follow calls or look for repeats; a list of up to 16 names
// allocates nothing. Names are views of strings that outlive this.
#include <boost/container/small_vector.hpp>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace conform {

class NumberedNames {
 public:
  NumberedNames() = default;
  explicit NumberedNames(std::span<const std::string_view> names) { assign(names); }
  // The names `name_of` gives the items of a list, in its order.
  template <typename Items, typename NameOf>
  NumberedNames(const Items& items, NameOf name_of) {
    assign(items, name_of);
  }
  // Numbers another list in place. A NumberedNames keeps a small list's tables inline,
  // so building one where it is kept spares copying them in a move.
  void assign(std::span<const std::string_view> names);
  template <typename Items, typename NameOf>
  void assign(const Items& items, NameOf name_of) {
    Few<std::string_view> names;
    names.reserve(items.size());
    for (const auto& item : items) names.push_back(name_of(item));
    assign({names.data(), names.size()});
  }

  // How many names.
  std::size_t size() const { return starts_.empty() ? 0 : starts_.size() - 1; }
  // The number of the name at `position` of the list.
  std::size_t of(std::size_t position) const { return of_position_[position]; }
  // The number of `name`, or nullopt where the list does not hold it.
  std::optional<std::size_t> find(std::string_view name) const;
  // The positions that hold the name numbered `number`, in order.
  std::span<const std::uint32_t> definitions(std::size_t number) const {
    return {definitions_.data() + starts_[number], definitions_.data() + starts_[number + 1]};
  }
  // Whether the name at `position` appears before it in the list.
  bool repeats(std::size_t position) const { return definitions(of(position)).front() != position; }

 private:
  template <typename T, std::size_t N = 16>
  using Few = boost::container::small_vector<T, N>;
  static constexpr std::uint32_t no_number = UINT32_MAX;
  struct Slot {
    std::string_view name;
    std::uint32_t number = no_number;
  };

  // The slot that holds `name`, or the empty one where it would go (linear probing in a
  // table at most half full).
  std::size_t slot_of(std::string_view name) const;

  Few<Slot, 32> slots_;             // name -> number; a power of two long
  Few<std::uint32_t> of_position_;  // by position in the list
  Few<std::uint32_t> definitions_;  // positions, grouped by number
  Few<std::uint32_t, 17> starts_;   // where each number's group starts, and the end
};

}  // namespace conform
