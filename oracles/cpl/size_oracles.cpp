// §6 and §9: the "should" limits on function size, reported as warnings (D8, D9).
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "oracles/cpl/oracles.hpp"
#include "oracles/cpl/size_limits.hpp"
#include "oracles/cpl/walk.hpp"

namespace conform::cpl {
namespace {

class TooManyStatementsOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-TOO-MANY-STATEMENTS"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.plan().functions)
      if (f.body && f.body->statements.size() > max_statements)
        r.at(f.name.begin, "function '" + f.name.name + "' has " + std::to_string(f.body->statements.size()) +
                               " statements; keep it to 7 and move the rest into sub-goal functions");
  }
};

class TooManyCalleesOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-TOO-MANY-CALLEES"; }
  void check(const CheckContext& c, Report& r) const override {
    // §9 "no more than 7 other functions" (D9): the plan's functions a function calls,
    // not itself, and not names no function has (CPL-UNDEFINED-FUNCTION's fault).
    const auto& functions = c.plan().functions;
    const FunctionNames& names = c.facts.function_names;
    // Each (caller, callee) pair once.
    PlanSized<std::pair<std::uint32_t, std::uint32_t>> calls;
    for (const auto& call : c.facts.calls)
      if (call.of_plan_function() && call.callee != names.of(std::size_t{call.caller})) calls.emplace_back(call.caller, call.callee);
    std::sort(calls.begin(), calls.end());
    calls.erase(std::unique(calls.begin(), calls.end()), calls.end());
    PlanSized<std::size_t> callee_count(functions.size());
    for (const auto& [caller, callee] : calls) ++callee_count[caller];
    for (std::size_t i = 0; i < functions.size(); ++i) {
      const auto& f = functions[i];
      if (callee_count[i] > max_callees)
        r.at(f.name.begin, "function '" + f.name.name + "' calls " + std::to_string(callee_count[i]) +
                               " other functions; functions should call no more than 7");
    }
  }
};

}  // namespace

void add_size_oracles(CplOracles& out) {
  out.add(std::make_unique<TooManyStatementsOracle>());
  out.add(std::make_unique<TooManyCalleesOracle>());
}

}  // namespace conform::cpl
