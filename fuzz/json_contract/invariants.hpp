#pragma once
// What the JSON contracts' check fuzzers assert on every input (any violation aborts), on
// top of fuzz/core/invariants.hpp: on a well-formed object without duplicate keys, the
// verdict depends on the tree, not on its layout or key order: the tree printed with its
// members reversed, in a layout chosen from the input, gets the same rules the same
// number of times.
#include <algorithm>
#include <string>

#include "fuzz/core/invariants.hpp"
#include "parsers/json/parser.hpp"
#include "parsers/json/printer.hpp"

namespace conform::fuzz {

inline void reverse_members(json::Value& v) {
  std::reverse(v.members.begin(), v.members.end());
  for (auto& m : v.members) reverse_members(m.value);
  for (auto& e : v.elements) reverse_members(e);
}

template <typename Check>
void check_json_contract_invariants(const char* name, const std::uint8_t* data, std::size_t size, Check check) {
  SourceText source(name, std::string(reinterpret_cast<const char*>(data), size));
  const auto diagnostics = check(source);
  expect_well_formed(source, diagnostics);

  auto parsed = json::parse(source.text());
  count_parsed(parsed.well_formed());
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
  expect_same_rules(name, "key order and layout", sorted_rules(diagnostics, LayoutRules::kept),
                    sorted_rules(check(printed), LayoutRules::kept), printed);
}

}  // namespace conform::fuzz
