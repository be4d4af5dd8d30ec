#pragma once
#include <vector>

#include "oracles/core/oracle.hpp"
#include "oracles/cpl/typing.hpp"
#include "oracles/cpl/walk.hpp"
#include "oracles/cpl/whitelist.hpp"
#include "core/source_text.hpp"
#include "parsers/cpl/parser.hpp"

namespace conform::cpl {

// What every CPL oracle may look at.
struct CheckContext {
  const SourceText& source;
  const ParseResult& parse;
  const Whitelist& whitelist;
  PassFindings typing;  // empty unless the plan parsed
  PlanFacts facts;      // likewise
  PlanNodes nodes;      // the stretch being judged in StretchOracle::check_nodes; in check, the last's

  const ast::Plan& plan() const { return *parse.plan; }
};

using CplOracle = Oracle<CheckContext>;

}  // namespace conform::cpl
