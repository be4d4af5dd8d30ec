// Shrink candidates of a CPL plan: each a step smaller than it, as conform run's shrinking
// tries them on a failure.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "generators/cpl/shrink.hpp"
#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"

namespace conform::cpl {
namespace {

std::string printed(const std::string& text) { return print(*parse(text).plan); }

bool has(const std::vector<std::string>& candidates, const std::string& text) {
  return std::find(candidates.begin(), candidates.end(), printed(text)) != candidates.end();
}

TEST(CplShrink, LeavesOutAStatementOrAFunctionOrKeepsOneBlockOfAStatement) {
  const std::string text =
      "plan {\n  function main() : Void {\n    let a: Int = 1;\n"
      "    for (x in syscall.listFiles(\"s\")) {\n      try {\n        syscall.log(\"in\");\n      } catch (ToolError e) {\n"
      "        syscall.log(\"out\");\n      }\n    }\n  }\n  function spare() : Void {\n  }\n}\n";
  const auto candidates = gen::shrink_candidates(text);
  // A function other than main, a statement at any depth.
  EXPECT_TRUE(has(candidates, "plan {\n  function main() : Void {\n    let a: Int = 1;\n"
                              "    for (x in syscall.listFiles(\"s\")) {\n      try {\n        syscall.log(\"in\");\n"
                              "      } catch (ToolError e) {\n        syscall.log(\"out\");\n      }\n    }\n  }\n}\n"));
  EXPECT_TRUE(has(candidates, "plan {\n  function main() : Void {\n    let a: Int = 1;\n  }\n  function spare() : Void {\n  }\n}\n"));
  // A loop replaced by its body, a try by its body or its handler.
  EXPECT_TRUE(has(candidates, "plan {\n  function main() : Void {\n    let a: Int = 1;\n    try {\n      syscall.log(\"in\");\n"
                              "    } catch (ToolError e) {\n      syscall.log(\"out\");\n    }\n  }\n"
                              "  function spare() : Void {\n  }\n}\n"));
  EXPECT_TRUE(has(candidates, "plan {\n  function main() : Void {\n    let a: Int = 1;\n"
                              "    for (x in syscall.listFiles(\"s\")) {\n      syscall.log(\"out\");\n    }\n  }\n"
                              "  function spare() : Void {\n  }\n}\n"));
  for (const auto& c : candidates) EXPECT_LT(c.size(), printed(text).size()) << c;
  EXPECT_TRUE(gen::shrink_candidates("plan {").empty());
}

}  // namespace
}  // namespace conform::cpl
