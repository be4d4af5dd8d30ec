#pragma once
// What the RTFS checker tests share: a plan around some steps, and the rules it draws.
#include <string>
#include <vector>

#include "oracles/rtfs/check.hpp"

namespace conform::rtfs::test_plans {

inline std::vector<Diagnostic> check_text(const std::string& text) { return check(SourceText("t.rtfs", text)); }

inline std::string plan_of(const std::string& steps) { return "(plan :name \"t\" :body (do " + steps + "))"; }

inline const std::string final_map = R"((step "Result" {:status "done"}))";

// The rules of the diagnostics in order, each as often as it is reported.
inline std::vector<std::string> rule_list(const std::vector<Diagnostic>& d) {
  std::vector<std::string> out;
  for (const auto& x : d) out.push_back(x.rule);
  return out;
}

}  // namespace conform::rtfs::test_plans
