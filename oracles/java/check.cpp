#include "oracles/java/check.hpp"

#include "oracles/java/oracles.hpp"
#include "oracles/java/typing.hpp"

namespace conform::java {

std::vector<Diagnostic> check(const SourceText& source, const Whitelist& whitelist, const Limits& limits) {
  ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  // The nodes are collected into the context itself: PlanNodes keeps its small lists
  // inline, so a move would copy them.
  CheckContext context{source, parsed, whitelist, PassFindings(typing_rules()),
                       parsed.unit ? collect_plan_nodes(*parsed.unit) : PlanNodes{}};
  if (parsed.unit) check_typing(*parsed.unit, context.nodes, whitelist, context.typing);
  return all_oracles().run(context, parsed.unit.has_value());
}

}  // namespace conform::java
