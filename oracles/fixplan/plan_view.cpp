#include "oracles/fixplan/plan_view.hpp"

#include <limits>
#include <utility>

#include "oracles/fixplan/schema.hpp"
#include "oracles/json_contract/shape.hpp"

namespace conform::fixplan {

using json::Value;
using json_contract::KeySpec;
using json_contract::Path;

bool needs_text(StringKind kind) {
  return kind == StringKind::text || kind == StringKind::model || kind == StringKind::summary || kind == StringKind::path;
}

// JSON Schema's "integer": a number whose exact decimal value is whole (decision D2), not
// one that a double rounds to a whole number.
bool is_integral(const Value& v) { return v.is_number() && json::has_integral_value(v.number); }

std::int64_t clamped_integer(const Value& v) {
  constexpr auto lowest = std::numeric_limits<std::int64_t>::min();
  constexpr auto highest = std::numeric_limits<std::int64_t>::max();
  if (auto n = json::to_int64(v)) return *n;
  auto d = json::to_double(v).value_or(0.0);
  if (d <= -9.2e18) return lowest;
  if (d >= 9.2e18) return highest;
  return static_cast<std::int64_t>(d);
}

std::string where(const Path& path) { return path.is_top_level() ? "top level" : path.str(); }

namespace {

// One pass over the tree, in source order.
class Walk {
 public:
  Walk(PlanView& view, const json_contract::ValueDamage& damage, PassFindings& shape)
      : v_(view), damage_(damage), shape_(shape) {}

  void plan(const Value& root) {
    const Path top;
    keys(root, top, top_level_keys(), "the top-level object");
    string_at(root, top, "plan_version", StringKind::plan_version);
    const Path overview = top.member("overview");
    if (const Value* o = root.find("overview"); o && object(*o, overview, overview_keys(), "overview")) {
      string_at(*o, overview, "primary_issue", StringKind::text);
      string_at(*o, overview, "risk_level", StringKind::risk_level);
      string_at(*o, overview, "summary", StringKind::summary);
      strings_at(*o, overview, "assumptions", ArrayKind::assumptions, StringKind::text);
    }
    if (const Value* t = root.find("tasks")) tasks(*t, top.member("tasks"));
    const Path tests = top.member("tests");
    if (const Value* t = root.find("tests"); t && object(*t, tests, tests_keys(), "tests")) {
      strings_at(*t, tests, "commands", ArrayKind::commands, StringKind::text);
      if (const Value* b = t->find("stop_on_failure"); b && !b->is_boolean())
        wrong_type(tests.member("stop_on_failure"), *b, "a boolean (true or false)");
      integer_at(*t, tests, "max_attempts", 1, max_attempts_limit);
    }
    const Path metadata = top.member("metadata");
    if (const Value* m = root.find("metadata"); m && object(*m, metadata, metadata_keys(), "metadata")) {
      string_at(*m, metadata, "created_at", StringKind::created_at);
      string_at(*m, metadata, "model", StringKind::model);
      integer_at(*m, metadata, "fix_attempt", 1, std::nullopt);
    }
    for (std::size_t i = 0; i < v_.tasks.size(); ++i) {
      const auto [first, count] = dependencies_[i];
      v_.tasks[i].dependencies = std::span<const StringField>(v_.strings).subspan(first, count);
    }
  }

 private:
  PlanView& v_;
  const json_contract::ValueDamage& damage_;
  PassFindings& shape_;
  // Each task's dependencies as (first, count) in v_.strings, which still grows.
  std::vector<std::pair<std::size_t, std::size_t>> dependencies_;

  void finding(const char* rule, std::size_t offset, std::string message) {
    shape_.report(rule, offset, std::move(message));
  }

  // Nothing when the value is unreadable: MALFORMED-JSON has reported it.
  void wrong_type(const Path& path, const Value& value, std::string_view expected) {
    if (damage_.unreadable(value)) return;
    finding("FIXPLAN-WRONG-TYPE", value.begin,
            path + ": expected " + std::string(expected) + ", found " + json_contract::describe(value));
  }

  void keys(const Value& object, const Path& path, std::span<const KeySpec> spec, std::string_view name) {
    json_contract::WrapperNotes wrapper(object, spec, path.is_top_level());
    json_contract::check_keys(
        object, spec, damage_,
        [&](const KeySpec& key) {
          std::string message = where(path) + ": missing required field \"" + std::string(key.name) + "\"";
          if (!key.why_required.empty()) message += " (" + std::string(key.why_required) + ")";
          message += wrapper.inside(key.name);
          finding("FIXPLAN-MISSING-FIELD", object.begin, std::move(message));
        },
        [&](const json::Member& m) {
          finding("FIXPLAN-EXTRA-FIELD", m.key.begin,
                  path.member(m.key.text) + ": unknown field; " + std::string(name) + " has only " +
                      json_contract::key_list(spec) + wrapper.of(m) + field_elsewhere(m.key.text, spec));
        });
  }

  // A key that belongs to another object of the schema (a task's `notes`: an edit's, round
  // 23's reader): where it goes, for the message.
  static std::string field_elsewhere(std::string_view key, std::span<const KeySpec> here) {
    const std::pair<std::span<const KeySpec> (*)(), std::string_view> objects[] = {
        {top_level_keys, "the top-level object"}, {overview_keys, "overview"}, {task_keys, "a task"},
        {edit_keys, "an edit"}, {tests_keys, "tests"}, {metadata_keys, "metadata"}};
    std::string owners;
    for (const auto& [keys, owner] : objects) {
      const auto spec = keys();
      if (spec.data() == here.data()) continue;
      for (const auto& k : spec)
        if (k.name == key) owners += (owners.empty() ? "" : " or ") + std::string(owner);
    }
    return owners.empty() ? std::string() : " (" + json_contract::quoted_excerpt(key) + " is a field of " + owners + ")";
  }

