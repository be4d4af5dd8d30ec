#include "oracles/json_contract/envelope_oracles.hpp"

#include <algorithm>
#include <stdexcept>

#include "oracles/json_contract/judged_plan.hpp"
#include "oracles/json_contract/shape.hpp"

namespace conform::json_contract {

EnvelopeCheck envelope_check(std::string_view attribute) {
  if (attribute == "malformed-json") return EnvelopeCheck::malformed_json;
  if (attribute == "duplicate-key") return EnvelopeCheck::duplicate_key;
  if (attribute == "markdown-fence") return EnvelopeCheck::markdown_fence;
  if (attribute == "prose-outside-json") return EnvelopeCheck::prose_outside_json;
  if (attribute == "multiple-json-values") return EnvelopeCheck::multiple_json_values;
  if (attribute == "top-level-not-object") return EnvelopeCheck::top_level_not_object;
  throw std::logic_error("unknown envelope check '" + std::string(attribute) + "' in a rule catalog");
}

bool is_malformed_json(json::FindingKind kind) {
  return json::breaks_well_formedness(kind) && kind != json::FindingKind::multiple_values;
}

namespace {

bool malformed_scalar(const json::ParseResult& p, const json::Value& v) {
  if (v.is_object() || v.is_array()) return false;
  return std::any_of(p.findings.begin(), p.findings.end(),
                     [&](const json::Finding& f) { return f.offset >= v.begin && f.offset < v.end && is_malformed_json(f.kind); });
}

}  // namespace

void report_envelope(const json::ParseResult& p, const json::Value* plan, EnvelopeCheck check, Report& r) {
  const Envelope& env = p.envelope;
  switch (check) {
    case EnvelopeCheck::malformed_json:
      if (p.syntax_error) r.at(p.syntax_error->offset, "not JSON: " + p.syntax_error->message);
      for (const auto& f : p.findings)
        if (is_malformed_json(f.kind))
          // RFC 8259's grammar has no limit on a number (§6 lets a reader set one, and this one
          // does), and it admits a lone surrogate escape (§8.2: what a reader makes of it is
          // unpredictable): JSON as written, but not readable as the plan meant.
          r.at(f.offset, (f.kind == json::FindingKind::number_overflow || f.kind == json::FindingKind::lone_surrogate
                              ? "unreadable JSON: "
                              : "not JSON: ") +
                             f.message);
      return;
    case EnvelopeCheck::duplicate_key:
      for (const auto& f : p.findings)
        if (f.kind == json::FindingKind::duplicate_key) r.at(f.offset, f.message);
      return;
    case EnvelopeCheck::markdown_fence:
      for_each_opening_fence(
          env, [&](std::size_t offset) { r.at(offset, "markdown code fence: the output must be the JSON object alone"); });
      return;
    case EnvelopeCheck::prose_outside_json: {
      if (env.prose_before && env.plan_begin) r.at(*env.prose_before, "text before the JSON object: no free-form text");
      const auto seconds = second_values(p);
      // Between a value left over and the plan judged after it, the text comes before the plan.
      if (env.prose_after && !std::binary_search(seconds.begin(), seconds.end(), *env.prose_after))
        r.at(*env.prose_after, plan && *env.prose_after < plan->begin ? "text before the JSON object: no free-form text"
                                                                      : "text after the JSON object: no free-form text");
      return;
    }
    case EnvelopeCheck::multiple_json_values: {
      if (!p.value) return;
      // When a later value is judged as the plan (judged_plan), the value before it is
      // the one left over, and the finding stands there.
      const bool plan_is_later = plan && plan->begin > p.value->begin;
      if (plan_is_later) r.at(p.value->begin, "a JSON value before the plan: the output must be a single JSON object");
      for (auto offset : second_values(p))
        if (!plan_is_later || offset != plan->begin)
          r.at(offset, "a second JSON value: the output must be a single JSON object");
      return;
    }
    case EnvelopeCheck::top_level_not_object:
      // Not when a later value is judged as the plan: the values before it are the one
      // fault of several values (judged_plan); nor for a scalar that is not JSON as
      // written (`'{…}'`, a plan in single quotes; `NaN`), which MALFORMED-JSON alone
      // reports: what it reads as once repaired is no second fault.
      if (p.value && !p.value->is_object() && !plan && !malformed_scalar(p, *p.value))
        r.at(p.value->begin, "the top-level value is " + std::string(a_kind(p.value->kind)) +
                                 ": the output must be a single JSON object");
      return;
  }
}

}  // namespace conform::json_contract
