#include "oracles/cpl/function_names.hpp"

#include <boost/container/small_vector.hpp>
#include <string_view>

namespace conform::cpl {
namespace {

NumberedNames numbered(const ast::Plan& plan) {
  boost::container::small_vector<std::string_view, 16> names;
  names.reserve(plan.functions.size());
  for (const auto& f : plan.functions) names.push_back(f.name.name);
  return NumberedNames({names.data(), names.size()});
}

}  // namespace

FunctionNames::FunctionNames(const ast::Plan& plan) : NumberedNames(numbered(plan)), functions_(plan.functions.data()) {}

}  // namespace conform::cpl
