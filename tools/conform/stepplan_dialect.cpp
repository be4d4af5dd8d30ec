#include <memory>
#include <nlohmann/json.hpp>

#include "generators/core/sample.hpp"
#include "generators/stepplan/generators.hpp"
#include "oracles/stepplan/check.hpp"
#include "tools/conform/dialect.hpp"

namespace conform {
namespace {

class StepplanDialect final : public Dialect {
 public:
  std::string_view id() const override { return "stepplan"; }
  std::string_view extension() const override { return ".json"; }
  void configure(const nlohmann::json& config) override {
    if (config.contains("stepplan")) config_ = stepplan::Config::from_json(config["stepplan"], config_);
  }
  nlohmann::json effective_config() const override {
    nlohmann::json section = {{"tools", config_.tools}, {"requested_tools", config_.requested_tools}};
    if (config_.expect_steps) section["expect_steps"] = *config_.expect_steps;
    return section;
  }
  std::vector<Diagnostic> check(const SourceText& source, const Limits& limits) const override {
    return stepplan::check(source, config_, limits);
  }
  std::vector<std::string> breakable_rules() const override { return stepplan::gen::breakable_rules(); }
  std::string generate_valid(std::uint64_t seed) const override {
    return gen::sample(stepplan::gen::valid_text(config_), seed);
  }
  std::string generate_broken(std::string_view rule, std::uint64_t seed) const override {
    return gen::sample(stepplan::gen::broken_text(rule, config_), seed);
  }
  std::vector<std::string> shrink_candidates(const std::string& text) const override {
    return stepplan::gen::shrink_candidates(text);
  }

 private:
  stepplan::Config config_ = stepplan::Config::builtin();
};

}  // namespace

std::unique_ptr<Dialect> make_stepplan_dialect() { return std::make_unique<StepplanDialect>(); }

}  // namespace conform
