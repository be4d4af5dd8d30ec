#pragma once
#include <memory>
#include <vector>

#include "oracles/cpl/context.hpp"

namespace conform::cpl {

// Every CPL oracle, one per checkable rule of spec/cpl/rules.json.
const std::vector<std::unique_ptr<CplOracle>>& all_oracles();

// Each group registers its oracles; registry.cpp calls them all, in this order.
void add_envelope_oracles(std::vector<std::unique_ptr<CplOracle>>&);
void add_structure_oracles(std::vector<std::unique_ptr<CplOracle>>&);
void add_naming_oracles(std::vector<std::unique_ptr<CplOracle>>&);
void add_size_oracles(std::vector<std::unique_ptr<CplOracle>>&);
void add_type_annotation_oracles(std::vector<std::unique_ptr<CplOracle>>&);
void add_language_subset_oracles(std::vector<std::unique_ptr<CplOracle>>&);
void add_error_handling_oracles(std::vector<std::unique_ptr<CplOracle>>&);
void add_typing_oracles(std::vector<std::unique_ptr<CplOracle>>&);

}  // namespace conform::cpl
