#include "oracles/json_contract/envelope_oracles.hpp"
#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {
namespace {

void add_own_oracles(StepplanOracles& out) {
  json_contract::bind_envelope_oracles(out);
  add_numbering_oracles(out);
  add_dependency_oracles(out);
  add_tool_oracles(out);
}

const OraclesWithPass<CheckContext>& registry() {
  static const OraclesWithPass<CheckContext> r("stepplan", "shape", &CheckContext::shape, add_own_oracles);
  return r;
}

}  // namespace

const StepplanOracles& all_oracles() { return registry().oracles; }
const PassRules& shape_rules() { return registry().pass; }

}  // namespace conform::stepplan
