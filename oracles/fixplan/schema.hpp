#pragma once
// The FixPlan schema (spec/fixplan/fixplan.schema.json; docs/design.md) as tables: the keys of each
// object and the values of each enumeration. The oracles walk the tree with them and
// the generators build plans from them; spec/fixplan/fixplan.schema.json says the same.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "oracles/json_contract/shape.hpp"

namespace conform::fixplan {

std::span<const json_contract::KeySpec> top_level_keys();
std::span<const json_contract::KeySpec> overview_keys();
std::span<const json_contract::KeySpec> task_keys();
std::span<const json_contract::KeySpec> edit_keys();
std::span<const json_contract::KeySpec> tests_keys();
std::span<const json_contract::KeySpec> metadata_keys();

std::span<const std::string_view> risk_levels();  // low, medium, high
std::span<const std::string_view> actions();      // modify_file, create_file, delete_file, rename_file
std::span<const std::string_view> targets();      // swift, plist, markdown, other
std::span<const std::string_view> strategies();   // unified_patch, file_rewrite

inline constexpr std::string_view plan_version = "1.0";
inline constexpr std::size_t max_tasks = 12;
inline constexpr std::int64_t max_attempts_limit = 5;
inline constexpr std::size_t summary_limit = 280;  // code points; the schema's description only

// The schema's pattern ^T[0-9]+$ (ASCII digits, nothing before or after).
bool is_task_id(std::string_view);

bool contains(std::span<const std::string_view> values, std::string_view value);

}  // namespace conform::fixplan
