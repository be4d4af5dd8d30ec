#pragma once
// Places in a generated plan tree (valid by construction, so every object and array
// is where the schema puts it), for the breakers to change.
#include <rapidcheck.h>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/json_contract/shape.hpp"
#include "parsers/json/ast.hpp"

namespace conform::fixplan::gen {

std::vector<json::Value*> task_nodes(json::Value& plan);
std::vector<json::Value*> edit_nodes(json::Value& plan);

// Every object of the plan with the schema's keys for it.
struct ObjectSlot {
  json::Value* object;
  std::span<const json_contract::KeySpec> keys;
};
std::vector<ObjectSlot> object_slots(json::Value& plan);

// Every value of the plan (members and array items) with the JSON type it has.
enum class Expected { string, object, string_array, object_array, boolean, integer };
struct ValueSlot {
  json::Value* value;
  Expected type;
  std::string_view key;  // the member's key, or the array's key for an item
};
std::vector<ValueSlot> value_slots(json::Value& plan);

// The strings the schema gives minLength 1, and the strings that are paths.
std::vector<json::Value*> text_slots(json::Value& plan);
std::vector<json::Value*> path_slots(json::Value& plan);

// The id generated plans give their i-th task (0-based): "T<i+1>".
std::string task_id(std::size_t index);
// A task's dependencies array, created empty when absent.
json::Value& dependencies_of(json::Value& task);
// Adds `id` unless it is there already, keeping the list ascending (no decision makes
// its order free); removes every `id`, and the list with its last item unless decision
// D18 (empty optional arrays) may be drawn.
void add_dependency(json::Value& task, const std::string& id);
void remove_dependency(json::Value& task, const std::string& id);

// One element, drawn inside rc::gen::exec.
template <typename Items>
auto& pick(Items& items) {
  return items[*rc::gen::inRange<std::size_t>(0, items.size())];
}
inline std::string one_of(std::vector<std::string> items) { return pick(items); }

}  // namespace conform::fixplan::gen
