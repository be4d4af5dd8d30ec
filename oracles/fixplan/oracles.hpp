#pragma once
#include <memory>
#include <vector>

#include "oracles/core/registry.hpp"
#include "oracles/fixplan/context.hpp"

namespace conform::fixplan {

using FixplanOracles = OracleRegistry<CheckContext>;

// Every fixplan oracle, one per checkable rule of spec/fixplan/rules.json.
const FixplanOracles& all_oracles();
// The rules the shape walk of PlanView::of decides: "pass": "shape" in the catalog.
const PassRules& shape_rules();

// Each group registers its oracles; registry.cpp calls them all, in this order.
void add_value_oracles(FixplanOracles&);       // PLAN-VERSION, EMPTY-STRING, INVALID-ENUM, TASK-ID-FORMAT, INTEGER-RANGE
void add_array_oracles(FixplanOracles&);       // TASK-COUNT, EMPTY-ARRAY, DUPLICATE-ASSUMPTION
void add_time_oracles(FixplanOracles&);        // INVALID-DATE-TIME, TIMESTAMP-NOT-UTC
void add_dependency_oracles(FixplanOracles&);  // DUPLICATE-TASK-ID, UNKNOWN-, SELF-DEPENDENCY, DEPENDENCY-CYCLE
void add_edit_oracles(FixplanOracles&);        // MISSING-TARGET-PATH
void add_path_oracles(FixplanOracles&);        // NUL-IN-PATH, ABSOLUTE-PATH, BACKSLASH-PATH, PATH-ESCAPES-ROOT
void add_summary_oracles(FixplanOracles&);     // SUMMARY-TOO-LONG (a warning)

}  // namespace conform::fixplan
