#pragma once
// The rules every JSON contract shares: "a single JSON object and nothing else". A
// dialect's catalog marks each of its instances with the check it is ("envelope":
// "markdown-fence"); the dialect's registry binds one oracle to each. The contexts only
// need `parse`, a json::ParseResult, and `plan`, the value judged as the plan.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/core/registry.hpp"
#include "parsers/json/parser.hpp"

namespace conform::json_contract {

enum class EnvelopeCheck {
  malformed_json,
  duplicate_key,
  markdown_fence,
  prose_outside_json,
  multiple_json_values,
  top_level_not_object
};

// The check a catalog attribute names; throws std::logic_error for an unknown name.
EnvelopeCheck envelope_check(std::string_view attribute);

// Findings of the JSON front end that are not JSON (MALFORMED-JSON reports them);
// a second top-level value has its own rule and is not among them.
bool is_malformed_json(json::FindingKind);

// Reports each place the parse result breaks `check`; `plan` is the value judged as the
// plan (judged_plan), or nullptr.
void report_envelope(const json::ParseResult&, const json::Value* plan, EnvelopeCheck check, Report&);

template <typename Context>
class EnvelopeOracle final : public Oracle<Context> {
 public:
  explicit EnvelopeOracle(const Rule& rule) : rule_(rule.id), check_(envelope_check(rule.envelope)) {}
  std::string_view rule() const override { return rule_; }
  bool needs_plan() const override { return false; }
  void check(const Context& c, Report& r) const override { report_envelope(c.parse, c.plan, check_, r); }

 private:
  std::string rule_;
  EnvelopeCheck check_;
};

// One oracle for each rule of the dialect's catalog that has an "envelope" attribute.
template <typename Context>
void bind_envelope_oracles(OracleRegistry<Context>& out) {
  out.bind_each([](const Rule& r) { return !r.envelope.empty(); },
                [](const Rule& r) { return std::make_unique<EnvelopeOracle<Context>>(r); });
}

}  // namespace conform::json_contract
