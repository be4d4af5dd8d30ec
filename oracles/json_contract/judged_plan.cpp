#include "oracles/json_contract/judged_plan.hpp"

#include <algorithm>
#include <iterator>

namespace conform::json_contract {

std::vector<std::size_t> second_values(const json::ParseResult& p) {
  std::vector<std::size_t> out;
  if (p.envelope.second_plan) out.push_back(*p.envelope.second_plan);
  for (const auto& f : p.findings)
    if (f.kind == json::FindingKind::multiple_values) out.push_back(f.offset);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

namespace {

bool holds_any_key(const json::Value& object, std::span<const KeySpec> keys) {
  return std::any_of(keys.begin(), keys.end(), [&](const KeySpec& k) { return object.find(k.name) != nullptr; });
}

}  // namespace

const json::Value* judged_plan(json::ParseResult& parsed, std::string_view text, std::span<const KeySpec> keys,
                               const Limits& limits, std::optional<json::ParseResult>& second) {
  if (!parsed.value) return nullptr;
  const json::Value& first = *parsed.value;
  const json::Value* first_judged = first.is_object() ? &first : nullptr;
  if (first.is_object() && holds_any_key(first, keys)) return &first;
  const auto later = second_values(parsed);
  if (later.empty()) return first_judged;
  json::ParseResult next = json::parse_value_at(text, later.front(), limits);
  const bool clean = next.value && !next.limit &&
                     std::none_of(next.findings.begin(), next.findings.end(),
                                  [](const json::Finding& f) { return json::breaks_well_formedness(f.kind); });
  if (!clean || !next.value->is_object() || !holds_any_key(*next.value, keys)) return first_judged;
  const auto repeated_key = [](const json::Finding& f) { return f.kind == json::FindingKind::duplicate_key; };
  std::erase_if(parsed.findings, repeated_key);
  std::copy_if(next.findings.begin(), next.findings.end(), std::back_inserter(parsed.findings), repeated_key);
  std::stable_sort(parsed.findings.begin(), parsed.findings.end(),
                   [](const json::Finding& a, const json::Finding& b) { return a.offset < b.offset; });
  parsed.found[static_cast<std::size_t>(json::FindingKind::duplicate_key)] = next.has(json::FindingKind::duplicate_key);
  second = std::move(next);
  return &*second->value;
}

}  // namespace conform::json_contract
