#pragma once
// Parameters of the suites every registered dialect gets: one per dialect, or one per
// (dialect, rule it can break).
#include <ostream>
#include <string>
#include <vector>

#include "dialects/core/registry.hpp"

namespace conform::test {

std::vector<std::string> dialect_ids();

struct DialectRule {
  std::string dialect;
  std::string rule;
};
inline void PrintTo(const DialectRule& p, std::ostream* os) { *os << p.dialect << " " << p.rule; }
// Every rule each dialect's generators can break.
std::vector<DialectRule> breakable_rules_of_every_dialect();

// A GoogleTest name made of letters, digits and '_'.
std::string identifier(std::string text);

}  // namespace conform::test
