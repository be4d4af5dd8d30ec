#pragma once
// The plan read off the JSON tree once, by the schema's tables (schema.hpp): what
// breaks the schema's keys and types (MISSING-FIELD, EXTRA-FIELD, WRONG-TYPE), and
// every other value that has the right type, with its JSON path and what it holds,
// for the oracles of the other rules. A value of the wrong type is reported once, as
// WRONG-TYPE, and appears nowhere else (spec/fixplan/decisions.md, D15). A value the
// JSON front end had to repair (json_contract::ValueDamage) is judged by no rule here
// and appears nowhere either: MALFORMED-JSON alone reports it (D23).
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oracles/core/pass_findings.hpp"
#include "oracles/json_contract/path.hpp"
#include "oracles/json_contract/first_positions.hpp"
#include "oracles/json_contract/shape.hpp"
#include "oracles/json_contract/value_damage.hpp"
#include "parsers/json/ast.hpp"

namespace conform::fixplan {

// What a string of the plan holds.
enum class StringKind : std::uint8_t {
  text,          // minLength 1: primary_issue, title, rationale, instructions, items of the text arrays
  model,         // metadata.model: minLength 1, and a Claude model string by its description
  summary,       // overview.summary: minLength 1, and at most 280 characters by its description
  notes,         // edits[].notes: any string
  plan_version,  // "1.0"
  risk_level,
  action,
  target,
  strategy,
  task_id,     // tasks[].id
  dependency,  // tasks[].dependencies[]
  path,        // edits[].path, target_path, context_files[]: minLength 1, relative to the repository root
  created_at,  // format date-time
};

// Whether the schema gives strings of this kind minLength 1.
bool needs_text(StringKind);

struct StringField {
  json_contract::Path path;  // tasks[1].edits[0].path
  const json::Value* value = nullptr;  // a string
  StringKind kind = StringKind::text;
};

enum class ArrayKind : std::uint8_t {
  tasks, acceptance, edits, commands,                    // minItems: tasks 1 (and at most 12), the others 1
  assumptions, dependencies, post_checks, context_files  // may be empty
};

struct ArrayField {
  json_contract::Path path;
  const json::Value* value = nullptr;  // an array
  ArrayKind kind = ArrayKind::tasks;
};

struct IntegerField {
  json_contract::Path path;
  const json::Value* value = nullptr;  // a number with an integral value (D2)
  std::int64_t min = 1;
  std::optional<std::int64_t> max;
};

// A task that is an object.
struct TaskRef {
  json_contract::Path path;               // tasks[2]
  const json::Value* id = nullptr;        // the id, when it is a string
  std::span<const StringField> dependencies;  // the items that are strings, in the view's strings

  bool has_well_formed_id() const;  // its id is a string of the schema's id pattern (T1, T2, …)
};

// An edit that is an object.
struct EditRef {
  json_contract::Path path;
  const json::Value* object = nullptr;
  const json::Value* action = nullptr;  // when it is a string
  bool has_target_path = false;
};

struct PlanView {
  PlanView() = default;
  // The tasks' dependencies are views into `strings`: a move keeps them, a copy would not.
  PlanView(PlanView&&) = default;
  PlanView& operator=(PlanView&&) = default;
  PlanView(const PlanView&) = delete;
  PlanView& operator=(const PlanView&) = delete;

  std::vector<StringField> strings;
  std::vector<ArrayField> arrays;
  std::vector<IntegerField> integers;
  std::vector<TaskRef> tasks;
  std::vector<EditRef> edits;
  // tasks is an array whose elements are all objects with a well-formed string id:
  // only then is it known which task a dependency names (D16).
  bool tasks_identified = false;

  // The first task whose id is `id` (a well-formed id), as its position in `tasks`;
  // nothing when none. O(log n), from one sorted index built with the view: the
  // dependency rules used to build a map of the ids each, six per check.
  std::optional<std::size_t> first_with_id(std::string_view id) const;
  // Whether the task has a well-formed id that no other task has: then a dependency of
  // its own on that id names it, whatever the other tasks were meant to be (D16).
  bool owns_its_id(const TaskRef& task) const { return task.has_well_formed_id() && by_id_.only_one(task.id->string); }
  // Every task has a well-formed id, and no two the same: only then do the dependency
  // rules judge (D16).
  bool ids_unique() const { return ids_unique_; }

  // `root` is the top-level object. What breaks the schema's keys and types goes to
  // `shape`, the pass the catalog's "pass": "shape" rules belong to; values `damage`
  // calls unreadable are skipped.
  static PlanView of(const json::Value& root, const json_contract::ValueDamage& damage, PassFindings& shape);

 private:
  void index_ids();
  json_contract::FirstPositions<std::string_view> by_id_;  // every task with a well-formed id
  bool ids_unique_ = false;
};

// Whether a number is an integer by its value, as JSON Schema counts them (2, 2.0, 2e0; D2).
bool is_integral(const json::Value&);
// The value of an integral number, clamped to the int64 range.
std::int64_t clamped_integer(const json::Value&);

// A string for messages, quoted and cut short (shared with stepplan).
using json_contract::quoted_excerpt;

// "tasks[0].title" or, for the top-level object, "top level".
std::string where(const json_contract::Path& path);

}  // namespace conform::fixplan
