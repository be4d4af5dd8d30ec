#pragma once
// What every check fuzzer asserts on every input (any violation aborts):
//  - every diagnostic lies within the text, they come sorted by offset, and each names a
//    rule of the catalog;
//  - the verdict depends on the tree, not its layout: the input's tree printed again gets
//    the same rules the same number of times (leaving out, where asked, the rules the
//    catalog marks "about_layout": fences and prose, which printing removes by design).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/rule_catalog.hpp"
#include "core/source_text.hpp"

namespace conform::fuzz {

// `text` with its control bytes as \xNN, for a report that a NUL must not cut short.
inline std::string shown(std::string_view text) {
  std::string out;
  for (unsigned char c : text) {
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) {
      char escaped[5];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", c);
      out += escaped;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

inline void expect_well_formed(const SourceText& source, const std::vector<Diagnostic>& diagnostics) {
  std::size_t previous = 0;
  for (const auto& d : diagnostics) {
    if (d.offset > source.text().size() || d.offset < previous || !RuleCatalog::builtin().find(d.rule)) std::abort();
    previous = d.offset;
    (void)source.position(d.offset);
  }
}

// How many inputs reached a tree (a plan, or for the JSON contracts a well-formed
// document): with CONFORM_FUZZ_PARSE_SHARE set, printed when the process exits, for the
// mutator A/B runs of tools/fuzz-ab.sh.
inline void count_parsed(bool parsed) {
  struct Counter {
    std::size_t inputs = 0, parsed = 0;
    ~Counter() {
      if (std::getenv("CONFORM_FUZZ_PARSE_SHARE"))
        std::fprintf(stderr, "parse share: %zu of %zu inputs parsed\n", parsed, inputs);
    }
  };
  static Counter counter;
  ++counter.inputs;
  if (parsed) ++counter.parsed;
}

enum class LayoutRules { kept, left_out };

inline std::vector<std::string> sorted_rules(const std::vector<Diagnostic>& diagnostics, LayoutRules layout) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics) {
    const Rule* r = RuleCatalog::builtin().find(d.rule);
    if (layout == LayoutRules::kept || !(r && r->about_layout)) out.push_back(d.rule);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Aborts, saying what changed, when the printed text's rules differ from the original's.
inline void expect_same_rules(const char* name, const char* what, const std::vector<std::string>& before,
                              const std::vector<std::string>& after, const SourceText& printed) {
  if (before == after) return;
  std::string b, a;
  for (const auto& r : before) b += r + " ";
  for (const auto& r : after) a += r + " ";
  std::fprintf(stderr, "%s: the verdict changed with %s\n  original: %s\n  printed:  %s\n%s\n", name, what, b.c_str(),
               a.c_str(), shown(printed.text()).c_str());
  std::abort();
}

// The invariants for a dialect with a tree front end and a printer: `reprint(text)` is
// the input's tree printed again, or nothing when the input does not parse.
template <typename Check, typename Reprint>
void check_tree_dialect_invariants(const char* name, const std::string& extension, const std::uint8_t* data,
                                   std::size_t size, Check check, Reprint reprint) {
  const SourceText source("fuzz" + extension, std::string(reinterpret_cast<const char*>(data), size));
  const auto diagnostics = check(source);
  expect_well_formed(source, diagnostics);
  const std::optional<std::string> printed_text = reprint(source.text());
  count_parsed(printed_text.has_value());
  if (!printed_text) return;
  const SourceText printed("printed" + extension, *printed_text);
  expect_same_rules(name, "the layout", sorted_rules(diagnostics, LayoutRules::left_out),
                    sorted_rules(check(printed), LayoutRules::left_out), printed);
}

}  // namespace conform::fuzz
