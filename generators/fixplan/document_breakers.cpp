// Breakers for the rules only the document states: dependencies, task ids, rename
// targets, paths, UTC, the model's name, and the summary's length (a warning).
#include <algorithm>
#include <functional>

#include "generators/core/decision_capture.hpp"
#include "generators/fixplan/breakers.hpp"
#include "generators/fixplan/generators.hpp"
#include "generators/fixplan/plan_draft.hpp"
#include "generators/fixplan/plan_parts.hpp"
#include "generators/json/style.hpp"
#include "oracles/fixplan/schema.hpp"
#include "parsers/json/build.hpp"
#include "core/utf8.hpp"

namespace conform::fixplan::gen {
namespace {

namespace build = json::build;
using json::Value;

Value timestamp_not_utc() {
  Value p = *valid_plan();
  Value& created = build::at(build::at(p, "metadata"), "created_at");
  std::string text(created.string);
  text.pop_back();  // the Z
  // Not -00:00, which is not UTC under D3 only.
  created = build::string(text + one_of({"+01:00", "-05:00", "+05:30", "-08:00", "+09:00", "-00:30", "+14:00"}));
  return p;
}

Value not_a_claude_model() {
  Value p = *valid_plan();
  build::set(build::at(p, "metadata"), "model",
             build::string(one_of({"gpt-4o", "gpt-4-turbo", "gemini-1.5-pro", "llama-3-70b", "mistral-large", "o1-preview"})));
  return p;
}

// A task the plan does not have, a little past the last (T32 in a 3-task plan is no
// mistake a planner makes).
Value unknown_dependency() {
  Value p = *valid_plan();
  auto tasks = task_nodes(p);
  Value& task = *pick(tasks);
  add_dependency(task, task_id(tasks.size() + *rc::gen::inRange<std::size_t>(0, 3)));
  return p;
}

Value self_dependency() {
  Value p = *valid_plan();
  auto tasks = task_nodes(p);
  const std::size_t i = *rc::gen::inRange<std::size_t>(0, tasks.size());
  add_dependency(*tasks[i], task_id(i));
  return p;
}

Value dependency_cycle() {
  Value p = *plan_with_tasks(2, max_tasks);
  auto tasks = task_nodes(p);
  std::vector<std::size_t> order(tasks.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  for (std::size_t k = order.size(); k > 1; --k) std::swap(order[k - 1], order[*rc::gen::inRange<std::size_t>(0, k)]);
  order.resize(*rc::gen::inRange<std::size_t>(2, std::min<std::size_t>(order.size(), 5) + 1));
  for (std::size_t k = 0; k < order.size(); ++k) add_dependency(*tasks[order[k]], task_id(order[(k + 1) % order.size()]));
  return p;
}

// The task numbers of generated ids ("T3": 2), for the plan's own well-formed ids.
std::size_t index_of(std::string_view id) { return std::stoul(std::string(id.substr(1))) - 1; }

Value duplicate_task_id() {
  Value p = *plan_with_tasks(2, max_tasks);
  auto tasks = task_nodes(p);
  const std::size_t n = tasks.size();
  // Any task may take another's id: the gap or the order that leaves in the ids is no fault
  // under any reading ("`T` followed by digits. Stable reference for dependencies"; the
  // corpus's valid/ids-with-gaps-and-zeros.json and valid/ids-out-of-order.json), which
  // D12 records.
  const std::size_t i = *rc::gen::inRange<std::size_t>(0, n);
  std::size_t j = *rc::gen::inRange<std::size_t>(0, n - 1);
  if (j >= i) ++j;
  // Task i takes task j's id. A dependency left on i's old id would name no task, one of
  // i's on j its own id, and one of i's on a task that waits on j a cycle through the
  // repeated id: faults a reader may count beside the repeat, which D16 alone keeps
  // quiet. The plan is rejected under any reading, so now and then the draw keeps them
  // and notes D16 for its rule (invalid/D16-FIXPLAN-DUPLICATE-TASK-ID-dependencies-not-judged.json).
  const bool judged_alike = *rc::gen::inRange(0, 3) != 0;
  const Value kept = p;
  for (Value* t : tasks) remove_dependency(*t, task_id(i));
  remove_dependency(*tasks[i], task_id(j));
  // Nor may task i wait on a task that waits on task j: that task waits on i as well once
  // i is called task_id(j), a cycle through the repeated id that D16 alone keeps quiet.
  // Dependencies point to earlier tasks, so one pass in order finds who waits on j.
  std::vector<bool> waits(n, false);
  waits[j] = true;
  for (std::size_t k = 0; k < n; ++k)
    if (const Value* deps = tasks[k]->find("dependencies"))
      for (const Value& d : deps->elements) waits[k] = waits[k] || waits[index_of(d.string)];
  std::vector<std::string> back;
  if (const Value* deps = tasks[i]->find("dependencies"))
    for (const Value& d : deps->elements)
      if (waits[index_of(d.string)]) back.emplace_back(d.string);
  for (const std::string& d : back) remove_dependency(*tasks[i], d);
  if (!judged_alike && !(p == kept)) {
    p = kept;
    tasks = task_nodes(p);
    conform::gen::rule_rests_on("D16");
  }
  build::set(*tasks[i], "id", build::string(task_id(j)));
  return p;
}

Value missing_target_path() {
  Value p = *valid_plan();
  auto edits = edit_nodes(p);
  Value& edit = *pick(edits);
  build::set(edit, "action", build::string("rename_file"));
  build::erase(edit, "target_path");
  return p;
}

// The document says "POSIX relative path" of an edit's `path`; that `target_path` and the
// items of `context_files` are paths too is D9's.
Value broken_path(const std::function<std::string(const std::string&)>& change) {
  Value p = *valid_plan();
  std::vector<Value*> slots;
  if (conform::gen::may_rest_on("D9")) {
    slots = path_slots(p);
  } else {
    for (const ValueSlot& slot : value_slots(p))
      if (slot.key == "path" && slot.value->is_string()) slots.push_back(slot.value);
  }
  Value& path = *pick(slots);
  path = build::string(change(std::string(path.string)));
  return p;
}

// A drive letter or a home directory is absolute to Windows or a shell, not to POSIX:
// `C:/…` and `~/…` are relative names to POSIX, and only D9 rejects them. `C:\…` is a relative
// name with backslashes to POSIX, rejected under any reading, and only D9 makes it
// ABSOLUTE-PATH rather than BACKSLASH-PATH: the draw notes D9 for its rule
// (invalid/D9-FIXPLAN-ABSOLUTE-PATH-windows-drive-target-path.json).
std::string absolute(const std::string& path) {
  std::vector<std::string> choices{"/" + path, "/Users/dev/SpaceAdventure/" + path};
  if (conform::gen::may_rest_on("D9"))
    choices.insert(choices.end(), {"C:/Projects/SpaceAdventure/" + path, "~/Projects/SpaceAdventure/" + path});
  const std::size_t seed_decided = choices.size();
  std::string windows = "C:\\Projects\\SpaceAdventure\\" + path;
  std::replace(windows.begin(), windows.end(), '/', '\\');
  choices.push_back(std::move(windows));
  return conform::gen::pick_rule_resting(std::move(choices), seed_decided, "D9");
}

std::string with_backslashes(const std::string& path) {
  std::string out = path.find('/') == std::string::npos ? "Sources\\" + path : path;
  std::replace(out.begin(), out.end(), '/', '\\');
  return out;
}

// A NUL inside a name or after it; JSON writes it \u0000.
std::string with_nul(const std::string& path) {
  const std::size_t at = *rc::gen::inRange<std::size_t>(0, path.size() + 1);
  return path.substr(0, at) + std::string(1, '\0') + path.substr(at);
}

std::string escaping(const std::string& path) {
  return one_of({"../" + path, "../../" + path, "Sources/../../" + path, "./../" + path});
}

std::size_t code_points(const std::string& text) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); i += utf8::decode(text, i).length) ++n;
  return n;
}

