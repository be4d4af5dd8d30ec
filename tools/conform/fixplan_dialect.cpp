#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "generators/core/sample.hpp"
#include "generators/fixplan/generators.hpp"
#include "oracles/fixplan/check.hpp"
#include "tools/conform/dialect.hpp"

namespace conform {
namespace {

// FixPlan has nothing to configure: the schema fixes every enumeration. A "fixplan"
// section of --config may be absent or empty; anything in it is a mistake to report.
void check_config_section(const nlohmann::json& config) {
  if (!config.contains("fixplan")) return;
  const auto& section = config["fixplan"];
  if (section.is_null()) return;
  if (!section.is_object()) throw std::runtime_error("config: \"fixplan\" must be an object");
  if (!section.empty())
    throw std::runtime_error("config: unknown key \"fixplan." + section.begin().key() + "\" (fixplan has no settings)");
}

class FixplanDialect final : public Dialect {
 public:
  std::string_view id() const override { return "fixplan"; }
  std::string_view extension() const override { return ".json"; }
  void configure(const nlohmann::json& config) override { check_config_section(config); }
  nlohmann::json effective_config() const override { return nlohmann::json::object(); }
  std::vector<Diagnostic> check(const SourceText& source, const Limits& limits) const override {
    return fixplan::check(source, limits);
  }
  std::vector<std::string> breakable_rules() const override { return fixplan::gen::breakable_rules(); }
  std::string generate_valid(std::uint64_t seed) const override { return gen::sample(fixplan::gen::valid_text(), seed); }
  std::string generate_broken(std::string_view rule, std::uint64_t seed) const override {
    return gen::sample(fixplan::gen::broken_text(rule), seed);
  }
  std::vector<std::string> shrink_candidates(const std::string& text) const override {
    return fixplan::gen::shrink_candidates(text);
  }
};

}  // namespace

std::unique_ptr<Dialect> make_fixplan_dialect() { return std::make_unique<FixplanDialect>(); }

}  // namespace conform
