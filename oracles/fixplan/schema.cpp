#include "oracles/fixplan/schema.hpp"

#include <algorithm>

namespace conform::fixplan {

using json_contract::KeySpec;

std::span<const KeySpec> top_level_keys() {
  static constexpr KeySpec keys[] = {{"plan_version"}, {"overview"}, {"tasks"}, {"tests"}, {"metadata"}};
  return keys;
}

std::span<const KeySpec> overview_keys() {
  static constexpr KeySpec keys[] = {{"primary_issue"}, {"risk_level"}, {"summary"}, {"assumptions", false}};
  return keys;
}

std::span<const KeySpec> task_keys() {
  static constexpr KeySpec keys[] = {{"id"},          {"title"},    {"rationale"},          {"acceptance"},
                                     {"dependencies", false}, {"edits"}, {"post_checks", false}};
  return keys;
}

std::span<const KeySpec> edit_keys() {
  // strategy and context_files: "Each edit must include" them (seed 004; decision D1).
  static constexpr std::string_view must_include =
      "the document's \"Each edit must include\" names it, though the schema alone leaves it optional";
  static constexpr KeySpec keys[] = {{"action"},
                                     {"path"},
                                     {"instructions"},
                                     {"target", false},
                                     {"strategy", true, must_include},
                                     {"context_files", true, must_include},
                                     {"target_path", false},
                                     {"notes", false}};
  return keys;
}

std::span<const KeySpec> tests_keys() {
  static constexpr KeySpec keys[] = {{"commands"}, {"stop_on_failure"}, {"max_attempts", false}};
  return keys;
}

std::span<const KeySpec> metadata_keys() {
  static constexpr KeySpec keys[] = {{"created_at"}, {"model"}, {"fix_attempt"}};
  return keys;
}

std::span<const std::string_view> risk_levels() {
  static constexpr std::string_view values[] = {"low", "medium", "high"};
  return values;
}

std::span<const std::string_view> actions() {
  static constexpr std::string_view values[] = {"modify_file", "create_file", "delete_file", "rename_file"};
  return values;
}

std::span<const std::string_view> targets() {
  static constexpr std::string_view values[] = {"swift", "plist", "markdown", "other"};
  return values;
}

std::span<const std::string_view> strategies() {
  static constexpr std::string_view values[] = {"unified_patch", "file_rewrite"};
  return values;
}

bool is_task_id(std::string_view text) {
  return text.size() >= 2 && text[0] == 'T' &&
         std::all_of(text.begin() + 1, text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool contains(std::span<const std::string_view> values, std::string_view value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

}  // namespace conform::fixplan
