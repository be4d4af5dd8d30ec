#include "oracles/cpl/check.hpp"

#include <stdexcept>

#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {

std::vector<Diagnostic> check(const SourceText& source, const Whitelist& whitelist, const Limits& limits) {
  std::vector<Diagnostic> out;
  ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) {
    out.push_back(Diagnostic{parsed.limit->rule, Severity::error, parsed.limit->offset, parsed.limit->message});
    return out;
  }
  CheckContext context{source, parsed, whitelist, {}};
  if (parsed.plan) context.typing = check_typing(*parsed.plan, whitelist);
  const auto& catalog = RuleCatalog::builtin();
  for (const auto& oracle : all_oracles()) {
    if (oracle->needs_plan() && !parsed.plan) continue;
    const Rule* rule = catalog.find(oracle->rule());
    if (!rule) throw std::logic_error("oracle for a rule missing from the catalog: " + std::string(oracle->rule()));
    Report report(out, *rule);
    oracle->check(context, report);
  }
  sort_diagnostics(out);
  return out;
}

}  // namespace conform::cpl
