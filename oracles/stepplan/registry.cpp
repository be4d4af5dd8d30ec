#include "oracles/json_contract/envelope_oracles.hpp"
#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {
namespace {

struct Registry {
  StepplanOracles oracles{"stepplan"};
  const PassRules* shape = nullptr;

  Registry() {
    json_contract::bind_envelope_oracles(oracles);
    shape = &oracles.bind_pass("shape", &CheckContext::shape);
    add_numbering_oracles(oracles);
    add_dependency_oracles(oracles);
    add_tool_oracles(oracles);
    oracles.expect_complete();
  }
};

const Registry& registry() {
  static const Registry r;
  return r;
}

}  // namespace

const StepplanOracles& all_oracles() { return registry().oracles; }
const PassRules& shape_rules() { return *registry().shape; }

}  // namespace conform::stepplan