  // The keys of an object; false, after WRONG-TYPE, when the value is not an object.
  bool object(const Value& value, const Path& path, std::span<const KeySpec> spec, std::string_view name) {
    if (!value.is_object()) {
      wrong_type(path, value, "an object");
      return false;
    }
    keys(value, path, spec, name);
    return true;
  }

  // The value a string must be; false, after WRONG-TYPE, when it is not a string;
  // false and nothing else when it is unreadable.
  bool string(const Value& value, const Path& path, StringKind kind) {
    if (damage_.unreadable(value)) return false;
    if (!value.is_string()) {
      wrong_type(path, value, "a string");
      return false;
    }
    v_.strings.push_back({path, &value, kind});
    return true;
  }

  void string_at(const Value& parent, const Path& parent_path, std::string_view key, StringKind kind) {
    if (const Value* value = parent.find(key)) string(*value, parent_path.member(key), kind);
  }

  // An array; false, after WRONG-TYPE, when the value is not one.
  bool array(const Value& value, const Path& path, ArrayKind kind, std::string_view expected) {
    if (!value.is_array()) {
      wrong_type(path, value, expected);
      return false;
    }
    v_.arrays.push_back({path, &value, kind});
    return true;
  }

  // An array of strings; its items that are strings go to the view's strings.
  void strings_at(const Value& parent, const Path& parent_path, std::string_view key, ArrayKind kind,
                  StringKind item_kind) {
    const Value* value = parent.find(key);
    const Path path = parent_path.member(key);
    if (!value || !array(*value, path, kind, "an array of strings")) return;
    for (std::size_t i = 0; i < value->elements.size(); ++i) string(value->elements[i], path.element(i), item_kind);
  }

  void integer_at(const Value& parent, const Path& parent_path, std::string_view key, std::int64_t min,
                  std::optional<std::int64_t> max) {
    const Value* value = parent.find(key);
    if (!value || damage_.unreadable(*value)) return;
    const Path path = parent_path.member(key);
    if (!is_integral(*value)) {
      wrong_type(path, *value, "an integer");
      return;
    }
    v_.integers.push_back({path, value, min, max});
  }

  void tasks(const Value& value, const Path& tasks_path) {
    if (!array(value, tasks_path, ArrayKind::tasks, "an array of task objects")) return;
    v_.tasks_identified = true;
    for (std::size_t i = 0; i < value.elements.size(); ++i) {
      const Value& task = value.elements[i];
      const Path path = tasks_path.element(i);
      if (!object(task, path, task_keys(), "a task")) {
        v_.tasks_identified = false;
        continue;
      }
      TaskRef ref{path, nullptr, {}};
      if (const Value* id = task.find("id"); id && string(*id, path.member("id"), StringKind::task_id)) ref.id = id;
      if (!ref.has_well_formed_id()) v_.tasks_identified = false;
      string_at(task, path, "title", StringKind::text);
      string_at(task, path, "rationale", StringKind::text);
      strings_at(task, path, "acceptance", ArrayKind::acceptance, StringKind::text);
      const std::size_t first_dependency = v_.strings.size();
      strings_at(task, path, "dependencies", ArrayKind::dependencies, StringKind::dependency);
      dependencies_.push_back({first_dependency, v_.strings.size() - first_dependency});
      if (const Value* edits = task.find("edits")) this->edits(*edits, path.member("edits"));
      strings_at(task, path, "post_checks", ArrayKind::post_checks, StringKind::text);
      v_.tasks.push_back(std::move(ref));
    }
  }

  void edits(const Value& value, const Path& path) {
    if (!array(value, path, ArrayKind::edits, "an array of edit objects")) return;
    for (std::size_t i = 0; i < value.elements.size(); ++i) {
      const Value& edit = value.elements[i];
      const Path edit_path = path.element(i);
      if (!object(edit, edit_path, edit_keys(), "an edit")) continue;
      EditRef ref{edit_path, &edit, nullptr, edit.find_member("target_path") != nullptr};
      if (const Value* action = edit.find("action"); action && string(*action, edit_path.member("action"), StringKind::action))
        ref.action = action;
      string_at(edit, edit_path, "path", StringKind::path);
      string_at(edit, edit_path, "instructions", StringKind::text);
      string_at(edit, edit_path, "target", StringKind::target);
      string_at(edit, edit_path, "strategy", StringKind::strategy);
      strings_at(edit, edit_path, "context_files", ArrayKind::context_files, StringKind::path);
      string_at(edit, edit_path, "target_path", StringKind::path);
      string_at(edit, edit_path, "notes", StringKind::notes);
      v_.edits.push_back(std::move(ref));
    }
  }
};

}  // namespace

bool TaskRef::has_well_formed_id() const { return id && is_task_id(id->string); }

PlanView PlanView::of(const Value& root, const json_contract::ValueDamage& damage, PassFindings& shape) {
  PlanView view;
  Walk(view, damage, shape).plan(root);
  view.index_ids();
  return view;
}

void PlanView::index_ids() {
  for (std::size_t i = 0; i < tasks.size(); ++i)
    if (tasks[i].has_well_formed_id()) by_id_.add(tasks[i].id->string, i);
  by_id_.sort();
  ids_unique_ = by_id_.entries().size() == tasks.size() && by_id_.keys_unique();
}

std::optional<std::size_t> PlanView::first_with_id(std::string_view id) const { return by_id_.first(id); }

}  // namespace conform::fixplan
