#include "run/generated_cases.hpp"

#include <limits>

#include "generators/core/decision_capture.hpp"
#include "run/corpus.hpp"
#include "run/corpus_layout.hpp"
#include "run/scratch_dir.hpp"
#include "core/rule_catalog.hpp"

namespace conform::run {
namespace {

bool is_warning(const std::string& rule) {
  const Rule* r = RuleCatalog::builtin().find(rule);
  return r && r->severity == Severity::warning;
}

}  // namespace

GeneratedCases::GeneratedCases(const std::vector<const dialects::Configured*>& dialects, std::size_t n,
                               std::uint64_t seed, std::filesystem::path dir, const std::optional<std::string>& rule_glob)
    : n_(n), seed_(seed), dir_(std::move(dir)) {
  for (const dialects::Configured* d : dialects) {
    Dialect entry{d, {}};
    if (!rule_glob) entry.kinds.push_back("");  // a valid plan: no rule glob selects one
    for (auto& rule : d->breakable_rules())
      if (!is_warning(rule) && (!rule_glob || glob_match(*rule_glob, rule))) entry.kinds.push_back(rule);
    if (!entry.kinds.empty()) dialects_.push_back(std::move(entry));
  }
}

std::size_t GeneratedCases::size() const {
  if (n_ == 0 || dialects_.empty()) return 0;
  if (n_ > std::numeric_limits<std::size_t>::max() / dialects_.size()) return std::numeric_limits<std::size_t>::max();
  return n_ * dialects_.size();
}

GeneratedText generate_case(const dialects::Configured& d, const std::string& rule, std::uint64_t seed, bool with_base) {
  gen::DecisionCapture capture;
  GeneratedText out;
  out.text = rule.empty() ? d.generate_valid(seed) : d.generate_broken(rule, seed);
  if (with_base && !rule.empty()) out.base = d.generate_base(rule, seed);
  out.decisions.assign(capture.noted().begin(), capture.noted().end());
  out.rule_decisions.assign(capture.noted_for_rule().begin(), capture.noted_for_rule().end());
  return out;
}

void GeneratedCases::locate(Case& c, const Dialect& d, const GeneratedText* drawn) const {
  const std::string name = "gen-" + std::to_string(*c.seed) + std::string(d.d->extension());
  const CaseLocation at = drawn ? generated_case_location(c.dialect, c.rule, name, drawn->decisions, drawn->rule_decisions)
                                : generated_case_location(c.dialect, c.rule, name);
  c.expectation = *graded_expectation(at.kind);
  c.id = c.dialect + "/generated/" + path_of(at).substr(c.dialect.size() + 1);
  c.path = (dir_ / c.id).string();
}

Case GeneratedCases::describe(std::size_t index) const {
  const Dialect& d = dialects_[index / n_];
  const std::size_t i = index % n_;
  Case c;
  c.dialect = std::string(d.d->id());
  c.seed = seed_ + i;
  c.rule = d.kinds[i % d.kinds.size()];
  locate(c, d, nullptr);
  return c;
}

void GeneratedCases::generate(Case& c) const {
  for (const Dialect& d : dialects_) {
    if (d.d->id() != c.dialect) continue;
    GeneratedText generated = generate_case(*d.d, c.rule, *c.seed, true);
    locate(c, d, &generated);
    c.text = std::move(generated.text);
    if (generated.base) {
      const std::string id = c.dialect + "/generated/base/" + c.rule + "/" + std::filesystem::path(c.path).filename().string();
      c.base = CaseBase{id, (dir_ / id).string(), std::move(*generated.base)};
      write_under(dir_, id, c.base->text);
    }
    write_under(dir_, c.id, c.text);
    return;
  }
}

std::vector<Case> generated_cases(const std::vector<const dialects::Configured*>& dialects, std::size_t n, std::uint64_t seed,
                                  const std::filesystem::path& dir) {
  const GeneratedCases generated(dialects, n, seed, dir);
  std::vector<Case> cases;
  for (std::size_t i = 0; i < generated.size(); ++i) {
    cases.push_back(generated.describe(i));
    generated.generate(cases.back());
  }
  return cases;
}

}  // namespace conform::run
