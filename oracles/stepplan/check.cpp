#include "oracles/stepplan/check.hpp"

#include "oracles/json_contract/judged_plan.hpp"
#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {

std::vector<Diagnostic> check(const SourceText& source, const Config& config, const Limits& limits) {
  json::ParseResult parsed = json::parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  std::optional<json::ParseResult> second;
  const json::Value* plan = json_contract::judged_plan(parsed, source.text(), top_level_keys(), limits, second);
  CheckContext context{source, parsed, config, json_contract::ValueDamage(parsed), {}, PassFindings(shape_rules()), plan};
  if (plan) {
    context.view = PlanView::of(*plan, context.damage);
    check_shape(*plan, context.damage, context.shape);
  }
  return all_oracles().run(context, plan != nullptr);
}

}  // namespace conform::stepplan
