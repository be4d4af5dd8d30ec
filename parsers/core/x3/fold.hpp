#pragma once
// Operator layers that make a node only when their operator is there.
//
//   fold_suffixes<&Node::head, &Node::tail>(head, suffix)   head, then suffixes
//   fold_prefixes<&Node::ops, &Node::operand>(op, operand)   prefixes, then operand
//
// Both parse into the expression variant itself. Without a suffix (or prefix) the
// variant holds what `head` (or `operand`) made, untouched; with them, the operand moves
// once into a Node, positioned from its first token to its last, and the variant takes
// the Node. A container `tail` takes every suffix, any other `tail` one; `ops` is a
// container. This is `raw >> *suffix` into a Node plus an action that collapses a Node
// without suffixes, which moved every operand into a Node and out again at every layer.
#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <type_traits>
#include <utility>

#include "parsers/core/x3/skipper.hpp"
#include "parsers/core/x3/starts_at.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

namespace detail {
template <typename MemberPointer>
struct member_of;
template <typename Member, typename Class>
struct member_of<Member Class::*> {
  using node = Class;
  using type = Member;
};

template <typename T, typename = void>
struct is_container : std::false_type {};
template <typename T>
struct is_container<T, std::void_t<typename T::value_type, decltype(std::declval<T&>().push_back(
                                                                 std::declval<typename T::value_type>()))>>
    : std::true_type {};

// What one suffix parses into: an element of a container tail, or the tail itself.
template <typename T, bool = is_container<T>::value>
struct element {
  using type = T;
};
template <typename T>
struct element<T, true> {
  using type = typename T::value_type;
};

// Parses one `p` into `value`, which must be fresh (default-constructed); when it fails,
// `first` is left alone. Each branch of an alternative starts from a fresh value, as in
// a kleene star: a branch that fails may have filled part of it (a method call's name,
// before its '(').
template <typename Value, typename P, typename It, typename Ctx, typename RCtx>
bool parse_fresh(const P& p, It& first, It const& last, Ctx const& ctx, RCtx& rctx, Value& value) {
  It const before = first;
  if (p.parse(first, last, ctx, rctx, value)) return true;
  first = before;
  return false;
}
template <typename Value, typename L, typename R, typename It, typename Ctx, typename RCtx>
bool parse_fresh(const x3::alternative<L, R>& p, It& first, It const& last, Ctx const& ctx, RCtx& rctx,
                 Value& value) {
  if (parse_fresh(p.left, first, last, ctx, rctx, value)) return true;
  value = Value{};
  return parse_fresh(p.right, first, last, ctx, rctx, value);
}
// Moves `first` past the trivia to where `p` may start, or says that `p` cannot start
// there (and leaves `first` anywhere): a suffix's attribute is made only where its first
// byte is.
template <typename P, typename It, typename Ctx>
bool reach_start(const P&, It&, It const&, Ctx const&) {
  return true;
}
template <typename Subject, bool (*Starts)(unsigned char), typename It, typename Ctx>
bool reach_start(const starts_at_directive<Subject, Starts>& p, It& first, It const& last, Ctx const& ctx) {
  return p.reach_start(first, last, ctx);
}
// starts_at<pred>[p]: the byte is looked at before anything is made for p.
template <typename Value, typename Subject, bool (*Starts)(unsigned char), typename It, typename Ctx, typename RCtx>
bool parse_fresh(const starts_at_directive<Subject, Starts>& p, It& first, It const& last, Ctx const& ctx,
                 RCtx& rctx, Value& value) {
  It const before = first;
  if (reach_start(p, first, last, ctx) && parse_fresh(p.subject, first, last, ctx, rctx, value)) return true;
  first = before;  // not past the trivia either: a node ends at its last token
  return false;
}
// Appends to `out` every `p` that parses, one after the other.
template <typename Container, typename P, typename It, typename Ctx, typename RCtx>
void parse_all(const P& p, It& first, It const& last, Ctx const& ctx, RCtx& rctx, Container& out) {
  typename Container::value_type next;
  while (parse_fresh(p, first, last, ctx, rctx, next)) {
    out.push_back(std::move(next));
    next = {};
  }
}

// Makes `node`, positioned from `start` to `end`, the expression.
template <typename Node, typename It, typename Ctx, typename Attr>
void become(Node&& node, It start, It end, Ctx const& ctx, Attr& attr) {
  const auto& log = log_in(ctx);
  node.begin = log.offset(start);
  node.end = log.offset(end);
  attr = x3::forward_ast<std::decay_t<Node>>(std::move(node));
}
}  // namespace detail