Value summary_too_long() {
  Value p = *valid_plan();
  std::string summary = *json_gen::prose_text();
  const std::size_t wanted = summary_limit + *rc::gen::inRange<std::size_t>(1, 200);
  while (code_points(summary) < wanted) summary += " " + *json_gen::prose_text();
  build::set(build::at(p, "overview"), "summary", build::string(summary));
  return p;
}

}  // namespace

void add_document_breakers(BreakerTable& out) {
  out["FIXPLAN-TIMESTAMP-NOT-UTC"] = timestamp_not_utc;
  out["FIXPLAN-CLAUDE-MODEL-STRING"] = not_a_claude_model;
  out["FIXPLAN-UNKNOWN-DEPENDENCY"] = unknown_dependency;
  out["FIXPLAN-SELF-DEPENDENCY"] = self_dependency;
  out["FIXPLAN-DEPENDENCY-CYCLE"] = dependency_cycle;
  out["FIXPLAN-DUPLICATE-TASK-ID"] = duplicate_task_id;
  out["FIXPLAN-MISSING-TARGET-PATH"] = missing_target_path;
  out["FIXPLAN-NUL-IN-PATH"] = [] { return broken_path(with_nul); };
  out["FIXPLAN-ABSOLUTE-PATH"] = [] { return broken_path(absolute); };
  out["FIXPLAN-BACKSLASH-PATH"] = [] { return broken_path(with_backslashes); };
  out["FIXPLAN-PATH-ESCAPES-ROOT"] = [] { return broken_path(escaping); };
  out["FIXPLAN-SUMMARY-TOO-LONG"] = summary_too_long;
}

}  // namespace conform::fixplan::gen
