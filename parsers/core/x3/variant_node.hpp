#pragma once
// The node an AST variant holds (Expr, Statement, Member…), whether held directly or
// through forward_ast: unwrap() it, or ask for one type of node with node_if().
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <boost/variant/apply_visitor.hpp>
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

// The node of type T that a variant holds, or nullptr. (A test of which() against T's
// position costs more: boost::get visits the variant again.)
template <typename T, typename Variant>
const T* node_if(const Variant& v) {
  return boost::apply_visitor(
      [](const auto& n) -> const T* {
        if constexpr (std::is_same_v<std::decay_t<decltype(unwrap(n))>, T>) return &unwrap(n);
        else return nullptr;
      },
      v.get());
}

}  // namespace conform::x3kit
