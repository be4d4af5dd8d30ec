#include "oracles/java/walk.hpp"

#include <boost/variant/apply_visitor.hpp>
#include <functional>
#include <string_view>

namespace conform::java {

using namespace std::string_view_literals;
namespace {

using namespace ast;

// What the walk meets, for a Visitor: the nodes it asks for. A visitor that wants no
// expressions or annotations is not walked through them.
struct NoVisits {
  static constexpr bool wants_expressions = false;
  static constexpr bool wants_annotations = false;
  void method(const Method&) {}
  void statement(const Statement&, const Method&) {}
  void expression(const Expr&) {}                 // every expression, sub-expressions included
  void type(const TypeRef&, TypeRole) {}          // parameters, returns, locals, for variables
  void annotation(const Modifier&) {}             // on methods, parameters, locals
  void local_class(const ClassDecl&) {}           // the walk does not enter it
};

template <typename Visitor>
class Walker {
 public:
  explicit Walker(Visitor& v) : v_(v) {}

  void method(const Method& m) {
    v_.method(m);
    annotations(m.modifiers);
    type(m.return_type, TypeRole::return_type);
    for (const auto& p : m.params) {
      annotations(p.modifiers);
      type(p.type, TypeRole::parameter);
    }
    if (m.body) block(*m.body, m);
  }

  void block(const Block& b, const Method& m) {
    for (const auto& s : b.statements) statement(s, m);
  }

  // The body of an if, for or while: a block's statements, or the one statement.
  void branch(const Statement& s, const Method& m) {
    if (auto b = node_if<Block>(s)) block(*b, m);
    else statement(s, m);
  }

  void statement(const Statement& s, const Method& m) {
    v_.statement(s, m);
    boost::apply_visitor([&](const auto& n) { visit(unwrap(n), m); }, s.get());
  }

  // What an expression holds is expressions only: the walk enters no lambda body and no
  // anonymous class, so a visitor that wants no expressions has nothing in it to visit.
  void expression(const Expr& e) {
    if constexpr (!Visitor::wants_expressions) return;
    v_.expression(e);
    boost::apply_visitor([&](const auto& n) { visit(unwrap(n)); }, e.get());
  }

 private:
  void annotations(const List<Modifier>& ms) {
    if constexpr (!Visitor::wants_annotations) return;
    for (const auto& m : ms)
      if (m.annotation) v_.annotation(m);
  }
  void type(const TypeRef& t, TypeRole role) { v_.type(t, role); }
  void exprs(const List<Expr>& es) {
    for (const auto& e : es) expression(e);
  }

  void visit(const Block& b, const Method& m) { block(b, m); }
  void visit(const LocalVar& v, const Method&) {
    annotations(v.modifiers);
    type(v.type, TypeRole::local);
    for (const auto& d : v.more)
      for (const auto& own : d.own_type) type(own, TypeRole::local);
    for_each_variable(v, [&](const Identifier&, const boost::optional<Expr>& init, std::size_t, const TypeRef&) {
      if (init) expression(*init);
    });
  }
  void visit(const Assign& a, const Method&) { visit(a); }
  void visit(const ExprStmt& e, const Method&) { expression(e.expr); }
  void visit(const If& i, const Method& m) {
    expression(i.condition);
    branch(i.then_branch, m);
    if (i.else_branch) branch(*i.else_branch, m);
  }
  void visit(const ForEach& f, const Method& m) {
    annotations(f.modifiers);
    type(f.type, TypeRole::variable);
    expression(f.source);
    branch(f.body, m);
  }
  void visit(const ClassicFor& f, const Method& m) { branch(f.body, m); }
  void visit(const While& w, const Method& m) {
    expression(w.condition);
    branch(w.body, m);
  }
  void visit(const DoWhile& d, const Method& m) {
    branch(d.body, m);
    expression(d.condition);
  }
  void visit(const Switch& s, const Method& m) {
    expression(s.selector);
    for (const auto& c : s.cases)
      for (const auto& st : c.body) statement(st, m);
  }
  void visit(const Try& t, const Method& m) {
    if (t.resources)
      for (const auto& r : *t.resources) visit(r, m);
    block(t.body, m);
    for (const auto& c : t.catches) block(c.body, m);
    if (t.finally_block) block(*t.finally_block, m);
  }
  void visit(const Return& r, const Method&) {
    if (r.value) expression(*r.value);
  }
  void visit(const Jump&, const Method&) {}
  // A yield's value is part of its switch expression, or of the yield's own fault.
  void visit(const Yield&, const Method&) {}
  // What is thrown is not judged further: the throw is the fault (D11).
  void visit(const Throw&, const Method&) {}
  void visit(const Assert&, const Method&) {}
  // The lock is part of the construct JAVA-UNSUPPORTED-STATEMENT reports, like the header
  // of a classic for (D11): `synchronized (this)` is not also JAVA-UNSUPPORTED-EXPRESSION.
  void visit(const Synchronized& s, const Method& m) { block(s.body, m); }
  void visit(const Empty&, const Method&) {}
  void visit(const Labeled& l, const Method& m) { statement(l.body, m); }
  void visit(const ClassDecl& c, const Method&) { v_.local_class(c); }

