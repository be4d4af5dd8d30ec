#pragma once
#include "oracles/core/oracle.hpp"
#include "oracles/fixplan/plan_view.hpp"
#include "oracles/json_contract/value_damage.hpp"
#include "core/source_text.hpp"
#include "parsers/json/parser.hpp"

namespace conform::fixplan {

// What every fixplan oracle may look at. `view` is filled when the top-level value is
// an object (the oracles that need a plan run only then).
struct CheckContext {
  const SourceText& source;
  const json::ParseResult& parse;
  json_contract::ValueDamage damage;  // values the front end repaired: only MALFORMED-JSON judges them
  PlanView view;
  PassFindings shape;  // the schema's keys and types, found by PlanView::of
  const json::Value* plan = nullptr;  // the value judged as the plan (json_contract::judged_plan)

  const json::Value& root() const { return *plan; }
  bool unreadable(const json::Value& v) const { return damage.unreadable(v); }
};

using FixplanOracle = Oracle<CheckContext>;

}  // namespace conform::fixplan
