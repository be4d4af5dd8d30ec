#include "oracles/fixplan/check.hpp"

#include "oracles/fixplan/oracles.hpp"
#include "oracles/fixplan/schema.hpp"
#include "oracles/json_contract/judged_plan.hpp"

namespace conform::fixplan {

std::vector<Diagnostic> check(const SourceText& source, const Limits& limits) {
  json::ParseResult parsed = json::parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  std::optional<json::ParseResult> second;
  const json::Value* plan = json_contract::judged_plan(parsed, source.text(), top_level_keys(), limits, second);
  CheckContext context{source, parsed, json_contract::ValueDamage(parsed), {}, PassFindings(shape_rules()), plan};
  if (plan) context.view = PlanView::of(*plan, context.damage, context.shape);
  return all_oracles().run(context, plan != nullptr);
}

}  // namespace conform::fixplan
