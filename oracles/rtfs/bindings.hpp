#pragma once
// The names a form binds, or evidently means to bind when it is written wrong: a `let`
// whose bindings are a list, a map or bare pairs, destructure, or lack an expression; a
// symbol, vector or map as a `match` pattern; a `def`. Such a form gets its one finding
// (RTFS-LET-BINDINGS, RTFS-DISALLOWED-FORM), and its names count as bound, so that their
// uses are not reported again (decision D13: one precise finding is more useful than its
// consequences).
#include <optional>
#include <span>
#include <vector>

#include "parsers/rtfs/ast.hpp"

namespace conform::rtfs {

// A symbol a value can be bound to: not `true`, `false` or `nil` (decision D15).
bool is_plain_name(const ast::Node&);

// A scalar a value can be compared with: a match pattern (decision D7).
bool is_match_pattern(const ast::Node&);

// How far apart a `(match …)`'s patterns stand: 2, pattern and result; 3 where every
// pattern is followed by an arrow, as Scala, Rust and Elixir write a case
// (`(match v "a" => r1 "b" -> r2)`): pattern, arrow, result.
std::size_t match_stride(const ast::Node& match);

// The names that the patterns of a `(match …)` which are no pattern (a symbol, vector or
// map) evidently bind in their results.
void names_in_wrong_patterns(const ast::Node& match, std::vector<const ast::Node*>& out);

// A `let`'s bindings as written: names at the even positions of `items`, each followed
// by its expression, and where the body starts. `bracketed` is the collection that holds
// them (a vector, as the grammar writes them, or a list or map); nullptr when they stand
// bare after `let`: (let a 1 body) binds a, name/expression pairs taken while an
// expression remains after them (decision D8).
// Scheme's `(let ((name expr) …) body)`, or the same pairs in a vector
// (`(let [[a 1] [b 2]] body)`, which no destructuring reads: `[a 1]` is no pattern):
// `nested`, each item holding its pairs.
// `[name = (call …)]`, as other languages assign (`:=` and `<-` too): a vector of name,
// sign, expression triples; `with_equals`, each name bound to the expression after its sign.
struct LetBindings {
  std::span<const ast::Node> items;
  const ast::Node* bracketed = nullptr;
  std::size_t body = 2;
  bool nested = false;
  bool with_equals = false;
};
// Nothing for a form other than `let`.
std::optional<LetBindings> bindings_of(const ast::Node& let);

// Each binding of `b` in order: its name (or pattern), and its expression or nullptr.
template <typename F>
void for_each_binding(const LetBindings& b, F&& f) {
  const auto pairs = [&](std::span<const ast::Node> items) {
    for (std::size_t i = 0; i < items.size(); i += 2) f(items[i], i + 1 < items.size() ? &items[i + 1] : nullptr);
  };
  if (b.with_equals) {
    for (std::size_t i = 0; i + 2 < b.items.size(); i += 3) f(b.items[i], &b.items[i + 2]);
    return;
  }
  if (!b.nested) return pairs(b.items);
  for (const auto& bracket : b.items) pairs(bracket.items);  // `[[a 1 b 2]]` too
}

// The symbols a name or a destructuring pattern (`[a b]`, `{:keys [a b]}`) binds, `&`
// and `_` left out.
void names_in_pattern(const ast::Node& pattern, std::vector<const ast::Node*>& out);

// What the name position of a let binding binds, or evidently means to: names_in_pattern's
// symbols, or a name written as a keyword or string, `[:a 1]` and `["a" 1]` binding a.
void names_bound_by(const ast::Node& name, std::vector<const ast::Node*>& out);

// The name a definition form defines (`(def x …)`, `(defonce x …)`, `(defn f …)`), or nullptr.
const ast::Node* defined_name(const ast::Node& form);

}  // namespace conform::rtfs
