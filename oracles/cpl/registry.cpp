#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {
namespace {

struct Registry {
  CplOracles oracles{"cpl"};
  const PassRules* typing = nullptr;

  Registry() {
    add_envelope_oracles(oracles);
    add_structure_oracles(oracles);
    add_naming_oracles(oracles);
    add_size_oracles(oracles);
    add_type_annotation_oracles(oracles);
    add_language_subset_oracles(oracles);
    add_error_handling_oracles(oracles);
    typing = &oracles.bind_pass("typing", &CheckContext::typing);
    oracles.expect_complete();
  }
};

const Registry& registry() {
  static const Registry r;
  return r;
}

}  // namespace

const CplOracles& all_oracles() { return registry().oracles; }
const PassRules& typing_rules() { return *registry().typing; }

}  // namespace conform::cpl
