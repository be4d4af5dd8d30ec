#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "generators/core/sample.hpp"
#include "generators/cpl/generators.hpp"
#include "generators/cpl/shrink.hpp"
#include "oracles/cpl/check.hpp"
#include "parsers/cpl/printer.hpp"
#include "tools/conform/dialect.hpp"

namespace conform {
namespace {

// "name(p: T, …) : R", as the whitelist is written.
std::string signature_text(const cpl::ast::Signature& s) {
  std::string text = s.name.name + "(";
  for (std::size_t i = 0; i < s.params.size(); ++i)
    text += (i ? ", " : "") + s.params[i].name.name + ": " + cpl::print(*s.params[i].type);
  return text + ") : " + cpl::print(s.return_type);
}

class CplDialect final : public Dialect {
 public:
  std::string_view id() const override { return "cpl"; }
  std::string_view extension() const override { return ".cpl"; }
  void configure(const nlohmann::json& config) override {
    if (config.contains("cpl")) whitelist_ = cpl::Whitelist::from_json(config["cpl"]);
  }
  nlohmann::json effective_config() const override {
    nlohmann::json syscalls = nlohmann::json::array();
    for (const auto& s : whitelist_.signatures()) syscalls.push_back(signature_text(s));
    return {{"syscalls", std::move(syscalls)}};
  }
  std::vector<Diagnostic> check(const SourceText& source, const Limits& limits) const override {
    return cpl::check(source, whitelist_, limits);
  }
  std::vector<std::string> breakable_rules() const override { return cpl::gen::breakable_rules(); }
  std::string generate_valid(std::uint64_t seed) const override {
    return gen::sample(cpl::gen::valid_text(whitelist_), seed);
  }
  std::string generate_broken(std::string_view rule, std::uint64_t seed) const override {
    return gen::sample(cpl::gen::broken_text(rule, whitelist_), seed);
  }
  std::vector<std::string> shrink_candidates(const std::string& text) const override {
    return cpl::gen::shrink_candidates(text);
  }

 private:
  cpl::Whitelist whitelist_ = cpl::Whitelist::builtin();
};

}  // namespace

std::unique_ptr<Dialect> make_cpl_dialect() { return std::make_unique<CplDialect>(); }

}  // namespace conform
