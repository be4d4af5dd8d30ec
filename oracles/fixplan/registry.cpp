#include "oracles/fixplan/oracles.hpp"
#include "oracles/json_contract/envelope_oracles.hpp"

namespace conform::fixplan {
namespace {

struct Registry {
  FixplanOracles oracles{"fixplan"};
  const PassRules* shape = nullptr;

  Registry() {
    json_contract::bind_envelope_oracles(oracles);
    shape = &oracles.bind_pass("shape", &CheckContext::shape);
    add_value_oracles(oracles);
    add_array_oracles(oracles);
    add_time_oracles(oracles);
    add_dependency_oracles(oracles);
    add_edit_oracles(oracles);
    add_path_oracles(oracles);
    add_summary_oracles(oracles);
    oracles.expect_complete();
  }
};

const Registry& registry() {
  static const Registry r;
  return r;
}

}  // namespace

const FixplanOracles& all_oracles() { return registry().oracles; }
const PassRules& shape_rules() { return *registry().shape; }

}  // namespace conform::fixplan
