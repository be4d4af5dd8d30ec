#include "oracles/java/typing.hpp"

#include <algorithm>
#include <boost/container/small_vector.hpp>
#include <boost/variant/apply_visitor.hpp>
#include <map>
#include <new>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "core/ascii.hpp"
#include "oracles/core/scoped_names.hpp"
#include "oracles/java/literals.hpp"
#include "oracles/java/reflection.hpp"
#include "oracles/java/types.hpp"
#include "oracles/java/walk.hpp"

namespace conform::java {

using namespace std::string_view_literals;
namespace {

// The types of one call's arguments, one chain's operands or one array's elements:
// a few, kept inline.
using Types = boost::container::small_vector<Type, 8>;

using namespace ast;
using K = Type::Kind;

// What typing needs of a binary operator: Java's binding strength, for typing a flat
// chain, and the operands it takes. Read once per operator, by its length and bytes.
enum class Operands { plus, ints, ordered, bools, equal, untyped };
struct BinaryOperator {
  int precedence;
  Operands operands;
};
BinaryOperator binary_operator(std::string_view op) {
  if (op.size() == 1) {
    switch (op[0]) {
      case '*': case '/': case '%': return {9, Operands::ints};
      case '+': return {8, Operands::plus};
      case '-': return {8, Operands::ints};
      case '<': case '>': return {6, Operands::ordered};
      case '&': return {4, Operands::untyped};
      case '^': return {3, Operands::untyped};
      case '|': return {2, Operands::untyped};
      default: break;
    }
  }
  if (op == "<<"sv || op == ">>"sv || op == ">>>"sv) return {7, Operands::untyped};
  if (op == "<="sv || op == ">="sv) return {6, Operands::ordered};
  if (op == "instanceof"sv) return {6, Operands::untyped};
  if (op == "=="sv || op == "!="sv) return {5, Operands::equal};
  if (op == "&&"sv) return {1, Operands::bools};
  if (op == "||"sv) return {0, Operands::bools};
  return {0, Operands::untyped};
}

class Checker {
 public:
  Checker(const Unit& unit, const PlanNodes& nodes, const Whitelist& whitelist, PassFindings& out)
      : whitelist_(whitelist),
        out_(out),
        nodes_(nodes),
        statements_(nodes.statements),
        methods_(nodes.methods),
        method_names_(nodes.method_names),
        source_(unit.text.store ? unit.text.store->source() : std::string_view{}) {
    // Plan's fields (and a record's components, an enum's constants) are
    // JAVA-NON-METHOD-MEMBER's or JAVA-PLAN-DECLARATION's: a method that reads or assigns
    // one uses a name Java knows, with its declared type (decision D6).
    if (const ClassDecl* plan = plan_class(unit)) {
      for (const auto& m : plan->members)
        if (auto f = node_if<Field>(m)) fields_.emplace(f->name.name, resolve(f->type, TypeRole::variable));
      for (const auto& c : plan->components) fields_.emplace(c.name.name, resolve(c.type, TypeRole::variable));
      for (const auto& e : plan->enum_constants) fields_.emplace(e.name, Type::unknown());
    }
  }

  // Types the methods of the stretch nodes_ holds.
  void stretch() {
    for (const Method* m : nodes_.stretch) method(*m);
  }

  void method(const Method& m) {
    // javac judges a bodyless @Deferred method's parameters too ("variable a is already
    // defined in method go"); nothing else of one is typed.
    report_parameters_twice(m);
    if (!m.body) return;
    current_ = &m;
    // main's return type is JAVA-MAIN-SIGNATURE's: a main written `void` is judged so, and
    // one that says another type has its returns judged by neither reading (`return repo;`
    // in a `ToolResult main()` is that one fault, not also a value returned from void).
    const bool main = m.name.name == "main"sv;
    const bool says_void = m.return_type.name == "void"sv && !m.return_type.args && m.return_type.dims.empty();
    return_type_ = !main ? resolve(m.return_type, TypeRole::return_type) : says_void ? Type::of(K::void_) : Type::unknown();
    scopes_.open();
    declare_parameters(m);
    block(*m.body);
    scopes_.close();
    if (return_type_.known() && !return_type_.is(K::void_) && !m.is_deferred() && !returns(*m.body))
      report("JAVA-MISSING-RETURN", m.name.begin,
             "method '" + m.name.name + "' is declared " + to_string(return_type_) + " but can end without a return");
  }

