#include "oracles/core/pass_findings.hpp"

#include <stdexcept>

namespace conform {

PassRules::PassRules(std::string_view dialect, std::string_view pass, const RuleCatalog& catalog) : pass_(pass) {
  for (const Rule* r : catalog.for_dialect(dialect))
    if (r->pass == pass) rules_.push_back(r);
  if (rules_.empty())
    throw std::logic_error("no rule of " + std::string(dialect) + " names the pass '" + pass_ + "' in its catalog");
}

std::size_t PassRules::index_of(std::string_view rule) const {
  for (std::size_t i = 0; i < rules_.size(); ++i)
    if (rules_[i]->id == rule) return i;
  throw std::logic_error("the " + pass_ + " pass reported " + std::string(rule) +
                         ", which no oracle owns: give the rule \"pass\": \"" + pass_ + "\" in its catalog");
}

std::size_t PassFindings::size() const {
  std::size_t n = 0;
  for (const auto& b : buckets_) n += b.size();
  return n;
}

}  // namespace conform
