// §8 Error handling: only syscalls throw, and only ToolError is caught.
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "oracles/cpl/oracles.hpp"
#include "oracles/cpl/walk.hpp"

namespace conform::cpl {
namespace {

class CatchNotToolErrorOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-CATCH-NOT-TOOLERROR"; }
  void check(const CheckContext& c, Report& r) const override {
    PlanVisitor v;
    v.on_statement = [&](const ast::Statement& s, const ast::Function&) {
      const ast::Try* t = ast::node_if<ast::Try>(s);
      if (!t) return;
      const ast::Identifier* type = t->catch_type();
      if (!type) r.at(t->catch_variable().begin, "catch must name its type: catch (ToolError e)");
      else if (type->name != "ToolError")
        r.at(type->begin, "catch (" + type->name + " …) — the only error CPL catches is ToolError");
    };
    walk(c.plan(), v);
  }
};

// Plan functions whose call may raise ToolError: those that call a syscall or such a
// function, and deferred ones, whose body is written at run time. Each body is walked
// once for its calls; "may throw" then spreads from callee to callers, so a chain of n
// calls costs n steps, not n walks of the plan.
std::unordered_set<std::string_view> functions_that_may_throw(const ast::Plan& plan) {
  std::unordered_map<std::string_view, std::vector<std::string_view>> callers;  // by callee
  std::unordered_set<std::string_view> may_throw;
  std::vector<std::string_view> spreading;
  std::vector<std::string_view> callees;
  for (const auto& f : plan.functions) {
    bool throws = f.is_deferred();
    callees.clear();
    if (f.body) {
      PlanVisitor v;
      v.on_expression = [&](const ast::Expr& e) {
        if (ast::node_if<ast::SyscallCall>(e)) throws = true;
        if (auto* call = ast::node_if<ast::Call>(e)) callees.push_back(call->callee.name);
      };
      walk(*f.body, f, v);
    }
    // A function that throws by itself needs no news from its callees.
    if (!throws)
      for (std::string_view callee : callees) callers[callee].push_back(f.name.name);
    else if (may_throw.insert(f.name.name).second)
      spreading.push_back(f.name.name);
  }
  while (!spreading.empty()) {
    const std::string_view callee = spreading.back();
    spreading.pop_back();
    if (auto found = callers.find(callee); found != callers.end())
      for (std::string_view caller : found->second)
        if (may_throw.insert(caller).second) spreading.push_back(caller);
  }
  return may_throw;
}

class TryWithoutSyscallOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-TRY-WITHOUT-SYSCALL"; }
  void check(const CheckContext& c, Report& r) const override {
    const auto may_throw = functions_that_may_throw(c.plan());
    std::unordered_set<std::string_view> defined;
    for (const auto& f : c.plan().functions) defined.insert(f.name.name);
    PlanVisitor v;
    v.on_statement = [&](const ast::Statement& s, const ast::Function& f) {
      const ast::Try* t = ast::node_if<ast::Try>(s);
      if (!t) return;
      bool can_throw = false;
      PlanVisitor inner;
      inner.on_expression = [&](const ast::Expr& e) {
        if (ast::node_if<ast::SyscallCall>(e)) can_throw = true;
        if (auto* call = ast::node_if<ast::Call>(e))
          can_throw = can_throw || may_throw.count(call->callee.name) || !defined.count(call->callee.name);
      };
      walk(t->body, f, inner);
      if (!can_throw)
        r.at(t->begin, "nothing in this try block can throw: it calls no syscall, directly or through a function");
    };
    walk(c.plan(), v);
  }
};

}  // namespace

void add_error_handling_oracles(CplOracles& out) {
  out.add(std::make_unique<CatchNotToolErrorOracle>());
  out.add(std::make_unique<TryWithoutSyscallOracle>());
}

}  // namespace conform::cpl
