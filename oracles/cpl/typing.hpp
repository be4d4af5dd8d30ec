#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/core/pass_findings.hpp"
#include "oracles/cpl/function_names.hpp"
#include "oracles/cpl/whitelist.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// Scopes, names, calls, types and return paths of a whole plan (seed 002 §3–§8 and
// decisions D10–D17 of spec/cpl/decisions.md). One walk serves every rule the catalog
// gives to the "typing" pass; each finding goes to its rule's bucket of `out`.
// `names` are the plan's; `outside_plan` the functions written outside its block, whose
// calls are not judged (CPL-MULTIPLE-PLAN-BLOCKS is their fault).
void check_typing(const ast::Plan&, const FunctionNames& names, const std::vector<ast::Function>& outside_plan,
                  const Whitelist&, PassFindings& out);

}  // namespace conform::cpl
