#include "run/generated_cases.hpp"

#include <limits>

#include "run/corpus.hpp"
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

Case GeneratedCases::describe(std::size_t index) const {
  const Dialect& d = dialects_[index / n_];
  const std::size_t i = index % n_;
  Case c;
  c.dialect = std::string(d.d->id());
  c.seed = seed_ + i;
  const std::string& rule = d.kinds[i % d.kinds.size()];
  const std::string name = "gen-" + std::to_string(*c.seed) + std::string(d.d->extension());
  if (rule.empty()) {
    c.expectation = Expectation::accept;
    c.id = c.dialect + "/generated/valid/" + name;
  } else if (const Rule* r = RuleCatalog::builtin().find(rule); r && !r->decided_by.empty()) {
    // Only a decision makes it a fault: graded as the corpus's impl-defined cases are.
    c.expectation = Expectation::impl_defined;
    c.rule = rule;
    c.id = c.dialect + "/generated/impl-defined/" + r->decided_by + "-" + rule + "-" + name;
  } else {
    c.expectation = Expectation::reject;
    c.rule = rule;
    c.id = c.dialect + "/generated/invalid/" + rule + "/" + name;
  }
  c.path = (dir_ / c.id).string();
  return c;
}

void GeneratedCases::generate(Case& c) const {
  for (const Dialect& d : dialects_) {
    if (d.d->id() != c.dialect) continue;
    c.text = c.rule.empty() ? d.d->generate_valid(*c.seed) : d.d->generate_broken(c.rule, *c.seed);
    if (!c.rule.empty())
      if (auto base = d.d->generate_base(c.rule, *c.seed)) {
        const std::string id = c.dialect + "/generated/base/" + c.rule + "/" + std::filesystem::path(c.path).filename().string();
        c.base = CaseBase{id, (dir_ / id).string(), std::move(*base)};
        write_text_file(c.base->path, c.base->text);
      }
    write_text_file(c.path, c.text);
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
