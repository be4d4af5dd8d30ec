// One breaker per checkable error rule: a valid plan changed so that it breaks that
// rule and, among errors, only that rule (the properties check exactly this).
#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>

#include "generators/core/base_capture.hpp"
#include "generators/core/decision_capture.hpp"
#include "parsers/json/printer.hpp"
#include "generators/json/envelope_breakers.hpp"
#include "generators/json/style.hpp"
#include "generators/stepplan/generators.hpp"
#include "oracles/json_contract/envelope_oracles.hpp"
#include "oracles/stepplan/plan_view.hpp"
#include "core/rule_catalog.hpp"
#include "parsers/json/build.hpp"
#include "parsers/json/parser.hpp"

namespace conform::stepplan::gen {
namespace {

namespace b = json::build;
using json::Value;

json::List<Value>& steps_of(Value& plan) { return b::at(plan, "steps").elements; }
std::string id_of(Value& step) { return std::string(b::at(step, "step_id").string); }
std::string step_name(std::uint64_t k) { return "step_" + std::to_string(k); }

// Adds `delta` to every index k >= from, in step ids and dependencies alike (a negative
// one down to -from: renumber(plan, 1, -1) numbers the steps from step_0).
void renumber(Value& plan, std::uint64_t from, std::int64_t delta) {
  auto shift = [&](json::Text& id) {
    if (auto k = step_index(id); k && *k >= from) id = json::Text(step_name(*k + static_cast<std::uint64_t>(delta)));
  };
  for (auto& step : steps_of(plan)) {
    shift(b::at(step, "step_id").string);
    for (auto& d : b::at(step, "dependencies").elements) shift(d.string);
  }
}

std::size_t pick(std::size_t count) { return *rc::gen::inRange<std::size_t>(0, count); }

// Decisions of spec/stepplan/decisions.md (generators/core/decision_capture.hpp).
using conform::gen::may_rest_on;
using conform::gen::rule_rests_on;

// A step whose id a breaker takes away or spoils leaves no dependency on it behind: one
// would name a step the plan no longer declares, a second fault (§5), which only D8 keeps
// quiet.
void forget_dependency(Value& step, std::string_view id) {
  std::erase_if(b::at(step, "dependencies").elements, [&](const Value& d) { return d.is_string() && std::string_view(d.string) == id; });
}
void forget_dependencies_on(Value& plan, const std::string& id) {
  for (auto& step : steps_of(plan))
    if (step.is_object()) forget_dependency(step, id);
}

Value& some_step(Value& plan) {
  auto& steps = steps_of(plan);
  return steps[pick(steps.size())];
}

// The step whose id a breaker spoils or takes away. The plan is rejected under any
// reading (the id is missing, no string or no step_<k>), and when it is the last of two
// or more, the well-formed ids before it still run step_1 … step_k with no gap, so that
// no reader sees a numbering fault too. Any other step, or the only one, leaves a gap or
// no step_1 behind the spoilt id: that the plan then breaks no numbering rule as well is
// D8's alone, which names only the rule of the spoilt id (the draw notes D8 for its rule).
Value& step_to_spoil(Value& plan) {
  auto& steps = steps_of(plan);
  Value& step = *rc::gen::arbitrary<bool>() ? steps.back() : some_step(plan);
  if (steps.size() < 2 || &step != &steps.back()) rule_rests_on("D8");
  return step;
}

Value wrong_value_for_string() {
  return *rc::gen::element(b::integer(42), b::null(), b::boolean(true), b::strings({"a"}), b::object());
}

// A breaker edits a valid plan in place; it may draw values with *gen.
using Edit = std::function<void(Value& plan, const Config&)>;

void missing_field(Value& plan, const Config&) {
  switch (pick(3)) {
    case 0: b::erase(plan, *rc::gen::element<std::string>("task_summary", "assumptions", "risks", "steps")); break;
    case 1: {
      const std::string key =
          *rc::gen::element<std::string>("step_id", "title", "description", "dependencies", "deliverable", "acceptance");
      Value& step = key == "step_id" ? step_to_spoil(plan) : some_step(plan);
      if (key == "step_id") forget_dependencies_on(plan, id_of(step));
      b::erase(step, key);
      break;
    }
    // The contract writes the tool {"name": …, "args": …}, and §8 says "MUST NOT emit
    // missing fields": without either it breaks the rule under any reading
    // (invalid/STEPPLAN-MISSING-FIELD/tool-without-args.json; D13 records it).
    default: {
      Value& tool = b::at(some_step(plan), "tool");
      b::erase(tool, *rc::gen::element<std::string>("name", "args"));
    }
  }
}

void extra_field(Value& plan, const Config&) {
  const std::string key = *rc::gen::element<std::string>("notes", "priority", "estimated_duration", "rationale", "status",
                                                          "version", "metadata", "Tool", "step_id ");
  Value value = *rc::gen::element(b::string("high"), b::integer(2), b::null(), b::object());
  switch (pick(3)) {
    case 0: b::set(plan, key, value); break;
    case 1: b::set(some_step(plan), key, value); break;
    // "Exactly these keys" is said of the plan and its steps, and the tool is written
    // {"name": …, "args": …}: a third key is an extra field by §8 ("MUST NOT emit extra
    // fields") under any reading (invalid/STEPPLAN-EXTRA-FIELD/tool-timeout.json; D13
    // records it).
    default: b::set(b::at(some_step(plan), "tool"), key, value);
  }
}

void wrong_type(Value& plan, const Config&) {
  const std::size_t which = pick(9);
  Value& step = which == 4 ? step_to_spoil(plan) : some_step(plan);
  // Not tool.name: a name that is no string is no whitelisted tool either.
  switch (which) {
    case 0: b::set(plan, "task_summary", wrong_value_for_string()); break;
    case 1: {
      const std::string key = *rc::gen::element<std::string>("assumptions", "risks");
      b::set(plan, key, *rc::gen::element(b::string("none"), b::null(), b::object()));
      break;
    }
    case 2: b::set(plan, "risks", b::array({b::integer(1), b::string("ok")})); break;
    case 3: b::set(plan, "steps", *rc::gen::element(b::object(), b::string("step_1"), b::null())); break;
    case 4:
      forget_dependencies_on(plan, id_of(step));
      b::at(step, "step_id") = b::integer(static_cast<std::int64_t>(*step_index(id_of(step))));
      break;
    case 5: {
      const std::string key = *rc::gen::element<std::string>("title", "description", "deliverable", "acceptance");
      b::set(step, key, wrong_value_for_string());
      break;
    }
    // A bare string names its step (D24), and `1` or ["step_1"] may be read so: what
    // names a step names step_1 from a later step only, or it would depend on itself too.
    case 6:
      b::set(step, "dependencies", id_of(step) == "step_1" ? *rc::gen::element(b::null(), b::object())
                                                           : *rc::gen::element(b::string("step_1"), b::null(), b::object()));
      break;
    case 7:
      b::at(step, "dependencies").elements.push_back(id_of(step) == "step_1"
                                                        ? *rc::gen::element(b::null(), b::boolean(true))
                                                        : *rc::gen::element(b::integer(1), b::null(), b::strings({"step_1"})));
      break;
    default: b::set(b::at(step, "tool"), "args", *rc::gen::element(b::string("{}"), b::array(), b::null(), b::integer(0)));
  }
}

void step_not_object(Value& plan, const Config& config) {  // a WRONG-TYPE variant
  Value& step = step_to_spoil(plan);
  const std::string id = id_of(step);
  step = *rc::gen::element(b::string(id), b::array(), b::null());
  forget_dependencies_on(plan, id);
}

void blank_string(Value& plan, const Config&) {
  // Whether a no-break space is blank is D9's: Java's isBlank says it is not.
  const std::string blank = may_rest_on("D9") ? *rc::gen::element<std::string>("", " ", "\t\n", "\u3000", "\u00a0 ")
                                      : *rc::gen::element<std::string>("", " ", "\t\n", "\u3000");
  Value& step = some_step(plan);
  // Not tool.name: a blank name is UNREGISTERED-TOOL (decision D15).
  if (*rc::gen::arbitrary<bool>()) b::set(plan, "task_summary", b::string(blank));
  else b::set(step, *rc::gen::element<std::string>("title", "description", "deliverable", "acceptance"), b::string(blank));
}

void no_steps(Value& plan, const Config&) { b::set(plan, "steps", b::array()); }

void step_id_format(Value& plan, const Config&) {
  Value& step = step_to_spoil(plan);
  const std::string k = std::to_string(*step_index(id_of(step)));
  forget_dependencies_on(plan, id_of(step));
  // Near misses of the step_{k} convention, and the bare number k: no `step_1 … step_N`
  // of the Output Contract under any reading, but whether an id in another convention
  // breaks this rule or only the numbering ("when using the step_{k} convention") is D1's
  // (corpus/stepplan/invalid/D1-STEPPLAN-STEP-ID-FORMAT-bare-numbers.json).
  b::set(step, "step_id", b::string(conform::gen::pick_rule_resting<std::string>(
                                        {"Step_" + k, "step-" + k, "step " + k, "step_0" + k, "STEP_" + k,
                                         "step_" + k + ".0", "step_", "step_" + k + " ", k},
                                        8, "D1")));
}

// Starting at step_2: one starting at step_3 may be read as skipping step_2 too, which
// SKIPPED-STEP-INDEX counts only from the first index written (its catalog note, which
// is no decision a draw can note). Numbering from step_0 does not start from step_1
// under any reading; that the id is well formed and the fault is the numbering is D1's
// (corpus/stepplan/invalid/D1-STEPPLAN-FIRST-STEP-NOT-STEP-1-zero-based-numbering.json).
void first_step_not_1(Value& plan, const Config&) {
  if (*rc::gen::inRange(0, 4) == 0) {
    rule_rests_on("D1");
    renumber(plan, 1, -1);
    return;
  }
  renumber(plan, 1, conform::gen::may_rest_on("SKIPPED-STEP-INDEX's note") ? *rc::gen::inRange<std::int64_t>(1, 4) : 1);
}

void skipped_index(Value& plan, const Config&) {
  const auto n = steps_of(plan).size();  // at least 2
  const auto from = *rc::gen::inRange<std::uint64_t>(2, n + 1);
  renumber(plan, from, *rc::gen::inRange<std::uint64_t>(1, 3));
}

bool depends_on(Value& step, std::string_view id) {
  const auto& deps = b::at(step, "dependencies").elements;
  return std::any_of(deps.begin(), deps.end(), [&](const Value& d) { return d.is_string() && std::string_view(d.string) == id; });
}

// Steps not in ascending order: rejected under any reading ("Emit steps in ascending
// order"). Whether "earlier" in §5 is the index or the place is D2's: a step placed before
// one it depends on breaks the second reading too, and so does a plan that opens with
// another step than step_1 ("Start from step_1", though it has one), so such a draw notes
// D2 for its rule. Two neighbours past the first swapped, the moved one no longer
// depending on the other, are this rule's alone under both.
void out_of_order(Value& plan, const Config&) {
  auto& steps = steps_of(plan);  // at least 2
  if (*rc::gen::inRange(0, 4) == 0) {
    std::reverse(steps.begin(), steps.end());
    rule_rests_on("D2");
    return;
  }
  const std::size_t first = steps.size() >= 3 && *rc::gen::inRange(0, 3) != 0 ? 1 : 0;
  const std::size_t i = first + pick(steps.size() - 1 - first);
  if (i == 0) rule_rests_on("D2");
  std::swap(steps[i], steps[i + 1]);
  if (*rc::gen::inRange(0, 3) != 0) forget_dependency(steps[i], id_of(steps[i + 1]));
  else if (depends_on(steps[i], id_of(steps[i + 1]))) rule_rests_on("D2");
}

// The copy right after its step ("step_1, step_2, step_2") is this rule's alone. One after
// a higher id ("step_1, step_2, step_1") is rejected under any reading too, not unique nor
// ascending; that it is the repeat alone and not also out of order is D16's.
void duplicate_step_id(Value& plan, const Config&) {
  auto& steps = steps_of(plan);
  const std::size_t i = pick(steps.size());
  Value copy = steps[i];
  b::set(copy, "title", b::string(*json_gen::prose_text()));
  std::size_t at = i + 1;
  if (at < steps.size() && *rc::gen::inRange(0, 3) == 0) {
    at = *rc::gen::inRange<std::size_t>(i + 2, steps.size() + 1);
    rule_rests_on("D16");
  }
  steps.insert(steps.begin() + static_cast<std::ptrdiff_t>(at), std::move(copy));
}

void unknown_dependency(Value& plan, const Config&) {
  const auto n = steps_of(plan).size();
  Value& step = some_step(plan);
  std::vector<std::string> names{"step_0", "", "setup"};
  // step_1 misspelt names itself on step_1, for a reader who reads past the slip.
  if (id_of(step) != "step_1") names.insert(names.end(), {"Step_1", "1", "step_1 "});
  // A step_<k> past the last: no declared step under any reading ("Reference only
  // declared step_ids"); that it is missing and not also a future step is D25's.
  const std::size_t seed_decided = names.size();
  names.push_back(step_name(n + 1 + pick(5)));
  b::at(step, "dependencies").elements.push_back(b::string(conform::gen::pick_rule_resting(std::move(names), seed_decided, "D25")));
}

void self_dependency(Value& plan, const Config&) {
  Value& step = some_step(plan);
  auto& deps = b::at(step, "dependencies").elements;
  // Last, as a list in ascending order has it. Anywhere else the step still names itself,
  // and whether the list's order is a second fault is D2's (it is free).
  const std::size_t at = pick(deps.size() + 1);
  if (at < deps.size()) rule_rests_on("D2");
  deps.insert(deps.begin() + static_cast<std::ptrdiff_t>(at), b::string(id_of(step)));
}

void forward_dependency(Value& plan, const Config&) {
  auto& steps = steps_of(plan);  // at least 2
  const std::size_t i = pick(steps.size() - 1);
  const std::size_t later = *rc::gen::inRange<std::size_t>(i + 1, steps.size());
  b::at(steps[i], "dependencies").elements.push_back(b::string(id_of(steps[later])));
}

void missing_tool(Value& plan, const Config&) { b::erase(some_step(plan), "tool"); }

void tool_not_object(Value& plan, const Config& config) {
  Value& step = some_step(plan);
  const std::string name(b::at(b::at(step, "tool"), "name").string);
  b::set(step, "tool", *rc::gen::element(b::string(name), b::strings({name}), b::null(), b::integer(1)));
}

void unregistered_tool(Value& plan, const Config& config) {
  // A whitelisted name in other letters or with a space, and a blank one, are no name of
  // the whitelist either ("Only tools in the whitelist may be used"), and the contract asks
  // of a tool's name nothing else: D10 and D15 record it, as the corpus's wrong-case.json
  // and empty-name.json have it.
  const std::string name = *rc::gen::suchThat(
      rc::gen::element<std::string>("web_search", "Echo_Tool", "python", "shell_exec", "get_weather", "echo", "GET_TIME",
                                    "echo_tool ", "read_file", "工具", "", " "),
      [&](const std::string& n) { return !config.allows(n); });
  b::set(b::at(some_step(plan), "tool"), "name", b::string(name));
}

// A lone surrogate at the end of a step's tool name ("get_time \ud83d"): JSON by RFC
// 8259's grammar (§8.2 leaves what it means to the reader), and no whitelisted name under
// any reading, as U+FFFD, as written or dropped (the space stays); that its one fault is
// the damaged text (MALFORMED-JSON), not also the tool, is D14's
// (corpus/stepplan/invalid/D14-STEPPLAN-MALFORMED-JSON-lone-surrogate-in-tool-name.json).
std::string with_lone_surrogate_in_a_tool_name(const std::string& text) {
  const auto parsed = json::parse(text);
  const Value* steps = parsed.value ? parsed.value->find("steps") : nullptr;
  if (!steps || steps->elements.empty()) throw std::logic_error("a valid plan has steps");
  const Value* tool = steps->elements[pick(steps->elements.size())].find("tool");
  const Value* name = tool ? tool->find("name") : nullptr;
  if (!name || !name->is_string()) throw std::logic_error("a valid plan's steps name their tools");
  rule_rests_on("D14");
  return text.substr(0, name->end - 1) + " \\ud83d" + text.substr(name->end - 1);
}

struct Breaker {
  Edit edit;
  int min_steps = 1;
};

const std::map<std::string, Breaker, std::less<>>& contract_breakers() {
  static const std::map<std::string, Breaker, std::less<>> breakers{
      {"STEPPLAN-MISSING-FIELD", {missing_field}},
      {"STEPPLAN-EXTRA-FIELD", {extra_field}},
      {"STEPPLAN-WRONG-TYPE", {[](Value& p, const Config& c) {
         if (*rc::gen::inRange(0, 8) == 0) step_not_object(p, c);
         else wrong_type(p, c);
       }}},
      {"STEPPLAN-BLANK-STRING", {blank_string}},
      {"STEPPLAN-NO-STEPS", {no_steps}},
      {"STEPPLAN-STEP-ID-FORMAT", {step_id_format}},
      {"STEPPLAN-FIRST-STEP-NOT-STEP-1", {first_step_not_1}},
      {"STEPPLAN-SKIPPED-STEP-INDEX", {skipped_index, 2}},
      {"STEPPLAN-STEPS-OUT-OF-ORDER", {out_of_order, 2}},
      {"STEPPLAN-DUPLICATE-STEP-ID", {duplicate_step_id}},
      {"STEPPLAN-UNKNOWN-DEPENDENCY", {unknown_dependency}},
      {"STEPPLAN-SELF-DEPENDENCY", {self_dependency}},
      {"STEPPLAN-FORWARD-DEPENDENCY", {forward_dependency, 2}},
      {"STEPPLAN-MISSING-TOOL", {missing_tool}},
      {"STEPPLAN-TOOL-NOT-OBJECT", {tool_not_object}},
      {"STEPPLAN-UNREGISTERED-TOOL", {unregistered_tool}},
  };
  return breakers;
}

}  // namespace

std::vector<std::string> breakable_rules() {
  std::vector<std::string> out;
  for (const Rule* r : RuleCatalog::builtin().for_dialect("stepplan"))
    if (!r->envelope.empty() || contract_breakers().count(r->id)) out.push_back(r->id);
  return out;
}

rc::Gen<std::string> broken_text(std::string_view rule, const Config& config) {
  const Rule* entry = RuleCatalog::builtin().find(rule);
  if (!entry || entry->dialect != "stepplan") throw std::invalid_argument("no stepplan breaker for " + std::string(rule));
  if (!entry->envelope.empty()) {
    const auto check = json_contract::envelope_check(entry->envelope);
    const auto envelope = json_gen::break_envelope(check, valid_text(config), {"D19", "D19", "D17", "D18"});
    if (check != json_contract::EnvelopeCheck::malformed_json) return envelope;
    return rc::gen::exec([envelope, config] {
      if (*rc::gen::inRange(0, 5) != 0) return *envelope;
      const std::string text = *valid_text(config);
      conform::gen::BaseCapture::note(text);
      return with_lone_surrogate_in_a_tool_name(text);
    });
  }
  auto it = contract_breakers().find(rule);
  if (it == contract_breakers().end()) throw std::invalid_argument("no stepplan breaker for " + std::string(rule));
  const Breaker breaker = it->second;
  return rc::gen::mapcat(valid_plan(config, breaker.min_steps), [breaker, config](Value plan) {
    return rc::gen::mapcat(rc::gen::exec([breaker, config, plan] {
                             if (conform::gen::BaseCapture::active()) conform::gen::BaseCapture::note(json::print(plan));
                             Value broken = plan;
                             breaker.edit(broken, config);
                             return broken;
                           }),
                           [](const Value& broken) { return json_gen::restyled(broken); });
  });
}

}  // namespace conform::stepplan::gen
