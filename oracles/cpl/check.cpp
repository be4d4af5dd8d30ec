#include "oracles/cpl/check.hpp"

#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {

std::vector<Diagnostic> check(const SourceText& source, const Whitelist& whitelist, const Limits& limits) {
  ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  CheckContext context{source, parsed, whitelist, PassFindings(typing_rules()), {}};
  if (parsed.plan) {
    context.nodes = collect_plan_nodes(*parsed.plan);
    check_typing(*parsed.plan, context.nodes.function_names, parsed.functions_outside_plan, whitelist, context.typing);
  }
  return all_oracles().run(context, parsed.plan.has_value());
}

}  // namespace conform::cpl
