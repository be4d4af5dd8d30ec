#include "oracles/cpl/function_names.hpp"

namespace conform::cpl {

FunctionNames::FunctionNames(const ast::Plan& plan) : functions_(plan.functions.data()) {
  const std::size_t n = plan.functions.size();
  numbers_.reserve(n);
  of_function_.reserve(n);
  for (const auto& f : plan.functions)
    of_function_.push_back(numbers_.emplace(f.name.name, numbers_.size()).first->second);
  // Counting sort by number keeps each group in definition order.
  starts_.assign(numbers_.size() + 1, 0);
  for (std::size_t number : of_function_) ++starts_[number + 1];
  for (std::size_t i = 1; i < starts_.size(); ++i) starts_[i] += starts_[i - 1];
  definitions_.resize(n);
  std::vector<std::size_t> next(starts_.begin(), starts_.end() - 1);
  for (std::size_t i = 0; i < n; ++i) definitions_[next[of_function_[i]]++] = static_cast<std::uint32_t>(i);
}

std::optional<std::size_t> FunctionNames::find(std::string_view name) const {
  const auto found = numbers_.find(name);
  return found == numbers_.end() ? std::nullopt : std::optional<std::size_t>(found->second);
}

}  // namespace conform::cpl
