#pragma once
// A dialect's oracles, each bound to its catalog entry when the registry is built, and
// the loop every check ends with. Building the registry fails loudly (std::logic_error)
// unless every contract and request rule of the dialect has exactly one oracle and every
// oracle such a rule.
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "oracles/core/oracle.hpp"
#include "oracles/core/pass_findings.hpp"
#include "core/limits.hpp"

namespace conform {

// The oracle of one rule a shared pass decides: it reports that rule's bucket.
template <typename Context>
class PassShareOracle final : public Oracle<Context> {
 public:
  PassShareOracle(const Rule& rule, std::size_t bucket, PassFindings Context::*findings)
      : rule_(rule.id), bucket_(bucket), findings_(findings) {}
  std::string_view rule() const override { return rule_; }
  void check(const Context& c, Report& r) const override {
    for (const auto& item : (c.*findings_).of(bucket_)) r.at(item.offset, item.message);
  }

 private:
  std::string rule_;
  std::size_t bucket_;
  PassFindings Context::*findings_;
};

template <typename Context>
class OracleRegistry {
 public:
  explicit OracleRegistry(std::string dialect, const RuleCatalog& catalog = RuleCatalog::builtin())
      : dialect_(std::move(dialect)), catalog_(catalog) {}

  void add(std::unique_ptr<Oracle<Context>> oracle) {
    const Rule* rule = catalog_.find(oracle->rule());
    if (!rule || rule->dialect != dialect_ || !rule->has_oracle())
      throw std::logic_error("an oracle of " + dialect_ + " for " + std::string(oracle->rule()) +
                             ", which is not a contract or request rule of its catalog");
    for (const auto& b : bound_)
      if (b.rule == rule) throw std::logic_error("two oracles for " + rule->id);
    if (const auto* stretch = dynamic_cast<const StretchOracle<Context>*>(oracle.get()))
      stretch_bound_.push_back(StretchBound{stretch, rule});
    bound_.push_back(Bound{std::move(oracle), rule});
  }

  // One oracle per rule the catalog gives to `pass`; the context's `findings` member is
  // where the pass reports. Returns the pass's rules, to build that member from.
  const PassRules& bind_pass(std::string_view pass, PassFindings Context::*findings) {
    passes_.push_back(std::make_unique<PassRules>(dialect_, pass, catalog_));
    const PassRules& rules = *passes_.back();
    for (std::size_t i = 0; i < rules.rules().size(); ++i)
      add(std::make_unique<PassShareOracle<Context>>(*rules.rules()[i], i, findings));
    return rules;
  }

  // One oracle, made by `make(rule)`, for every rule of the dialect's catalog that
  // `selects` (by one of its attributes).
  template <typename Selects, typename Make>
  void bind_each(Selects selects, Make make) {
    for (const Rule* r : catalog_.for_dialect(dialect_))
      if (selects(*r)) add(make(*r));
  }

  // Throws unless every contract and request rule of the dialect has its oracle.
  void expect_complete() const {
    for (const Rule* r : catalog_.for_dialect(dialect_)) {
      if (!r->has_oracle()) continue;
      bool found = false;
      for (const auto& b : bound_) found = found || b.rule == r;
      if (!found) throw std::logic_error("the rule " + r->id + " has no oracle");
    }
  }

  // Every StretchOracle's judgement of one stretch of the plan (check_nodes), into `out`.
  void run_on_nodes(const Context& context, std::vector<Diagnostic>& out) const {
    for (const auto& b : stretch_bound_) {
      Report report(out, *b.rule);
      b.oracle->check_nodes(context, report);
    }
  }

  // Every oracle's judgement of the whole text, after `out`'s (run_on_nodes'), sorted.
  // With `last_stretch`, the StretchOracles first judge the context's node lists, those
  // of the plan's last stretch (all of a plan that is one stretch).
  std::vector<Diagnostic> run(const Context& context, bool has_plan, std::vector<Diagnostic> out = {},
                              bool last_stretch = false) const {
    if (last_stretch) run_on_nodes(context, out);
    for (const auto& b : bound_) {
      if (!has_plan && b.oracle->needs_plan()) continue;
      Report report(out, *b.rule);
      b.oracle->check(context, report);
    }
    sort_diagnostics(out);
    return out;
  }

  const std::string& dialect() const { return dialect_; }
  // The rules that have an oracle, in registration order.
  std::vector<const Rule*> rules() const {
    std::vector<const Rule*> out;
    for (const auto& b : bound_) out.push_back(b.rule);
    return out;
  }

 private:
  struct Bound {
    std::unique_ptr<Oracle<Context>> oracle;
    const Rule* rule;
  };
  struct StretchBound {  // a bound oracle that judges stretches too, again
    const StretchOracle<Context>* oracle;
    const Rule* rule;
  };
  std::string dialect_;
  const RuleCatalog& catalog_;
  std::vector<Bound> bound_;
  std::vector<StretchBound> stretch_bound_;
  std::vector<std::unique_ptr<PassRules>> passes_;
};

// A dialect's oracles when one shared pass decides some of its rules: the pass's oracles,
// then those `add_own` registers, checked complete. Build it once (a function-local static).
template <typename Context>
struct OraclesWithPass {
  OracleRegistry<Context> oracles;
  const PassRules& pass;

  OraclesWithPass(std::string dialect, std::string_view pass_name, PassFindings Context::*findings,
                  void (*add_own)(OracleRegistry<Context>&))
      : oracles(std::move(dialect)), pass(oracles.bind_pass(pass_name, findings)) {
    add_own(oracles);
    oracles.expect_complete();
  }
};

// A limit violation is the only diagnostic of a text that breaks one.
inline std::vector<Diagnostic> limit_diagnostics(const LimitViolation& limit) {
  return {Diagnostic{limit.rule, Severity::error, limit.offset, limit.message}};
}

}  // namespace conform
