// Expressions (§3, §4, §5, §7): what may be called, constructed and written as a literal.
#include <algorithm>
#include <array>
#include <optional>
#include <utility>

#include "core/ascii.hpp"
#include "oracles/core/offset_marks.hpp"
#include "oracles/java/literals.hpp"
#include "oracles/java/oracles.hpp"
#include "oracles/java/reflection.hpp"

namespace conform::java {

using namespace std::string_view_literals;
namespace {

using namespace ast;
using Kind = Suffix::Kind;

// The library's calls that build a map: `Map.of(…)`, `Collections.singletonMap(…)`, …
struct MapFactories {
  std::string_view owner;
  std::array<std::string_view, 4> methods;
};
constexpr std::array map_factories{MapFactories{"Map", {"of", "entry", "ofEntries", "copyOf"}},
                                   MapFactories{"Collections", {"emptyMap", "singletonMap"}}};

template <std::size_t N>
bool among(const std::array<std::string_view, N>& words, std::string_view w) {
  return std::find(words.begin(), words.end(), w) != words.end();
}

bool is_name(const Expr& e, std::string_view name) {
  auto n = node_if<Name>(e);
  return n && n->name == name;
}
// `Syscall.cloneRepo(…)`: the syscall helper, but for the case of its name.
std::string syscall_in_other_case(const Expr& receiver) {
  auto n = node_if<Name>(receiver);
  return n ? other_case_note(n->name, "syscall") : std::string();
}
// `x++`, `x--`, `++x`, `--x` as a whole expression.
bool is_step(const Expr& e) {
  if (auto p = node_if<Postfix>(e))
    return p->suffixes.size() == 1 && (p->suffixes[0].kind == Suffix::Kind::increment || p->suffixes[0].kind == Suffix::Kind::decrement);
  if (auto u = node_if<Unary>(e)) return u->ops.size() == 1 && (u->ops[0] == "++"sv || u->ops[0] == "--"sv);
  return false;
}
bool is_map_type(const TypeRef& t) { return t.name.size() >= 3 && t.name.ends_with("Map"); }
// Which suffix calls a map factory: `Map.of(…)` the first, `java.util.Map.of(…)` the third.
std::optional<std::size_t> map_factory_at(const Postfix& p) {
  std::size_t at = 0;
  std::string_view owner;
  if (is_name(p.base, "java")) {
    if (p.suffixes.size() < 3 || p.suffixes[0].kind != Kind::member || p.suffixes[0].name != "util"sv ||
        p.suffixes[1].kind != Kind::member)
      return std::nullopt;
    owner = p.suffixes[1].name;
    at = 2;
  } else if (auto n = node_if<Name>(p.base); n && !p.suffixes.empty()) {
    owner = n->name;
  } else {
    return std::nullopt;
  }
  const Suffix& call = p.suffixes[at];
  if (call.kind != Kind::method_call) return std::nullopt;
  for (const auto& f : map_factories)
    if (f.owner == owner && !call.name.empty() && among(f.methods, call.name)) return at;
  return std::nullopt;
}

// `Map.of`, `Collections.singletonMap`: the factory's class and method, for messages.
std::string map_factory_name(const Postfix& p, std::size_t at) {
  const std::string_view owner = at == 0 ? std::string_view(node_if<Name>(p.base)->name) : std::string_view(p.suffixes[at - 1].name);
  return std::string(owner) + "." + std::string(p.suffixes[at].name);
}

// `this.syscall` or `Plan.syscall`: the helper reached through the class.
// `this.…`, `Plan.…`: a chain that starts at the plan itself.
bool through_plan(const Postfix& p) { return is_name(p.base, "this") || is_name(p.base, "Plan"); }

bool syscall_through_class(const Postfix& p) {
  return p.suffixes.size() > 1 && p.suffixes[0].kind == Kind::member && p.suffixes[0].name == "syscall"sv && through_plan(p);
}

std::string written_base(const Postfix& p) { return is_name(p.base, "this") ? "this" : "Plan"; }

// `(syscall)`, `((syscall))`: the helper in parentheses; the innermost name, if so.
const Name* parenthesised_syscall(const Expr& e) {
  const Paren* paren = node_if<Paren>(e);
  if (!paren) return nullptr;
  const Expr* inner = &paren->inner;
  while (const Paren* deeper = node_if<Paren>(*inner)) inner = &deeper->inner;
  const Name* name = node_if<Name>(*inner);
  return name && name->name == "syscall"sv ? name : nullptr;
}

bool calls_syscall_as_method(const Expr& e) {
  const Call* call = node_if<Call>(e);
  return call && call->callee.name == "syscall"sv;
}

// What a chain's first call is made on when it is the syscall helper written in another
// form (`(syscall).cloneRepo(…)`, `syscall().cloneRepo(…)`): that form is
// JAVA-SYSCALL-FORM's fault, and the call it reaches is not also JAVA-FOREIGN-CALL's.
bool misformed_syscall_receiver(const Expr& base) {
  return parenthesised_syscall(base) != nullptr || calls_syscall_as_method(base);
}

// The call a syscall written in another form reaches: `syscall.git.cloneRepo(…)`,
// `this.syscall.cloneRepo(…)`. The form is JAVA-SYSCALL-FORM's fault, and that call is
// not also JAVA-FOREIGN-CALL's. Its suffix's index, if the chain is one.
std::optional<std::size_t> call_through_misformed_syscall(const Postfix& p) {
  std::size_t i = 0;
  if (syscall_through_class(p)) i = 1;
  else if (!is_name(p.base, "syscall") || p.suffixes.front().kind == Kind::method_call) return std::nullopt;
  while (i < p.suffixes.size() && p.suffixes[i].kind == Kind::member) ++i;
  if (i < p.suffixes.size() && p.suffixes[i].kind == Kind::method_call) return i;
  return std::nullopt;
}

// What a chain reaches past a getClass() base, or past a reflective call or `.class`,
// it reaches through reflection.
bool reflective_base(const Postfix& p) {
  const Call* call = node_if<Call>(p.base);
  return call && call->callee.name == "getClass"sv;
}
bool reflective_suffix(const Suffix& s) {
  return (s.kind == Kind::method_call && is_reflection_method(s.name)) || (s.kind == Kind::member && s.name == "class"sv);
}

// The offsets of the nodes an oracle has judged already, in one check.
using HandledOffsets = OffsetMarks<>;

// An oracle over every expression with state for one stretch (the names already judged:
// a name is judged within the method that holds it).
class ExpressionWalkOracle : public StretchOracle<CheckContext> {
 public:
  void check_nodes(const CheckContext& c, Report& r) const override {
    if (c.nodes.stretch.empty()) return;
    HandledOffsets handled(c.nodes.stretch.front()->begin, c.nodes.stretch.back()->end);
    for (const auto& at : c.nodes.expressions) visit(*at.expression, r, handled, at.whole_statement);
  }
  // `whole_statement`: e is the expression of an expression statement.
  virtual void visit(const Expr& e, Report&, HandledOffsets& handled, bool whole_statement) const = 0;
};

class LiteralOracle final : public ExpressionWalkOracle {
 public:
  std::string_view rule() const override { return "JAVA-LITERAL"; }
  void visit(const Expr& e, Report& r, HandledOffsets& handled, bool) const override {
    static const std::string allowed = ": literals are strings, ints, bools or new String[] {…}";
    // `-2147483648`: Java lets the one decimal literal beyond int's range stand right
    // after a unary minus (JLS §3.10.1).
    if (auto u = node_if<Unary>(e); u && !u->ops.empty() && u->ops.back() == "-"sv)
      if (auto n = node_if<NumberLit>(u->operand); n && is_negatable_int_limit(n->text)) handled.mark(n->begin);
    if (auto n = node_if<NullLit>(e)) r.at(n->begin, "null" + allowed);
    if (auto c = node_if<CharLit>(e)) r.at(c->begin, "a char literal" + allowed);
    if (auto n = node_if<NumberLit>(e); n && !is_int_literal(n->text) && !handled.marked(n->begin))
      r.at(n->begin, why_not_int(n->text) + allowed);
    if (auto a = node_if<NewArray>(e); a && !is_array_literal(*a))
      r.at(a->begin, (a->init ? "an array of " + a->type.name : std::string("a sized array")) + allowed);
    if (auto a = node_if<ArrayInit>(e)) r.at(a->begin, "a bare array initializer {…}; write new String[] {…}");
  }
};

class SyscallFormOracle final : public ExpressionWalkOracle {
 public:
  std::string_view rule() const override { return "JAVA-SYSCALL-FORM"; }
  static void declared(const Identifier& name, Report& r) {
    if (name.name == "syscall"sv) r.at(name.begin, "'syscall' is reserved for the syscall helper; name this otherwise");
  }
  void check(const CheckContext& c, Report& r) const override {
    for (const Method* m : c.nodes.methods) {
      declared(m->name, r);
      for (const auto& p : m->params) declared(p.name, r);
    }
  }
  void check_nodes(const CheckContext& c, Report& r) const override {
    ExpressionWalkOracle::check_nodes(c, r);
    // `syscall(…)`: the helper called as a method, unless Plan declares a method of that
    // name (reported where it is declared; its calls are calls of it).
    if (!c.nodes.method_names.find("syscall"))
      for (const auto& at : c.nodes.expressions)
        if (calls_syscall_as_method(*at.expression))
          r.at(offset_of(*at.expression), "syscall is the helper, not a method: call a syscall as syscall.name(…)");
    const auto declared = [&r](const Identifier& name) { SyscallFormOracle::declared(name, r); };
    for (const Statement* s : c.nodes.statements) {
      if (auto l = node_if<LocalVar>(*s))
        for_each_variable(*l, [&](const Identifier& name, const boost::optional<Expr>&, std::size_t, const TypeRef&) {
          declared(name);
        });
      if (auto f = node_if<ForEach>(*s)) declared(f->item);
      if (auto t = node_if<Try>(*s))
        for (const auto& k : t->catches) declared(k.name);
    }
  }
  void visit(const Expr& e, Report& r, HandledOffsets& handled, bool) const override {
    if (const auto* p = node_if<Postfix>(e)) {
      if (is_name(p->base, "syscall")) {
        const auto at = offset_of(p->base);
        handled.mark(at);
        if (p->suffixes.front().kind != Kind::method_call)
          r.at(at, "syscall is used only as syscall.name(…)");
        else if (!p->suffixes.front().type_args.empty())
          r.at(p->suffixes.front().begin, "syscall.name(…) takes no type arguments ('" + p->suffixes.front().type_args + "')");
      } else if (syscall_through_class(*p)) {
        r.at(p->suffixes.front().begin, "syscall is used only as syscall.name(…), not through " + written_base(*p));
      } else if (const Name* inner = parenthesised_syscall(p->base)) {
        handled.mark(inner->begin);
        r.at(offset_of(p->base), "syscall is used only as syscall.name(…), not in parentheses");
      }
      return;
    }
    if (auto n = node_if<Name>(e); n && n->name == "syscall"sv && !handled.marked(n->begin))
      r.at(n->begin, "syscall is not a value: call a syscall as syscall.name(…)");
  }
};

class UnsupportedExpressionOracle final : public ExpressionWalkOracle {
 public:
  std::string_view rule() const override { return "JAVA-UNSUPPORTED-EXPRESSION"; }
  void visit(const Expr& e, Report& r, HandledOffsets& handled, bool whole_statement) const override {
    if (auto p = node_if<Postfix>(e)) {
      handled.mark(offset_of(p->base));
      // `System.out.println(…)`: a member on the way to a call is part of the callee's
      // name, and the call is JAVA-FOREIGN-CALL's.
      const auto last_call = std::find_if(p->suffixes.rbegin(), p->suffixes.rend(),
                                          [](const Suffix& s) { return s.kind == Kind::method_call; });
      const auto calls_end = static_cast<std::size_t>(p->suffixes.rend() - last_call);  // past the last call
      for (std::size_t i = 0; i < p->suffixes.size(); ++i) {
        const Suffix& s = p->suffixes[i];
        const bool callee_path = i + 1 < calls_end;
        if (s.kind == Kind::member && s.name != "class"sv && !callee_path && !(i == 0 && is_name(p->base, "syscall")))
          r.at(s.begin, "field access '." + s.name + "' is not in the subset; values come from variables, helpers and syscalls");
        if (s.kind == Kind::index) r.at(s.begin, "indexing '[…]' is not in the subset; loop with for (T item : list)");
        // `.invoke(this)`: the receiver Java's reflection needs is part of the reflection
        // fault (JAVA-REFLECTION), as a synchronized lock is part of its statement (D11).
        if (s.kind == Kind::method_call && is_reflection_method(s.name))
          for (const auto& a : s.args)
            if (is_name(a, "this") || is_name(a, "super")) handled.mark(offset_of(a));
        // `x++;` as a whole statement is JAVA-UNSUPPORTED-STATEMENT's (D11), not also this rule's.
        if ((s.kind == Kind::increment || s.kind == Kind::decrement) && !(whole_statement && is_step(e)))
          r.at(s.begin, std::string("'") + (s.kind == Kind::increment ? "++" : "--") + "' is not in the subset; write x = x + 1");
      }
    }
    if (auto n = node_if<Name>(e); n && (n->name == "this"sv || n->name == "super"sv) && !handled.marked(n->begin))
      r.at(n->begin, "'" + n->name + "' is not in the subset");
    if (auto c = node_if<Cast>(e)) r.at(c->begin, "a cast is not in the subset; declare values with their plan types");
    if (auto c = node_if<Conditional>(e)) r.at(c->begin, "'? :' is not in the subset; use if/else or a helper");
    if (auto s = node_if<Switch>(e)) r.at(s->begin, "a switch expression is not in the subset; use if/else or helpers");
    if (auto a = node_if<Assign>(e))
      r.at(a->begin, "an assignment used as a value is not in the subset; assign each variable in its own statement");
    if (auto c = node_if<Chain>(e))
      for (const auto& op : c->rest)
        if (op.op == "&"sv || op.op == "|"sv || op.op == "^"sv || op.op == "<<"sv || op.op == ">>"sv ||
            op.op == ">>>"sv || op.op == "instanceof"sv)
          r.at(op.begin, "'" + op.op + "' is not in the subset");
    if (auto u = node_if<Unary>(e))
      for (const auto& op : u->ops)
        if (op == "~"sv || ((op == "++"sv || op == "--"sv) && !(whole_statement && is_step(e))))
          r.at(u->begin, "'" + op + "' is not in the subset");
  }
};

class ReflectionOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "JAVA-REFLECTION"; }
  void check_nodes(const CheckContext& c, Report& r) const override {
    // An unqualified `getClass()` is Object's, which Plan inherits, unless Plan declares
    // a method of that name (then it is a helper call, judged as one).
    const bool plan_declares_get_class = c.nodes.method_names.find("getClass").has_value();
    for (const auto& at : c.nodes.expressions) {
      const Expr& e = *at.expression;
      if (auto call = node_if<Call>(e); call && call->callee.name == "getClass"sv && !plan_declares_get_class)
        r.at(call->begin, "reflection ('getClass()'): call plan methods and syscalls directly");
      if (auto p = node_if<Postfix>(e))
        for (const auto& s : p->suffixes) {
          // A syscall the whitelist names is that syscall, whatever its name (`invoke`).
          if (s.kind == Kind::method_call && is_reflection_method(s.name) &&
              !(&s == &p->suffixes.front() && is_name(p->base, "syscall") && c.whitelist.find(s.name)))
            r.at(s.begin, "reflection ('." + s.name + "'): call plan methods and syscalls directly");
          if (s.kind == Kind::member && s.name == "class"sv)
            r.at(s.begin, "reflection ('.class'): call plan methods and syscalls directly");
        }
    }
  }
};

