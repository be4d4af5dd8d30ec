// The Tool Contract (seed 003 §6): every step names a whitelisted tool, and a requested
// tool that is not available becomes a documented echo_tool step.
#include <algorithm>

#include "core/ascii.hpp"

#include "oracles/json_contract/shape.hpp"
#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {
namespace {

class MissingToolOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-MISSING-TOOL"; }
  void check(const CheckContext& c, Report& r) const override {
    for (std::size_t i = 0; i < c.view.step_refs.size(); ++i) {
      const auto& s = c.view.step_refs[i];
      // A key that could not be read may be the tool (D14).
      if (s.node->is_object() && !s.node->find("tool") && !c.damage.some_key_unreadable(*s.node))
        r.at(s.node->begin, step_label(s, i) + " has no \"tool\": each step must contain a tool field");
    }
  }
};

// A tool string that holds serialised JSON (`"{\"name\": \"echo_tool\", …}"`) names no
// tool: its one fault is the form. A bare name is judged as an object's would be (D5).
bool holds_serialised_json(const json::Value& tool) {
  const std::string_view text = tool.string;
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && (text[first] == '{' || text[first] == '[');
}


class ToolNotObjectOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-TOOL-NOT-OBJECT"; }
  void check(const CheckContext& c, Report& r) const override {
    for (std::size_t i = 0; i < c.view.step_refs.size(); ++i) {
      const auto& s = c.view.step_refs[i];
      const json::Value* tool = s.node->is_object() ? s.node->find("tool") : nullptr;
      if (!tool || tool->is_object() || c.unreadable(*tool)) continue;
      const bool serialised = tool->is_string() && holds_serialised_json(*tool);
      r.at(tool->begin, step_label(s, i) + ": tool is " +
                            (serialised ? "a string that holds serialised JSON" : json_contract::describe(*tool)) +
                            "; the contract's tool is an object {\"name\": …, \"args\": {…}}" +
                            (serialised ? ", written as itself, not inside a string" : ""));
    }
  }
};

// The tool a step names: its tool object's name or, in the bare forms TOOL-NOT-OBJECT
// reports, the tool string itself or the one string of a list (`["web_search"]`);
// nullptr when there is none.
const json::Value* named_tool(const StepRef& s) {
  const json::Value* tool = s.node->is_object() ? s.node->find("tool") : nullptr;
  if (tool && tool->is_object()) return tool->find("name");
  if (tool && tool->is_array() && tool->elements.size() == 1) tool = &tool->elements.front();
  return tool && tool->is_string() && !holds_serialised_json(*tool) ? tool : nullptr;
}

// A bare `"tool": "web_search"` (or `["web_search"]`) breaks two rules: its form, and the whitelist, which the
// object form {"name": "web_search", …} would still break (D5).
class UnregisteredToolOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-UNREGISTERED-TOOL"; }
  void check(const CheckContext& c, Report& r) const override {
    for (std::size_t i = 0; i < c.view.step_refs.size(); ++i) {
      const auto& s = c.view.step_refs[i];
      const json::Value* name = named_tool(s);
      // An empty or blank name is no whitelisted tool either (D15).
      if (!name || !name->is_string() || c.unreadable(*name) || c.config.allows(name->string)) continue;
      std::string allowed;
      for (const auto& t : c.config.tools) allowed += (allowed.empty() ? "" : ", ") + t;
      r.at(name->begin, step_label(s, i) + " uses " + json_contract::quoted_excerpt(name->string) +
                            ", which is not in the tool whitelist (" + allowed + ")");
    }
  }
};

// Names it as a word of its own (D5).
bool mentions(const json::Value* text, std::string_view tool) {
  return text && text->is_string() && contains_name_ignoring_ascii_case(text->string, tool);
}

class UndocumentedFallbackOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-UNDOCUMENTED-FALLBACK"; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.view.steps) return;
    // An unreadable value may say anything: it is not held against the plan (D14).
    auto unreadable = [&](const json::Value* v) { return v && c.unreadable(*v); };
    auto names = [&](const StepRef& s, std::string_view tool) {
      const json::Value* name = named_tool(s);
      return unreadable(name) || (name && name->is_string() && name->string == tool);
    };
    for (const auto& requested : c.config.requested_tools) {
      if (c.config.allows(requested)) continue;
      auto says = [&](const json::Value* text) { return unreadable(text) || mentions(text, requested); };
      // A step that uses the requested tool itself made no downgrade: its fault is the
      // tool (UNREGISTERED-TOOL), not an undocumented fallback (D5).
      const bool handled = std::any_of(c.view.step_refs.begin(), c.view.step_refs.end(), [&](const StepRef& s) {
        if (names(s, requested)) return true;
        return names(s, "echo_tool") && says(s.node->find("description")) && says(s.node->find("deliverable"));
      });
      if (!handled)
        r.at(c.view.steps->begin, "the requested tool \"" + requested +
                                      "\" is not available, and no echo_tool step names it in both its description and "
                                      "its deliverable to document the downgrade");
    }
  }
};

}  // namespace

void add_tool_oracles(StepplanOracles& out) {
  out.add(std::make_unique<MissingToolOracle>());
  out.add(std::make_unique<ToolNotObjectOracle>());
  out.add(std::make_unique<UnregisteredToolOracle>());
  out.add(std::make_unique<UndocumentedFallbackOracle>());
}

}  // namespace conform::stepplan
