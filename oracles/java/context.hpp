#pragma once
#include "oracles/core/oracle.hpp"
#include "oracles/core/pass_findings.hpp"
#include "oracles/java/walk.hpp"
#include "oracles/java/whitelist.hpp"
#include "core/source_text.hpp"
#include "parsers/java/parser.hpp"

namespace conform::java {

// What every Java oracle may look at.
struct CheckContext {
  const SourceText& source;
  const ParseResult& parse;
  const Whitelist& whitelist;
  PassFindings typing;  // empty unless the source parsed
  PlanNodes nodes;      // likewise

  const ast::Unit& unit() const { return *parse.unit; }
};

using JavaOracle = Oracle<CheckContext>;

}  // namespace conform::java