 private:
  void report(std::string_view rule, std::size_t at, std::string message) { out_.report(rule, at, std::move(message)); }

  // Each parameter named as an earlier one is: the few of a usual method compared with
  // each other, a long list through a set (pairs of 16,000 names took seconds).
  void report_parameters_twice(const Method& m) {
    const auto twice = [&](const Param& p) {
      report("JAVA-DUPLICATE-VARIABLE", p.name.begin, "parameter '" + p.name.name + "' is declared twice");
    };
    constexpr std::size_t compared_in_pairs = 8;
    if (m.params.size() <= compared_in_pairs) {
      for (std::size_t i = 1; i < m.params.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
          if (m.params[j].name.name == m.params[i].name.name) {
            twice(m.params[i]);
            break;
          }
      return;
    }
    std::unordered_set<std::string_view> seen;
    seen.reserve(m.params.size());
    for (const auto& p : m.params)
      if (!seen.insert(p.name.name).second) twice(p);
  }
  void declare_parameters(const Method& m) {
    for (const auto& p : m.params) {
      // `String... v` is an array, JAVA-INVALID-TYPE's (D14): its uses are not typed.
      scopes_.declare(p.name.name, Variable{p.varargs ? Type::unknown() : resolve(p.type, TypeRole::parameter),
                                            is_final(p.modifiers)});
    }
  }

  // A name as an expression sees: a local or parameter, else a field of Plan (which a
  // local may shadow, so declarations check only scopes_).
  const Type* lookup(std::string_view name) const {
    if (const Variable* v = scopes_.find(name)) return &v->type;
    return field(name);
  }
  const Type* field(std::string_view name) const {
    auto f = fields_.find(name);
    return f != fields_.end() ? &f->second : nullptr;
  }

  // ---- return paths ----
  bool returns(const Block& b) {
    for (const auto& s : b.statements)
      if (returns(s)) return true;
    return false;
  }
  bool returns(const Statement& s) {
    if (node_if<Return>(s) || node_if<Throw>(s)) return true;
    if (auto b = node_if<Block>(s)) return returns(*b);
    if (auto l = node_if<Labeled>(s)) return returns(l->body);
    if (auto y = node_if<Synchronized>(s)) return returns(y->body);
    if (auto i = node_if<If>(s)) return i->else_branch && returns(i->then_branch) && returns(*i->else_branch);
    if (auto t = node_if<Try>(s)) {
      if (t->finally_block && returns(*t->finally_block)) return true;
      if (!returns(t->body)) return false;
      for (const auto& c : t->catches)
        if (!returns(c.body)) return false;
      return true;
    }
    return false;
  }

  // ---- statements ----
  void block(const Block& b) {
    scopes_.open();
    statements(b.statements);
    scopes_.close();
  }
  // JLS 14.22: a statement after one that always returns or throws is unreachable, and
  // the program does not compile. Reported once per block, as javac does.
  void statements(const List<Statement>& list) {
    bool reported = false;
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (!reported && i > 0 && returns(list[i - 1])) {
        report("JAVA-UNREACHABLE-STATEMENT", offset_of(list[i]),
               "unreachable statement: the statement before it always returns, so this one never runs");
        reported = true;
      }
      statement(list[i]);
    }
  }
  // A branch or loop body gets its own scope even when it is a single statement.
  void body(const Statement& s) {
    scopes_.open();
    statement(s);
    scopes_.close();
  }
  void statement(const Statement& s) {
    boost::apply_visitor([&](const auto& n) { visit(unwrap(n)); }, s.get());
  }

