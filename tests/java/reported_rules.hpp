// The rules the java check reports for a plan, in the order it reports them.
#pragma once

#include <string>
#include <vector>

#include "oracles/java/check.hpp"

namespace conform::java {

inline std::vector<std::string> reported_rules(const std::string& text) {
  std::vector<std::string> out;
  for (const auto& d : check(SourceText("plan.java", text))) out.push_back(d.rule);
  return out;
}

}  // namespace conform::java
