// §6 and §9: the "should" limits on function size, reported as warnings (D8, D9).
#include <set>
#include <unordered_set>
#include <string_view>

#include "oracles/cpl/oracles.hpp"
#include "oracles/cpl/walk.hpp"

namespace conform::cpl {
namespace {

constexpr std::size_t max_statements = 7;
constexpr std::size_t max_callees = 7;

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
    std::unordered_set<std::string_view> plan_functions;
    for (const auto& f : functions) plan_functions.insert(f.name.name);
    std::vector<std::set<std::string_view>> callees_of(functions.size());
    for (const auto& in : c.nodes.expressions) {
      auto* call = ast::node_if<ast::Call>(*in.expression);
      if (call && call->callee.name != in.function->name.name && plan_functions.count(call->callee.name))
        callees_of[static_cast<std::size_t>(in.function - functions.data())].insert(call->callee.name);
    }
    for (std::size_t i = 0; i < functions.size(); ++i) {
      const auto& f = functions[i];
      const auto& callees = callees_of[i];
      if (callees.size() > max_callees)
        r.at(f.name.begin, "function '" + f.name.name + "' calls " + std::to_string(callees.size()) +
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
