#include "run/generated_cases.hpp"

#include "run/scratch_dir.hpp"
#include "core/rule_catalog.hpp"

namespace conform::run {
namespace {

bool is_warning(const std::string& rule) {
  const Rule* r = RuleCatalog::builtin().find(rule);
  return r && r->severity == Severity::warning;
}

}  // namespace

std::vector<Case> generated_cases(const std::vector<const dialects::Configured*>& dialects, std::size_t n, std::uint64_t seed,
                                  const std::filesystem::path& dir) {
  std::vector<Case> cases;
  for (const dialects::Configured* d : dialects) {
    std::vector<std::string> kinds{""};  // "": a valid plan
    for (auto& rule : d->breakable_rules())
      if (!is_warning(rule)) kinds.push_back(rule);
    for (std::size_t i = 0; i < n; ++i) {
      Case c;
      c.dialect = std::string(d->id());
      c.seed = seed + i;
      const std::string& rule = kinds[i % kinds.size()];
      std::string name = "gen-" + std::to_string(*c.seed) + std::string(d->extension());
      if (rule.empty()) {
        c.expectation = Expectation::accept;
        c.id = c.dialect + "/generated/valid/" + name;
        c.text = d->generate_valid(*c.seed);
      } else {
        c.expectation = Expectation::reject;
        c.rule = rule;
        c.id = c.dialect + "/generated/invalid/" + rule + "/" + name;
        c.text = d->generate_broken(rule, *c.seed);
        if (auto base = d->generate_base(rule, *c.seed)) {
          const std::string id = c.dialect + "/generated/base/" + rule + "/" + name;
          c.base = CaseBase{id, (dir / id).string(), std::move(*base)};
          write_text_file(c.base->path, c.base->text);
        }
      }
      c.path = (dir / c.id).string();
      write_text_file(c.path, c.text);
      cases.push_back(std::move(c));
    }
  }
  return cases;
}

}  // namespace conform::run
