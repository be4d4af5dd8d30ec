#pragma once
// The rules of spec/*/rules.json as core/compile_rules.cpp writes them at build time, for
// RuleCatalog::builtin(): the catalog every process uses, with no JSON read at run time.
#include <span>
#include <string_view>

#include "core/rule_catalog.hpp"

namespace conform::compiled_rules {

struct Entry {  // a Rule, its texts in the executable's read-only data
  std::string_view id, dialect, title, section, notes;
  Severity severity;
  RuleKind kind;
  std::string_view pass, envelope;
  bool about_layout;
  std::string_view schema, funnel, decided_by;
};
struct Seed {
  std::string_view dialect, seed;
};

// In the order of the documents (the harness's own, then each registered dialect's) and
// of the rules in each.
std::span<const Entry> rules();
std::span<const Seed> seeds();

}  // namespace conform::compiled_rules
