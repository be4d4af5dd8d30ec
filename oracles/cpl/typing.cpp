#include "oracles/cpl/typing.hpp"

#include <algorithm>
#include <new>
#include <boost/container/small_vector.hpp>
#include <boost/variant/apply_visitor.hpp>
#include <span>
#include <string_view>
#include <utility>

#include "oracles/core/scoped_names.hpp"
#include "oracles/cpl/main_signature.hpp"
#include "oracles/cpl/types.hpp"
#include "oracles/cpl/walk.hpp"
#include "parsers/cpl/printer.hpp"

namespace conform::cpl {

using namespace std::string_view_literals;
namespace {

using namespace ast;
using Kind = Type::Kind;

// The types of a call's arguments; calls take few.
using ArgumentTypes = boost::container::small_vector<Type, 8>;

class TypeChecker {
 public:
  TypeChecker(const Plan& plan, const FunctionNames& names, const std::vector<Function>& outside_plan,
              const Whitelist& whitelist, PassFindings& findings)
      : whitelist_(whitelist), names_(names), findings_(findings) {
    // Sorted once, so that each undefined call looks a name up in log time, however
    // many functions stand outside the block.
    outside_plan_.reserve(outside_plan.size());
    for (const auto& f : outside_plan) outside_plan_.push_back(f.name.name);
    std::sort(outside_plan_.begin(), outside_plan_.end());
    functions_.reserve(plan.functions.size());
    for (const auto& f : plan.functions)
      functions_.push_back(callable_of(f.params, f.return_type ? &*f.return_type : nullptr));
  }

  // Types one of the plan's functions.
  void type(const Function& f) { function(f); }

 private:
  void report(const char* rule, std::uint32_t offset, std::string message) {
    findings_.report(rule, offset, std::move(message));
  }

  // ---- scopes ----
  // CPL has no shadowing: declaring a visible name is CPL-DUPLICATE-VARIABLE. The new
  // declaration still holds where it stands, as its author meant: a `for` item that reuses
  // a name has the list's element type in the loop, not the earlier declaration's.

  const Type* lookup(std::string_view name) const { return visible_.find(name); }
  void declare(const Identifier& name, Type type) {
    if (lookup(name.name))
      report("CPL-DUPLICATE-VARIABLE", name.begin,
             "'" + name.name +
                 "' is declared again where the first is still visible: CPL has no shadowing (use another name, or "
                 "assign to the first)");
    visible_.declare(name.name, std::move(type));
  }

  // ---- functions and statements ----

  void function(const Function& f) {
    // D12: a signature is judged with or without a body, so two parameters of one name
    // are a duplicate in `function h(a: String, a: String) : Void;` too.
    visible_.open();
    for (const auto& p : f.params)
      declare(p.name, declared_type(p.type.get_ptr(), false));
    if (!f.body) {
      visible_.close();
      return;
    }
    return_type_ = declared_type(f.return_type.get_ptr(), true);
    // D5: a main written with another return type than Void is CPL-MAIN-SIGNATURE, and
    // only that: its returns are judged neither against the written type nor as Void's.
    if (main_returns_other_than_void(f))
      return_type_ = Type::unknown();
    bool returns = block_returns(*f.body, false);
    visible_.close();
    // D12: a deferred function's placeholder need not return; the runtime overwrites it.
    // So for a misspelt @Deferred (D21), which is CPL-UNKNOWN-ANNOTATION alone.
    if (!returns && return_type_.known() && !return_type_.is(Kind::void_) && !f.means_deferred())
      report("CPL-MISSING-RETURN", f.name.begin,
             "function '" + f.name.name + "' returns " + to_string(return_type_) +
                 " but can reach its end without a return statement");
  }

  // Checks a block in a new scope; true when every path through it returns.
  bool block_returns(const Block& b, bool new_scope = true) {
    if (new_scope) visible_.open();
    bool returns = false;
    for (const auto& s : b.statements)
      if (boost::apply_visitor([this](const auto& node) { return stmt(node.get()); }, s.get())) returns = true;
    if (new_scope) visible_.close();
    return returns;
  }

