#pragma once
// The layout a JSON contract's verdict must not depend on: the tree of a well-formed
// object without duplicate keys, its members in a generated order, in a generated style.
#include <optional>
#include <string>

#include "generators/core/sample.hpp"
#include "generators/json/style.hpp"
#include "parsers/json/parser.hpp"
#include "parsers/json/to_nlohmann.hpp"

namespace conform::dialects {

inline std::optional<std::string> relaid_json(const std::string& text, std::uint64_t seed) {
  auto parsed = json::parse(text);
  if (!parsed.well_formed() || parsed.has(json::FindingKind::duplicate_key) || !parsed.value || !parsed.value->is_object())
    return std::nullopt;
  return gen::sample(json_gen::restyled(*parsed.value), seed);
}

// Members sorted by key, compact: key order carries no meaning in a JSON contract.
inline std::optional<std::string> canonical_json(const std::string& text) {
  auto parsed = json::parse(text);
  if (!parsed.well_formed() || parsed.has(json::FindingKind::duplicate_key) || !parsed.value) return std::nullopt;
  return json::to_nlohmann(*parsed.value).dump();
}

}  // namespace conform::dialects
