#include "generators/fixplan/plan_draft.hpp"

#include <optional>

#include "generators/core/decision_capture.hpp"
#include "oracles/fixplan/schema.hpp"
#include "parsers/json/build.hpp"

namespace conform::fixplan::gen {
namespace {

Expected expected_of(std::string_view key) {
  if (key == "overview" || key == "tests" || key == "metadata") return Expected::object;
  if (key == "tasks" || key == "edits") return Expected::object_array;
  if (key == "assumptions" || key == "acceptance" || key == "dependencies" || key == "post_checks" ||
      key == "context_files" || key == "commands")
    return Expected::string_array;
  if (key == "stop_on_failure") return Expected::boolean;
  if (key == "max_attempts" || key == "fix_attempt") return Expected::integer;
  return Expected::string;
}

bool is_text_key(std::string_view key) {
  for (auto k : {"primary_issue", "summary", "title", "rationale", "path", "instructions", "target_path", "model",
                 "assumptions", "acceptance", "post_checks", "context_files", "commands"})
    if (key == k) return true;
  return false;
}

json::Value* member(json::Value& object, std::string_view key) {
  for (auto it = object.members.rbegin(); it != object.members.rend(); ++it)
    if (it->key.text == key) return &it->value;
  return nullptr;
}

// The number of a well-formed task id ("T12": 12).
std::optional<unsigned long> id_number(std::string_view id) {
  if (!is_task_id(id) || id.size() > 10) return std::nullopt;
  return std::stoul(std::string(id.substr(1)));
}

}  // namespace

std::vector<json::Value*> task_nodes(json::Value& plan) {
  std::vector<json::Value*> out;
  if (json::Value* tasks = member(plan, "tasks"))
    for (auto& t : tasks->elements) out.push_back(&t);
  return out;
}

std::vector<json::Value*> edit_nodes(json::Value& plan) {
  std::vector<json::Value*> out;
  for (json::Value* task : task_nodes(plan))
    if (json::Value* edits = member(*task, "edits"))
      for (auto& e : edits->elements) out.push_back(&e);
  return out;
}

std::vector<ObjectSlot> object_slots(json::Value& plan) {
  std::vector<ObjectSlot> out{{&plan, top_level_keys()},
                              {member(plan, "overview"), overview_keys()},
                              {member(plan, "tests"), tests_keys()},
                              {member(plan, "metadata"), metadata_keys()}};
  for (json::Value* t : task_nodes(plan)) out.push_back({t, task_keys()});
  for (json::Value* e : edit_nodes(plan)) out.push_back({e, edit_keys()});
  return out;
}

std::vector<ValueSlot> value_slots(json::Value& plan) {
  std::vector<ValueSlot> out;
  for (const ObjectSlot& slot : object_slots(plan))
    for (auto& m : slot.object->members) {
      const Expected type = expected_of(m.key.text);
      out.push_back({&m.value, type, m.key.text});
      if (type == Expected::string_array)
        for (auto& item : m.value.elements) out.push_back({&item, Expected::string, m.key.text});
      if (type == Expected::object_array)
        for (auto& item : m.value.elements) out.push_back({&item, Expected::object, m.key.text});
    }
  return out;
}

std::vector<json::Value*> text_slots(json::Value& plan) {
  std::vector<json::Value*> out;
  for (const ValueSlot& slot : value_slots(plan))
    if (slot.type == Expected::string && is_text_key(slot.key)) out.push_back(slot.value);
  return out;
}

std::vector<json::Value*> path_slots(json::Value& plan) {
  std::vector<json::Value*> out;
  for (const ValueSlot& slot : value_slots(plan))
    if (slot.type == Expected::string && (slot.key == "path" || slot.key == "target_path" || slot.key == "context_files"))
      out.push_back(slot.value);
  return out;
}

std::string task_id(std::size_t index) { return "T" + std::to_string(index + 1); }

json::Value& dependencies_of(json::Value& task) {
  if (!member(task, "dependencies")) json::build::set(task, "dependencies", json::build::array());
  return *member(task, "dependencies");
}

void add_dependency(json::Value& task, const std::string& id) {
  auto& deps = dependencies_of(task).elements;
  for (const auto& d : deps)
    if (d.string == std::string_view(id)) return;
  // Before the first id with a greater number: no decision makes the order free.
  const auto n = id_number(id);
  auto at = deps.begin();
  while (n && at != deps.end() && !(at->is_string() && id_number(at->string) > n)) ++at;
  if (!n) at = deps.end();
  deps.insert(at, json::build::string(id));
}

void remove_dependency(json::Value& task, const std::string& id) {
  json::Value* deps = member(task, "dependencies");
  if (!deps) return;
  std::erase_if(deps->elements, [&](const json::Value& d) { return d.string == std::string_view(id); });
  // An empty list is valid by D18 alone.
  if (deps->elements.empty() && !conform::gen::may_rest_on("D18")) json::build::erase(task, "dependencies");
}

}  // namespace conform::fixplan::gen
