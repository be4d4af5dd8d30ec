#pragma once
#include "oracles/core/registry.hpp"
#include "oracles/stepplan/context.hpp"

namespace conform::stepplan {

using StepplanOracles = OracleRegistry<CheckContext>;

// Every stepplan oracle, one per checkable rule of spec/stepplan/rules.json.
const StepplanOracles& all_oracles();
// The rules the shape pass decides: "pass": "shape" in the catalog.
const PassRules& shape_rules();

// Each group registers its oracles; registry.cpp calls them all, in this order.
void add_numbering_oracles(StepplanOracles&);
void add_dependency_oracles(StepplanOracles&);
void add_tool_oracles(StepplanOracles&);

}  // namespace conform::stepplan