  void declare(const Identifier& name, Type t, bool final = false) {
    if (scopes_.find(name.name))
      report("JAVA-DUPLICATE-VARIABLE", name.begin, "'" + name.name + "' is declared again where the first is still visible (to change it, assign: " + name.name + " = …)");
    scopes_.declare(name.name, Variable{std::move(t), final});
  }
  static bool is_final(const List<Modifier>& modifiers) { return ast::has_modifier(modifiers, "final"); }

  void visit(const Block& b) { block(b); }
  void visit(const LocalVar& v) {
    const Type declared = resolve(v.type, TypeRole::local);
    const bool final = is_final(v.modifiers);
    variable(v.name, declared, v.init, final);
    for (const auto& d : v.more)
      variable(d.name, d.own_type.empty() ? declared : resolve(d.own_type.front(), TypeRole::local), d.init, final);
  }
  // Java declares each variable before the next one's initializer.
  // A final variable declared without a value is JAVA-MISSING-INITIALIZER's, and may be
  // assigned once: it is not held final here.
  void variable(const Identifier& name, const Type& declared, const boost::optional<Expr>& init, bool final) {
    if (init) {
      const std::string_view outer = std::exchange(initializing_, name.name);
      const Type actual = expr(*init);
      initializing_ = outer;
      if (!compatible(declared, actual))
        report("JAVA-TYPE-MISMATCH", offset_of(*init),
               "'" + name.name + "' is " + to_string(declared) + " but its initializer is " + to_string(actual));
    }
    declare(name, declared, final && init);
  }
  void visit(const Assign& a) {
    const Type value = expr(a.value);
    const Name* target = assigned_name(a.target);
    if (!target || !is_subset_assignment(a.op)) {
      if (!target) expr(a.target);
      return;
    }
    if (target->name == "this"sv || target->name == "super"sv || target->name == "syscall"sv) return;
    const Variable* local = scopes_.find(target->name);
    const Type* declared = local ? &local->type : field(target->name);
    if (!declared) {
      report("JAVA-UNDECLARED-VARIABLE", target->begin,
             "'" + target->name + "' is assigned but not declared: declare it with its type first");
      return;
    }
    if (local && local->final) {
      report("JAVA-FINAL-REASSIGNED", target->begin,
             "'" + target->name + "' is final: it cannot be assigned again (javac: cannot assign a value to final variable)");
      return;
    }
    if (a.op == "="sv) {
      if (!compatible(*declared, value))
        report("JAVA-TYPE-MISMATCH", offset_of(a.value),
               "'" + target->name + "' is " + to_string(*declared) + " but is assigned " + to_string(value));
      return;
    }
    // `x op= e` is `x = x op e` (D11).
    const Type result = combine(a.op, binary_operator(operation_of(a.op)).operands, *declared,
                                value, a.begin);
    if (result.known() && !compatible(*declared, result))
      report("JAVA-TYPE-MISMATCH", offset_of(a.value),
             "'" + target->name + "' is " + to_string(*declared) + " but '" + a.op + "' makes it " + to_string(result));
  }
  void visit(const ExprStmt& e) { expr(e.expr); }
  void visit(const If& i) {
    const Type c = expr(i.condition);
    if (c.known() && !c.is(K::bool_))
      report("JAVA-NON-BOOLEAN-CONDITION", offset_of(i.condition), "the if condition is " + to_string(c) + ", not Bool");
    body(i.then_branch);
    if (i.else_branch) body(*i.else_branch);
  }
  void visit(const ForEach& f) {
    const Type source = expr(f.source);
    const Type item = resolve(f.type, TypeRole::variable);
    if (source.known() && !source.is(K::list)) {
      report("JAVA-FOR-OVER-NON-LIST", offset_of(f.source), "for loops over lists; this is " + to_string(source));
    } else if (source.is(K::list) && !compatible(item, *source.element)) {
      report("JAVA-FOR-OVER-NON-LIST", f.item.begin,
             "'" + f.item.name + "' is " + to_string(item) + " but the list holds " + to_string(*source.element));
    }
    scopes_.open();
    declare(f.item, item, is_final(f.modifiers));
    body(f.body);
    scopes_.close();
  }
  // The header is JAVA-UNSUPPORTED-STATEMENT's and not checked further (D11), but the
  // variables it declares are in scope in the body, as in Java.
  void visit(const ClassicFor& f) {
    scopes_.open();
    if (f.init)
      if (auto v = node_if<LocalVar>(*f.init)) {
        for_each_variable(*v, [&](const Identifier& name, const boost::optional<Expr>&, std::size_t,
                                  const TypeRef& type) { scopes_.declare(name.name, Variable{resolve(type, TypeRole::variable)}); });
      }
    body(f.body);
    scopes_.close();
  }
  void visit(const While& w) {
    expr(w.condition);
    body(w.body);
  }
  void visit(const DoWhile& d) {
    body(d.body);
    expr(d.condition);
  }
  void visit(const Switch& s) {
    expr(s.selector);
    for (const auto& c : s.cases) {
      scopes_.open();
      statements(c.body);
      scopes_.close();
    }
  }
  void visit(const Try& t) {
    scopes_.open();  // resources are visible in the try block only
    if (t.resources)
      for (const auto& r : *t.resources) visit(r);
    block(t.body);
    scopes_.close();
    for (const auto& c : t.catches) {
      scopes_.open();
      declare(c.name, Type::of(K::tool_error), is_final(c.modifiers));
      block(c.body);
      scopes_.close();
    }
    if (t.finally_block) block(*t.finally_block);
  }
  void visit(const Return& r) {
    const bool is_void = return_type_.is(K::void_);
    if (r.value) {
      const Type actual = expr(*r.value);
      if (is_void)
        report("JAVA-RETURN-MISMATCH", r.begin,
               "method '" + current_->name.name + "' is " + current_->return_type.name + " but returns a value");
      else if (!compatible(return_type_, actual))
        report("JAVA-RETURN-MISMATCH", offset_of(*r.value),
               "method '" + current_->name.name + "' is declared " + to_string(return_type_) + " but this returns " +
                   to_string(actual));
    } else if (return_type_.known() && !is_void) {
      report("JAVA-RETURN-MISMATCH", r.begin,
             "method '" + current_->name.name + "' is declared " + to_string(return_type_) + ": return needs a value");
    }
  }
  void visit(const Jump&) {}
  void visit(const Yield&) {}
  void visit(const Throw&) {}  // not judged further (D11)
  void visit(const Assert&) {}
  // The lock is part of the construct JAVA-UNSUPPORTED-STATEMENT reports (D11).
  void visit(const Synchronized& s) { block(s.body); }
  void visit(const Empty&) {}
  void visit(const Labeled& l) { statement(l.body); }
  void visit(const ClassDecl&) {}

