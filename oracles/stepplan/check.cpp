#include "oracles/stepplan/check.hpp"

#include "oracles/core/run_oracles.hpp"
#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {

std::vector<Diagnostic> check(const SourceText& source, const Config& config, const Limits& limits) {
  json::ParseResult parsed = json::parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  CheckContext context{source, parsed, config, {}, {}};
  const bool has_plan = parsed.value && parsed.value->is_object();
  if (has_plan) {
    context.view = PlanView::of(*parsed.value);
    context.shape = check_shape(*parsed.value);
  }
  return run_oracles(all_oracles(), context, has_plan);
}

}  // namespace conform::stepplan
