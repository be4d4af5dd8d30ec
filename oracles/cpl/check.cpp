#include "oracles/cpl/check.hpp"

#include "oracles/core/run_oracles.hpp"
#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {

std::vector<Diagnostic> check(const SourceText& source, const Whitelist& whitelist, const Limits& limits) {
  ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  CheckContext context{source, parsed, whitelist, {}};
  if (parsed.plan) context.typing = check_typing(*parsed.plan, whitelist);
  return run_oracles(all_oracles(), context, parsed.plan.has_value());
}

}  // namespace conform::cpl
