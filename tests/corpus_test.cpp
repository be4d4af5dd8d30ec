// Every case of corpus/cpl gets the verdict its path promises (corpus/cpl/README.md):
//   valid/<name>.cpl             no diagnostics at all, warnings included
//   invalid/<RULE>/<name>.cpl    at least one error of RULE, and no error of any other rule
//   invalid/<name>.cpl           at least one error
//   impl-defined/<RULE>-<…>.cpl  that warning (at least once), nothing else
//   impl-defined/D<n>-<…>.cpl    no error; D<n> is a decision of spec/cpl/decisions.md
//   regressions/<name>           inputs that once crashed or hung: checked for sanity only
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "oracles/cpl/check.hpp"
#include "parsers/core/rule_catalog.hpp"
#include "tests/test_support.hpp"

namespace conform {
namespace {

namespace fs = std::filesystem;
using test::corpus_dir;

struct CorpusCase {
  fs::path path;
  std::string relative;  // to corpus/cpl, with '/'
};

void PrintTo(const CorpusCase& c, std::ostream* os) { *os << c.relative; }

std::vector<CorpusCase> corpus_cases() {
  std::vector<CorpusCase> out;
  for (const char* folder : {"valid", "invalid", "impl-defined", "regressions"})
    for (const auto& p : test::files_under(corpus_dir() / folder))
      out.push_back({p, fs::relative(p, corpus_dir()).generic_string()});
  return out;
}

// The segments of a relative path: {"invalid", "CPL-SYNTAX", "x.cpl"}.
std::vector<std::string> segments(const std::string& relative) {
  std::vector<std::string> out;
  for (const auto& part : fs::path(relative)) out.push_back(part.string());
  return out;
}

// The catalog rule an impl-defined file name starts with ("CPL-TOO-MANY-STATEMENTS-main…"),
// the longest such id, or nullptr.
const Rule* rule_prefix_of(const std::string& file_name) {
  const Rule* best = nullptr;
  for (const Rule* r : RuleCatalog::builtin().for_dialect("cpl"))
    if (file_name.starts_with(r->id + "-") && (!best || r->id.size() > best->id.size())) best = r;
  return best;
}

std::vector<Diagnostic> errors_of(const std::vector<Diagnostic>& all) {
  std::vector<Diagnostic> out;
  for (const auto& d : all)
    if (d.severity == Severity::error) out.push_back(d);
  return out;
}

class CorpusTest : public ::testing::TestWithParam<CorpusCase> {};

TEST_P(CorpusTest, GetsTheVerdictItsPathPromises) {
  const CorpusCase& c = GetParam();
  SourceText source(c.relative, test::read_file(c.path));
  const auto diagnostics = cpl::check(source);
  const std::string shown = "diagnostics for " + c.relative + ":\n" + test::describe(source, diagnostics);

  // Whatever the case, the checker's output is well-formed.
  for (const auto& d : diagnostics) {
    EXPECT_LE(d.offset, source.text().size()) << shown;
    EXPECT_NE(RuleCatalog::builtin().find(d.rule), nullptr) << "unknown rule " << d.rule << "\n" << shown;
    EXPECT_FALSE(d.message.empty()) << shown;
  }
  EXPECT_TRUE(std::is_sorted(diagnostics.begin(), diagnostics.end(),
                             [](const Diagnostic& a, const Diagnostic& b) { return a.offset < b.offset; }))
      << shown;

  const auto parts = segments(c.relative);
  ASSERT_GE(parts.size(), 2u);
  const std::string& folder = parts[0];
  const std::string file = parts.back();

  if (folder == "valid") {
    EXPECT_TRUE(diagnostics.empty()) << "a valid plan must draw no error and no warning\n" << shown;
  } else if (folder == "invalid" && parts.size() == 2) {
    EXPECT_TRUE(has_errors(diagnostics)) << "an invalid plan must be rejected\n" << shown;
  } else if (folder == "invalid") {
    ASSERT_EQ(parts.size(), 3u) << "invalid/ holds RULE-ID folders one level deep";
    const std::string& rule = parts[1];
    const Rule* r = RuleCatalog::builtin().find(rule);
    ASSERT_NE(r, nullptr) << "folder invalid/" << rule << " names no rule of the catalog";
    EXPECT_EQ(r->severity, Severity::error) << rule << " is a warning: its cases belong in impl-defined/";
    EXPECT_TRUE(r->checkable()) << rule << " is not a checkable rule";
    const auto errors = errors_of(diagnostics);
    EXPECT_TRUE(std::any_of(errors.begin(), errors.end(), [&](const Diagnostic& d) { return d.rule == rule; }))
        << "expected an error of " << rule << "\n" << shown;
    for (const auto& d : errors)
      EXPECT_EQ(d.rule, rule) << "an error of another rule: the case should break only " << rule << "\n" << shown;
  } else if (folder == "impl-defined") {
    EXPECT_FALSE(has_errors(diagnostics)) << "impl-defined cases are valid under the harness's decisions\n" << shown;
    if (const Rule* r = rule_prefix_of(file)) {
      EXPECT_EQ(r->severity, Severity::warning) << r->id << " is an error rule: its cases belong in invalid/";
      EXPECT_FALSE(diagnostics.empty()) << "expected the warning " << r->id << "\n" << shown;
      for (const auto& d : diagnostics) {
        EXPECT_EQ(d.rule, r->id) << "only " << r->id << " should be reported\n" << shown;
        EXPECT_EQ(d.severity, Severity::warning) << shown;
      }
    } else {
      static const std::regex decision_name(R"(^(D[0-9]+)-.+)");
      std::smatch m;
      ASSERT_TRUE(std::regex_match(file, m, decision_name))
          << file << ": impl-defined files start with a rule id or a decision D<n>";
      const std::string decisions = test::read_file(fs::path(CONFORM_SOURCE_DIR) / "spec" / "cpl" / "decisions.md");
      EXPECT_NE(decisions.find("| " + m[1].str() + " |"), std::string::npos)
          << m[1] << " is not a decision of spec/cpl/decisions.md";
    }
  } else {
    // regressions/: only the sanity checks above; that check() returned at all is the test.
    SUCCEED();
  }
}

INSTANTIATE_TEST_SUITE_P(Cpl, CorpusTest, ::testing::ValuesIn(corpus_cases()),
                         [](const ::testing::TestParamInfo<CorpusCase>& info) {
                           return test::test_name(info.param.relative);
                         });

TEST(CorpusLayout, HasCasesInEveryFolder) {
  EXPECT_FALSE(test::files_under(corpus_dir() / "valid").empty());
  EXPECT_FALSE(test::files_under(corpus_dir() / "invalid").empty());
  EXPECT_FALSE(test::files_under(corpus_dir() / "impl-defined").empty());
  EXPECT_TRUE(fs::exists(corpus_dir() / "valid" / "doc-section10-example.cpl"));
}

std::map<std::string, int> invalid_cases_per_rule() {
  std::map<std::string, int> count;
  for (const auto& p : test::files_under(corpus_dir() / "invalid")) {
    auto parts = segments(fs::relative(p, corpus_dir()).generic_string());
    if (parts.size() == 3) ++count[parts[1]];
  }
  return count;
}

TEST(CorpusLayout, EveryCheckableErrorRuleHasAtLeastTwoInvalidCases) {
  const auto count = invalid_cases_per_rule();
  int rules = 0;
  for (const Rule* r : RuleCatalog::builtin().for_dialect("cpl")) {
    if (r->kind != RuleKind::contract || r->severity != Severity::error) continue;
    ++rules;
    auto it = count.find(r->id);
    int n = it == count.end() ? 0 : it->second;
    EXPECT_GE(n, 2) << r->id << " has " << n << " case(s) in corpus/cpl/invalid/" << r->id << "/";
  }
  EXPECT_GT(rules, 20) << "the catalog lost its CPL error rules";
}

TEST(CorpusLayout, EveryWarningRuleHasAnImplDefinedCase) {
  std::set<std::string> covered;
  for (const auto& p : test::files_under(corpus_dir() / "impl-defined"))
    if (const Rule* r = rule_prefix_of(p.filename().string())) covered.insert(r->id);
  for (const Rule* r : RuleCatalog::builtin().for_dialect("cpl"))
    if (r->kind == RuleKind::contract && r->severity == Severity::warning) {
      EXPECT_TRUE(covered.count(r->id)) << r->id << " has no case in corpus/cpl/impl-defined/";
    }
}

TEST(CorpusLayout, InvalidFoldersNameOnlyCheckableCplErrorRules) {
  for (const auto& [rule, n] : invalid_cases_per_rule()) {
    const Rule* r = RuleCatalog::builtin().find(rule);
    ASSERT_NE(r, nullptr) << "invalid/" << rule;
    EXPECT_EQ(r->dialect, "cpl") << rule;
    EXPECT_EQ(r->kind, RuleKind::contract) << rule;
  }
}

}  // namespace
}  // namespace conform
