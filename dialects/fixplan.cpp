// The fixplan dialect unit (seed 004). FixPlan has nothing to configure: the schema fixes
// every enumeration. Its section of --config may be absent, null or empty; anything in
// it is a mistake to report.
#include <stdexcept>

#include "dialects/core/basic_dialect.hpp"
#include "dialects/json_relayout.hpp"
#include "generators/fixplan/generators.hpp"
#include "oracles/fixplan/check.hpp"

namespace conform::dialects {
namespace {

struct FixplanTraits {
  struct Settings {};

  static const Descriptor& descriptor() {
    static const Descriptor d{.id = "fixplan",
                              .extension = ".json",
                              .key_markers = {"plan_version", "primary_issue", "risk_level", "fix_attempt", "context_files",
                                              "stop_on_failure", "\"tasks\"", "\"edits\""},
                              .signature = nullptr,
                              .options = {}};
    return d;
  }
  static Settings read(const nlohmann::json* section) {
    if (!section || section->is_null()) return {};
    if (!section->is_object()) throw std::runtime_error("config: \"fixplan\" must be an object");
    if (!section->empty())
      throw std::runtime_error("config: unknown key \"fixplan." + section->begin().key() + "\" (fixplan has no settings)");
    return {};
  }
  static nlohmann::json write(const Settings&) { return nlohmann::json::object(); }
  static std::vector<Diagnostic> check(const SourceText& source, const Settings&, const Limits& limits) {
    return fixplan::check(source, limits);
  }
  static std::vector<std::string> breakable_rules() { return fixplan::gen::breakable_rules(); }
  static rc::Gen<std::string> valid_text(const Settings&) { return fixplan::gen::valid_text(); }
  static rc::Gen<std::string> broken_text(std::string_view rule, const Settings&) { return fixplan::gen::broken_text(rule); }
  static std::vector<std::string> shrink_candidates(const std::string& text) {
    return fixplan::gen::shrink_candidates(text);
  }
  static std::optional<std::string> relaid(const std::string& text, std::uint64_t seed) { return relaid_json(text, seed); }
  static std::optional<std::string> canonical(const std::string& text) { return canonical_json(text); }
};

}  // namespace

const Dialect& fixplan_dialect() {
  static const BasicDialect<FixplanTraits> dialect;
  return dialect;
}

}  // namespace conform::dialects
