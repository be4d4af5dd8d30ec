// The Java dialect unit (seed 000): settings are the syscall whitelist.
#include "dialects/core/basic_dialect.hpp"
#include "generators/java/generators.hpp"
#include "oracles/java/check.hpp"
#include "parsers/java/parser.hpp"
#include "parsers/java/grammar/tokens.hpp"
#include "parsers/java/printer.hpp"
#include "spec/embedded.hpp"

namespace conform::dialects {
namespace {

// `class Plan` with only modifiers and annotations before it, anywhere in the text.
bool declares_plan_class(std::string_view text) {
  for (auto at = text.find("class Plan"); at != std::string_view::npos; at = text.find("class Plan", at + 1)) {
    const auto after = at + 10;
    if (after < text.size() && java::parser::is_ident_char(static_cast<unsigned char>(text[after]))) continue;
    if (at > 0 && java::parser::is_ident_char(static_cast<unsigned char>(text[at - 1]))) continue;
    return true;
  }
  return false;
}

struct JavaTraits {
  struct Settings {
    java::Whitelist whitelist;
    nlohmann::json section;
  };

  static const Descriptor& descriptor() {
    static const Descriptor d{.id = "java", .extension = ".java", .key_markers = {}, .signature = declares_plan_class, .options = {}};
    return d;
  }
  static Settings read(const nlohmann::json* section) {
    if (!section)
      return {java::Whitelist::builtin(), nlohmann::json::parse(spec::embedded_file("java/syscalls.json")).at("java")};
    return {java::Whitelist::from_json(*section), *section};
  }
  static nlohmann::json write(const Settings& s) { return s.section; }
  static std::vector<Diagnostic> check(const SourceText& source, const Settings& s, const Limits& limits) {
    return java::check(source, s.whitelist, limits);
  }
  static std::vector<std::string> breakable_rules() { return java::gen::breakable_rules(); }
  static rc::Gen<std::string> valid_text(const Settings& s) { return java::gen::valid_text(s.whitelist); }
  static rc::Gen<std::string> broken_text(std::string_view rule, const Settings& s) {
    return java::gen::broken_text(rule, s.whitelist);
  }
  static std::vector<std::string> shrink_candidates(const std::string& text) { return java::gen::shrink_candidates(text); }
  static std::optional<std::string> relaid(const std::string& text, std::uint64_t seed) {
    const auto parsed = java::parse(text);
    if (!parsed.unit) return std::nullopt;
    return java::print(*parsed.unit, gen::sample(java::gen::print_style(), seed));
  }
};

}  // namespace

const Dialect& java_dialect() {
  static const BasicDialect<JavaTraits> dialect;
  return dialect;
}

}  // namespace conform::dialects