// JAVA-FOREIGN-CALL's message for the call at suffix `i`; out of line, as a finding is rare.
[[gnu::noinline]] std::string foreign_call_message(const Postfix& p, std::size_t i) {
  const Suffix& s = p.suffixes[i];
  // `Plan.pick()`, `this.<String>pick()`: Plan's method, called in a form D15 does not read as `pick()`.
  if (i == 0 && through_plan(p))
    return "'." + s.name + "(…)' through " + (is_name(p.base, "Plan") ? "the class name" : "this with type arguments") +
           ": call Plan's methods by name, " + s.name + "(…), and syscalls as syscall.name(…)";
  return "'." + s.name + "(…)' calls a method outside Plan: call only Plan's methods and syscall.name(…)" +
         (i == 0 ? syscall_in_other_case(p.base) : std::string());
}

}  // namespace

void add_expression_oracles(JavaOracles& out) {
  out.add(on_each<Expr>("JAVA-LAMBDA", [](const Expr& e, Report& r) {
    if (auto l = node_if<Lambda>(e)) {
      // `syscall->cloneRepo(…)`, as C++ and PHP reach a member: Java reads a lambda.
      const auto* head = node_if<Identifier>(l->head);
      r.at(l->begin, head && head->name == "syscall"sv
                         ? std::string("'syscall->' reads as a lambda expression: a syscall is called syscall.name(…)")
                         : std::string("a lambda expression: rely on helper methods instead"));
    }
    if (auto p = node_if<Postfix>(e))
      for (const auto& s : p->suffixes)
        if (s.kind == Kind::method_ref) r.at(s.begin, "a method reference '::" + s.name + "': rely on helper methods instead");
  }));
  out.add(on_each<Expr>("JAVA-ANONYMOUS-CLASS", [](const Expr& e, Report& r) {
    if (auto n = node_if<NewObject>(e); n && n->body)
      r.at(n->begin, "an anonymous class of " + n->type.name + ": rely on helper methods instead");
  }));
  out.add(std::make_unique<ReflectionOracle>());
  out.add(on_each<Expr>("JAVA-OBJECT-CREATION", [](const Expr& e, Report& r) {
    if (auto n = node_if<NewObject>(e); n && !n->body && !is_map_type(n->type))
      r.at(n->begin, "new " + n->type.name + "(…): values come from syscalls, helpers and literals");
  }));
  out.add(on_each<Expr>("JAVA-MANUAL-MAP", [](const Expr& e, Report& r) {
    if (auto n = node_if<NewObject>(e); n && is_map_type(n->type))
      r.at(n->begin, "new " + n->type.name + (n->body ? "(…) { … }" : "(…)") + ": maps must come from helper methods or syscalls");
    if (auto p = node_if<Postfix>(e))
      if (const auto at = map_factory_at(*p))
        r.at(p->begin, map_factory_name(*p, *at) + "(…): maps must come from helper methods or syscalls");
  }));
  out.add(std::make_unique<LiteralOracle>());
  out.add(std::make_unique<SyscallFormOracle>());
  out.add(on_each<Expr>("JAVA-FOREIGN-CALL", [](const Expr& e, Report& r) {
    auto p = node_if<Postfix>(e);
    if (!p) return;
    const auto map_factory = map_factory_at(*p);
    const auto through_misformed_syscall = call_through_misformed_syscall(*p);
    // `getClass().getSimpleName()`: what is called on reflection's result is part of
    // that fault (JAVA-REFLECTION), not a second one.
    bool through_reflection = reflective_base(*p);
    for (std::size_t i = 0; i < p->suffixes.size(); ++i) {
      const Suffix& s = p->suffixes[i];
      const bool reflected = std::exchange(through_reflection, through_reflection || reflective_suffix(s));
      if (s.kind != Kind::method_call || is_reflection_method(s.name) || map_factory == i || reflected) continue;
      if (i == 0 && (is_name(p->base, "syscall") || misformed_syscall_receiver(p->base))) continue;
      if (through_misformed_syscall == i) continue;
      r.at(s.begin, foreign_call_message(*p, i));
    }
  }));
  out.add(std::make_unique<UnsupportedExpressionOracle>());
}

}  // namespace conform::java
