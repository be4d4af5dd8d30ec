#include "oracles/rtfs/check.hpp"

#include "oracles/rtfs/oracles.hpp"
#include "oracles/rtfs/walk.hpp"

namespace conform::rtfs {

std::vector<Diagnostic> check(const SourceText& source, const Capabilities& capabilities, const Limits& limits) {
  const ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  CheckContext context{source, parsed, capabilities, PassFindings(walk_rules())};
  if (parsed.plan) walk_plan(*parsed.plan, capabilities, context.walk);
  return all_oracles().run(context, parsed.plan.has_value());
}

}  // namespace conform::rtfs