  // `what` names the value for a message: a literal, or a callable that makes one (built
  // only when there is something to report).
  static std::string text_of(const char* what) { return what; }
  template <typename Describe>
  static std::string text_of(const Describe& what) {
    return what();
  }

  template <typename What>
  void expect(const Type& expected, const Type& actual, std::uint32_t offset, const What& what) {
    if (!compatible(expected, actual))
      report("CPL-TYPE-MISMATCH", offset,
             text_of(what) + " must be " + to_string(expected) + ", found " + to_string(actual));
  }

  bool stmt(const Let& s) {
    Type value = type_of(s.init);
    Type declared = value;
    if (s.type) {
      declared = declared_type(s.type.get_ptr(), false);
      expect(declared, value, offset_of(s.init), [&] { return "the value of '" + s.name.name + "'"; });
    }
    declare(s.name, declared);
    return false;
  }
  bool stmt(const Assign& s) {
    Type value = type_of(s.value);
    const Type* target = lookup(s.target.name);
    if (!target) {
      report("CPL-UNDECLARED-VARIABLE", s.target.begin, "assignment to '" + s.target.name + "', which is not declared");
      return false;
    }
    expect(*target, value, offset_of(s.value), [&] { return "the value assigned to '" + s.target.name + "'"; });
    return false;
  }
  bool stmt(const Return& s) {
    if (s.value) {
      Type value = type_of(*s.value);
      if (return_type_.is(Kind::void_))
        report("CPL-RETURN-VALUE-IN-VOID", s.begin, "a Void function returns no value: write 'return;'");
      else if (!compatible(return_type_, value))
        report("CPL-RETURN-TYPE-MISMATCH", offset_of(*s.value),
               "the function returns " + to_string(return_type_) + ", but this value is " + to_string(value));
    } else if (return_type_.known() && !return_type_.is(Kind::void_)) {
      report("CPL-RETURN-WITHOUT-VALUE", s.begin,
             "'return;' without a value in a function that returns " + to_string(return_type_));
    }
    return true;
  }
  void condition(const Expr& e, const char* what) { expect(Type::of(Kind::bool_), type_of(e), offset_of(e), what); }
  bool stmt(const If& s) {
    condition(s.condition, "an if condition");
    bool returns = block_returns(s.then_block);
    for (const auto& e : s.else_ifs) {
      condition(e.condition, "an if condition");
      returns = block_returns(e.body) && returns;
    }
    if (!s.else_block) return false;
    return block_returns(*s.else_block) && returns;
  }
  bool stmt(const For& s) {
    Type source = type_of(s.source);
    Type item = Type::unknown();
    if (source.is(Kind::list)) item = *source.element;
    else if (source.known())
      report("CPL-TYPE-MISMATCH", offset_of(s.source), "a for loop walks a List, found " + to_string(source));
    visible_.open();
    declare(s.item, item);
    block_returns(s.body);
    visible_.close();
    return false;
  }
  bool stmt(const Try& s) {
    bool returns = block_returns(s.body);
    visible_.open();
    const Identifier* type = s.catch_type();
    if (!s.catch_names_nothing())
      declare(s.catch_variable(), type && type->name == "ToolError"sv ? Type::of(Kind::tool_error) : Type::unknown());
    returns = block_returns(s.handler) && returns;
    visible_.close();
    return returns;
  }
  // D23: the expressions of a statement form CPL does not have are not judged; the
  // statement is reported once, as CPL-UNSUPPORTED-STATEMENT.
  bool stmt(const ExprStmt& s) {
    if (is_call(s.expr)) type_of(s.expr);
    return false;
  }
  bool stmt(const While& s) {
    block_returns(s.body);
    return false;
  }
  // D23: the body of `do … while` runs at least once, so the loop returns when its body does.
  bool stmt(const DoWhile& s) { return block_returns(s.body); }
  bool stmt(const Break&) { return false; }
  bool stmt(const Continue&) { return false; }
  bool stmt(const Throw&) {
    return true;  // leaves the function; reported as an unsupported statement, not a missing return
  }
  // `s += "b";`, `n++;`: the operator is the fault (CPL-UNSUPPORTED-OPERATOR); the value
  // is not compared with the target, which must still be declared.
  bool stmt(const CompoundAssign& s) {
    if (s.value) type_of(*s.value);
    if (!lookup(s.target.name))
      report("CPL-UNDECLARED-VARIABLE", s.target.begin, "assignment to '" + s.target.name + "', which is not declared");
    return false;
  }
  // The cases share one scope, as in Java. The switch returns when it has a default and
  // every case that has statements ends by returning (an empty one falls through).
  bool stmt(const Switch& s) {
    visible_.open();
    bool returns = false;
    bool every_case_returns = true;
    for (const auto& c : s.cases) {
      if (!c.label) returns = true;
      if (!c.body.statements.empty() && !block_returns(c.body, false)) every_case_returns = false;
    }
    visible_.close();
    return returns && every_case_returns;
  }

