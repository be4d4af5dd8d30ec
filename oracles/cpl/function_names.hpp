#pragma once
#include <cstddef>

#include "oracles/core/numbered_names.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// The names of a plan's functions, numbered in the order they are first defined
// (NumberedNames over plan.functions). The functions of one name (a
// CPL-DUPLICATE-FUNCTION) share its number, as a call cannot tell them apart.
class FunctionNames : public NumberedNames {
 public:
  FunctionNames() = default;
  explicit FunctionNames(const ast::Plan&);

  using NumberedNames::of;
  // The number of one of the plan's functions.
  std::size_t of(const ast::Function& f) const { return of(index_of(f)); }
  // The position of one of the plan's functions in plan.functions.
  std::size_t index_of(const ast::Function& f) const { return static_cast<std::size_t>(&f - functions_); }

 private:
  const ast::Function* functions_ = nullptr;  // the plan's, in order
};

}  // namespace conform::cpl
