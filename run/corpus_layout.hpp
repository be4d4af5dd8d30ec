#pragma once
// The corpus layout (corpus/README.md), the one place that knows it: what a file's
// place under a corpus folder says about the case, and where a case of a kind goes.
//   <dialect>/valid/<name>                must be accepted
//   <dialect>/invalid/<RULE>/<name>       must be rejected; breaks RULE
//   <dialect>/invalid/<name>              must be rejected; the rule is not named
//   <dialect>/impl-defined/<name>         the document leaves the verdict open
//   <dialect>/regressions/<path>          a fuzzing reproducer: no verdict, must not crash
//   <any case>.expected                   a sidecar: the exact diagnostics of the case beside it
//   <broken case>.base                    a sidecar: the valid case it was made from ("valid/<name>")
#include <functional>
#include <optional>
#include <string>
#include <vector>
#include <string_view>

#include "run/case.hpp"

namespace conform::run {

enum class CaseKind {
  valid,
  invalid,            // rule unnamed
  invalid_rule,       // invalid/<RULE>/
  impl_defined,
  regression,
  readme,             // a README.md anywhere: documentation, not a case
  sidecar,            // <case>.expected: the diagnostics the reference validator gives that case
  base_sidecar,       // <case>.base: the valid case a broken case was made from
  unknown_rule,       // invalid/<X>/ where X is no rule of the dialect's catalog
  outside_layout,     // a folder or depth the layout does not know
};

struct CaseLocation {
  std::string dialect;
  CaseKind kind = CaseKind::outside_layout;
  std::string rule;  // invalid_rule and unknown_rule: the folder's name
  std::string name;  // the path below the kind's folder (below regressions/ it may hold folders)
};

// Whether `rule` is a rule of `dialect`'s catalog.
using RuleOfDialect = std::function<bool(std::string_view dialect, std::string_view rule)>;

// Classifies `relative`, a path below the corpus root starting with the dialect folder,
// separated by '/' ("cpl/invalid/CPL-MISSING-MAIN/renamed-main.cpl").
CaseLocation classify(std::string_view relative, const RuleOfDialect& rule_of_dialect);

// The relative path of a case of that kind: the inverse of classify(). Throws
// std::invalid_argument for the kinds that are no place in the layout (readme,
// unknown_rule, outside_layout) and for an empty dialect or name.
std::string path_of(const CaseLocation&);

// Where a generated case named `name` goes: a valid plan (`rule` empty) in valid/; a plan
// broken in a warning rule in impl-defined/<RULE>-<name>; one broken in a rule that only a
// decision makes a fault (Rule::decided_by) in impl-defined/<D<n>>-<RULE>-<name>; any other
// in invalid/<RULE>/<name>. A draw whose verdict rests on recorded decisions (`decisions`,
// as gen::DecisionCapture noted them) goes to impl-defined/, named after them:
// impl-defined/D3-D8-<name>, impl-defined/D1-<RULE>-<name>. A broken draw that only the
// rule naming its fault rests on decisions (`rule_decisions`), rejected under any reading,
// goes to invalid/ without a rule folder, named after them: invalid/D31-<RULE>-<name>; so
// does a draw of a decided_by rule whose decision it notes for its rule only.
CaseLocation generated_case_location(std::string dialect, const std::string& rule, const std::string& name,
                                     const std::vector<std::string>& decisions = {},
                                     const std::vector<std::string>& rule_decisions = {});

// What the runner grades a case of that kind against; nothing for the kinds it does not grade.
std::optional<Expectation> graded_expectation(CaseKind);

// Sidecars: "<case>.expected" beside the case it locks.
bool is_sidecar(std::string_view path);
std::string sidecar_of(std::string_view case_path);
// Base sidecars: "<case>.base", one line naming a case of the same dialect's valid/
// ("valid/doc-example.json") that the broken case beside it was made from (docs/run.md).
bool is_base_sidecar(std::string_view path);
std::string base_sidecar_of(std::string_view case_path);

// Why a file is not a case, for a warning ("invalid/NOT-A-RULE/ names no rule of cpl").
std::string why_outside_layout(const CaseLocation&);

}  // namespace conform::run
