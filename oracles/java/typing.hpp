#pragma once
#include "oracles/core/pass_findings.hpp"
#include "oracles/java/walk.hpp"
#include "oracles/java/whitelist.hpp"
#include "parsers/java/ast.hpp"

namespace conform::java {

// Scopes, names, calls, types and return paths of Plan's methods: what "compiles in
// isolation" needs (seed 000 §3, §4, §6, §7; decisions D2, D16, D17 of
// spec/java/decisions.md). One walk serves every rule the catalog gives to the "typing"
// pass; each finding goes to its rule's bucket of `out`. `nodes` are the unit's
// (collect_plan_nodes).
void check_typing(const ast::Unit& unit, const PlanNodes& nodes, const Whitelist&, PassFindings& out);

}  // namespace conform::java
