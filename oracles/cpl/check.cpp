#include "oracles/cpl/check.hpp"

#include "oracles/core/stretches.hpp"
#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {

std::vector<Diagnostic> check(const SourceText& source, const Whitelist& whitelist, const Limits& limits) {
  return check_in_stretches(source, whitelist, limits, stretch_bytes);
}

std::vector<Diagnostic> check_in_stretches(const SourceText& source, const Whitelist& whitelist, const Limits& limits,
                                           std::size_t stretch) {
  ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  if (parsed.plan_before_stray_closer) parsed.plan = std::move(parsed.plan_before_stray_closer);
  CheckContext context{source, parsed, whitelist, PassFindings(typing_rules()), {}, {}};
  if (!parsed.plan) return all_oracles().run(context, false);
  const ast::Plan& plan = *parsed.plan;
  context.facts.function_names = FunctionNames(plan);
  PlanTyping typing(plan, context.facts.function_names, parsed.functions_outside_plan, whitelist, context.typing);
  std::vector<Diagnostic> found;
  for_each_stretch(std::span<const ast::Function>(plan.functions), stretch, [&](std::span<const ast::Function> functions, bool last) {
    collect_nodes(functions, context.nodes, context.facts);
    typing.check(functions);
    if (!last) all_oracles().run_on_nodes(context, found);
  });
  // The last stretch's nodes are judged with the whole plan.
  return all_oracles().run(context, true, std::move(found), true);
}

}  // namespace conform::cpl
