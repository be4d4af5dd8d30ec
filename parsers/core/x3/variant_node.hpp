#pragma once
// The node an AST variant holds (Expr, Statement, Member…), whether held directly or
// through forward_ast: unwrap() it, ask for one type of node with node_if(), or compare
// two variants' nodes with same_node().
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <boost/variant/apply_visitor.hpp>
#include <boost/variant/get.hpp>
#include <type_traits>

namespace conform::x3kit {

template <typename T>
const T& unwrap(const T& node) { return node; }
template <typename T>
const T& unwrap(const boost::spirit::x3::forward_ast<T>& node) { return node.get(); }
template <typename T>
T& unwrap(T& node) { return node; }
template <typename T>
T& unwrap(boost::spirit::x3::forward_ast<T>& node) { return node.get(); }

namespace detail {
// T's position among a variant's alternatives, held directly or through forward_ast; -1
// where it is none of them.
template <typename T, typename... Types>
constexpr int position_of() {
  constexpr bool holds[] = {(std::is_same_v<Types, T> || std::is_same_v<Types, boost::spirit::x3::forward_ast<T>>)...};
  for (int i = 0; i < static_cast<int>(sizeof...(Types)); ++i)
    if (holds[i]) return i;
  return -1;
}
template <typename T, typename Variant>
struct node_position;
template <typename T, typename... Types>
struct node_position<T, boost::spirit::x3::variant<Types...>> {
  static constexpr int value = position_of<T, Types...>();
};
}  // namespace detail

// The node of type T that a variant holds, or nullptr. Most asks are of a type the
// variant does not hold, which which() answers without visiting it.
template <typename T, typename Variant>
const T* node_if(const Variant& v) {
  constexpr int position = detail::node_position<T, Variant>::value;
  static_assert(position >= 0, "node_if asks for a node its variant cannot hold");
  if (v.get().which() != position) return nullptr;
  return boost::apply_visitor(
      [](const auto& n) -> const T* {
        if constexpr (std::is_same_v<std::decay_t<decltype(unwrap(n))>, T>) return &unwrap(n);
        else return nullptr;
      },
      v.get());
}

// Whether two variants hold equal nodes of one type (their operator==). One visit, of
// `a`, once the two hold the same alternative: visiting both would instantiate a
// comparison for every pair of alternatives, all but the diagonal false.
template <typename Variant>
bool same_node(const Variant& a, const Variant& b) {
  if (a.get().which() != b.get().which()) return false;
  return boost::apply_visitor(
      [&b](const auto& node) {
        using Held = std::decay_t<decltype(node)>;
        return unwrap(node) == unwrap(boost::get<Held>(b.get()));
      },
      a.get());
}

}  // namespace conform::x3kit
