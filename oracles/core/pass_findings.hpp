#pragma once
// A shared pass (CPL's type checker, a JSON contract's shape walk) computes once and
// decides several rules. The rules it may report are the catalog's rules marked with its
// name ("pass": "typing"); each of them gets its own oracle, which reports its bucket.
// Reporting an id no oracle owns throws std::logic_error: a finding can never be lost
// to a filter that does not list it.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/rule_catalog.hpp"
#include "parsers/core/x3/pool_allocator.hpp"

namespace conform {

// The rules one pass of one dialect decides, in catalog order.
class PassRules {
 public:
  PassRules(std::string_view dialect, std::string_view pass, const RuleCatalog& = RuleCatalog::builtin());
  std::string_view pass() const { return pass_; }
  const std::vector<const Rule*>& rules() const { return rules_; }
  // The bucket of a rule; throws std::logic_error when the pass does not own it.
  std::size_t index_of(std::string_view rule) const;

 private:
  std::string pass_;
  std::vector<const Rule*> rules_;
};

class PassFindings {
 public:
  struct Item {
    std::size_t offset = 0;
    std::string message;
  };

  explicit PassFindings(const PassRules& rules) : rules_(&rules), buckets_(rules.rules().size()) {}
  void report(std::string_view rule, std::size_t offset, std::string message) {
    buckets_[rules_->index_of(rule)].push_back(Item{offset, std::move(message)});
  }
  const std::vector<Item>& of(std::size_t index) const { return buckets_.at(index); }
  std::size_t size() const;

 private:
  const PassRules* rules_;
  x3kit::List<std::vector<Item>> buckets_;  // one per check: from the node pool
};

}  // namespace conform
