// Arbitrary bytes → the RTFS reference validator. It must never crash, hang, assert or
// leak: the harness's limits are diagnostics, never a stack overflow.
//
// Two cheap invariants are checked on the way (any violation aborts):
//  - every diagnostic lies within the text, and they come sorted by offset;
//  - the verdict on a parsed plan depends on its tree, not its layout: printing the
//    plan and checking the printed text gives the same rules, the same number of times,
//    except for the rules about the text around the plan (fences, prose, other forms),
//    which printing removes by design.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/rule_catalog.hpp"
#include "oracles/rtfs/check.hpp"
#include "parsers/rtfs/parser.hpp"
#include "parsers/rtfs/printer.hpp"

namespace {

std::vector<std::string> tree_rules(const std::vector<conform::Diagnostic>& diagnostics) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics) {
    const conform::Rule* r = conform::RuleCatalog::builtin().find(d.rule);
    if (!r || !r->about_layout) out.push_back(d.rule);
  }
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
  conform::SourceText source("fuzz.rtfs", std::string(reinterpret_cast<const char*>(data), size));
  const auto diagnostics = conform::rtfs::check(source);
  std::size_t previous = 0;
  for (const auto& d : diagnostics) {
    if (d.offset > size || d.offset < previous || d.rule.empty()) std::abort();
    previous = d.offset;
    (void)source.position(d.offset);
  }

  const auto parsed = conform::rtfs::parse(source.text());
  if (!parsed.plan) return 0;
  conform::SourceText printed("printed.rtfs", conform::rtfs::print(*parsed.plan));
  const auto before = tree_rules(diagnostics);
  const auto after = tree_rules(conform::rtfs::check(printed));
  if (before != after) {
    std::fprintf(stderr, "rtfs_check_fuzzer: the verdict changed with the layout\n  original: %s\n  printed:  %s\n%s\n",
                 joined(before).c_str(), joined(after).c_str(), std::string(printed.text()).c_str());
    std::abort();
  }
  return 0;
}
