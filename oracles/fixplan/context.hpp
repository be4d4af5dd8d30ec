#pragma once
#include "oracles/core/oracle.hpp"
#include "oracles/fixplan/plan_view.hpp"
#include "core/source_text.hpp"
#include "parsers/json/parser.hpp"

namespace conform::fixplan {

// What every fixplan oracle may look at. `view` is filled when the top-level value is
// an object (the oracles that need a plan run only then).
struct CheckContext {
  const SourceText& source;
  const json::ParseResult& parse;
  PlanView view;
  PassFindings shape;  // the schema's keys and types, found by PlanView::of

  const json::Value& root() const { return *parse.value; }
};

using FixplanOracle = Oracle<CheckContext>;

}  // namespace conform::fixplan
