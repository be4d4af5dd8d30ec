#pragma once
#include "core/source_text.hpp"
#include "oracles/core/oracle.hpp"
#include "oracles/core/pass_findings.hpp"
#include "oracles/rtfs/capabilities.hpp"
#include "parsers/rtfs/parser.hpp"

namespace conform::rtfs {

// What every RTFS oracle may look at.
struct CheckContext {
  const SourceText& source;
  const ParseResult& parse;
  const Capabilities& capabilities;
  PassFindings walk;  // the plan walk's findings (walk.hpp); empty unless the plan parsed
};

using RtfsOracle = Oracle<CheckContext>;

}  // namespace conform::rtfs
