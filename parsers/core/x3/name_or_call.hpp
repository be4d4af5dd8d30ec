#pragma once
// A name read once, then its arguments if a '(' follows: a Call when they do, else the
// name as a variable. (Trying the call first and the variable after reads every
// variable twice.)
#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/mpl/contains.hpp>
#include <boost/optional.hpp>
#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <boost/variant/get.hpp>
#include <utility>

#include "parsers/core/x3/located.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

// The attribute: positioned by its rule, which the Call takes; the variable takes the name's.
// Args is the Call's list of arguments.
template <typename Identifier, typename Args>
struct NameOrCall : Located {
  Identifier name;
  boost::optional<Args> args;
};

}  // namespace conform::x3kit

BOOST_FUSION_ADAPT_TPL_STRUCT((Identifier)(Args), (conform::x3kit::NameOrCall)(Identifier)(Args), name, args)

namespace conform::x3kit {

// Makes the expression `expr` hold a fresh Node, held directly or through forward_ast as
// the expression's variant has it, and returns it to be filled in place: what moves into
// it moves once.
template <typename Node, typename Expr>
Node& emplace_node(Expr& expr) {
  if constexpr (boost::mpl::contains<typename Expr::variant_type::types, x3::forward_ast<Node>>::value) {
    x3::forward_ast<Node> made;  // the node stays where it is made: the variant takes its pointer
    Node& node = made.get();
    expr = std::move(made);
    return node;
  } else {
    expr = Node();
    return boost::get<Node>(expr.get());
  }
}

// Makes `variant` a fresh Node and has `fill` fill it in place; where `fill` fails, the
// variant is left fresh (default-constructed) again, for the parser tried after.
template <typename Node, typename Variant, typename Fill>
bool fill_in_place(Variant& variant, Fill&& fill) {
  if (fill(emplace_node<Node>(variant))) return true;
  variant = Variant();
  return false;
}

// The semantic action that makes the expression: Variable has `name` (a string), Call
// has `callee` (an Identifier) and `args`.
template <typename Variable, typename Call>
struct call_or_variable {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& raw = x3::_attr(ctx);
    if (!raw.args) {
      auto& v = emplace_node<Variable>(x3::_val(ctx));
      v.begin = raw.name.begin;
      v.end = raw.name.end;
      v.name = std::move(raw.name.name);
      return;
    }
    auto& c = emplace_node<Call>(x3::_val(ctx));
    c.begin = raw.begin;
    c.end = raw.end;
    c.callee = std::move(raw.name);
    c.args = std::move(*raw.args);
  }
};

}  // namespace conform::x3kit
