#include "oracles/fixplan/oracles.hpp"
#include "oracles/json_contract/envelope_oracles.hpp"

namespace conform::fixplan {
namespace {

void add_own_oracles(FixplanOracles& out) {
  json_contract::bind_envelope_oracles(out);
  add_value_oracles(out);
  add_array_oracles(out);
  add_time_oracles(out);
  add_dependency_oracles(out);
  add_edit_oracles(out);
  add_path_oracles(out);
  add_summary_oracles(out);
}

const OraclesWithPass<CheckContext>& registry() {
  static const OraclesWithPass<CheckContext> r("fixplan", "shape", &CheckContext::shape, add_own_oracles);
  return r;
}

}  // namespace

const FixplanOracles& all_oracles() { return registry().oracles; }
const PassRules& shape_rules() { return registry().pass; }

}  // namespace conform::fixplan
