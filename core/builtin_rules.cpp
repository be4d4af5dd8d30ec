#include "core/compiled_rules.hpp"
#include "core/rule_catalog.hpp"

namespace conform {

const RuleCatalog& RuleCatalog::builtin() {
  static const RuleCatalog catalog = [] {
    std::vector<Rule> rules;
    rules.reserve(compiled_rules::rules().size());
    for (const auto& e : compiled_rules::rules()) {
      Rule& r = rules.emplace_back();
      r.id = e.id;
      r.dialect = e.dialect;
      r.title = e.title;
      r.section = e.section;
      r.notes = e.notes;
      r.severity = e.severity;
      r.kind = e.kind;
      r.pass = e.pass;
      r.envelope = e.envelope;
      r.about_layout = e.about_layout;
      r.schema = e.schema;
      r.funnel = e.funnel;
      r.decided_by = e.decided_by;
    }
    std::vector<std::pair<std::string, std::string>> seeds;
    for (const auto& s : compiled_rules::seeds()) seeds.emplace_back(s.dialect, s.seed);
    return RuleCatalog(std::move(rules), std::move(seeds));
  }();
  return catalog;
}

}  // namespace conform