  void visit(const StringLit&) {}
  void visit(const TextBlock&) {}
  void visit(const CharLit&) {}
  void visit(const NumberLit&) {}
  void visit(const BoolLit&) {}
  void visit(const NullLit&) {}
  void visit(const Name&) {}
  void visit(const Call& c) { exprs(c.args); }
  void visit(const NewObject& n) { exprs(n.args); }
  void visit(const NewArray& n) {
    for (const auto& d : n.dims)
      if (d.size) expression(*d.size);
    if (n.init) exprs(n.init->elements);
  }
  void visit(const ArrayInit& a) { exprs(a.elements); }
  void visit(const Lambda&) {}
  // A switch expression is reported whole, as a lambda is (D11).
  void visit(const Switch&) {}
  void visit(const Assign& a) {
    expression(a.target);
    expression(a.value);
  }
  void visit(const Cast& c) { expression(c.operand); }
  void visit(const Paren& p) { expression(p.inner); }
  void visit(const Unary& u) { expression(u.operand); }
  void visit(const Chain& c) {
    expression(c.first);
    for (const auto& op : c.rest) expression(op.operand);
  }
  void visit(const Postfix& p) {
    expression(p.base);
    for (const auto& s : p.suffixes) exprs(s.args);
  }
  void visit(const Conditional& c) {
    expression(c.condition);
    expression(c.branches.then_value);
    expression(c.branches.else_value);
  }

  Visitor& v_;
};

// What collect_plan_nodes() gathers. The walk visits an expression statement's
// expression right after the statement, and a method's types after the method.
struct NodeCollector : NoVisits {
  static constexpr bool wants_expressions = true;
  static constexpr bool wants_annotations = true;
  PlanNodes& nodes;
  const Expr* statement_expression = nullptr;
  const Method* current = nullptr;

