#include "oracles/json_contract/envelope_oracles.hpp"
#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {

const std::vector<std::unique_ptr<StepplanOracle>>& all_oracles() {
  static const auto oracles = [] {
    std::vector<std::unique_ptr<StepplanOracle>> out;
    json_contract::add_envelope_oracles<CheckContext>("STEPPLAN", out);
    add_shape_oracles(out);
    add_numbering_oracles(out);
    add_dependency_oracles(out);
    add_tool_oracles(out);
    return out;
  }();
  return oracles;
}

}  // namespace conform::stepplan
