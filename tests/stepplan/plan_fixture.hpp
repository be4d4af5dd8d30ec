// The stepplan tests' plan step, and the check they run plans through.
#pragma once

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "oracles/stepplan/check.hpp"

namespace conform::stepplan {

inline nlohmann::ordered_json fixture_step(int k, std::vector<std::string> deps, const std::string& tool,
                                           nlohmann::ordered_json args = nlohmann::ordered_json::object()) {
  return {{"step_id", "step_" + std::to_string(k)},
          {"title", "Step " + std::to_string(k)},
          {"description", "Do part " + std::to_string(k) + "."},
          {"dependencies", deps},
          {"deliverable", "Result " + std::to_string(k)},
          {"acceptance", "Result " + std::to_string(k) + " exists."},
          {"tool", {{"name", tool}, {"args", std::move(args)}}}};
}

inline std::vector<Diagnostic> diagnostics(const std::string& text, const Config& config = Config::builtin()) {
  return check(SourceText("t.json", text), config);
}

inline std::set<std::string> rules(const std::string& text, const Config& config = Config::builtin()) {
  std::set<std::string> out;
  for (const auto& d : diagnostics(text, config)) out.insert(d.rule);
  return out;
}

}  // namespace conform::stepplan
