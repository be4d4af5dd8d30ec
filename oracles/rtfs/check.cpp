#include "oracles/rtfs/check.hpp"

#include "oracles/rtfs/oracles.hpp"
#include "oracles/rtfs/walk.hpp"

namespace conform::rtfs {

std::vector<Diagnostic> check(const SourceText& source, const Capabilities& capabilities, const Limits& limits) {
  ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  // A whole plan before a stray closer is judged beside the closer's syntax error.
  if (parsed.plan_before_stray_closer) parsed.plan = std::move(parsed.plan_before_stray_closer);
  CheckContext context{source, parsed, capabilities, PassFindings(walk_rules())};
  if (parsed.plan) walk_plan(*parsed.plan, capabilities, context.walk);
  else if (parsed.body_without_plan) walk_body_without_plan(*parsed.body_without_plan, capabilities, context.walk);
  // Every oracle that needs the plan reads the walk's findings alone.
  return all_oracles().run(context, parsed.plan || parsed.body_without_plan);
}

}  // namespace conform::rtfs
