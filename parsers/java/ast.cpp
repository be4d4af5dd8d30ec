#include "parsers/java/ast.hpp"

#include "core/ascii.hpp"

namespace conform::java::ast {
namespace {

struct SameAlternative {
  template <typename A, typename B>
  bool operator()(const A& a, const B& b) const {
    if constexpr (std::is_same_v<A, B>) return unwrap(a) == unwrap(b);
    else return false;
  }
};

template <typename Variant>
bool same(const Variant& a, const Variant& b) {
  return boost::apply_visitor(SameAlternative{}, a.get(), b.get());
}

bool has(const List<Modifier>& modifiers, std::string_view word, bool annotation) {
  for (const auto& m : modifiers)
    if (m.annotation == annotation && m.name == word) return true;
  return false;
}

}  // namespace

bool operator==(const Expr& a, const Expr& b) { return same(a, b); }
bool operator==(const Statement& a, const Statement& b) { return same(a, b); }
bool operator==(const Member& a, const Member& b) { return same(a, b); }
bool operator==(const Lambda& a, const Lambda& b) { return same(a.head, b.head) && same(a.body, b.body); }

bool has_modifier(const List<Modifier>& modifiers, std::string_view word) { return has(modifiers, word, false); }
bool Method::has_modifier(std::string_view word) const { return ast::has_modifier(modifiers, word); }
bool Method::is_deferred() const { return has(modifiers, "Deferred", true); }
bool Method::means_deferred() const {
  for (const auto& m : modifiers)
    if (m.annotation && misspells(m.name, "Deferred")) return true;
  return false;
}
bool ClassDecl::has_modifier(std::string_view word) const { return ast::has_modifier(modifiers, word); }

}  // namespace conform::java::ast