  explicit NodeCollector(PlanNodes& n) : nodes(n) {}
  void method(const Method& m) { current = &m; }
  void type(const TypeRef& t, TypeRole role) { nodes.types.push_back({&t, role, current}); }
  void annotation(const Modifier& m) { nodes.annotations.push_back(&m); }
  void local_class(const ClassDecl& c) { nodes.local_classes.push_back(&c); }
  void statement(const Statement& s, const Method&) {
    nodes.statements.push_back(&s);
    auto e = node_if<ExprStmt>(s);
    statement_expression = e ? &e->expr : nullptr;
  }
  void expression(const Expr& e) { nodes.expressions.push_back({&e, &e == statement_expression}); }
};

// The classes declared in a walked method's body, each handed to `found` before the
// classes inside it.
struct ClassFinder : NoVisits {
  const std::function<void(const ClassDecl&)>& found;
  explicit ClassFinder(const std::function<void(const ClassDecl&)>& f) : found(f) {}
  void local_class(const ClassDecl& c) {
    found(c);
    for_each_class_inside(c, found);
  }
};

struct OffsetOf {
  template <typename T>
  std::uint32_t operator()(const T& n) const { return unwrap(n).begin; }
};

}  // namespace

const ClassDecl* class_named_plan(const Unit& u) {
  for (const auto& c : u.classes)
    if (c.name.name == "Plan"sv) return &c;
  return nullptr;
}

const ClassDecl* nested_plan(const Unit& u) {
  if (class_named_plan(u)) return nullptr;
  for (const auto& c : u.classes)
    for (const auto& m : c.members)
      if (const ClassDecl* nested = node_if<ClassDecl>(m); nested && nested->name.name == "Plan"sv) return nested;
  return nullptr;
}

const ClassDecl* plan_class(const Unit& u) {
  if (const ClassDecl* named = class_named_plan(u)) return named;
  if (const ClassDecl* nested = nested_plan(u)) return nested;
  if (u.classes.size() == 1) return &u.classes.front();
  // Among several types none named Plan, the one type that declares main stands for it.
  const ClassDecl* with_main = nullptr;
  for (const auto& c : u.classes)
    for (const auto& m : c.members)
      if (const Method* method = node_if<Method>(m); method && method->name.name == "main"sv) {
        if (with_main && with_main != &c) return nullptr;
        with_main = &c;
      }
  return with_main;
}

bool plan_is_interface(const Unit& u) {
  const ClassDecl* plan = plan_class(u);
  return plan && plan->kind == "interface";
}

x3kit::List<const Method*> plan_methods(const Unit& u) {
  x3kit::List<const Method*> out;
  if (const ClassDecl* plan = plan_class(u)) {
    out.reserve(plan->members.size());
    for (const auto& m : plan->members)
      if (auto method = node_if<Method>(m)) out.push_back(method);
  }
  return out;
}

std::string clash_with_object_method(const Method& m) {
  if (!m.params.empty()) return {};  // equals(Object) takes a type no plan writes (D1)
  const std::string_view name = m.name.name;
  const std::string_view returns = m.return_type.args || !m.return_type.dims.empty() ? "" : std::string_view(m.return_type.name);
  const bool returns_nothing = returns == "void"sv || returns == "Void"sv;  // D22 writes both as void
  for (std::string_view final_method : {"getClass"sv, "notify"sv, "notifyAll"sv, "wait"sv})
    if (name == final_method) return "Object's " + std::string(name) + "() is final and cannot be overridden";
  if (name == "hashCode"sv) return "Object's hashCode() returns int, which no plan type is";
  if (name == "toString"sv && returns != "String"sv) return "Object's toString() returns String";
  if (name == "clone"sv && returns_nothing) return "Object's clone() returns a value";
  if (name == "finalize"sv && !returns_nothing) return "Object's finalize() returns nothing";
  if ((name == "toString"sv || name == "clone"sv || name == "finalize"sv) && m.has_modifier("private"))
    return "it overrides Object's " + std::string(name) + "(), which a private method cannot (weaker access)";
  return {};
}

void collect_methods(const Unit& u, PlanNodes& nodes) {
  // Room for a small plan's nodes, each list within the node pool's largest block
  // (512 bytes); a larger list goes to operator new.
  nodes.statements.reserve(64);
  nodes.expressions.reserve(32);
  nodes.types.reserve(21);
  nodes.methods = plan_methods(u);
  nodes.method_names.assign(nodes.methods, [](const Method* m) -> std::string_view { return m->name.name; });
}

void collect_stretch(std::span<const Method* const> methods, PlanNodes& nodes) {
  nodes.statements.clear();
  nodes.expressions.clear();
  nodes.stretch = methods;
  NodeCollector collector(nodes);
  Walker w(collector);
  for (const Method* m : methods) w.method(*m);
}

PlanNodes collect_plan_nodes(const Unit& u) {
  PlanNodes nodes;
  collect_methods(u, nodes);
  collect_stretch(nodes.methods, nodes);
  return nodes;
}

void for_each_class_inside(const ClassDecl& c, const std::function<void(const ClassDecl&)>& f) {
  ClassFinder finder(f);
  Walker w(finder);
  for (const auto& m : c.members) {
    if (auto nested = node_if<ClassDecl>(m)) finder.local_class(*nested);
    if (auto method = node_if<Method>(m)) w.method(*method);
  }
}

std::uint32_t offset_of(const Expr& e) { return boost::apply_visitor(OffsetOf{}, e.get()); }
std::uint32_t offset_of(const Statement& s) { return boost::apply_visitor(OffsetOf{}, s.get()); }
std::uint32_t offset_of(const Member& m) { return boost::apply_visitor(OffsetOf{}, m.get()); }

bool is_subset_assignment(std::string_view op) {
  using namespace std::string_view_literals;
  return op == "="sv || op == "+="sv || op == "-="sv || op == "*="sv || op == "/="sv || op == "%="sv;
}

const Name* assigned_name(const Expr& target) {
  const Expr* e = &target;
  while (auto p = node_if<Paren>(*e)) e = &p->inner;
  return node_if<Name>(*e);
}

bool is_call(const Expr& e) {
  if (node_if<Call>(e)) return true;
  if (auto p = node_if<Postfix>(e)) return p->suffixes.back().kind == Suffix::Kind::method_call;
  return false;
}

}  // namespace conform::java
