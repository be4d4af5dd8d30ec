#include "oracles/stepplan/check.hpp"

#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {

std::vector<Diagnostic> check(const SourceText& source, const Config& config, const Limits& limits) {
  json::ParseResult parsed = json::parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  CheckContext context{source, parsed, config, json_contract::ValueDamage(parsed), {}, PassFindings(shape_rules())};
  const bool has_plan = parsed.value && parsed.value->is_object();
  if (has_plan) {
    context.view = PlanView::of(*parsed.value, context.damage);
    check_shape(*parsed.value, context.damage, context.shape);
  }
  return all_oracles().run(context, has_plan);
}

}  // namespace conform::stepplan
