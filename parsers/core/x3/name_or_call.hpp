#pragma once
// A name read once, then its arguments if a '(' follows: a Call when they do, else the
// name as a variable. (Trying the call first and the variable after reads every
// variable twice.)
#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/optional.hpp>
#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>
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

// The semantic action that makes the expression: Variable has `name` (a string), Call
// has `callee` (an Identifier) and `args`.
template <typename Variable, typename Call>
struct call_or_variable {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& raw = x3::_attr(ctx);
    if (!raw.args) {
      Variable v;
      v.begin = raw.name.begin;
      v.end = raw.name.end;
      v.name = std::move(raw.name.name);
      x3::_val(ctx) = std::move(v);
      return;
    }
    Call c;
    c.begin = raw.begin;
    c.end = raw.end;
    c.callee = std::move(raw.name);
    c.args = std::move(*raw.args);
    x3::_val(ctx) = x3::forward_ast<Call>(std::move(c));
  }
};

}  // namespace conform::x3kit
