#include "parsers/java/ast.hpp"

#include "core/ascii.hpp"

namespace conform::java::ast {
namespace {

bool has(const List<Modifier>& modifiers, std::string_view word, bool annotation) {
  for (const auto& m : modifiers)
    if (m.annotation == annotation && m.name == word) return true;
  return false;
}

}  // namespace

bool operator==(const Expr& a, const Expr& b) { return x3kit::same_node(a, b); }
bool operator==(const Statement& a, const Statement& b) { return x3kit::same_node(a, b); }
bool operator==(const Member& a, const Member& b) { return x3kit::same_node(a, b); }
bool operator==(const Lambda& a, const Lambda& b) {
  return x3kit::same_node(a.head, b.head) && x3kit::same_node(a.body, b.body);
}

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
