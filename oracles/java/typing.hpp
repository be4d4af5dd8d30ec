#pragma once
#include <cstddef>

#include "oracles/core/pass_findings.hpp"
#include "oracles/java/walk.hpp"
#include "oracles/java/whitelist.hpp"
#include "parsers/java/ast.hpp"

namespace conform::java {

// Scopes, names, calls, types and return paths of Plan's methods: what "compiles in
// isolation" needs (seed 000 §3, §4, §6, §7; decisions D2, D16, D17 of
// spec/java/decisions.md). One walk serves every rule the catalog gives to the "typing"
// pass; each finding goes to its rule's bucket of `out`. The methods are typed a stretch
// at a time (`check`), with `nodes` holding that stretch's (collect_stretch); `nodes` and
// `out` are kept by reference.
class PlanTyping {
 public:
  PlanTyping(const ast::Unit&, const PlanNodes& nodes, const Whitelist&, PassFindings& out);
  ~PlanTyping();
  PlanTyping(const PlanTyping&) = delete;
  PlanTyping& operator=(const PlanTyping&) = delete;

  // Types the methods of the stretch `nodes` holds.
  void check();

 private:
  // The checker lives here, not on the heap: a small plan's check allocates little else.
  class Checker;
  Checker& checker();
  static constexpr std::size_t checker_bytes = 4096;
  alignas(std::max_align_t) std::byte checker_[checker_bytes];
};
// The whole plan as one stretch; `nodes` are collect_plan_nodes'.
void check_typing(const ast::Unit& unit, const PlanNodes& nodes, const Whitelist&, PassFindings& out);

}  // namespace conform::java
