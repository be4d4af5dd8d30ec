#include "oracles/cpl/walk.hpp"

#include <boost/variant/apply_visitor.hpp>

namespace conform::cpl {
namespace {

using namespace ast;

// The depth-first walk over one function's body, which appends each statement, else-if
// and expression to the stretch's node lists, and each call and try to the plan's facts,
// where it meets it.
class Collector {
 public:
  Collector(PlanNodes& nodes, PlanFacts& facts, std::uint32_t function) : nodes_(nodes), facts_(facts), function_(function) {}

  void block(const Block& b) {
    for (const auto& s : b.statements) {
      nodes_.statements.push_back(&s);
      boost::apply_visitor([&](const auto& node) { stmt(node.get()); }, s.get());
    }
  }

  void expr(const Expr& e) {
    nodes_.expressions.push_back({&e, of_unsupported_statement_});
    boost::apply_visitor([&](const auto& node) { sub(unwrap(node)); }, e.get());
  }

 private:
  void stmt(const Let& s) { expr(s.init); }
  void stmt(const Assign& s) { expr(s.value); }
  void stmt(const Return& s) {
    if (s.value) expr(*s.value);
  }
  void stmt(const If& s) {
    expr(s.condition);
    block(s.then_block);
    for (const auto& e : s.else_ifs) {
      nodes_.else_ifs.push_back(&e);
      expr(e.condition);
      block(e.body);
    }
    if (s.else_block) block(*s.else_block);
  }
  void stmt(const For& s) {
    expr(s.source);
    block(s.body);
  }
  void stmt(const Try& s) {
    facts_.tries.push_back({s.begin, s.body.begin, s.body.end});
    block(s.body);
    block(s.handler);
  }
  // An expression of a statement form CPL does not have (D23); no statement is inside one.
  void unsupported(const Expr& e) {
    of_unsupported_statement_ = true;
    expr(e);
    of_unsupported_statement_ = false;
  }
  void stmt(const ExprStmt& s) {
    if (is_call(s.expr)) expr(s.expr);
    else unsupported(s.expr);
  }
  void stmt(const While& s) {
    unsupported(s.condition);
    block(s.body);
  }
  void stmt(const DoWhile& s) {
    block(s.body);
    unsupported(s.condition);
  }
  void stmt(const Break&) {}
  void stmt(const Continue&) {}
  void stmt(const Throw& s) { unsupported(s.value); }
  void stmt(const CompoundAssign& s) {
    if (s.value) expr(*s.value);
  }
  void stmt(const Switch& s) {
    unsupported(s.subject);
    for (const auto& c : s.cases) {
      if (c.label) unsupported(*c.label);
      block(c.body);
    }
  }

  void all(const List<Expr>& list) {
    for (const auto& e : list) expr(e);
  }
  void sub(const StringLit&) {}
  void sub(const IntLit&) {}
  void sub(const BoolLit&) {}
  void sub(const NullLit&) {}
  void sub(const FloatLit&) {}
  void sub(const VarRef&) {}
  void sub(const Call& c) {
    const auto callee = facts_.function_names.find(c.callee.name);
    facts_.calls.push_back(
        {c.begin, function_, callee ? static_cast<std::uint32_t>(*callee) : PlanFacts::CallSite::undefined});
    all(c.args);
  }
  void sub(const SyscallCall& c) {
    facts_.calls.push_back({c.begin, function_, PlanFacts::CallSite::syscall});
    all(c.args);
  }
  void sub(const ListLit& l) { all(l.elements); }
  void sub(const MapLit& m) {
    for (const auto& e : m.entries) {
      expr(e.key);
      expr(e.value);
    }
  }
  void sub(const Paren& p) { expr(p.inner); }
  void sub(const Unary& u) { expr(u.operand); }
  void sub(const Chain& c) {
    expr(c.first);
    for (const auto& op : c.rest) expr(op.operand);
  }
  void sub(const Conditional& c) {
    expr(c.condition);
    expr(c.branches.then_value);
    expr(c.branches.else_value);
  }
  void sub(const New& n) { all(n.args); }
  void sub(const Postfix& p) {
    expr(p.base);
    for (const auto& s : p.suffixes) all(s.args);
  }

  PlanNodes& nodes_;
  PlanFacts& facts_;
  std::uint32_t function_;
  bool of_unsupported_statement_ = false;
};

}  // namespace

void collect_nodes(std::span<const Function> functions, PlanNodes& nodes, PlanFacts& facts) {
  nodes.statements.clear();
  nodes.else_ifs.clear();
  nodes.expressions.clear();
  // Room for a small plan's nodes, so that most checks grow nothing.
  nodes.statements.reserve(64);
  nodes.expressions.reserve(256);
  facts.calls.reserve(32);
  for (const auto& f : functions)
    if (f.body) Collector(nodes, facts, static_cast<std::uint32_t>(facts.function_names.index_of(f))).block(*f.body);
}

bool is_call(const Expr& e) {
  if (node_if<Call>(e) || node_if<SyscallCall>(e)) return true;
  auto* p = node_if<Postfix>(e);
  return p && !p->suffixes.empty() && p->suffixes.back().kind == Suffix::Kind::method_call;
}

std::uint32_t offset_of(const Expr& e) {
  return boost::apply_visitor([](const auto& n) { return unwrap(n).begin; }, e.get());
}
std::uint32_t offset_of(const Statement& s) {
  return boost::apply_visitor([](const auto& n) { return n.get().begin; }, s.get());
}

}  // namespace conform::cpl
