// One pass over the Output Contract's shape: which keys each object has, and the JSON
// type of each value. Type checks stop at a value of the wrong type, so a wrong type is
// reported once and nothing inside it is.
#include "oracles/json_contract/path.hpp"
#include "oracles/json_contract/shape.hpp"
#include "oracles/stepplan/context.hpp"

namespace conform::stepplan {
namespace {

using json::Value;
using json_contract::describe;
using json_contract::Path;

class ShapePass {
 public:
  ShapePass(const json_contract::ValueDamage& damage, PassFindings& out) : damage_(damage), out_(out) {}
  void run(const Value& root) {
    const Path top;
    keys(root, top, top_level_keys());
    required_string(root, top, "task_summary");
    string_array(root, top, "assumptions");
    string_array(root, top, "risks");
    if (const Value* steps = root.find("steps")) {
      if (!steps->is_array()) {
        wrong_type(*steps, top.member("steps"), "an array of step objects");
      } else if (steps->elements.empty()) {
        add("STEPPLAN-NO-STEPS", steps->begin, "steps is empty: a plan has at least one step, step_1");
      } else {
        for (std::size_t i = 0; i < steps->elements.size(); ++i) step(steps->elements[i], top.member("steps").element(i));
      }
    }
  }

 private:
  void add(std::string_view rule, std::size_t offset, std::string message) {
    out_.report(rule, offset, std::move(message));
  }

  // Nothing when the value is unreadable: MALFORMED-JSON has reported it.
  void wrong_type(const Value& v, const Path& path, std::string_view expected) {
    if (damage_.unreadable(v)) return;
    add("STEPPLAN-WRONG-TYPE", v.begin, path + ": expected " + std::string(expected) + ", found " + describe(v));
  }

  void keys(const Value& object, const Path& path, std::span<const json_contract::KeySpec> spec) {
    const auto where = [&] { return path.is_top_level() ? std::string("the top level") : path.str(); };
    json_contract::WrapperNotes wrapper(object, spec, path.is_top_level());
    json_contract::check_keys(
        object, spec, damage_,
        [&](const json_contract::KeySpec& key) {
          add("STEPPLAN-MISSING-FIELD", object.begin,
              where() + " has no \"" + std::string(key.name) + "\" key" + wrapper.inside(key.name));
        },
        [&](const json::Member& m) {
          add("STEPPLAN-EXTRA-FIELD", m.key.begin,
              path.member(m.key.text) + ": the contract has no such key (" + where() + " has exactly " +
                  json_contract::key_list(spec) + ")" + wrapper.of(m));
        });
  }

  // A string the contract wants non-blank (`non_blank`) or, for tool.name, any string:
  // the name must be a whitelisted tool, which UNREGISTERED-TOOL checks (D15).
  void required_string(const Value& object, const Path& parent, std::string_view key, bool non_blank = true) {
    const Value* v = object.find(key);
    if (!v || damage_.unreadable(*v)) return;
    const Path path = parent.member(key);
    if (!v->is_string()) wrong_type(*v, path, "a string");
    else if (non_blank && json_contract::is_blank(v->string))
      add("STEPPLAN-BLANK-STRING", v->begin,
          path + " is blank" + (v->string.empty() ? "" : " (" + json_contract::quoted_excerpt(v->string) + ")") +
              ": it must say something");
  }

  void string_array(const Value& object, const Path& parent, std::string_view key) {
    const Value* v = object.find(key);
    if (!v) return;
    const Path path = parent.member(key);
    if (!v->is_array()) {
      wrong_type(*v, path, "an array of strings");
      return;
    }
    for (std::size_t i = 0; i < v->elements.size(); ++i)
      if (!v->elements[i].is_string()) wrong_type(v->elements[i], path.element(i), "a string");
  }

  void step(const Value& s, const Path& path) {
    if (!s.is_object()) {
      wrong_type(s, path, "a step object");
      return;
    }
    keys(s, path, step_keys());
    if (const Value* id = s.find("step_id"); id && !id->is_string()) wrong_type(*id, path.member("step_id"), "a string");
    for (std::string_view key : {"title", "description", "deliverable", "acceptance"}) required_string(s, path, key);
    string_array(s, path, "dependencies");
    if (const Value* tool = s.find("tool"); tool && tool->is_object()) tool_object(*tool, path.member("tool"));
  }

  void tool_object(const Value& tool, const Path& path) {
    keys(tool, path, tool_keys());
    required_string(tool, path, "name", false);
    if (const Value* args = tool.find("args"); args && !args->is_object())
      wrong_type(*args, path.member("args"), "an object");
  }

  const json_contract::ValueDamage& damage_;
  PassFindings& out_;
};

}  // namespace

void check_shape(const json::Value& root, const json_contract::ValueDamage& damage, PassFindings& out) {
  ShapePass(damage, out).run(root);
}

}  // namespace conform::stepplan