  // ---- expressions ----

  Type type_of(const Expr& e) {
    return boost::apply_visitor([this](const auto& node) { return value(unwrap(node)); }, e.get());
  }

  Type value(const StringLit&) { return Type::of(Kind::string); }
  Type value(const IntLit&) { return Type::of(Kind::int_); }
  Type value(const BoolLit&) { return Type::of(Kind::bool_); }
  Type value(const NullLit&) { return Type::unknown(); }
  Type value(const FloatLit&) { return Type::unknown(); }
  Type value(const VarRef& v) {
    if (v.name == "syscall"sv) return Type::unknown();  // reported as an unsupported expression
    if (const Type* t = lookup(v.name)) return *t;
    // Python's and other languages' spellings of the Bool literals: say which CPL writes.
    const bool bool_spelling = v.name == "True"sv || v.name == "False"sv || v.name == "TRUE"sv || v.name == "FALSE"sv;
    report("CPL-UNDECLARED-VARIABLE", v.begin,
           "'" + v.name + "' is not declared" + (bool_spelling ? std::string("; the Bool literals are true and false") : ""));
    return Type::unknown();
  }
  Type value(const Call& c) {
    if (c.callee.name == "syscall"sv) {  // reported as an unsupported expression
      for (const auto& a : c.args) type_of(a);
      return Type::unknown();
    }
    const auto number = names_.find(c.callee.name);
    if (!number) {
      for (const auto& a : c.args) type_of(a);
      // A function written outside the plan block is CPL-MULTIPLE-PLAN-BLOCKS's fault,
      // and its calls are not judged against it.
      if (!std::binary_search(outside_plan_.begin(), outside_plan_.end(), std::string_view(c.callee.name)))
        report("CPL-UNDEFINED-FUNCTION", c.callee.begin,
               "the plan defines no function '" + c.callee.name + "'" +
                   (whitelist_.find(c.callee.name) ? "; a syscall is called through syscall: syscall." + c.callee.name + "(…)"
                                                   : ""));
      return Type::unknown();
    }
    auto what = [&] { return "function '" + c.callee.name + "'"; };
    const auto definitions = names_.definitions(*number);
    if (definitions.size() == 1) return call(functions_[definitions.front()], c.args, c.begin, what);
    return overloaded_call(definitions, c.args, c.begin, what);
  }
  // D6: a name defined more than once is CPL-DUPLICATE-FUNCTION, and only that. A call
  // that fits one of the definitions is not judged again; its value has their result
  // type when all fitting definitions agree on it. A call that fits none is judged
  // against the first definition of its arity, else against the first definition.
  template <typename What>
  Type overloaded_call(std::span<const std::uint32_t> definitions, const List<Expr>& args, std::uint32_t offset,
                       const What& what) {
    const ArgumentTypes actual = argument_types(args);
    const Callable* fitting = nullptr;
    bool results_agree = true;
    for (std::uint32_t d : definitions) {
      const Callable& t = functions_[d];
      if (!accepts(t, actual)) continue;
      if (!fitting) fitting = &t;
      else if (!compatible(fitting->result, t.result) || !compatible(t.result, fitting->result)) results_agree = false;
    }
    if (fitting) return results_agree ? fitting->result : Type::unknown();
    const Callable* target = &functions_[definitions.front()];
    for (std::uint32_t d : definitions)
      if (functions_[d].params.size() == actual.size()) {
        target = &functions_[d];
        break;
      }
    return check_call(*target, args, actual, offset, what);
  }
  Type value(const SyscallCall& c) {
    const Signature* s = whitelist_.find(c.name.name);
    if (!s) {
      for (const auto& a : c.args) type_of(a);
      report("CPL-UNKNOWN-SYSCALL", c.name.begin, "syscall '" + c.name.name + "' is not in the whitelist");
      return Type::unknown();
    }
    return call(whitelist_.callable(*s), c.args, c.begin, [&] { return "syscall." + c.name.name; });
  }
  template <typename What>
  Type call(const Callable& target, const List<Expr>& args, std::uint32_t offset, const What& what) {
    return check_call(target, args, argument_types(args), offset, what);
  }
  ArgumentTypes argument_types(const List<Expr>& args) {
    ArgumentTypes out;
    for (const auto& a : args) out.push_back(type_of(a));
    return out;
  }
  template <typename What>
  Type check_call(const Callable& target, const List<Expr>& args, const ArgumentTypes& actual,
                  std::uint32_t offset, const What& what) {
    if (actual.size() != target.params.size()) {
      report("CPL-ARITY-MISMATCH", offset,
             text_of(what) + " takes " + std::to_string(target.params.size()) + " argument" +
                 (target.params.size() == 1 ? "" : "s") + ", given " + std::to_string(actual.size()));
      return target.result;
    }
    for (std::size_t i = 0; i < actual.size(); ++i)
      if (!compatible(target.params[i], actual[i]))
        report("CPL-ARGUMENT-TYPE-MISMATCH", offset_of(args[i]),
               "argument " + std::to_string(i + 1) + " of " + text_of(what) + " must be " +
                   to_string(target.params[i]) + ", found " + to_string(actual[i]));
    return target.result;
  }
  // Whether `target` takes arguments of these types, as many as it has parameters.
  static bool accepts(const Callable& target, const ArgumentTypes& actual) {
    if (target.params.size() != actual.size()) return false;
    for (std::size_t i = 0; i < actual.size(); ++i)
      if (!compatible(target.params[i], actual[i])) return false;
    return true;
  }
  // The one type all elements share. An element known only in part (`[]`) leaves the rest
  // to the elements after it: `[[], [1]]` is List<List<Int>>, as `[[1], []]` is. The
  // first element that differs is the fault, reported once: the type is then unknown.
  Type common_type(const std::vector<const Expr*>& elements, const char* what) {
    Type common = Type::unknown();
    bool one_type = true;
    for (const Expr* e : elements) {
      Type t = type_of(*e);
      if (compatible(common, t)) common = most_known(common, t);
      else if (std::exchange(one_type, false))
        report("CPL-TYPE-MISMATCH", offset_of(*e),
               std::string(what) + " must all have one type: " + to_string(common) + ", then " + to_string(t));
    }
    if (!one_type) return Type::unknown();
    if (common.is(Kind::void_)) {
      report("CPL-TYPE-MISMATCH", offset_of(*elements.front()), std::string(what) + " cannot be Void");
      return Type::unknown();
    }
    return common;
  }
  Type value(const ListLit& l) {
    std::vector<const Expr*> elements;
    for (const auto& e : l.elements) elements.push_back(&e);
    return Type::list_of(elements.empty() ? Type::unknown() : common_type(elements, "list elements"));
  }
  Type value(const MapLit& m) {
    std::vector<const Expr*> values;
    for (const auto& entry : m.entries) {
      expect(Type::of(Kind::string), type_of(entry.key), offset_of(entry.key), "a map key");
      values.push_back(&entry.value);
    }
    return Type::map_of(values.empty() ? Type::unknown() : common_type(values, "map values"));
  }
  Type value(const Paren& p) { return type_of(p.inner); }
  // An operator CPL does not have (prefix '!' and '-'; '==', '-', '&&', … in a chain) is
  // the one fault, reported as CPL-UNSUPPORTED-OPERATOR: its operands are judged, but its
  // value has no CPL type, so it is compared with nothing (as for `s += 1`).
  Type value(const Unary& u) {
    type_of(u.operand);
    return Type::unknown();
  }
  Type value(const Chain& c) {
    Type left = type_of(c.first);
    std::uint32_t left_offset = offset_of(c.first);
    for (const auto& op : c.rest) {
      if (op.op == "instanceof"sv) {  // its operand names a class, not a value; the operator is reported
        left = Type::unknown();
        continue;
      }
      Type right = type_of(op.operand);
      if (op.op == "+"sv) left = concatenation(left, right, left_offset);
      else left = Type::unknown();  // arithmetic, comparisons, logic: the operator is the fault
    }
    return left;
  }
  // D14: `+` joins a String with a String, Int or Bool; anything else is one fault, and its
  // value has no type.
  Type concatenation(const Type& left, const Type& right, std::uint32_t offset) {
    auto printable = [](const Type& t) {
      return !t.known() || t.is(Kind::string) || t.is(Kind::int_) || t.is(Kind::bool_);
    };
    bool has_string = left.is(Kind::string) || right.is(Kind::string) || !left.known() || !right.known();
    if (!printable(left) || !printable(right) || !has_string) {
      report("CPL-TYPE-MISMATCH", offset,
             "'+' is string concatenation: it needs a String and a String, Int or Bool, found " + to_string(left) +
                 " + " + to_string(right));
      return Type::unknown();  // one fault: the value of a '+' that is no concatenation is not judged again
    }
    // Only a String operand makes a String: `(1 + 2) + 3` is Int + Int once, not a String.
    return left.is(Kind::string) || right.is(Kind::string) ? Type::of(Kind::string) : Type::unknown();
  }
  // The operator is reported elsewhere; the operands are judged, and the value has the
  // branches' type when they agree.
  Type value(const Conditional& c) {
    type_of(c.condition);
    Type then_value = type_of(c.branches.then_value);
    Type else_value = type_of(c.branches.else_value);
    return compatible(then_value, else_value) && compatible(else_value, then_value) ? then_value : Type::unknown();
  }
  Type value(const New& n) {  // reported as an unsupported expression; its type is not a CPL type
    for (const auto& a : n.args) type_of(a);
    return Type::unknown();
  }
  Type value(const Postfix& p) {
    // D24: a name before '.', '(…)' or '[…]' may name a class or module CPL does not have
    // (`System.out`, `Math.max`); the unsupported expression is the fault, not the name.
    if (!node_if<VarRef>(p.base)) type_of(p.base);
    for (const auto& s : p.suffixes)
      for (const auto& a : s.args) type_of(a);
    return Type::unknown();
  }

  const Whitelist& whitelist_;
  const FunctionNames& names_;
  std::vector<std::string_view> outside_plan_;  // the names of the functions outside the block, sorted
  std::vector<Callable> functions_;  // the types of plan.functions, in order
  ScopedNames<Type> visible_;                                               // the variables in scope
  Type return_type_;
  PassFindings& findings_;
};

}  // namespace

class PlanTyping::Checker : public TypeChecker {
  using TypeChecker::TypeChecker;
};

PlanTyping::PlanTyping(const Plan& plan, const FunctionNames& names, const std::vector<Function>& outside_plan,
                       const Whitelist& whitelist, PassFindings& out) {
  static_assert(sizeof(Checker) <= checker_bytes && alignof(Checker) <= alignof(std::max_align_t), "the checker fits in place");
  new (checker_) Checker(plan, names, outside_plan, whitelist, out);
}
PlanTyping::~PlanTyping() { checker().~Checker(); }
PlanTyping::Checker& PlanTyping::checker() { return *std::launder(reinterpret_cast<Checker*>(checker_)); }

void PlanTyping::check(std::span<const Function> functions) {
  for (const auto& f : functions) checker().type(f);
}

}  // namespace conform::cpl
