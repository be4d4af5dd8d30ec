#include "oracles/fixplan/check.hpp"

#include "oracles/core/run_oracles.hpp"
#include "oracles/fixplan/oracles.hpp"

namespace conform::fixplan {

std::vector<Diagnostic> check(const SourceText& source, const Limits& limits) {
  const json::ParseResult parsed = json::parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  const bool has_plan = parsed.value && parsed.value->is_object();
  CheckContext context{source, parsed, has_plan ? PlanView::of(*parsed.value) : PlanView{}};
  return run_oracles(all_oracles(), context, has_plan);
}

}  // namespace conform::fixplan
