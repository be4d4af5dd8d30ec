#pragma once
// The RTFS syntax tree (seed 001): one node type for every s-expression. The front end
// reads any well-formed s-expression, so that forms the contract does not allow
// (`defn`, `+`, `when`, …) reach an oracle with a precise rule instead of a syntax error.
#include <cstdint>
#include <string>
#include <string_view>

#include "parsers/core/x3/located.hpp"
#include "parsers/core/x3/pool_allocator.hpp"
#include "parsers/core/x3/text.hpp"

namespace conform::rtfs::ast {

// A node's children, kept in the node pool with the nodes.
template <typename T>
using List = x3kit::List<T>;
// Source text a node names: a view into the parsed text (x3kit/text.hpp).
using Text = x3kit::Text;

enum class Kind : std::uint8_t { symbol, keyword, number, string, list, vector, map };

struct Node : x3kit::Located {
  Kind kind = Kind::symbol;
  // symbol: its name; keyword: its name without ':'; number: as written; string: its
  // value (escapes decoded). Empty for the bracketed kinds.
  Text text;
  List<Node> items;  // list (…), vector […], map {…}: the forms inside, in order

  bool is(Kind k) const { return kind == k; }
  bool is_atom() const { return kind < Kind::list; }
  bool is_symbol(std::string_view name) const { return kind == Kind::symbol && text == name; }
  // A list whose first item is the symbol `head`: `(head …)`.
  bool is_form(std::string_view head) const {
    return kind == Kind::list && !items.empty() && items.front().is_symbol(head);
  }
  // The head symbol's name of a list that starts with a symbol, else empty.
  std::string_view head() const {
    if (kind == Kind::list && !items.empty() && items.front().kind == Kind::symbol) return items.front().text;
    return {};
  }

  friend bool operator==(const Node& a, const Node& b) {
    return a.kind == b.kind && a.text == b.text && a.items == b.items;
  }
};

std::string_view to_string(Kind);

}  // namespace conform::rtfs::ast
