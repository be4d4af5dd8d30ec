#pragma once
// The stepplan read off the JSON tree once, leniently, for the oracles: the steps
// array, each step's id and its index k in `step_k`, and the contract's key tables.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/json_contract/first_positions.hpp"
#include "oracles/json_contract/shape.hpp"
#include "oracles/json_contract/value_damage.hpp"
#include "parsers/json/ast.hpp"

namespace conform::stepplan {

// The Output Contract (docs/design.md): the keys of each object.
std::span<const json_contract::KeySpec> top_level_keys();
std::span<const json_contract::KeySpec> step_keys();  // `tool` is not required here: MISSING-TOOL reports it
std::span<const json_contract::KeySpec> tool_keys();

// k of "step_k" (k a decimal integer without sign or leading zeros, at most 18 digits;
// step_0 is in the convention and breaks "Start from step_1", D1); nothing for any other text.
std::optional<std::uint64_t> step_index(std::string_view id);

struct StepRef {
  const json::Value* node = nullptr;     // the array element, whatever its kind
  const json::Value* id = nullptr;       // its step_id member when the step is an object and the id readable
  std::optional<std::uint64_t> index;    // when the id is a well-formed "step_k"
  bool repeats = false;                  // an earlier step has the same k
};

// A step as messages name it: its step_id, or its place when it has no readable string id.
std::string step_label(const StepRef& s, std::size_t position);

struct PlanView {
  const json::Value* root = nullptr;   // the top-level object
  // The steps member, when it is an array of at least one step. A missing, mistyped or
  // empty steps is the shape pass's alone (MISSING-FIELD, WRONG-TYPE, NO-STEPS): with no
  // steps to judge, the rules of the request (step count, fallback) stay silent too.
  const json::Value* steps = nullptr;
  std::vector<StepRef> step_refs;
  // Every step is an object whose step_id is a well-formed "step_k". Otherwise which
  // step is which is unknown: the numbering rules and UNKNOWN-DEPENDENCY stay silent
  // (spec/stepplan/decisions.md, D8), the malformed step is reported by its own rule, and
  // only what the well-formed ids decide alone (a self or forward dependency) is judged.
  bool numbering_known = false;

  // A step_id the front end had to repair is left out (`id` is null): which step it
  // names is unknown, so the numbering rules and UNKNOWN-DEPENDENCY stay silent (D8, D14).
  static PlanView of(const json::Value& root, const json_contract::ValueDamage& damage);
  // The step whose id is "step_k", the first such; nullptr when none. O(log n): a plan
  // of n steps with a dependency each is checked in O(n log n). When numbering_known,
  // an id names a step exactly when its k does (`step_index` reads each "step_k" once,
  // and no other text is an id), so dependencies are resolved by k: integers compared
  // where ids were compared byte by byte, a memcmp each, a fifth of the check of a
  // plan with thousands of steps.
  const StepRef* numbered(std::uint64_t k) const;
  // (k, position in step_refs) of every step whose id is a well-formed "step_k", sorted
  // by k and, among equal ks, by position: the first of each k is its first step.
  std::span<const std::pair<std::uint64_t, std::size_t>> by_index() const { return by_index_.entries(); }

 private:
  json_contract::FirstPositions<std::uint64_t> by_index_;
};

}  // namespace conform::stepplan
