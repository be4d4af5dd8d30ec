// The stepplan dialect unit (seed 003): settings are the tool whitelist and what the
// request asked for (a step count, tools), which no plan can show.
#include "dialects/core/basic_dialect.hpp"
#include "dialects/json_relayout.hpp"
#include "generators/stepplan/generators.hpp"
#include "oracles/stepplan/check.hpp"

namespace conform::dialects {
namespace {

struct StepplanTraits {
  using Settings = stepplan::Config;

  static const Descriptor& descriptor() {
    static const Descriptor d{
        .id = "stepplan",
        .extension = ".json",
        .key_markers = {"task_summary", "step_id", "\"steps\"", "deliverable\""},
        .signature = nullptr,
        .options = {{.name = "expect-steps",
                     .help = "stepplan: the request named N steps (seed 003 §4, STEPPLAN-STEP-COUNT-MISMATCH)",
                     .config_key = "expect_steps"}}};
    return d;
  }
  static Settings read(const nlohmann::json* section) {
    return section ? stepplan::Config::from_json(*section) : stepplan::Config::builtin();
  }
  static nlohmann::json write(const Settings& s) {
    nlohmann::json out{{"tools", s.tools}, {"requested_tools", s.requested_tools}};
    if (s.expect_steps) out["expect_steps"] = *s.expect_steps;
    return out;
  }
  static std::vector<Diagnostic> check(const SourceText& source, const Settings& s, const Limits& limits) {
    return stepplan::check(source, s, limits);
  }
  static std::vector<std::string> breakable_rules() { return stepplan::gen::breakable_rules(); }
  static rc::Gen<std::string> valid_text(const Settings& s) { return stepplan::gen::valid_text(s); }
  static rc::Gen<std::string> broken_text(std::string_view rule, const Settings& s) {
    return stepplan::gen::broken_text(rule, s);
  }
  static std::vector<std::string> shrink_candidates(const std::string& text) {
    return stepplan::gen::shrink_candidates(text);
  }
  static std::optional<std::string> relaid(const std::string& text, std::uint64_t seed) { return relaid_json(text, seed); }
  static std::optional<std::string> canonical(const std::string& text) { return canonical_json(text); }
};

}  // namespace

const Dialect& stepplan_dialect() {
  static const BasicDialect<StepplanTraits> dialect;
  return dialect;
}

}  // namespace conform::dialects
