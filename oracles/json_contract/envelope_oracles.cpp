#include "oracles/json_contract/envelope_oracles.hpp"

#include <algorithm>

namespace conform::json_contract {

bool is_malformed_json(json::FindingKind kind) {
  return json::breaks_well_formedness(kind) && kind != json::FindingKind::multiple_values;
}

namespace {

std::vector<std::size_t> second_values(const json::ParseResult& p) {
  std::vector<std::size_t> out;
  if (p.envelope.second_plan) out.push_back(*p.envelope.second_plan);
  for (const auto& f : p.findings)
    if (f.kind == json::FindingKind::multiple_values) out.push_back(f.offset);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

std::vector<EnvelopeFinding> envelope_findings(const json::ParseResult& p, std::string_view suffix) {
  std::vector<EnvelopeFinding> out;
  const Envelope& env = p.envelope;
  if (suffix == "MALFORMED-JSON") {
    if (p.syntax_error) out.push_back({p.syntax_error->offset, "not JSON: " + p.syntax_error->message});
    for (const auto& f : p.findings)
      if (is_malformed_json(f.kind)) out.push_back({f.offset, "not JSON: " + f.message});
  } else if (suffix == "DUPLICATE-KEY") {
    for (const auto& f : p.findings)
      if (f.kind == json::FindingKind::duplicate_key) out.push_back({f.offset, f.message});
  } else if (suffix == "MARKDOWN-FENCE") {
    for (auto offset : env.fence_lines) out.push_back({offset, "markdown code fence: the output must be the JSON object alone"});
  } else if (suffix == "PROSE-OUTSIDE-JSON") {
    if (env.prose_before && env.plan_begin) out.push_back({*env.prose_before, "text before the JSON object: no free-form text"});
    const auto seconds = second_values(p);
    if (env.prose_after && !std::binary_search(seconds.begin(), seconds.end(), *env.prose_after))
      out.push_back({*env.prose_after, "text after the JSON object: no free-form text"});
  } else if (suffix == "MULTIPLE-JSON-VALUES") {
    if (p.value)
      for (auto offset : second_values(p)) out.push_back({offset, "a second JSON value: the output must be a single JSON object"});
  } else if (suffix == "TOP-LEVEL-NOT-OBJECT") {
    if (p.value && !p.value->is_object())
      out.push_back({p.value->begin, "the top-level value is " + std::string(json::to_string(p.value->kind)) +
                                         ": the output must be a single JSON object"});
  }
  return out;
}

}  // namespace conform::json_contract
