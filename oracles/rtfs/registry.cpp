#include "oracles/rtfs/oracles.hpp"

namespace conform::rtfs {
namespace {

const OraclesWithPass<CheckContext>& registry() {
  static const OraclesWithPass<CheckContext> r("rtfs", "walk", &CheckContext::walk, add_envelope_oracles);
  return r;
}

}  // namespace

const RtfsOracles& all_oracles() { return registry().oracles; }
const PassRules& walk_rules() { return registry().pass; }

}  // namespace conform::rtfs
