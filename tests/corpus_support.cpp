#include "tests/corpus_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>

#include "run/corpus_layout.hpp"
#include "core/rule_catalog.hpp"
#include "tests/test_support.hpp"

namespace conform::test {
namespace {

namespace fs = std::filesystem;

bool catalog_rule_of(std::string_view dialect, std::string_view rule) {
  const Rule* r = RuleCatalog::builtin().find(rule);
  return r && r->dialect == dialect;
}

run::CaseLocation location_of(const CorpusCase& c) { return run::classify(c.dialect + "/" + c.relative, catalog_rule_of); }

// The catalog rule an impl-defined file name starts with ("CPL-TOO-MANY-STATEMENTS-main…"),
// the longest such id, or nullptr.
const Rule* rule_prefix_of(const std::string& dialect, const std::string& file_name) {
  const Rule* best = nullptr;
  for (const Rule* r : RuleCatalog::builtin().for_dialect(dialect))
    if (file_name.starts_with(r->id + "-") && (!best || r->id.size() > best->id.size())) best = r;
  return best;
}

std::vector<Diagnostic> errors_of(const std::vector<Diagnostic>& all) {
  std::vector<Diagnostic> out;
  for (const auto& d : all)
    if (d.severity == Severity::error) out.push_back(d);
  return out;
}

// Cases per invalid/<X>/ folder, whether X is a rule of the catalog or not.
std::map<std::string, int> invalid_cases_per_rule(const std::string& dialect) {
  std::map<std::string, int> count;
  for (const auto& c : corpus_cases(dialect)) {
    const auto at = location_of(c);
    if (at.kind == run::CaseKind::invalid_rule || at.kind == run::CaseKind::unknown_rule) ++count[at.rule];
  }
  return count;
}

}  // namespace

const Rule* decision_bound_rule(const std::string& dialect, const std::string& file_name) {
  static const std::regex decision_name(R"(^D[0-9]+-(.+))");
  std::smatch m;
  if (!std::regex_match(file_name, m, decision_name)) return nullptr;
  const Rule* r = rule_prefix_of(dialect, m[1].str());
  return r && r->severity == Severity::error ? r : nullptr;
}

std::vector<CorpusCase> corpus_cases(const std::string& dialect) {
  std::vector<CorpusCase> out;
  const fs::path root = corpus_dir(dialect);
  for (const auto& p : files_under(root)) {
    CorpusCase c{dialect, p, fs::relative(p, root).generic_string()};
    const auto kind = location_of(c).kind;
    if (kind != run::CaseKind::readme && kind != run::CaseKind::sidecar && kind != run::CaseKind::base_sidecar)
      out.push_back(std::move(c));
  }
  std::sort(out.begin(), out.end(), [](const CorpusCase& a, const CorpusCase& b) { return a.relative < b.relative; });
  return out;
}

std::string corpus_test_name(const CorpusCase& c) { return test_name(c.relative); }

void expect_verdict_its_path_promises(const CorpusCase& c, const Checker& check) {
  SourceText source(c.relative, read_file(c.path));
  const auto diagnostics = check(source);
  const std::string shown = "diagnostics for " + c.relative + ":\n" + describe(source, diagnostics);

  // Whatever the case, the checker's output is well-formed.
  for (const auto& d : diagnostics) {
    EXPECT_LE(d.offset, source.text().size()) << shown;
    const Rule* r = RuleCatalog::builtin().find(d.rule);
    EXPECT_NE(r, nullptr) << "unknown rule " << d.rule << "\n" << shown;
    if (r && r->kind != RuleKind::limit) {
      EXPECT_EQ(r->dialect, c.dialect) << shown;
    }
    EXPECT_FALSE(d.message.empty()) << shown;
  }
  EXPECT_TRUE(std::is_sorted(diagnostics.begin(), diagnostics.end(),
                             [](const Diagnostic& a, const Diagnostic& b) { return a.offset < b.offset; }))
      << shown;

  const auto at = location_of(c);
  ASSERT_NE(at.kind, run::CaseKind::outside_layout) << c.relative << ": " << run::why_outside_layout(at);
  ASSERT_NE(at.kind, run::CaseKind::unknown_rule) << c.relative << ": " << run::why_outside_layout(at);
  const std::string& file = at.name;
  static const std::regex cites_a_decision(R"(^(D[0-9]+)-(.*))");
  const auto expect_a_decision_of_the_dialect = [&](const std::string& d) {
    const std::string decisions = read_file(source_path("spec/" + c.dialect + "/decisions.md"));
    EXPECT_NE(decisions.find("| " + d + " |"), std::string::npos) << d << " is not a decision of spec/" << c.dialect << "/decisions.md";
  };
  std::smatch cited;
  const std::string file_name = fs::path(file).filename().string();
  const bool cites = std::regex_match(file_name, cited, cites_a_decision);
  if (at.kind == run::CaseKind::valid || at.kind == run::CaseKind::invalid_rule) {
    EXPECT_FALSE(cites) << c.relative << " cites a decision: a case that holds only under a decision belongs in impl-defined/";
  }

  if (at.kind == run::CaseKind::valid) {
    EXPECT_TRUE(diagnostics.empty()) << "a valid plan must draw no error and no warning\n" << shown;
  } else if (at.kind == run::CaseKind::invalid) {
    EXPECT_TRUE(has_errors(diagnostics)) << "an invalid plan must be rejected\n" << shown;
    // D<n>-<RULE-ID>-<name>: rejected under any reading; that it breaks RULE-ID alone is D<n>'s.
    if (cites) {
      expect_a_decision_of_the_dialect(cited[1].str());
      const Rule* decided = rule_prefix_of(c.dialect, cited[2].str());
      ASSERT_NE(decided, nullptr) << c.relative << ": a rule-less case that cites a decision names the rule it decides";
      EXPECT_EQ(decided->severity, Severity::error) << shown;
      for (const auto& d : errors_of(diagnostics)) EXPECT_EQ(d.rule, decided->id) << "under " << cited[1] << "\n" << shown;
    }
  } else if (at.kind == run::CaseKind::invalid_rule) {
    const std::string& rule = at.rule;
    const Rule* r = RuleCatalog::builtin().find(rule);
    ASSERT_NE(r, nullptr) << "folder invalid/" << rule << " names no rule of the catalog";
    EXPECT_EQ(r->severity, Severity::error) << rule << " is a warning: its cases belong in impl-defined/";
    EXPECT_TRUE(r->checkable()) << rule << " is not a checkable rule";
    const auto errors = errors_of(diagnostics);
    EXPECT_TRUE(std::any_of(errors.begin(), errors.end(), [&](const Diagnostic& d) { return d.rule == rule; }))
        << "expected an error of " << rule << "\n" << shown;
    for (const auto& d : errors)
      EXPECT_EQ(d.rule, rule) << "an error of another rule: the case should break only " << rule << "\n" << shown;
  } else if (at.kind == run::CaseKind::impl_defined) {
    if (const Rule* r = rule_prefix_of(c.dialect, file)) {
      EXPECT_FALSE(has_errors(diagnostics)) << "a warning's impl-defined case draws no error\n" << shown;
      EXPECT_EQ(r->severity, Severity::warning) << r->id << " is an error rule: its cases belong in invalid/";
      EXPECT_FALSE(diagnostics.empty()) << "expected the warning " << r->id << "\n" << shown;
      for (const auto& d : diagnostics) {
        EXPECT_EQ(d.rule, r->id) << "only " << r->id << " should be reported\n" << shown;
        EXPECT_EQ(d.severity, Severity::warning) << shown;
      }
    } else {
      // D<n>-<name>: valid under decision D<n>. D<n>-<RULE-ID>-<name>: the decision makes
      // it break exactly that error rule.
      ASSERT_TRUE(cites) << file << ": impl-defined files start with a rule id or a decision D<n>";
      expect_a_decision_of_the_dialect(cited[1].str());
      const Rule* decided = rule_prefix_of(c.dialect, cited[2].str());
      if (decided && decided->severity == Severity::error) {
        const auto errors = errors_of(diagnostics);
        EXPECT_FALSE(errors.empty()) << "under " << cited[1] << " the case breaks " << decided->id << "\n" << shown;
        for (const auto& d : errors) EXPECT_EQ(d.rule, decided->id) << shown;
      } else {
        EXPECT_FALSE(has_errors(diagnostics)) << "under " << cited[1] << " the case is valid\n" << shown;
      }
    }
  } else {
    // regressions/ (corpus/README.md): fuzzing reproducers carry no verdict; that check()
    // returned, within the default limits, with well-formed diagnostics is the test.
    EXPECT_EQ(at.kind, run::CaseKind::regression);
  }
}

void expect_complete_layout(const std::string& dialect) {
  const auto cases = corpus_cases(dialect);
  const auto has = [&](run::CaseKind kind) {
    return std::any_of(cases.begin(), cases.end(), [&](const CorpusCase& c) { return location_of(c).kind == kind; });
  };
  EXPECT_TRUE(has(run::CaseKind::valid)) << "corpus/" << dialect << "/valid/ is empty";
  EXPECT_TRUE(has(run::CaseKind::invalid_rule)) << "corpus/" << dialect << "/invalid/ is empty";
  const auto count = invalid_cases_per_rule(dialect);
  // A rule that only a decision makes a plan break has its cases in impl-defined/ as
  // D<n>-<RULE>-<name>, and a plan every reading rejects whose rule is the decision's in
  // invalid/ as D<n>-<RULE>-<name>: they count towards its two.
  std::map<std::string, int> decision_bound;
  for (const auto& c : cases)
    if (const auto at = location_of(c); at.kind == run::CaseKind::impl_defined || at.kind == run::CaseKind::invalid)
      if (const Rule* r = decision_bound_rule(dialect, at.name)) ++decision_bound[r->id];
  int rules = 0;
  for (const Rule* r : RuleCatalog::builtin().for_dialect(dialect)) {
    if (r->kind != RuleKind::contract || r->severity != Severity::error) continue;
    ++rules;
    auto it = count.find(r->id);
    int n = it == count.end() ? 0 : it->second;
    auto bound = decision_bound.find(r->id);
    int d = bound == decision_bound.end() ? 0 : bound->second;
    EXPECT_GE(n + d, 2) << r->id << " has " << n << " case(s) in corpus/" << dialect << "/invalid/" << r->id << "/ and " << d
                        << " in impl-defined/ or invalid/ as D<n>-" << r->id << "-*";
    // The catalog says which rules only a decision makes a plan break (`conform gen` and
    // `conform run --generate` put their cases in impl-defined/); the corpus agrees.
    if (r->decided_by.empty()) {
      EXPECT_GE(n, 1) << r->id << ": no case in invalid/ shows the seed deciding it; if only a decision does, say so "
                      << "with decided_by in spec/" << dialect << "/rules.json";
    } else {
      EXPECT_EQ(n, 0) << r->id << " is decided_by " << r->decided_by << ", yet corpus/" << dialect << "/invalid/" << r->id
                      << "/ holds cases";
      EXPECT_NE(read_file(source_path("spec/" + dialect + "/decisions.md")).find("| " + r->decided_by + " |"), std::string::npos)
          << r->id << ": " << r->decided_by << " is not a decision of spec/" << dialect << "/decisions.md";
    }
  }
  EXPECT_GT(rules, 5) << "the catalog lost the error rules of " << dialect;

  std::set<std::string> covered;
  for (const auto& c : cases) {
    const auto at = location_of(c);
    if (at.kind != run::CaseKind::impl_defined) continue;
    if (const Rule* r = rule_prefix_of(dialect, at.name)) covered.insert(r->id);
  }
  for (const Rule* r : RuleCatalog::builtin().for_dialect(dialect))
    if (r->kind == RuleKind::contract && r->severity == Severity::warning) {
      EXPECT_TRUE(covered.count(r->id)) << r->id << " has no case in corpus/" << dialect << "/impl-defined/";
    }

  for (const auto& [rule, n] : count) {
    const Rule* r = RuleCatalog::builtin().find(rule);
    ASSERT_NE(r, nullptr) << "invalid/" << rule;
    EXPECT_EQ(r->dialect, dialect) << rule;
    EXPECT_EQ(r->kind, RuleKind::contract) << rule;
  }
}

bool is_sidecar(const fs::path& p) { return run::is_sidecar(p.string()); }

fs::path sidecar_of(const fs::path& case_path) { return run::sidecar_of(case_path.string()); }

}  // namespace conform::test
