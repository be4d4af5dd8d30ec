// Breakers for the rules the schema states: keys, types, values, sizes, formats.
#include <algorithm>

#include "generators/core/decision_capture.hpp"
#include "generators/fixplan/breakers.hpp"
#include "generators/fixplan/generators.hpp"
#include "generators/fixplan/plan_draft.hpp"
#include "generators/fixplan/plan_parts.hpp"
#include "generators/json/style.hpp"
#include "oracles/fixplan/schema.hpp"
#include "parsers/json/build.hpp"

namespace conform::fixplan::gen {
namespace {

namespace build = json::build;
using json::Value;

// A task whose id a breaker takes away or spoils leaves no dependency on it behind: one
// would name a task the plan no longer has, a second fault, which only D16 keeps quiet.
void forget_dependencies_on(Value& plan, const Value& id) {
  if (!id.is_string()) return;
  const std::string old(id.string);
  for (Value* t : task_nodes(plan)) remove_dependency(*t, old);
}

// The id of a task, copied (null when it has none), for forget_dependencies_on once the
// task has been changed.
Value id_of(const Value& task) {
  const Value* id = task.is_object() ? task.find("id") : nullptr;
  return id ? *id : build::null();
}

// An edit whose action a breaker spoils, drops or changes to another than rename_file
// may keep its target_path: the schema allows it on every edit and the document requires
// it only of rename_file, so it is no second fault under any reading
// (valid/target-path-on-modify.json; D10 records it).
void drop_target_path(Value& edit) {
  if (edit.find("target_path") && *rc::gen::arbitrary<bool>()) build::erase(edit, "target_path");
}

// The edit whose `action` member holds `value`, or nullptr.
Value* edit_with_action(Value& plan, const Value* value) {
  for (Value* e : edit_nodes(plan))
    if (e->find("action") == value) return e;
  return nullptr;
}

// A value of another JSON type than the schema's, as LLMs write them.
Value wrong_value(Expected type, std::string_view key) {
  switch (type) {
    case Expected::string:
      if (key == "plan_version") return build::number_text(one_of({"1.0", "1"}));
      return *rc::gen::element(build::integer(1), build::null(), build::boolean(true), build::strings({"Fix the build"}),
                               build::object());
    case Expected::object: return *rc::gen::element(build::array(), build::string("see below"), build::null());
    case Expected::string_array:
    case Expected::object_array:
      return *rc::gen::element(build::string("swift test"), build::object(), build::null(), build::integer(0));
    case Expected::boolean: return *rc::gen::element(build::string("true"), build::integer(1), build::null());
    case Expected::integer:
      return *rc::gen::element(build::string("2"), build::number_text("2.5"), build::null(), build::boolean(true));
  }
  return build::null();
}

Value missing_field() {
  Value p = *valid_plan();
  auto slots = object_slots(p);
  ObjectSlot& slot = pick(slots);
  // Not an edit's `strategy`: the seed's "`unified_patch` (default)" leaves it to D1
  // whether it may be left out (corpus/fixplan/impl-defined/D1-*).
  std::vector<std::string_view> required;
  for (const auto& k : slot.keys)
    if (k.required && k.name != "strategy") required.push_back(k.name);
  const std::string_view key = pick(required);
  if (key == "id") forget_dependencies_on(p, build::at(*slot.object, std::string(key)));
  if (key == "action") drop_target_path(*slot.object);
  build::erase(*slot.object, std::string(key));
  return p;
}

Value extra_field() {
  Value p = *valid_plan();
  auto slots = object_slots(p);
  ObjectSlot& slot = pick(slots);
  const std::string key = one_of({"explanation", "confidence", "priority", "description", "status", "diff", "Title",
                                  "estimated_minutes", "root_cause", "timeout", "request_id", "plan_id"});
  build::set(*slot.object, key, *rc::gen::element(build::string("see the rationale"), build::integer(3), build::null()));
  return p;
}

// A whole task or its id replaced takes the task's id away, so dependencies on it go too.
Value wrong_type() {
  Value p = *valid_plan();
  auto slots = value_slots(p);
  ValueSlot& slot = pick(slots);
  Value lost = slot.key == "id" ? *slot.value : slot.key == "tasks" && slot.type == Expected::object ? id_of(*slot.value) : build::null();
  Value* edit = slot.key == "action" ? edit_with_action(p, slot.value) : nullptr;
  *slot.value = wrong_value(slot.type, slot.key);
  if (edit) drop_target_path(*edit);
  forget_dependencies_on(p, lost);
  return p;
}

Value plan_version_breaker() {
  Value p = *valid_plan();
  build::set(p, "plan_version", build::string(one_of({"1", "1.1", "2.0", "v1.0", "1.0.0", "", " 1.0", "1.00"})));
  return p;
}

Value empty_string() {
  Value p = *valid_plan();
  auto slots = text_slots(p);
  *pick(slots) = build::string("");
  return p;
}

Value invalid_enum() {
  Value p = *valid_plan();
  auto edits = edit_nodes(p);
  Value& edit = *pick(edits);
  switch (*rc::gen::inRange(0, 4)) {
    case 0:
      build::set(build::at(p, "overview"), "risk_level", build::string(one_of({"critical", "Medium", "HIGH", "moderate", "severe"})));
      break;
    case 1:
      build::set(edit, "action", build::string(one_of({"update_file", "edit_file", "Modify_file", "move_file", "patch"})));
      drop_target_path(edit);
      break;
    case 2: build::set(edit, "target", build::string(one_of({"python", "Swift", "json", "yaml", "objc"}))); break;
    default: build::set(edit, "strategy", build::string(one_of({"patch", "diff", "full_rewrite", "unified-patch", "rewrite"})));
  }
  return p;
}

std::string malformed_id(std::size_t index) {
  const std::string n = std::to_string(index + 1);
  return one_of({"t" + n, "Task" + n, "T-" + n, n, "T" + n + "a", "T " + n, "task_" + n, "", "T", "#" + n});
}

Value task_id_format() {
  Value p = *valid_plan();
  auto tasks = task_nodes(p);
  const std::size_t i = *rc::gen::inRange<std::size_t>(0, tasks.size());
  // A dependency that breaks the pattern (the schema's `^T[0-9]+$` of its items) names no
  // task either: rejected under any reading, and that it is this rule alone, not also
  // UNKNOWN-DEPENDENCY, is D12's (the draw notes it for its rule).
  if (i == 0 || *rc::gen::arbitrary<bool>()) {
    forget_dependencies_on(p, build::at(*tasks[i], "id"));
    build::set(*tasks[i], "id", build::string(malformed_id(i)));
  } else {
    const std::size_t j = *rc::gen::inRange<std::size_t>(0, i);
    dependencies_of(*tasks[i]).elements.push_back(build::string(malformed_id(j)));
    conform::gen::rule_rests_on("D12");
  }
  return p;
}

// Too many tasks, added to a valid plan: an empty `tasks` would be FIXPLAN-EMPTY-ARRAY's too.
Value task_count() {
  Value p = *valid_plan();
  const std::size_t have = build::at(p, "tasks").elements.size();
  add_tasks(p, max_tasks + 1 - have + *rc::gen::inRange<std::size_t>(0, 6));
  return p;
}

Value empty_array() {
  Value p = *valid_plan();
  auto tasks = task_nodes(p);
  switch (*rc::gen::inRange(0, 3)) {
    case 0: build::set(*pick(tasks), "acceptance", build::array()); break;
    case 1: build::set(*pick(tasks), "edits", build::array()); break;
    default: build::set(build::at(p, "tests"), "commands", build::array());
  }
  return p;
}

Value duplicate_assumption() {
  Value p = *valid_plan();
  Value& overview = build::at(p, "overview");
  if (!overview.find("assumptions")) build::set(overview, "assumptions", build::strings({*json_gen::prose_text()}));
  auto& items = build::at(overview, "assumptions").elements;
  Value copy = pick(items);
  items.insert(items.begin() + static_cast<std::ptrdiff_t>(*rc::gen::inRange<std::size_t>(0, items.size() + 1)), copy);
  return p;
}

Value integer_range() {
  Value p = *valid_plan();
  if (*rc::gen::arbitrary<bool>())
    build::set(build::at(p, "tests"), "max_attempts", build::integer(*rc::gen::element(0, 6, 7, 10, -1, 100)));
  else
    build::set(build::at(p, "metadata"), "fix_attempt", build::integer(*rc::gen::element(0, -1, -5)));
  return p;
}

// Malformed, but each still says UTC: a time without a zone, `+0100`, a date alone or an
// epoch number say no UTC either, are no "ISO 8601 UTC timestamp" under any reading, and
// are this rule's alone by D31 only (a reader may count "UTC" broken too); "" reads as empty. A date that does not exist or words are no
// timestamp under any reading; a space for the T, a time without seconds, hour 24 and
// ISO 8601's basic format are invalid by D6 (RFC 3339) only.
std::string invalid_date_time(const std::string& valid) {
  const std::string date = valid.substr(0, 10);
  const std::string time = valid.substr(11, 8);
  std::vector<std::string> choices{"2023-02-29T" + time + "Z", date.substr(0, 5) + "13" + date.substr(7) + "T" + time + "Z",
                                   date.substr(0, 8) + "32T" + time + "Z", date + "T" + time + " UTC", "March 9, 2024 14:22 UTC"};
  if (conform::gen::may_rest_on("D6"))
    for (std::string more : {date + " " + time + "Z", date + "T" + time.substr(0, 5) + "Z", date + "T24" + time.substr(2) + "Z",
                             date.substr(0, 4) + date.substr(5, 2) + date.substr(8, 2) + "T" + time.substr(0, 2) +
                                 time.substr(3, 2) + time.substr(6, 2) + "Z"})
      choices.push_back(std::move(more));
  const std::size_t says_utc = choices.size();
  for (std::string more : {date, std::string(one_of({"1709994153", "1717171717", "1735689600"})), date + "T" + time,
                           date + "T" + time + "+0100"})
    choices.push_back(std::move(more));
  return conform::gen::pick_rule_resting(std::move(choices), says_utc, "D31");
}

Value invalid_date_time_breaker() {
  Value p = *valid_plan();
  Value& created = build::at(build::at(p, "metadata"), "created_at");
  created = build::string(invalid_date_time(std::string(created.string)));
  return p;
}

}  // namespace

void add_schema_breakers(BreakerTable& out) {
  out["FIXPLAN-MISSING-FIELD"] = missing_field;
  out["FIXPLAN-EXTRA-FIELD"] = extra_field;
  out["FIXPLAN-WRONG-TYPE"] = wrong_type;
  out["FIXPLAN-PLAN-VERSION"] = plan_version_breaker;
  out["FIXPLAN-EMPTY-STRING"] = empty_string;
  out["FIXPLAN-INVALID-ENUM"] = invalid_enum;
  out["FIXPLAN-TASK-ID-FORMAT"] = task_id_format;
  out["FIXPLAN-TASK-COUNT"] = task_count;
  out["FIXPLAN-EMPTY-ARRAY"] = empty_array;
  out["FIXPLAN-DUPLICATE-ASSUMPTION"] = duplicate_assumption;
  out["FIXPLAN-INTEGER-RANGE"] = integer_range;
  out["FIXPLAN-INVALID-DATE-TIME"] = invalid_date_time_breaker;
}

}  // namespace conform::fixplan::gen
