#include "oracles/fixplan/oracles.hpp"
#include "oracles/json_contract/envelope_oracles.hpp"

namespace conform::fixplan {

const FixplanOracles& all_oracles() {
  static const auto oracles = [] {
    FixplanOracles out;
    json_contract::add_envelope_oracles<CheckContext>("FIXPLAN", out);
    add_shape_oracles(out);
    add_value_oracles(out);
    add_array_oracles(out);
    add_time_oracles(out);
    add_dependency_oracles(out);
    add_edit_oracles(out);
    add_path_oracles(out);
    add_summary_oracles(out);
    return out;
  }();
  return oracles;
}

}  // namespace conform::fixplan
