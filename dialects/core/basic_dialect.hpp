#pragma once
// The one shape of every dialect unit: a Traits type says how to read and write the
// dialect's settings, check a plan, and generate and shrink plans; BasicDialect<Traits>
// turns that into a Dialect.
//
//   struct Traits {
//     using Settings = …;
//     static const Descriptor& descriptor();
//     static Settings read(const nlohmann::json* section);        // nullptr: the built-in settings
//     static nlohmann::json write(const Settings&);
//     static std::vector<Diagnostic> check(const SourceText&, const Settings&, const Limits&);
//     static std::vector<std::string> breakable_rules();
//     static rc::Gen<std::string> valid_text(const Settings&);
//     static rc::Gen<std::string> broken_text(std::string_view rule, const Settings&);
//     static std::vector<std::string> shrink_candidates(const std::string&);
//     static std::optional<std::string> relaid(const std::string&, std::uint64_t seed);
//     static std::optional<std::string> canonical(const std::string&);  // optional:
//       without it, the plan reprinted in the layout of seed 0
//   };
#include <nlohmann/json.hpp>

#include "dialects/core/dialect.hpp"
#include "generators/core/base_capture.hpp"
#include "generators/core/sample.hpp"

namespace conform::dialects {

template <typename Traits>
class BasicDialect final : public Dialect {
 public:
  const Descriptor& descriptor() const override { return Traits::descriptor(); }
  std::shared_ptr<const Configured> configure(const nlohmann::json* section) const override {
    return std::make_shared<Configuration>(*this, Traits::read(section));
  }

 private:
  using Settings = typename Traits::Settings;

  class Configuration final : public Configured {
   public:
    Configuration(const Dialect& dialect, Settings settings) : dialect_(dialect), settings_(std::move(settings)) {}
    const Dialect& dialect() const override { return dialect_; }
    std::vector<Diagnostic> check(const SourceText& source, const Limits& limits) const override {
      return Traits::check(source, settings_, limits);
    }
    nlohmann::json settings() const override { return Traits::write(settings_); }
    std::vector<std::string> breakable_rules() const override { return Traits::breakable_rules(); }
    std::string generate_valid(std::uint64_t seed) const override {
      return gen::sample(Traits::valid_text(settings_), seed);
    }
    std::string generate_broken(std::string_view rule, std::uint64_t seed) const override {
      return gen::sample(Traits::broken_text(rule, settings_), seed);
    }
    std::optional<std::string> generate_base(std::string_view rule, std::uint64_t seed) const override {
      gen::BaseCapture capture;
      (void)generate_broken(rule, seed);
      if (!capture.text() || has_errors(check(SourceText("base", *capture.text()), Limits{}))) return std::nullopt;
      return capture.text();
    }
    std::vector<std::string> shrink_candidates(const std::string& text) const override {
      return Traits::shrink_candidates(text);
    }
    std::optional<std::string> relaid(const std::string& text, std::uint64_t seed) const override {
      return Traits::relaid(text, seed);
    }
    std::optional<std::string> canonical(const std::string& text) const override {
      if constexpr (requires { Traits::canonical(text); }) return Traits::canonical(text);
      else return Traits::relaid(text, 0);
    }

   private:
    const Dialect& dialect_;
    Settings settings_;
  };
};

}  // namespace conform::dialects
