#pragma once
// What the JSON contracts' check fuzzers assert on every input (any violation aborts):
//  - every diagnostic lies within the text, they come sorted, and each names a rule of
//    the catalog;
//  - on a well-formed object without duplicate keys, the verdict depends on the tree,
//    not on its layout or key order: the tree printed with its members reversed, in a
//    layout chosen from the input, gets the same rules the same number of times.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/rule_catalog.hpp"
#include "core/source_text.hpp"
#include "parsers/json/parser.hpp"
#include "parsers/json/printer.hpp"

namespace conform::fuzz {

inline void reverse_members(json::Value& v) {
  std::reverse(v.members.begin(), v.members.end());
  for (auto& m : v.members) reverse_members(m.value);
  for (auto& e : v.elements) reverse_members(e);
}

inline std::vector<std::string> sorted_rules(const std::vector<Diagnostic>& diagnostics) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics) out.push_back(d.rule);
  std::sort(out.begin(), out.end());
  return out;
}

template <typename Check>
void check_json_contract_invariants(const char* name, const std::uint8_t* data, std::size_t size, Check check) {
  SourceText source(name, std::string(reinterpret_cast<const char*>(data), size));
  const auto diagnostics = check(source);
  std::size_t previous = 0;
  for (const auto& d : diagnostics) {
    if (d.offset > size || d.offset < previous || !RuleCatalog::builtin().find(d.rule)) std::abort();
    previous = d.offset;
    (void)source.position(d.offset);
  }

  auto parsed = json::parse(source.text());
  if (!parsed.well_formed() || parsed.has(json::FindingKind::duplicate_key) || !parsed.value->is_object()) return;
  json::Value tree = std::move(*parsed.value);
  reverse_members(tree);
  json::PrintStyle style;
  style.indent = size % 5;
  style.tabs = size % 7 == 0;
  style.space_after_colon = size % 2 == 0;
  style.escape_non_ascii = size % 3 == 0;
  style.crlf = size % 11 == 0;
  SourceText printed("printed.json", json::print(tree, style));
  const auto before = sorted_rules(diagnostics);
  const auto after = sorted_rules(check(printed));
  if (before != after) {
    std::string b, a;
    for (const auto& r : before) b += r + " ";
    for (const auto& r : after) a += r + " ";
    std::fprintf(stderr, "%s: the verdict changed with key order and layout\n  original: %s\n  printed:  %s\n%s\n", name,
                 b.c_str(), a.c_str(), std::string(printed.text()).c_str());
    std::abort();
  }
}

}  // namespace conform::fuzz
