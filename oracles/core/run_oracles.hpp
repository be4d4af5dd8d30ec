#pragma once
// The loop every dialect's check() ends with: each oracle, under its catalog entry,
// skipping those that need a plan when there is none; diagnostics come back sorted.
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "oracles/core/oracle.hpp"
#include "parsers/core/limits.hpp"

namespace conform {

template <typename Context>
std::vector<Diagnostic> run_oracles(const std::vector<std::unique_ptr<Oracle<Context>>>& oracles, const Context& context,
                                    bool has_plan) {
  std::vector<Diagnostic> out;
  const auto& catalog = RuleCatalog::builtin();
  for (const auto& oracle : oracles) {
    if (oracle->needs_plan() && !has_plan) continue;
    const Rule* rule = catalog.find(oracle->rule());
    if (!rule) throw std::logic_error("oracle for a rule missing from the catalog: " + std::string(oracle->rule()));
    Report report(out, *rule);
    oracle->check(context, report);
  }
  sort_diagnostics(out);
  return out;
}

// A limit violation is the only diagnostic of a text that breaks one.
inline std::vector<Diagnostic> limit_diagnostics(const LimitViolation& limit) {
  return {Diagnostic{limit.rule, Severity::error, limit.offset, limit.message}};
}

}  // namespace conform
