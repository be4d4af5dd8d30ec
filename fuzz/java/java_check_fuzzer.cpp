// Arbitrary bytes → the Java reference validator. It must never crash, hang, assert or
// leak: the harness's limits (input size, bracket depth) are diagnostics, never a stack
// overflow. On the way (any violation aborts): diagnostics lie within the text, sorted by
// offset; and the verdict on a parsed source depends on its tree, not its layout —
// printing it and checking the printed text gives the same rules, except those the
// catalog marks "about_layout" (fences, prose), which printing removes by design.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/rule_catalog.hpp"
#include "oracles/java/check.hpp"
#include "parsers/java/parser.hpp"
#include "parsers/java/printer.hpp"

namespace {

std::vector<std::string> tree_rules(const std::vector<conform::Diagnostic>& diagnostics) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics) {
    const conform::Rule* r = conform::RuleCatalog::builtin().find(d.rule);
    if (!(r && r->about_layout)) out.push_back(d.rule);
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
  conform::SourceText source("fuzz.java", std::string(reinterpret_cast<const char*>(data), size));
  const auto diagnostics = conform::java::check(source);
  std::size_t previous = 0;
  for (const auto& d : diagnostics) {
    if (d.offset > size || d.offset < previous || d.rule.empty()) std::abort();
    previous = d.offset;
    (void)source.position(d.offset);
  }

  const auto parsed = conform::java::parse(source.text());
  if (!parsed.unit) return 0;
  conform::SourceText printed("printed.java", conform::java::print(*parsed.unit));
  const auto before = tree_rules(diagnostics);
  const auto after = tree_rules(conform::java::check(printed));
  if (before != after) {
    std::fprintf(stderr, "java_check_fuzzer: the verdict changed with the layout\n  original: %s\n  printed:  %s\n%s\n",
                 joined(before).c_str(), joined(after).c_str(), std::string(printed.text()).c_str());
    std::abort();
  }
  return 0;
}
