#pragma once
#include "oracles/core/registry.hpp"
#include "oracles/rtfs/context.hpp"

namespace conform::rtfs {

using RtfsOracles = OracleRegistry<CheckContext>;

// Every RTFS oracle, one per checkable rule of spec/rtfs/rules.json.
const RtfsOracles& all_oracles();
// The rules the plan walk decides (walk.hpp): "pass": "walk" in the catalog.
const PassRules& walk_rules();

// The rules about the text as a whole (envelope_oracles.cpp).
void add_envelope_oracles(RtfsOracles&);

}  // namespace conform::rtfs
