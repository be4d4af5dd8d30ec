#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/diagnostic.hpp"

namespace conform {

// contract: a rule of a seed document that a program can check.
// advisory: stated by the document but not checkable in one plan; listed, never reported.
// limit: a bound of the harness itself, not of any contract.
// request: a rule of a seed document that depends on what the user asked for (a step
//   count, the tools requested); checked only when the run names the request (a
//   command-line option or the config), so corpus cases, which carry no request, never
//   exercise it.
enum class RuleKind { contract, advisory, limit, request };

std::string_view to_string(RuleKind);

struct Rule {
  std::string id;
  std::string dialect;
  std::string title;
  std::string section;
  std::string notes;
  Severity severity = Severity::error;
  RuleKind kind = RuleKind::contract;
  // Attributes the generic code keys on, read from the catalog, never listed in code:
  // the shared pass that decides the rule ("typing", "shape"; empty: its own oracle),
  // the shared envelope check it is an instance of ("markdown-fence", …), whether it
  // looks at the layout of the text rather than its tree (reprinting drops what it sees),
  // what a JSON Schema makes of it ("expressible", "not-json", "beyond"; JSON
  // contracts only), and where an output that breaks it stops in the grading funnel
  // ("not-found": no plan located; "syntax": located but not parsed; empty: parsed).
  std::string pass;
  std::string envelope;
  bool about_layout = false;
  std::string schema;
  std::string funnel;
  // The decision (spec/<dialect>/decisions.md, "D13") that alone makes a plan break the
  // rule, where the seed document never does: its cases, generated ones included, are
  // impl-defined (corpus/README.md), never invalid/.
  std::string decided_by;

  bool checkable() const { return kind == RuleKind::contract; }
  // Contract and request rules each have an oracle; advisory and limit rules have none.
  bool has_oracle() const { return kind == RuleKind::contract || kind == RuleKind::request; }

  friend bool operator==(const Rule&, const Rule&) = default;
};

// The rule catalog: spec/*/rules.json, compiled into the executable.
class RuleCatalog {
 public:
  // Every rules.json of spec/: the harness's own, then each registered dialect's. They are
  // read at build time (core/compile_rules.cpp), so no process parses them.
  static const RuleCatalog& builtin();
  // The rules of these rules.json documents, in order; throws std::runtime_error, also
  // when two rules share an id.
  explicit RuleCatalog(std::vector<std::string_view> documents);
  // These rules, in order, and the seed document of each dialect that names one; throws
  // std::runtime_error when two rules share an id.
  RuleCatalog(std::vector<Rule> rules, std::vector<std::pair<std::string, std::string>> seeds);
  // Parses one rules.json document; throws std::runtime_error naming the problem.
  static std::vector<Rule> parse(std::string_view json_text);

  const std::vector<Rule>& rules() const { return rules_; }
  const Rule* find(std::string_view id) const;
  std::vector<const Rule*> for_dialect(std::string_view dialect) const;
  // The seed document a dialect comes from, e.g. "002_4b3a3d2d5e102114.txt".
  std::string seed_of(std::string_view dialect) const;
  // (dialect, seed document) for each dialect that names its seed, in order.
  const std::vector<std::pair<std::string, std::string>>& seeds() const { return seeds_; }

 private:
  std::vector<Rule> rules_;
  std::vector<std::size_t> by_id_;  // indices into rules_, sorted by id
  std::vector<std::pair<std::string, std::string>> seeds_;
};

}  // namespace conform
