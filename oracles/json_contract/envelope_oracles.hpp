#pragma once
// The rules every JSON contract shares: "a single JSON object and nothing else". Each
// dialect registers them under its own prefix (STEPPLAN-MARKDOWN-FENCE,
// FIXPLAN-MARKDOWN-FENCE, …); the contexts only need `parse`, a json::ParseResult.
#include <memory>
#include <string>
#include <vector>

#include "oracles/core/oracle.hpp"
#include "parsers/json/parser.hpp"

namespace conform::json_contract {

// The suffixes, in catalog order: <PREFIX>-MALFORMED-JSON, …
inline constexpr const char* envelope_rule_suffixes[] = {
    "MALFORMED-JSON", "DUPLICATE-KEY", "MARKDOWN-FENCE", "PROSE-OUTSIDE-JSON", "MULTIPLE-JSON-VALUES",
    "TOP-LEVEL-NOT-OBJECT"};

// Findings of the JSON front end that are not JSON (MALFORMED-JSON reports them);
// a second top-level value has its own rule and is not among them.
bool is_malformed_json(json::FindingKind);

// One line for each envelope rule the parse result breaks, per place.
struct EnvelopeFinding {
  std::size_t offset;
  std::string message;
};
std::vector<EnvelopeFinding> envelope_findings(const json::ParseResult&, std::string_view suffix);

template <typename Context>
class EnvelopeOracle final : public Oracle<Context> {
 public:
  EnvelopeOracle(std::string prefix, std::string suffix) : rule_(prefix + "-" + suffix), suffix_(std::move(suffix)) {}
  std::string_view rule() const override { return rule_; }
  bool needs_plan() const override { return false; }
  void check(const Context& c, Report& r) const override {
    for (auto& f : envelope_findings(c.parse, suffix_)) r.at(f.offset, std::move(f.message));
  }

 private:
  std::string rule_;
  std::string suffix_;
};

template <typename Context>
void add_envelope_oracles(const std::string& prefix, std::vector<std::unique_ptr<Oracle<Context>>>& out) {
  for (const char* suffix : envelope_rule_suffixes) out.push_back(std::make_unique<EnvelopeOracle<Context>>(prefix, suffix));
}

}  // namespace conform::json_contract
