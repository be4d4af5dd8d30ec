#include "parsers/cpl/ast.hpp"

#include "core/ascii.hpp"

#include <boost/variant/apply_visitor.hpp>

namespace conform::cpl::ast {
namespace {


struct SameAlternative {
  template <typename A, typename B>
  bool operator()(const A& a, const B& b) const {
    if constexpr (std::is_same_v<A, B>) return unwrap(a) == unwrap(b);
    else return false;
  }
};

}  // namespace

bool operator==(const Expr& a, const Expr& b) { return boost::apply_visitor(SameAlternative{}, a.get(), b.get()); }
bool operator==(const Statement& a, const Statement& b) {
  return boost::apply_visitor(SameAlternative{}, a.get(), b.get());
}

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
