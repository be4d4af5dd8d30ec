#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// The names of a plan's functions, numbered in the order they are first defined. The
// functions of one name (a CPL-DUPLICATE-FUNCTION) share its number, as a call cannot
// tell them apart. Built once per check, for the typing pass and the oracles that follow
// calls.
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
  const ast::Function* functions_ = nullptr;  // the plan's, in order
  std::unordered_map<std::string_view, std::size_t> numbers_;
  std::vector<std::size_t> of_function_;     // by position in plan.functions
  std::vector<std::uint32_t> definitions_;   // positions, grouped by number
  std::vector<std::size_t> starts_;          // where each number's group starts, and the end
};

}  // namespace conform::cpl
