#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {

const std::vector<std::unique_ptr<CplOracle>>& all_oracles() {
  static const auto oracles = [] {
    std::vector<std::unique_ptr<CplOracle>> out;
    add_envelope_oracles(out);
    add_structure_oracles(out);
    add_naming_oracles(out);
    add_size_oracles(out);
    add_type_annotation_oracles(out);
    add_language_subset_oracles(out);
    add_error_handling_oracles(out);
    add_typing_oracles(out);
    return out;
  }();
  return oracles;
}

}  // namespace conform::cpl
