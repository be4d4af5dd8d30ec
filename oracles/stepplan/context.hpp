#pragma once
#include <string>
#include <vector>

#include "oracles/core/oracle.hpp"
#include "oracles/stepplan/config.hpp"
#include "oracles/stepplan/plan_view.hpp"
#include "parsers/core/source_text.hpp"
#include "parsers/json/parser.hpp"

namespace conform::stepplan {

// A finding of the one pass over the Output Contract's shape (shape.cpp); each of the
// shape rules' oracles reports its own share.
struct ShapeFinding {
  std::string rule;
  std::size_t offset = 0;
  std::string message;
};

// What every stepplan oracle may look at. `view` and `shape` are filled when the
// top-level value is an object.
struct CheckContext {
  const SourceText& source;
  const json::ParseResult& parse;
  const Config& config;
  PlanView view;
  std::vector<ShapeFinding> shape;

  const json::Value& root() const { return *parse.value; }
};

using StepplanOracle = Oracle<CheckContext>;

// The shape pass: MISSING-FIELD, EXTRA-FIELD, WRONG-TYPE, BLANK-STRING, NO-STEPS.
std::vector<ShapeFinding> check_shape(const json::Value& root);

}  // namespace conform::stepplan
