#include "oracles/cpl/function_names.hpp"

#include <string_view>

namespace conform::cpl {

FunctionNames::FunctionNames(const ast::Plan& plan)
    : NumberedNames(plan.functions, [](const ast::Function& f) -> std::string_view { return f.name.name; }),
      functions_(plan.functions.data()) {}

}  // namespace conform::cpl
