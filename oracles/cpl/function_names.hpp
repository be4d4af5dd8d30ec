#pragma once
#include <boost/container/small_vector.hpp>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// The names of a plan's functions, numbered in the order they are first defined. The
// functions of one name (a CPL-DUPLICATE-FUNCTION) share its number, as a call cannot
// tell them apart. Built once per check, for the typing pass and the oracles that follow
// calls; a plan of up to 16 functions allocates nothing.
class FunctionNames {
 public:
  FunctionNames() = default;
  explicit FunctionNames(const ast::Plan&);

  // How many names.
  std::size_t size() const { return starts_.empty() ? 0 : starts_.size() - 1; }
  // The number of one of the plan's functions.
  std::size_t of(const ast::Function& f) const { return of_function_[index_of(f)]; }
  // The number of the name a call gives, or nullopt where the plan defines none.
  std::optional<std::size_t> find(std::string_view name) const;
  // The positions in plan.functions of the functions of one name, in order.
  std::span<const std::uint32_t> definitions(std::size_t number) const {
    return {definitions_.data() + starts_[number], definitions_.data() + starts_[number + 1]};
  }
  // The position of one of the plan's functions in plan.functions.
  std::size_t index_of(const ast::Function& f) const { return static_cast<std::size_t>(&f - functions_); }

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

  const ast::Function* functions_ = nullptr;  // the plan's, in order
  Few<Slot, 32> slots_;                       // name -> number; a power of two long
  Few<std::uint32_t> of_function_;            // by position in plan.functions
  Few<std::uint32_t> definitions_;            // positions, grouped by number
  Few<std::uint32_t, 17> starts_;             // where each number's group starts, and the end
};

}  // namespace conform::cpl
