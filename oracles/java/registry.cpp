#include "oracles/java/oracles.hpp"

namespace conform::java {
namespace {

void add_own_oracles(JavaOracles& out) {
  add_envelope_oracles(out);
  add_structure_oracles(out);
  add_method_oracles(out);
  add_statement_oracles(out);
  add_expression_oracles(out);
}

const OraclesWithPass<CheckContext>& registry() {
  static const OraclesWithPass<CheckContext> r("java", "typing", &CheckContext::typing, add_own_oracles);
  return r;
}

}  // namespace

const JavaOracles& all_oracles() { return registry().oracles; }
const PassRules& typing_rules() { return registry().pass; }

}  // namespace conform::java
