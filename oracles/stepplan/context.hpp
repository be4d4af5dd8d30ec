#pragma once
#include <string>
#include <vector>

#include "oracles/core/oracle.hpp"
#include "oracles/core/pass_findings.hpp"
#include "oracles/json_contract/value_damage.hpp"
#include "oracles/stepplan/config.hpp"
#include "oracles/stepplan/plan_view.hpp"
#include "core/source_text.hpp"
#include "parsers/json/parser.hpp"

namespace conform::stepplan {

// What every stepplan oracle may look at. `view` and `shape` are filled when the
// top-level value is an object.
struct CheckContext {
  const SourceText& source;
  const json::ParseResult& parse;
  const Config& config;
  json_contract::ValueDamage damage;  // values the front end repaired: only MALFORMED-JSON judges them
  PlanView view;
  PassFindings shape;  // the shape pass (check_shape); empty unless the top level is an object
  const json::Value* plan = nullptr;  // the value judged as the plan (json_contract::judged_plan)

  const json::Value& root() const { return *plan; }
  // A value the JSON front end had to repair: no rule but MALFORMED-JSON judges it (D14).
  bool unreadable(const json::Value& v) const { return damage.unreadable(v); }
};

using StepplanOracle = Oracle<CheckContext>;

// The shape pass: the rules the catalog gives to "shape" (MISSING-FIELD, EXTRA-FIELD,
// WRONG-TYPE, BLANK-STRING, NO-STEPS); each finding goes to its rule's bucket of `out`.
// Values `damage` calls unreadable get no WRONG-TYPE or BLANK-STRING.
void check_shape(const json::Value& root, const json_contract::ValueDamage& damage, PassFindings& out);

}  // namespace conform::stepplan