template <auto Head, auto Tail, typename HeadP, typename TailP>
struct fold_suffixes_parser : x3::parser<fold_suffixes_parser<Head, Tail, HeadP, TailP>> {
  using Node = typename detail::member_of<decltype(Head)>::node;
  using TailAttr = typename detail::member_of<decltype(Tail)>::type;
  static bool const has_attribute = true;
  static bool const handles_container = false;

  constexpr fold_suffixes_parser(HeadP head, TailP tail) : head(head), tail(tail) {}

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    It const save = first;
    x3::skip_over(first, last, ctx);
    It const start = first;
    if (!head.parse(first, last, ctx, rctx, attr)) {
      first = save;
      return false;
    }
    // Most operands have no suffix: the suffix is made only where one may start, and
    // the Node only after the first.
    It const end = first;
    if (!detail::reach_start(tail, first, last, ctx)) {
      first = end;
      return true;
    }
    typename detail::element<TailAttr>::type suffix;
    if (!detail::parse_fresh(tail, first, last, ctx, rctx, suffix)) {
      first = end;
      return true;
    }
    Node node;
    if constexpr (detail::is_container<TailAttr>::value) {
      (node.*Tail).push_back(std::move(suffix));
      detail::parse_all(tail, first, last, ctx, rctx, node.*Tail);
    } else {
      node.*Tail = std::move(suffix);
    }
    node.*Head = std::move(attr);
    detail::become(std::move(node), start, first, ctx, attr);
    return true;
  }

  HeadP head;
  TailP tail;
};

template <auto Ops, auto Operand, typename OpP, typename OperandP>
struct fold_prefixes_parser : x3::parser<fold_prefixes_parser<Ops, Operand, OpP, OperandP>> {
  using Node = typename detail::member_of<decltype(Ops)>::node;
  using OpsAttr = typename detail::member_of<decltype(Ops)>::type;
  static bool const has_attribute = true;
  static bool const handles_container = false;

  constexpr fold_prefixes_parser(OpP op, OperandP operand) : op(op), operand(operand) {}

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    It const save = first;
    x3::skip_over(first, last, ctx);
    It const start = first;
    OpsAttr ops;
    detail::parse_all(op, first, last, ctx, rctx, ops);
    if (!operand.parse(first, last, ctx, rctx, attr)) {
      first = save;
      return false;
    }
    if (ops.empty()) return true;
    Node node;
    node.*Ops = std::move(ops);
    node.*Operand = std::move(attr);
    detail::become(std::move(node), start, first, ctx, attr);
    return true;
  }

  OpP op;
  OperandP operand;
};

template <auto Head, auto Tail, typename HeadP, typename TailP>
constexpr auto fold_suffixes(HeadP const& head, TailP const& tail) {
  using H = typename x3::extension::as_parser<HeadP>::value_type;
  using T = typename x3::extension::as_parser<TailP>::value_type;
  return fold_suffixes_parser<Head, Tail, H, T>(x3::as_parser(head), x3::as_parser(tail));
}

template <auto Ops, auto Operand, typename OpP, typename OperandP>
constexpr auto fold_prefixes(OpP const& op, OperandP const& operand) {
  using O = typename x3::extension::as_parser<OpP>::value_type;
  using P = typename x3::extension::as_parser<OperandP>::value_type;
  return fold_prefixes_parser<Ops, Operand, O, P>(x3::as_parser(op), x3::as_parser(operand));
}

}  // namespace conform::x3kit
