#pragma once
// fresh[p]: p, parsed into a node of its own, which replaces the enclosing attribute only
// when p succeeds (Spirit Qi's hold[]). X3 hands an alternative's branch the enclosing
// attribute itself when their types are the same, and does not undo what a failed branch
// put in it: a class's modifiers, read before its keyword turned out to be `enum`, were
// read again by the enum's branch, and `public enum E {}` had two `public`s. For a whole
// node, not an element appended to a container.
//   fresh[plain_class_decl] | fresh[enum_decl] | record_decl
#include <boost/spirit/home/x3.hpp>
#include <utility>

#include "parsers/core/x3/directive.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <typename Subject>
struct fresh_directive : pass_through_directive<Subject, fresh_directive<Subject>> {
  using pass_through_directive<Subject, fresh_directive>::pass_through_directive;
  static bool const handles_container = false;  // a whole node, never an element

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    Attr node{};
    if (!this->subject.parse(first, last, ctx, rctx, node)) return false;
    attr = std::move(node);
    return true;
  }
};

inline constexpr directive_gen<fresh_directive> fresh{};

}  // namespace conform::x3kit
