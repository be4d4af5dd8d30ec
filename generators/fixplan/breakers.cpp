// The breakers as texts: the plan's own rules (schema_breakers.cpp,
// document_breakers.cpp) restyled, and the six envelope rules by json_gen::break_envelope.
#include <stdexcept>

#include "generators/fixplan/breakers.hpp"
#include "generators/fixplan/generators.hpp"
#include "generators/json/envelope_breakers.hpp"
#include "generators/json/style.hpp"
#include "oracles/json_contract/envelope_oracles.hpp"
#include "core/rule_catalog.hpp"

namespace conform::fixplan::gen {
namespace {

const BreakerTable& breakers() {
  static const BreakerTable table = [] {
    BreakerTable out;
    add_schema_breakers(out);
    add_document_breakers(out);
    return out;
  }();
  return table;
}

// The catalog entry of a fixplan rule, or nullptr.
const Rule* fixplan_rule(std::string_view id) {
  const Rule* r = RuleCatalog::builtin().find(id);
  return r && r->dialect == "fixplan" ? r : nullptr;
}

}  // namespace

std::vector<std::string> breakable_rules() {
  std::vector<std::string> out;
  for (const Rule* r : RuleCatalog::builtin().for_dialect("fixplan"))
    if (r->checkable() && (!r->envelope.empty() || breakers().count(r->id))) out.push_back(r->id);
  return out;
}

rc::Gen<std::string> broken_text(std::string_view rule) {
  if (const Rule* r = fixplan_rule(rule); r && !r->envelope.empty())
    return json_gen::break_envelope(json_contract::envelope_check(r->envelope), valid_text(), {"D27", "", "D24", "D26"});
  auto it = breakers().find(std::string(rule));
  if (it == breakers().end()) throw std::invalid_argument("no breaker for rule " + std::string(rule));
  const Breaker& breaker = it->second;
  return rc::gen::mapcat(rc::gen::exec([&breaker] { return breaker(); }), json_gen::restyled);
}

}  // namespace conform::fixplan::gen
