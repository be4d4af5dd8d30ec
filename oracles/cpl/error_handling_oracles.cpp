// §8 Error handling: only syscalls throw, and only ToolError is caught.
#include <algorithm>
#include <cstdint>
#include <string_view>
#include <utility>

#include "oracles/cpl/oracles.hpp"
#include "oracles/cpl/walk.hpp"

namespace conform::cpl {
namespace {

class CatchNotToolErrorOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "CPL-CATCH-NOT-TOOLERROR"; }
  void check_nodes(const CheckContext& c, Report& r) const override {
    for (const ast::Statement* s : c.nodes.statements) {
      const ast::Try* t = ast::node_if<ast::Try>(*s);
      if (!t) continue;
      const ast::Identifier* type = t->catch_type();
      if (t->catch_names_nothing())
        r.at(t->catch_variable().begin, "catch () names neither type nor variable: catch (ToolError e)");
      else if (t->catch_of_alternatives())
        r.at(t->catch_words.front().begin, "catch (" + t->catch_words.front().name + " | " + t->catch_words[2].name +
                                                " …) — CPL's catch names one type, ToolError: catch (ToolError e)");
      else if (t->catch_type_after_name())
        r.at(t->catch_words.front().begin, "catch (" + t->catch_variable().name + ": " + type->name +
                                               ") — CPL's catch names the type first: catch (ToolError e)");
      else if (!type && t->catch_variable().name == "ToolError")
        r.at(t->catch_variable().begin, "catch (ToolError) names no variable: catch (ToolError e)");
      else if (!type) r.at(t->catch_variable().begin, "catch must name its type: catch (ToolError e)");
      else if (type->name != "ToolError")
        r.at(type->begin, "catch (" + type->name + " …) — the only error CPL catches is ToolError");
    }
  }
};

// Plan functions whose call may raise ToolError, by name: those that call a syscall or
// such a function, and deferred ones, whose body is written at run time. The plan's
// calls are read for syscalls and callers; "may throw" then spreads from callee to
// callers, so a chain of n calls costs n steps, not n walks of the plan.
PlanSized<bool> names_that_may_throw(const ast::Plan& plan, const PlanFacts& facts) {
  const FunctionNames& names = facts.function_names;
  PlanSized<bool> throws(names.size());
  for (const auto& f : plan.functions)
    if (f.is_deferred()) throws[names.of(f)] = true;
  for (const auto& call : facts.calls)
    if (call.callee == PlanFacts::CallSite::syscall) throws[names.of(std::size_t{call.caller})] = true;
  // A function that throws by itself needs no news from its callees. The calls, as
  // (callee, caller), grouped by callee.
  PlanSized<std::pair<std::size_t, std::size_t>> calls;
  for (const auto& call : facts.calls)
    if (const std::size_t caller = names.of(std::size_t{call.caller}); call.of_plan_function() && !throws[caller])
      calls.emplace_back(call.callee, caller);
  std::sort(calls.begin(), calls.end());
  PlanSized<std::size_t> spreading;
  for (std::size_t name = 0; name < throws.size(); ++name)
    if (throws[name]) spreading.push_back(name);
  while (!spreading.empty()) {
    const std::size_t callee = spreading.back();
    spreading.pop_back();
    auto caller = std::lower_bound(calls.begin(), calls.end(), std::pair<std::size_t, std::size_t>(callee, 0));
    for (; caller != calls.end() && caller->first == callee; ++caller)
      if (!throws[caller->second]) {
        throws[caller->second] = true;
        spreading.push_back(caller->second);
      }
  }
  return throws;
}

class TryWithoutSyscallOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-TRY-WITHOUT-SYSCALL"; }
  void check(const CheckContext& c, Report& r) const override {
    const PlanFacts& facts = c.facts;
    if (facts.tries.empty()) return;
    const auto may_throw = names_that_may_throw(c.plan(), facts);
    // Where the calls that can throw start, in order: a try block can throw when one
    // starts inside its body. One pass over the plan's calls, however deep tries nest.
    PlanSized<std::uint32_t> throwing;
    for (const auto& call : facts.calls)
      // A syscall throws, and so may a function the plan does not define.
      if (!call.of_plan_function() || may_throw[call.callee]) throwing.push_back(call.offset);
    std::sort(throwing.begin(), throwing.end());
    for (const auto& t : facts.tries) {
      const auto first = std::lower_bound(throwing.begin(), throwing.end(), t.body_begin);
      if (first == throwing.end() || *first >= t.body_end)
        r.at(t.begin, "nothing in this try block can throw: it calls no syscall, directly or through a function");
    }
  }
};

}  // namespace

void add_error_handling_oracles(CplOracles& out) {
  out.add(std::make_unique<CatchNotToolErrorOracle>());
  out.add(std::make_unique<TryWithoutSyscallOracle>());
}

}  // namespace conform::cpl
