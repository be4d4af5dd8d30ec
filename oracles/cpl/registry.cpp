#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {
namespace {

void add_own_oracles(CplOracles& out) {
  add_envelope_oracles(out);
  add_structure_oracles(out);
  add_naming_oracles(out);
  add_size_oracles(out);
  add_type_annotation_oracles(out);
  add_language_subset_oracles(out);
  add_error_handling_oracles(out);
}

const OraclesWithPass<CheckContext>& registry() {
  static const OraclesWithPass<CheckContext> r("cpl", "typing", &CheckContext::typing, add_own_oracles);
  return r;
}

}  // namespace

const CplOracles& all_oracles() { return registry().oracles; }
const PassRules& typing_rules() { return registry().pass; }

}  // namespace conform::cpl
