#pragma once
// The corpus contract (corpus/README.md; the layout is run/corpus_layout.hpp),
// shared by every dialect's corpus test:
//   valid/<name>                 no diagnostics at all, warnings included
//   invalid/<RULE>/<name>        at least one error of RULE, and no error of any other rule
//   invalid/<name>               at least one error
//   impl-defined/<RULE>-<…>      that warning (at least once), nothing else
//   impl-defined/D<n>-<RULE>-<…> that error under decision D<n>, no error of another rule
//   impl-defined/D<n>-<…>        no error; D<n> is a decision of spec/<dialect>/decisions.md
//   regressions/<path>           fuzzing reproducers: no verdict; must not crash, stay in limits
//   <any case>.expected          optional sidecar: the exact diagnostics of that case
//   anything else                fails: a file outside the layout is a mistake
#include <filesystem>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/rule_catalog.hpp"
#include "core/source_text.hpp"

namespace conform::test {

struct CorpusCase {
  std::string dialect;
  std::filesystem::path path;
  std::string relative;  // to corpus/<dialect>, with '/'
};

inline void PrintTo(const CorpusCase& c, std::ostream* os) { *os << c.dialect << "/" << c.relative; }

// Every file under corpus/<dialect> but README.md files and sidecars, in path order.
std::vector<CorpusCase> corpus_cases(const std::string& dialect);

// A sidecar `<case>.expected` locks the diagnostics of its case: the "diagnostics" array
// of `conform check --format json`. Optional; tests/dialects/corpus_test.cpp reads it.
bool is_sidecar(const std::filesystem::path&);
std::filesystem::path sidecar_of(const std::filesystem::path& case_path);

using Checker = std::function<std::vector<Diagnostic>(const SourceText&)>;

// Checks the case with `check` and expects the verdict its path promises (GoogleTest
// assertions; call from a TEST_P body).
void expect_verdict_its_path_promises(const CorpusCase&, const Checker& check);

// The layout of corpus/<dialect>: every checkable error rule has at least two invalid
// cases, every warning rule an impl-defined case, and invalid/ names only rules of the
// dialect's catalog that are checkable.
void expect_complete_layout(const std::string& dialect);

// The error rule an impl-defined/D<n>-<RULE>-<name> case breaks under decision D<n>, or
// nullptr for a D<n>-<name> case, valid under its decision.
const Rule* decision_bound_rule(const std::string& dialect, const std::string& file_name);

// For INSTANTIATE_TEST_SUITE_P's name generator.
std::string corpus_test_name(const CorpusCase&);

}  // namespace conform::test
