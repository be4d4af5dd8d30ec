#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/cpl/whitelist.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// What the type checker found, each under the rule it breaks. One walk over the plan
// serves every typing rule; the oracles of those rules each report their own share.
struct TypingFinding {
  std::string rule;
  std::uint32_t offset = 0;
  std::string message;
};

// Scopes, names, calls, types and return paths of a whole plan (seed 002 §3–§8 and
// decisions D10–D17 of spec/cpl/decisions.md).
std::vector<TypingFinding> check_typing(const ast::Plan&, const Whitelist&);

}  // namespace conform::cpl
