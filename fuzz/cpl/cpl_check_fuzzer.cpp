// Arbitrary bytes → the CPL reference validator. It must never crash, hang, assert or
// leak, whatever the input: the harness's own limits (input size, bracket depth) are
// reported as diagnostics, never as a stack overflow.
//
// Two cheap invariants are checked on the way (any violation aborts):
//  - every diagnostic lies within the text, and they come sorted by offset;
//  - the verdict on a parsed plan depends on its tree, not its layout: printing the
//    plan and checking the printed text gives the same rules, the same number of times,
//    except for the rules about the text around and between the tokens (fences, prose,
//    a second plan, foreign comments), which printing removes by design.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/cpl/check.hpp"
#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"
#include "core/rule_catalog.hpp"

namespace {

// The catalog's "about_layout" rules look at what reprinting drops (fences, prose, …).
bool about_layout(std::string_view rule) {
  const conform::Rule* r = conform::RuleCatalog::builtin().find(rule);
  return r && r->about_layout;
}

std::vector<std::string> tree_rules(const std::vector<conform::Diagnostic>& diagnostics) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics)
    if (!about_layout(d.rule)) out.push_back(d.rule);
  std::sort(out.begin(), out.end());
  return out;
}

std::string joined(const std::vector<std::string>& rules) {
  std::string out;
  for (const auto& r : rules) out += r + " ";
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  conform::SourceText source("fuzz.cpl", std::string(reinterpret_cast<const char*>(data), size));
  const auto diagnostics = conform::cpl::check(source);
  std::size_t previous = 0;
  for (const auto& d : diagnostics) {
    if (d.offset > size || d.offset < previous || d.rule.empty()) std::abort();
    previous = d.offset;
    (void)source.position(d.offset);
  }

  const auto parsed = conform::cpl::parse(source.text());
  if (!parsed.plan) return 0;
  conform::SourceText printed("printed.cpl", conform::cpl::print(*parsed.plan));
  const auto again = conform::cpl::check(printed);
  const auto before = tree_rules(diagnostics);
  const auto after = tree_rules(again);
  if (before != after) {
    std::fprintf(stderr, "cpl_check_fuzzer: the verdict changed with the layout\n  original: %s\n  printed:  %s\n%s\n",
                 joined(before).c_str(), joined(after).c_str(), std::string(printed.text()).c_str());
    std::abort();
  }
  return 0;
}