  // ---- expressions ----
  Type expr(const Expr& e) {
    return boost::apply_visitor([&](const auto& n) { return type_of(unwrap(n)); }, e.get());
  }
  // `what` names the callee in a message; it is built only for a finding.
  template <typename What>
  void args_against(const What& what, std::size_t at, const List<Expr>& args, const List<Param>& params) {
    Types actual;
    actual.reserve(args.size());
    for (const auto& a : args) actual.push_back(expr(a));
    // A varargs parameter is an array type, JAVA-INVALID-TYPE's (D14): which argument
    // goes where is unknown, so the call is not checked against the parameters.
    if (std::any_of(params.begin(), params.end(), [](const Param& p) { return p.varargs; })) return;
    if (args.size() != params.size()) {
      report("JAVA-ARITY-MISMATCH", at,
             what() + " takes " + std::to_string(params.size()) + " argument" + (params.size() == 1 ? "" : "s") +
                 ", given " + std::to_string(args.size()));
      return;
    }
    for (std::size_t i = 0; i < args.size(); ++i) {
      const Type expected = resolve(params[i].type, TypeRole::parameter);
      if (expected.is(K::void_param) && actual[i].is(K::void_))
        report("JAVA-ARGUMENT-TYPE-MISMATCH", offset_of(args[i]),
               "argument " + std::to_string(i + 1) + " of " + what() +
                   " calls a Void method, which returns no value to pass (parameter '" + params[i].name.name + "')");
      else if (!compatible(expected, actual[i]))
        report("JAVA-ARGUMENT-TYPE-MISMATCH", offset_of(args[i]),
               "argument " + std::to_string(i + 1) + " of " + what() + " is " + to_string(actual[i]) + ", expected " +
                   to_string(expected) + " (parameter '" + params[i].name.name + "')");
    }
  }

