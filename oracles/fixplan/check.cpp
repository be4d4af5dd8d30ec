#include "oracles/fixplan/check.hpp"

#include "oracles/fixplan/oracles.hpp"

namespace conform::fixplan {

std::vector<Diagnostic> check(const SourceText& source, const Limits& limits) {
  const json::ParseResult parsed = json::parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  const bool has_plan = parsed.value && parsed.value->is_object();
  CheckContext context{source, parsed, json_contract::ValueDamage(parsed), {}, PassFindings(shape_rules())};
  if (has_plan) context.view = PlanView::of(*parsed.value, context.damage, context.shape);
  return all_oracles().run(context, has_plan);
}

}  // namespace conform::fixplan
