// The CPL dialect unit (seed 002): settings are the syscall whitelist.
#include <cctype>

#include "dialects/core/basic_dialect.hpp"
#include "generators/cpl/generators.hpp"
#include "generators/cpl/shrink.hpp"
#include "oracles/cpl/check.hpp"
#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"
#include "spec/embedded.hpp"

namespace conform::dialects {
namespace {

// `plan {`, the word `plan` itself: not `myplan {`, and not RTFS's `(plan {…})`, its
// arguments written as a map.
bool starts_a_plan_block(std::string_view text) {
  for (auto at = text.find("plan"); at != std::string_view::npos; at = text.find("plan", at + 1)) {
    const auto before = at == 0 ? std::string_view::npos : text.find_last_not_of(" \t\r\n", at - 1);
    if (before != std::string_view::npos && before + 1 == at && (std::isalnum(static_cast<unsigned char>(text[before])) || text[before] == '_'))
      continue;
    if (before != std::string_view::npos && text[before] == '(') continue;
    auto after = text.find_first_not_of(" \t\r\n", at + 4);
    if (after != std::string_view::npos && text[after] == '{') return true;
  }
  return false;
}

struct CplTraits {
  struct Settings {
    cpl::Whitelist whitelist;
    nlohmann::json section;
  };

  static const Descriptor& descriptor() {
    static const Descriptor d{.id = "cpl", .extension = ".cpl", .key_markers = {}, .signature = starts_a_plan_block, .options = {}};
    return d;
  }
  static Settings read(const nlohmann::json* section) {
    if (!section) return {cpl::Whitelist::builtin(), nlohmann::json::parse(spec::embedded_file("cpl/syscalls.json")).at("cpl")};
    return {cpl::Whitelist::from_json(*section), *section};
  }
  static nlohmann::json write(const Settings& s) { return s.section; }
  static std::vector<Diagnostic> check(const SourceText& source, const Settings& s, const Limits& limits) {
    return cpl::check(source, s.whitelist, limits);
  }
  static std::vector<std::string> breakable_rules() { return cpl::gen::breakable_rules(); }
  static rc::Gen<std::string> valid_text(const Settings& s) { return cpl::gen::valid_text(s.whitelist); }
  static rc::Gen<std::string> broken_text(std::string_view rule, const Settings& s) {
    return cpl::gen::broken_text(rule, s.whitelist);
  }
  static std::vector<std::string> shrink_candidates(const std::string& text) { return cpl::gen::shrink_candidates(text); }
  static std::optional<std::string> relaid(const std::string& text, std::uint64_t seed) {
    const auto parsed = cpl::parse(text);
    if (!parsed.plan) return std::nullopt;
    const auto style = gen::sample(cpl::gen::print_style(), seed);
    return parsed.plan_block_missing ? cpl::print_without_block(*parsed.plan, style) : cpl::print(*parsed.plan, style);
  }
};

}  // namespace

const Dialect& cpl_dialect() {
  static const BasicDialect<CplTraits> dialect;
  return dialect;
}

}  // namespace conform::dialects