  Type type_of(const StringLit&) { return Type::of(K::string); }
  Type type_of(const TextBlock&) { return Type::of(K::string); }
  Type type_of(const CharLit&) { return Type::unknown(); }
  Type type_of(const NumberLit& n) { return is_int_literal(n.text) ? Type::of(K::int_) : Type::unknown(); }
  Type type_of(const BoolLit&) { return Type::of(K::bool_); }
  Type type_of(const NullLit&) { return Type::unknown(); }
  Type type_of(const Name& n) {
    if (n.name == "this"sv || n.name == "super"sv) return Type::unknown();
    if (const Type* t = lookup(n.name)) return *t;
    if (n.name != "syscall"sv) report_undeclared(n);
    return Type::unknown();
  }
  [[gnu::cold, gnu::noinline]] void report_undeclared(const Name& n) {
    report("JAVA-UNDECLARED-VARIABLE", n.begin,
           "'" + n.name + "' " +
               (n.name == initializing_ ? "is used in its own initializer, before it has a value (javac: might not have been initialized)"
                : declared_earlier_in_method(n.name, n.begin) ? "is declared in a block, loop or catch that has ended before this use"
                                                              : "is not declared before this use"));
  }
  Type type_of(const Call& c) {
    const auto number = method_names_.find(c.callee.name);
    if (!number) {
      for (const auto& a : c.args) expr(a);
      // Object's getClass(), which Plan inherits: JAVA-REFLECTION's, not an undefined method;
      // `syscall(…)`, the helper called as a method where Plan declares no such method:
      // JAVA-SYSCALL-FORM's; `yield(…)`, which javac's parser refuses: JAVA-SYNTAX's.
      if (c.callee.name == "getClass"sv || c.callee.name == "syscall"sv || (c.callee.name == "yield"sv && !c.through_this))
        return Type::unknown();
      report("JAVA-UNDEFINED-METHOD", c.begin,
             "'" + c.callee.name + "' is not a method of Plan: " +
                 (whitelist_.find(c.callee.name) ? "a syscall is called through syscall: syscall." + c.callee.name + "(…)"
                                                 : "call only Plan's methods and syscall.name(…)"));
      return Type::unknown();
    }
    const auto definitions = method_names_.definitions(*number);
    const Method& m = *methods_[definitions.front()];
    if (definitions.size() > 1) {
      // JAVA-DUPLICATE-METHOD's: which of the methods is meant is unknown.
      for (const auto& a : c.args) expr(a);
      return Type::unknown();
    }
    args_against([&] { return "'" + m.name.name + "'"; }, c.begin, c.args, m.params);
    return resolve(m.return_type, TypeRole::return_type);
  }
  Type type_of(const NewObject& n) {
    for (const auto& a : n.args) expr(a);
    return Type::unknown();
  }
  Type type_of(const NewArray& n) {
    for (const auto& d : n.dims)
      if (d.size) expr(*d.size);
    if (!n.init) return Type::unknown();
    Types elements;
    for (const auto& e : n.init->elements) elements.push_back(expr(e));
    if (!is_array_literal(n)) return Type::unknown();
    const Type element = resolve(n.type, TypeRole::variable);
    for (std::size_t i = 0; i < elements.size(); ++i)
      if (!compatible(element, elements[i]))
        report("JAVA-TYPE-MISMATCH", offset_of(n.init->elements[i]),
               "an element of new " + n.type.name + "[] is " + to_string(elements[i]));
    return Type::list_of(element);
  }
  Type type_of(const ArrayInit& a) {
    for (const auto& e : a.elements) expr(e);
    return Type::unknown();
  }
  Type type_of(const Lambda&) { return Type::unknown(); }
  Type type_of(const Switch&) { return Type::unknown(); }  // not judged further, as a lambda
  // `b = "z"` in `a = b = "z";` is checked as an assignment statement would be; its value
  // is not typed, since the expression is the fault (JAVA-UNSUPPORTED-EXPRESSION).
  Type type_of(const Assign& a) {
    visit(a);
    return Type::unknown();
  }
  Type type_of(const Cast& c) {
    expr(c.operand);
    return Type::unknown();
  }
  Type type_of(const Paren& p) { return expr(p.inner); }
  Type type_of(const Unary& u) {
    Type t = expr(u.operand);
    for (auto it = u.ops.rbegin(); it != u.ops.rend(); ++it) {
      const Text op = *it;
      const K want = op == "!"sv ? K::bool_ : K::int_;
      if (op != "!"sv && op != "-"sv && op != "+"sv) return Type::unknown();
      if (t.known() && !t.is(want)) {
        report("JAVA-TYPE-MISMATCH", u.begin, "'" + op + "' needs " + to_string(Type::of(want)) + ", not " + to_string(t));
        return Type::unknown();
      }
      t = Type::of(want);
    }
    return t;
  }
  Type combine(Text op, Operands operands, const Type& l, const Type& r, std::size_t at) {
    auto mismatch = [&](const std::string& need) {
      report("JAVA-TYPE-MISMATCH", at, "'" + op + "' needs " + need + ", not " + to_string(l) + " and " + to_string(r));
      return Type::unknown();
    };
    // A call of a Void method has no value to operate on (javac: "'void' type not allowed here").
    if (l.is(K::void_) || r.is(K::void_)) return mismatch("operands with a value");
    switch (operands) {
      case Operands::plus:
        if (l.is(K::string) || r.is(K::string)) return Type::of(K::string);
        if (!l.known() || !r.known()) return Type::unknown();
        if (l.is(K::int_) && r.is(K::int_)) return Type::of(K::int_);
        return mismatch("String or Int operands");
      case Operands::equal:
        if (!compatible(l, r)) return mismatch("operands of one type");
        return Type::of(K::bool_);
      case Operands::ints:
      case Operands::ordered:
      case Operands::bools: {
        const K want = operands == Operands::bools ? K::bool_ : K::int_;
        if ((l.known() && !l.is(want)) || (r.known() && !r.is(want)))
          return mismatch(to_string(Type::of(want)) + " operands");
        // An operand of unknown type is another rule's fault (an undeclared name, a cast):
        // 'origin/main' is not also an Int where a String is wanted. A comparison is Bool
        // whatever it compares.
        if (operands == Operands::ints && (!l.known() || !r.known())) return Type::unknown();
        return Type::of(operands == Operands::ints ? K::int_ : K::bool_);
      }
      case Operands::untyped:
        break;
    }
    return Type::unknown();
  }
  Type type_of(const Chain& c) {
    // Shunting-yard over types: Java's precedence, left to right within a level.
    struct Pending {
      const BinaryOperation* node;
      BinaryOperator op;
    };
    Types values{expr(c.first)};
    boost::container::small_vector<Pending, 8> ops;
    auto reduce = [&] {
      const Pending pending = ops.back();
      ops.pop_back();
      Type r = values.back();
      values.pop_back();
      Type l = values.back();
      values.back() = combine(pending.node->op, pending.op.operands, l, r, pending.node->begin);
    };
    for (const auto& node : c.rest) {
      const BinaryOperator op = binary_operator(node.op);
      while (!ops.empty() && ops.back().op.precedence >= op.precedence) reduce();
      ops.push_back({&node, op});
      if (node.op == "instanceof"sv) {
        // Its variable is visible to the rest of the block here, wider than Java's flow
        // scoping, so that no use of it is also reported: the test itself is the fault.
        if (auto pattern = node_if<Name>(node.operand))
          if (auto v = pattern_variable(pattern->name); !v.empty()) scopes_.declare(v, Variable{Type::unknown()});
        values.push_back(Type::unknown());
        continue;
      }
      values.push_back(expr(node.operand));
    }
    while (!ops.empty()) reduce();
    return values.back();
  }
  // Whether an undeclared name before these suffixes starts a package's name, as javac
  // reads one: lowercase names, then a class's (`java.util.List`, `java.time.Instant`).
  static bool names_a_class_in_a_package(const List<Suffix>& suffixes) {
    for (const Suffix& s : suffixes) {
      if (s.kind != Suffix::Kind::member || s.name.empty()) return false;
      if (std::isupper(static_cast<unsigned char>(s.name[0]))) return true;
    }
    return false;
  }
  // Where no whitelist was given: the built-in one holds only the document's examples, and
  // the planner prompt's (seed 000 §4) goes in a run's config.
  std::string default_whitelist_note() const {
    if (!whitelist_.is_builtin()) return {};
    std::string names;
    for (const auto& s : whitelist_.signatures()) names += (names.empty() ? "" : ", ") + std::string(s.name.name);
    return " (the built-in whitelist, which holds the document's examples " + names +
           "; give the planner prompt's in a config's \"java\" section)";
  }
  Type type_of(const Postfix& p) {
    const auto* base = node_if<Name>(p.base);
    const bool syscall_call = base && base->name == "syscall"sv && !scopes_.find("syscall") &&
                              p.suffixes.front().kind == Suffix::Kind::method_call;
    Type t = Type::unknown();
    std::size_t first_suffix = 0;
    if (syscall_call) {
      const Suffix& call = p.suffixes.front();
      if (const Signature* sig = whitelist_.find(call.name)) {
        args_against([&] { return "syscall." + call.name; }, p.begin, call.args, sig->params);
        t = resolve(sig->return_type, TypeRole::return_type);
      } else {
        for (const auto& a : call.args) expr(a);
        // `syscall.getClass()` is reflection (JAVA-REFLECTION), one fault.
        if (!is_reflection_method(call.name))
          report("JAVA-UNKNOWN-SYSCALL", where_in_source(call.name, p.begin),
                 "syscall." + call.name + " is not on the whitelist" + default_whitelist_note());
      }
      first_suffix = 1;
    } else if (base && !lookup(base->name) && !base->name.empty() &&
               (std::isupper(static_cast<unsigned char>(base->name[0])) || base->name == "syscall"sv ||
                names_a_class_in_a_package(p.suffixes) ||
                ((misspells(base->name, "syscall") || whitelist_.find(p.suffixes.front().name)) &&
                 p.suffixes.front().kind == Suffix::Kind::method_call))) {
      // `System.out…`, `Map.of(…)`, `java.util.List.of(…)`: a class name as receiver,
      // reported by its own rule; `syscalls.cloneRepo(…)`, the helper misspelt, or
      // `sys.cloneRepo(…)`, a whitelisted syscall's name after another undeclared one, is
      // that call's fault alone (JAVA-FOREIGN-CALL): writing `syscall` mends it.
    } else {
      expr(p.base);
    }
    for (std::size_t i = first_suffix; i < p.suffixes.size(); ++i) {
      for (const auto& a : p.suffixes[i].args) expr(a);
      t = Type::unknown();
    }
    return t;
  }
  Type type_of(const Conditional& c) {
    expr(c.condition);
    expr(c.branches.then_value);
    expr(c.branches.else_value);
    return Type::unknown();
  }

