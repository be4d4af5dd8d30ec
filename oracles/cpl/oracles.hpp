#pragma once
#include <memory>
#include <vector>

#include "oracles/core/registry.hpp"
#include "oracles/cpl/context.hpp"

namespace conform::cpl {

using CplOracles = OracleRegistry<CheckContext>;

// Every CPL oracle, one per checkable rule of spec/cpl/rules.json.
const CplOracles& all_oracles();
// The rules the type checker decides (typing.cpp): "pass": "typing" in the catalog.
const PassRules& typing_rules();

// Each group registers its oracles; registry.cpp calls them all, in this order.
void add_envelope_oracles(CplOracles&);
void add_structure_oracles(CplOracles&);
void add_naming_oracles(CplOracles&);
void add_size_oracles(CplOracles&);
void add_type_annotation_oracles(CplOracles&);
void add_language_subset_oracles(CplOracles&);
void add_error_handling_oracles(CplOracles&);

}  // namespace conform::cpl
