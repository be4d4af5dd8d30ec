#include "oracles/rtfs/bindings.hpp"

#include <algorithm>

namespace conform::rtfs {

using namespace std::string_view_literals;

using ast::Kind;
using ast::Node;

bool is_plain_name(const Node& n) {
  return n.is(Kind::symbol) && n.text != "true"sv && n.text != "false"sv && n.text != "nil"sv;
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

std::optional<LetBindings> bindings_of(const Node& let) {
  if (!let.is_form("let")) return std::nullopt;
  const auto& items = let.items;
  if (items.size() < 2) return LetBindings{};
  const Node& b = items[1];
  const bool nested = b.is(Kind::list) && !b.items.empty() && std::all_of(b.items.begin(), b.items.end(), [](const Node& pair) {
    return pair.is(Kind::list) && !pair.items.empty() && is_plain_name(pair.items.front());
  });
  if (b.is(Kind::vector) || b.is(Kind::list) || b.is(Kind::map)) return LetBindings{b.items, &b, 2, nested};
  std::size_t end = 1;
  while (end + 2 < items.size() && is_plain_name(items[end])) end += 2;
  return LetBindings{std::span(items).subspan(1, end - 1), nullptr, std::max<std::size_t>(end, 2)};
}

void names_in_pattern(const Node& pattern, std::vector<const Node*>& out) {
  if (is_plain_name(pattern)) {
    if (pattern.text != "&"sv && pattern.text != "_"sv) out.push_back(&pattern);
    return;
  }
  if (pattern.is(Kind::vector) || pattern.is(Kind::map))
    for (const auto& item : pattern.items) names_in_pattern(item, out);
}

const Node* defined_name(const Node& form) {
  const auto head = form.head();
  if (head != "def"sv && head != "defonce"sv && head != "defn"sv) return nullptr;
  return form.items.size() > 1 && is_plain_name(form.items[1]) ? &form.items[1] : nullptr;
}

}  // namespace conform::rtfs
