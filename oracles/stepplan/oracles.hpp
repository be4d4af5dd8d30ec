#pragma once
#include <memory>
#include <vector>

#include "oracles/stepplan/context.hpp"

namespace conform::stepplan {

// Every stepplan oracle, one per checkable rule of spec/stepplan/rules.json.
const std::vector<std::unique_ptr<StepplanOracle>>& all_oracles();

// Each group registers its oracles; registry.cpp calls them all, in this order.
void add_shape_oracles(std::vector<std::unique_ptr<StepplanOracle>>&);
void add_numbering_oracles(std::vector<std::unique_ptr<StepplanOracle>>&);
void add_dependency_oracles(std::vector<std::unique_ptr<StepplanOracle>>&);
void add_tool_oracles(std::vector<std::unique_ptr<StepplanOracle>>&);

}  // namespace conform::stepplan
