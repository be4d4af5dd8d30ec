// check --max-depth is capped at what every parser survives (core/nesting_cap.hpp): at
// the cap, each parser's most stack-hungry construct nested as deep as allowed is parsed
// without a stack overflow; one level more is HARNESS-NESTING-TOO-DEEP; a larger
// --max-depth is refused (issue 16, item 10).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/nesting_cap.hpp"
#include "process/run_process.hpp"
#include "tests/cli/cli_support.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cli_support;

Outcome check(const std::string& dialect, const std::string& text, std::size_t max_depth) {
  const fs::path file = fs::temp_directory_path() / ("conform-depth-test-" + std::to_string(::getpid()) + "." + dialect);
  std::ofstream(file, std::ios::binary) << text;
  conform::process::Limits limits;
  limits.timeout_seconds = 600;  // a bound for a broken build, not a measure of speed
  limits.memory_limit_bytes = 0;
  auto r = conform::process::run(
      {{conform_binary, "check", "--dialect", dialect, "--max-depth", std::to_string(max_depth), file.string()}, {}}, limits);
  fs::remove(file);
  return {r.outcome == conform::process::Outcome::exited ? r.exit_code : -1, r.out, r.err};
}

std::string repeat(const std::string& s, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += s;
  return out;
}

struct DeepPlan {
  std::string dialect;
  // Java's grammar nests several rules per bracket and its nesting guard counts each, so
  // at the cap its guard, not the stack, stops the deepest input.
  bool guard_stops_first;
  std::size_t enclosing;  // brackets open around the nested part
  std::string open, inner, close;
  std::string before, after;
  std::string text(std::size_t depth) const {
    const std::size_t n = depth - enclosing;
    return before + repeat(open, n) + inner + repeat(close, n) + after;
  }
};

// The constructs that needed the most stack per level when the cap was measured.
const std::vector<DeepPlan> deepest = {
    {"cpl", false, 2, "1 + (", "1", ")", "plan {\n function main() : Void {\n let x: Int = ", ";\n return;\n }\n}\n"},
    {"java", true, 2, "new A(", "1", ")", "public class Plan {\n public void main() {\n int x = ", ";\n }\n}\n"},
    {"stepplan", false, 1, "{\"a\": ", "1", "}", "{\"task_summary\": ", "}"},
    {"rtfs", false, 3, "(do ", "1", ")", "(plan :name \"x\" :body (do (step \"A\" ", ")))"},
};

const std::size_t cap = conform::deepest_supported_nesting;

TEST(DepthCap, EveryParserSurvivesItsDeepestInputAtTheCap) {
  for (const auto& plan : deepest) {
    const Outcome at_cap = check(plan.dialect, plan.text(cap), cap);
    EXPECT_TRUE(at_cap.exit_code == 0 || at_cap.exit_code == 1) << plan.dialect << ": " << at_cap.err.substr(0, 2000);
    EXPECT_EQ(at_cap.out.find("HARNESS-NESTING-TOO-DEEP") != std::string::npos, plan.guard_stops_first)
        << plan.dialect << ": " << at_cap.out;
    EXPECT_EQ(at_cap.err.find("Sanitizer"), std::string::npos) << plan.dialect << ": " << at_cap.err.substr(0, 2000);

    const Outcome over = check(plan.dialect, plan.text(cap + 1), cap);
    EXPECT_EQ(over.exit_code, 1) << plan.dialect << ": " << over.err.substr(0, 2000);
    EXPECT_NE(over.out.find("HARNESS-NESTING-TOO-DEEP"), std::string::npos) << plan.dialect << ": " << over.out;
  }
}

TEST(DepthCap, AMaxDepthOverTheCapIsRefused) {
  const Outcome o = check("cpl", "plan { }\n", cap + 1);
  EXPECT_EQ(o.exit_code, 2) << o.err;
  EXPECT_EQ(o.err.find('\n'), o.err.size() - 1) << o.err;
  EXPECT_NE(o.err.find("--max-depth"), std::string::npos) << o.err;
  EXPECT_TRUE(o.out.empty()) << o.out;
}

}  // namespace
