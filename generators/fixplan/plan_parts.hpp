#pragma once
// The pieces valid plans are made of, for valid_plan.cpp and the breakers. Each runs
// inside rc::gen::exec (they draw with operator*) or is a plain generator.
#include <cstddef>
#include <rapidcheck.h>
#include <string>

#include "parsers/json/ast.hpp"

namespace conform::fixplan::gen {

// A POSIX path relative to the repository root: "Sources/Physics/GameScene.swift" (a
// folder with a space only where decision D21 may be drawn).
rc::Gen<std::string> repo_path();
// An RFC 3339 date-time in UTC ending in "Z", without fractional seconds (D5), from the
// given month to November 2026.
rc::Gen<std::string> utc_timestamp(int first_year = 2024, int first_month = 1);
rc::Gen<std::string> test_command();
rc::Gen<std::string> model_name();

// A plan with `min_tasks` to `max_tasks` tasks, ids T1…Tn in order; valid when
// max_tasks ≤ 12, otherwise valid but for FIXPLAN-TASK-COUNT. Titles are imperative, no
// two edits take one path, dependencies are ascending, fix_attempt ≤ max_attempts.
rc::Gen<json::Value> plan_with_tasks(std::size_t min_tasks, std::size_t max_tasks);
// Appends `count` tasks after the plan's last (ids going on from it, dependencies on
// earlier tasks only, paths no edit of the plan took). Draws with `*gen`.
void add_tasks(json::Value& plan, std::size_t count);

}  // namespace conform::fixplan::gen
