#pragma once
// A Java text read for comparison with another reading of a text of the same length: its
// tree, the byte range of every node the oracles and the printer use, and its syntax
// error or limit. Two layouts that differ only in trivia must read alike
// (tests/java/parser_test.cpp, plain_expression_test.cpp).
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/limits.hpp"
#include "oracles/java/walk.hpp"
#include "parsers/java/parser.hpp"

namespace conform::java::reading {

using Range = std::pair<std::uint32_t, std::uint32_t>;

template <typename Node>
Range range_of(const Node& n) {
  return {n.begin, n.end};
}

inline void add_type(const ast::TypeRef& type, std::vector<Range>& out) {
  out.push_back(range_of(type));
  if (type.args)
    for (const auto& arg : *type.args) add_type(arg, out);
}

// Every statement's and expression's range, and those of the parts an expression holds
// that are no expressions: suffixes, operators with their operands, a call's name.
inline std::vector<Range> positions(const ast::Unit& unit) {
  std::vector<Range> out;
  const PlanNodes nodes = collect_plan_nodes(unit);
  for (const ast::Statement* s : nodes.statements) {
    boost::apply_visitor([&](const auto& n) { out.push_back(range_of(ast::unwrap(n))); }, s->get());
    if (const auto* local = ast::node_if<ast::LocalVar>(*s)) out.push_back(range_of(local->name));
  }
  for (const auto& at : nodes.types) add_type(*at.type, out);
  for (const ast::Method* m : nodes.methods) {
    out.push_back(range_of(*m));
    out.push_back(range_of(m->name));
    out.push_back(range_of(m->return_type));
    for (const auto& modifier : m->modifiers) out.push_back(range_of(modifier));
    if (m->body) out.push_back(range_of(*m->body));
    for (const auto& p : m->params) {
      out.push_back(range_of(p));
      out.push_back(range_of(p.name));
    }
  }
  for (const auto& at : nodes.expressions) {
    const ast::Expr& e = *at.expression;
    boost::apply_visitor([&](const auto& n) { out.push_back(range_of(ast::unwrap(n))); }, e.get());
    if (const auto* p = ast::node_if<ast::Postfix>(e))
      for (const auto& s : p->suffixes) out.push_back(range_of(s));
    if (const auto* c = ast::node_if<ast::Chain>(e))
      for (const auto& op : c->rest) out.push_back(range_of(op));
    if (const auto* c = ast::node_if<ast::Call>(e)) out.push_back(range_of(c->callee));
  }
  return out;
}

struct Reading {
  std::optional<ast::Unit> unit;
  std::vector<Range> positions;
  std::optional<std::size_t> error_at;
  std::string error;
  std::optional<std::size_t> limit_at;
};

inline Reading read(const std::string& text, const Limits& limits = {}) {
  Reading r;
  auto parsed = parse(text, limits);
  if (parsed.syntax_error) {
    r.error_at = parsed.syntax_error->offset;
    r.error = parsed.syntax_error->message;
  }
  if (parsed.limit) r.limit_at = parsed.limit->offset;
  if (parsed.unit) {
    r.positions = positions(*parsed.unit);
    r.unit = std::move(parsed.unit);
  }
  return r;
}

}  // namespace conform::java::reading
