#include "oracles/rtfs/bindings.hpp"

#include <algorithm>

#include "parsers/rtfs/grammar/tokens.hpp"

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

std::size_t match_stride(const Node& match) {
  const auto& items = match.items;
  if (items.size() < 5 || (items.size() - 2) % 3 != 0) return 2;
  for (std::size_t i = 3; i < items.size(); i += 3)
    if (!items[i].is_symbol("=>") && !items[i].is_symbol("->")) return 2;
  return 3;
}

void names_in_wrong_patterns(const Node& match, std::vector<const Node*>& out) {
  if (!match.is_form("match")) return;
  const std::size_t stride = match_stride(match);
  for (std::size_t i = 2; i < match.items.size(); i += stride)
    if (!is_match_pattern(match.items[i])) names_in_pattern(match.items[i], out);
}

namespace {

// A name or destructuring pattern as a let's vector may hold: a plain name, `&`, `_`, or a
// vector or map of them (a map's keys may be keywords: `{:keys [a] :as m}`).
bool is_name_pattern(const Node& n) {
  if (is_plain_name(n)) return true;
  if (n.is(Kind::keyword)) return true;
  if (!n.is(Kind::vector) && !n.is(Kind::map)) return false;
  return std::all_of(n.items.begin(), n.items.end(), is_name_pattern);
}

bool starts_with_name(const Node& pair) {
  return (pair.is(Kind::list) || pair.is(Kind::vector)) && !pair.items.empty() && is_plain_name(pair.items.front());
}

// Whether the items of a let's bindings are each a bracketed name/expression pair:
// Scheme's list of lists, or a vector of them that cannot be destructuring (some item is
// a list, or no pattern: `[a 1]`; or a pattern would lack its expression).
bool holds_nested_pairs(const Node& b) {
  if (b.items.empty() || !std::all_of(b.items.begin(), b.items.end(), starts_with_name)) return false;
  if (b.is(Kind::list)) return true;
  if (!b.is(Kind::vector)) return false;
  return b.items.size() % 2 != 0 || std::any_of(b.items.begin(), b.items.end(), [](const Node& pair) {
           return pair.is(Kind::list) || !is_name_pattern(pair);
         });
}

// `=`, and as Go, Pascal and R assign: `:=` (a keyword to RTFS) and `<-`.
bool is_assignment_sign(const Node& n) {
  return n.is_symbol("=") || n.is_symbol("<-") || (n.is(Kind::keyword) && n.text == "=");
}

bool holds_equals_triples(const Node& b) {
  if (!b.is(Kind::vector) || b.items.empty() || b.items.size() % 3 != 0) return false;
  for (std::size_t i = 0; i < b.items.size(); i += 3)
    if (!is_plain_name(b.items[i]) || !is_assignment_sign(b.items[i + 1])) return false;
  return true;
}

}  // namespace

std::optional<LetBindings> bindings_of(const Node& let) {
  if (!let.is_form("let")) return std::nullopt;
  const auto& items = let.items;
  if (items.size() < 2) return LetBindings{};
  const Node& b = items[1];
  const bool nested = holds_nested_pairs(b);
  if (b.is(Kind::vector) || b.is(Kind::list) || b.is(Kind::map)) return LetBindings{b.items, &b, 2, nested, holds_equals_triples(b)};
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

void names_bound_by(const Node& name, std::vector<const Node*>& out) {
  const auto byte = [](char c) { return static_cast<unsigned char>(c); };
  const auto token_byte = [&](char c) { return parser::is_token_byte(byte(c)); };
  const bool reads_as_name = !name.text.empty() && parser::is_symbol_start(byte(name.text.front())) &&
                             std::all_of(name.text.begin(), name.text.end(), token_byte);
  if ((name.is(Kind::keyword) || name.is(Kind::string)) && reads_as_name) {
    out.push_back(&name);
    return;
  }
  names_in_pattern(name, out);
}

const Node* defined_name(const Node& form) {
  const auto head = form.head();
  if (head != "def"sv && head != "defonce"sv && head != "defn"sv) return nullptr;
  return form.items.size() > 1 && is_plain_name(form.items[1]) ? &form.items[1] : nullptr;
}

}  // namespace conform::rtfs
