// §8 Error handling: only syscalls throw, and only ToolError is caught.
#include <algorithm>
#include <cstdint>
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
    for (const auto& in : c.nodes.statements) {
      const ast::Try* t = ast::node_if<ast::Try>(*in.statement);
      if (!t) continue;
      const ast::Identifier* type = t->catch_type();
      if (!type) r.at(t->catch_variable().begin, "catch must name its type: catch (ToolError e)");
      else if (type->name != "ToolError")
        r.at(type->begin, "catch (" + type->name + " …) — the only error CPL catches is ToolError");
    }
  }
};

// Plan functions whose call may raise ToolError: those that call a syscall or such a
// function, and deferred ones, whose body is written at run time. The plan's expressions
// are read twice, for syscalls and then for calls; "may throw" then spreads from callee to
// callers, so a chain of n calls costs n steps, not n walks of the plan.
std::unordered_set<std::string_view> functions_that_may_throw(const ast::Plan& plan, const PlanNodes& nodes) {
  const auto index_of = [&plan](const ast::Function* f) { return static_cast<std::size_t>(f - plan.functions.data()); };
  std::vector<bool> throws(plan.functions.size());
  for (const auto& f : plan.functions) throws[index_of(&f)] = f.is_deferred();
  for (const auto& in : nodes.expressions)
    if (ast::node_if<ast::SyscallCall>(*in.expression)) throws[index_of(in.function)] = true;
  // A function that throws by itself needs no news from its callees.
  std::unordered_map<std::string_view, std::vector<std::string_view>> callers;  // by callee
  for (const auto& in : nodes.expressions)
    if (auto* call = ast::node_if<ast::Call>(*in.expression); call && !throws[index_of(in.function)])
      callers[call->callee.name].push_back(in.function->name.name);
  std::unordered_set<std::string_view> may_throw;
  std::vector<std::string_view> spreading;
  for (const auto& f : plan.functions)
    if (throws[index_of(&f)] && may_throw.insert(f.name.name).second) spreading.push_back(f.name.name);
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
    const auto may_throw = functions_that_may_throw(c.plan(), c.nodes);
    std::unordered_set<std::string_view> defined;
    for (const auto& f : c.plan().functions) defined.insert(f.name.name);
    // Where the expressions that can throw start, in order: a try block can throw when one
    // starts inside its body. One pass over the plan's expressions, however deep tries nest.
    std::vector<std::uint32_t> throwing;
    for (const auto& in : c.nodes.expressions) {
      const ast::Expr& e = *in.expression;
      bool throws = ast::node_if<ast::SyscallCall>(e) != nullptr;
      if (auto* call = ast::node_if<ast::Call>(e))
        throws = may_throw.count(call->callee.name) || !defined.count(call->callee.name);
      if (throws) throwing.push_back(offset_of(e));
    }
    std::sort(throwing.begin(), throwing.end());
    for (const auto& in : c.nodes.statements) {
      const ast::Try* t = ast::node_if<ast::Try>(*in.statement);
      if (!t) continue;
      const auto first = std::lower_bound(throwing.begin(), throwing.end(), t->body.begin);
      if (first == throwing.end() || *first >= t->body.end)
        r.at(t->begin, "nothing in this try block can throw: it calls no syscall, directly or through a function");
    }
  }
};

}  // namespace

void add_error_handling_oracles(CplOracles& out) {
  out.add(std::make_unique<CatchNotToolErrorOracle>());
  out.add(std::make_unique<TryWithoutSyscallOracle>());
}

}  // namespace conform::cpl
