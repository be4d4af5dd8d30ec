// The RTFS dialect unit (seed 001): settings are the capability whitelist.
#include "dialects/core/basic_dialect.hpp"
#include "generators/rtfs/generators.hpp"
#include "oracles/rtfs/check.hpp"
#include "parsers/rtfs/parser.hpp"
#include "parsers/rtfs/printer.hpp"

namespace conform::dialects {
namespace {

// `(plan` as a token: the bracket, optional blanks, the word, then no symbol byte.
bool starts_with_plan_form(std::string_view text) {
  for (auto at = text.find('('); at != std::string_view::npos; at = text.find('(', at + 1)) {
    auto word = text.find_first_not_of(" \t\r\n", at + 1);
    if (word == std::string_view::npos || text.substr(word, 4) != "plan") continue;
    const auto after = word + 4;
    if (after >= text.size()) return true;
    const char c = text[after];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ')' || c == ':' || c == ';') return true;
  }
  return false;
}

struct RtfsTraits {
  using Settings = rtfs::Capabilities;

  static const Descriptor& descriptor() {
    static const Descriptor d{.id = "rtfs", .extension = ".rtfs", .key_markers = {}, .signature = starts_with_plan_form, .options = {}};
    return d;
  }
  static Settings read(const nlohmann::json* section) {
    return section ? rtfs::Capabilities::from_json(*section) : rtfs::Capabilities::builtin();
  }
  static nlohmann::json write(const Settings& s) { return s.section(); }
  static std::vector<Diagnostic> check(const SourceText& source, const Settings& s, const Limits& limits) {
    return rtfs::check(source, s, limits);
  }
  static std::vector<std::string> breakable_rules() { return rtfs::gen::breakable_rules(); }
  static rc::Gen<std::string> valid_text(const Settings& s) { return rtfs::gen::valid_text(s); }
  static rc::Gen<std::string> broken_text(std::string_view rule, const Settings& s) { return rtfs::gen::broken_text(rule, s); }
  static std::vector<std::string> shrink_candidates(const std::string& text) { return rtfs::gen::shrink_candidates(text); }
  // Another layout and another order of the plan's keyword arguments.
  static std::optional<std::string> relaid(const std::string& text, std::uint64_t seed) {
    const auto parsed = rtfs::parse(text);
    if (!parsed.plan) return std::nullopt;
    return rtfs::print(rtfs::gen::reorder_plan_arguments(*parsed.plan, seed), gen::sample(rtfs::gen::print_style(), seed));
  }
};

}  // namespace

const Dialect& rtfs_dialect() {
  static const BasicDialect<RtfsTraits> dialect;
  return dialect;
}

}  // namespace conform::dialects