  // Where a name of the tree stands in the source (as CPL's and RTFS's rules report a
  // whitelist miss at the name); `otherwise` for a text the source does not hold as written.
  std::uint32_t where_in_source(std::string_view name, std::uint32_t otherwise) const {
    if (source_.empty() || name.data() < source_.data() || name.data() + name.size() > source_.data() + source_.size())
      return otherwise;
    return static_cast<std::uint32_t>(name.data() - source_.data());
  }

  // Whether `name` was declared before `use` in the method, in a scope the use is not in
  // (its block has ended): the declaration itself before the use, not only its statement
  // (`String a = b, b = "x";`), and a loop variable only past its header (`for (String p :
  // p)` reads the source outside the loop).
  bool declared_earlier_in_method(std::string_view name, std::uint32_t use) {
    if (declarations_of_ != current_) index_declarations_of_current_method();
    const auto first = first_declared_.find(name);
    return first != first_declared_.end() && first->second < use;
  }
  // Where the current method first declares each name (a local, a for item from its
  // body on, a catch variable), for declared_earlier_in_method: once per method, on its
  // first undeclared name, so that a method of many is read once, not once per name.
  void index_declarations_of_current_method() {
    declarations_of_ = current_;
    first_declared_.clear();
    const auto note = [&](std::string_view name, std::uint32_t at) {
      const auto [it, added] = first_declared_.emplace(name, at);
      if (!added) it->second = std::min(it->second, at);
    };
    const auto note_variables = [&](const LocalVar& v) {
      for_each_variable(v, [&](const Identifier& id, const boost::optional<Expr>&, std::size_t, const TypeRef&) {
        note(id.name, id.begin);
      });
    };
    auto s = std::partition_point(statements_.begin(), statements_.end(),
                                  [&](const Statement* t) { return offset_of(*t) < current_->begin; });
    for (; s != statements_.end() && offset_of(**s) < current_->end; ++s) {
      if (auto v = node_if<LocalVar>(**s)) note_variables(*v);
      if (auto f = node_if<ForEach>(**s)) note(f->item.name, offset_of(f->body));
      if (auto f = node_if<ClassicFor>(**s); f && f->init)
        if (auto v = node_if<LocalVar>(*f->init)) note_variables(*v);
      if (auto t = node_if<Try>(**s))
        for (const auto& c : t->catches) note(c.name.name, c.name.begin);
    }
  }

