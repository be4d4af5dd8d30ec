#include "parsers/cpl/ast.hpp"

#include "core/ascii.hpp"

namespace conform::cpl::ast {

bool operator==(const Expr& a, const Expr& b) { return x3kit::same_node(a, b); }
bool operator==(const Statement& a, const Statement& b) { return x3kit::same_node(a, b); }

bool Function::is_deferred() const {
  for (const auto& a : annotations)
    if (a.name == "Deferred") return true;
  return false;
}

bool Function::means_deferred() const {
  for (const auto& a : annotations)
    if (misspells(a.name, "Deferred")) return true;
  return false;
}

}  // namespace conform::cpl::ast
