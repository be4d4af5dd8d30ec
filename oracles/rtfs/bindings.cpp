#include "oracles/rtfs/bindings.hpp"

namespace conform::rtfs {

using ast::Kind;
using ast::Node;

bool is_plain_name(const Node& n) {
  return n.is(Kind::symbol) && n.text != "true" && n.text != "false" && n.text != "nil";
}

bool is_match_pattern(const Node& n) {
  if (n.is(Kind::string) || n.is(Kind::number) || n.is(Kind::keyword)) return true;
  return n.is_symbol("_") || n.is_symbol("true") || n.is_symbol("false") || n.is_symbol("nil");
}

void names_in_wrong_patterns(const Node& match, std::vector<const Node*>& out) {
  if (!match.is_form("match")) return;
  for (std::size_t i = 2; i < match.items.size(); i += 2)
    if (!is_match_pattern(match.items[i])) names_in_pattern(match.items[i], out);
}

const Node* bindings_of(const Node& let) {
  if (!let.is_form("let") || let.items.size() < 2) return nullptr;
  const Node& b = let.items[1];
  return b.is(Kind::vector) || b.is(Kind::list) || b.is(Kind::map) ? &b : nullptr;
}

void names_in_pattern(const Node& pattern, std::vector<const Node*>& out) {
  if (is_plain_name(pattern)) {
    if (pattern.text != "&" && pattern.text != "_") out.push_back(&pattern);
    return;
  }
  if (pattern.is(Kind::vector) || pattern.is(Kind::map))
    for (const auto& item : pattern.items) names_in_pattern(item, out);
}

const Node* defined_name(const Node& form) {
  const auto head = form.head();
  if (head != "def" && head != "defonce" && head != "defn") return nullptr;
  return form.items.size() > 1 && is_plain_name(form.items[1]) ? &form.items[1] : nullptr;
}

}  // namespace conform::rtfs