  const Whitelist& whitelist_;
  PassFindings& out_;
  const PlanNodes& nodes_;
  const x3kit::List<const Statement*>& statements_;  // the stretch's statements, in order: the current method's among them
  const x3kit::List<const Method*>& methods_;
  const NumberedNames& method_names_;  // more than one method of a name: an overload
  std::string_view source_;  // the parsed text the tree's names are views into
  std::map<std::string, Type, std::less<>> fields_;
  const Method* current_ = nullptr;
  const Method* declarations_of_ = nullptr;  // whose declarations first_declared_ holds
  std::unordered_map<std::string_view, std::uint32_t> first_declared_;
  Type return_type_;
  // A local or parameter: its type, and whether it is final (given its value once).
  struct Variable {
    Type type;
    bool final = false;
  };
  ScopedNames<Variable> scopes_;  // locals and parameters, which may shadow a field
  std::string_view initializing_;  // the variable whose initializer is being read
};

}  // namespace

class PlanTyping::Checker : public conform::java::Checker {
 public:
  using conform::java::Checker::Checker;
};

PlanTyping::PlanTyping(const Unit& unit, const PlanNodes& nodes, const Whitelist& whitelist, PassFindings& out) {
  static_assert(sizeof(Checker) <= checker_bytes && alignof(Checker) <= alignof(std::max_align_t), "the checker fits in place");
  new (checker_) Checker(unit, nodes, whitelist, out);
}
PlanTyping::~PlanTyping() { checker().~Checker(); }
PlanTyping::Checker& PlanTyping::checker() { return *std::launder(reinterpret_cast<Checker*>(checker_)); }

void PlanTyping::check() { checker().stretch(); }

void check_typing(const Unit& unit, const PlanNodes& nodes, const Whitelist& whitelist, PassFindings& out) {
  PlanTyping typing(unit, nodes, whitelist, out);
  typing.check();
}

}  // namespace conform::java
