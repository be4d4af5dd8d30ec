#pragma once
#include <cstdint>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/core/pass_findings.hpp"
#include "oracles/cpl/function_names.hpp"
#include "oracles/cpl/whitelist.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// Scopes, names, calls, types and return paths of a plan (seed 002 §3–§8 and decisions
// D10–D17 of spec/cpl/decisions.md). One walk serves every rule the catalog gives to the
// "typing" pass; each finding goes to its rule's bucket of `out`. The functions are typed
// a stretch at a time (`check`), each against the signatures of all.
class PlanTyping {
 public:
  // `names` are the plan's; `outside_plan` the functions written outside its block, whose
  // calls are not judged (CPL-MULTIPLE-PLAN-BLOCKS is their fault). All are kept by
  // reference, as is `out`.
  PlanTyping(const ast::Plan&, const FunctionNames& names, const std::vector<ast::Function>& outside_plan,
             const Whitelist&, PassFindings& out);
  ~PlanTyping();
  PlanTyping(const PlanTyping&) = delete;
  PlanTyping& operator=(const PlanTyping&) = delete;

  // Types consecutive functions of the plan.
  void check(std::span<const ast::Function> functions);

 private:
  // The checker lives here, not on the heap: a small plan's check allocates little else.
  class Checker;
  Checker& checker();
  static constexpr std::size_t checker_bytes = 2048;
  alignas(std::max_align_t) std::byte checker_[checker_bytes];
};

}  // namespace conform::cpl
