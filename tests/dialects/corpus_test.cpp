// Every case of every registered dialect's corpus gets the verdict its path promises
// (tests/corpus_support.hpp), and where a case has a sidecar `<case>.expected`, exactly
// the diagnostics it locks: rule, severity, line, column and message, in order.
// CONFORM_UPDATE_SIDECARS=1 rewrites the existing sidecars from the current output.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "dialects/core/registry.hpp"
#include "report/diagnostics_report.hpp"
#include "run/corpus_layout.hpp"
#include "tests/corpus_support.hpp"
#include "tests/dialects/dialect_params.hpp"
#include "tests/test_support.hpp"

namespace conform {
namespace {

using test::CorpusCase;

std::vector<CorpusCase> every_corpus_case() {
  std::vector<CorpusCase> out;
  for (const auto& id : test::dialect_ids())
    for (auto& c : test::corpus_cases(id)) out.push_back(std::move(c));
  return out;
}

std::vector<Diagnostic> check_with_builtin_settings(const std::string& dialect, const SourceText& source) {
  return dialects::find(dialect)->builtin()->check(source, Limits{});
}

// What `conform check --format json` says of the case, without the file name.
nlohmann::json diagnostics_json(const CorpusCase& c) {
  SourceText source(c.relative, test::read_file(c.path));
  std::ostringstream line;
  report::write_json_line(line, source, c.dialect, check_with_builtin_settings(c.dialect, source));
  return nlohmann::json::parse(line.str()).at("diagnostics");
}

class CorpusTest : public ::testing::TestWithParam<CorpusCase> {};

TEST_P(CorpusTest, GetsTheVerdictItsPathPromises) {
  const CorpusCase& c = GetParam();
  test::expect_verdict_its_path_promises(c, [&](const SourceText& s) { return check_with_builtin_settings(c.dialect, s); });
}

INSTANTIATE_TEST_SUITE_P(EveryDialect, CorpusTest, ::testing::ValuesIn(every_corpus_case()),
                         [](const ::testing::TestParamInfo<CorpusCase>& info) {
                           return info.param.dialect + "_" + test::corpus_test_name(info.param);
                         });

std::vector<CorpusCase> cases_with_sidecars() {
  std::vector<CorpusCase> out;
  for (auto& c : every_corpus_case())
    if (std::filesystem::exists(test::sidecar_of(c.path))) out.push_back(std::move(c));
  return out;
}

class SidecarTest : public ::testing::TestWithParam<CorpusCase> {};

TEST_P(SidecarTest, CaseSaysExactlyWhatItsSidecarLocks) {
  const CorpusCase& c = GetParam();
  const auto sidecar = test::sidecar_of(c.path);
  const nlohmann::json actual = diagnostics_json(c);
  if (std::getenv("CONFORM_UPDATE_SIDECARS")) {
    std::ofstream(sidecar, std::ios::binary) << actual.dump(2) << "\n";
    return;
  }
  const nlohmann::json expected = nlohmann::json::parse(test::read_file(sidecar));
  EXPECT_EQ(actual, expected) << "expected (" << sidecar.string() << "):\n"
                              << expected.dump(2) << "\nactual:\n"
                              << actual.dump(2);
}

INSTANTIATE_TEST_SUITE_P(EveryDialect, SidecarTest, ::testing::ValuesIn(cases_with_sidecars()),
                         [](const ::testing::TestParamInfo<CorpusCase>& info) {
                           return info.param.dialect + "_" + test::corpus_test_name(info.param);
                         });

TEST(Sidecars, EveryDialectLocksSomeCases) {
  for (const auto& id : test::dialect_ids()) {
    int locked = 0;
    for (const auto& c : cases_with_sidecars()) locked += c.dialect == id;
    EXPECT_GE(locked, 5) << id;
  }
}

class CorpusLayoutTest : public ::testing::TestWithParam<std::string> {};

TEST_P(CorpusLayoutTest, IsComplete) { test::expect_complete_layout(GetParam()); }

TEST_P(CorpusLayoutTest, CasesEndInTheDialectsExtension) {
  const auto ext = dialects::find(GetParam())->extension();
  for (const auto& c : test::corpus_cases(GetParam())) EXPECT_EQ(c.path.extension().string(), ext) << c.relative;
}

// Sidecars lock what a case says; one that lies next to no case locks nothing.
TEST_P(CorpusLayoutTest, EverySidecarBelongsToACase) {
  for (const auto& p : test::files_under(test::corpus_dir(GetParam())))
    if (test::is_sidecar(p)) {
      auto case_path = p;
      case_path.replace_extension();
      EXPECT_TRUE(std::filesystem::exists(case_path)) << p.string() << " has no case " << case_path.string();
    }
}

// A base sidecar names a valid case of the same dialect, and lies next to a broken case.
TEST_P(CorpusLayoutTest, EveryBaseSidecarNamesAValidCaseBesideABrokenOne) {
  const auto root = test::corpus_dir(GetParam());
  for (const auto& p : test::files_under(root))
    if (run::is_base_sidecar(p.string())) {
      auto case_path = p;
      case_path.replace_extension();
      EXPECT_TRUE(std::filesystem::exists(case_path)) << p.string() << " has no case " << case_path.string();
      EXPECT_EQ(std::filesystem::relative(case_path, root).begin()->string(), "invalid") << p.string();
      std::string named = test::read_file(p);
      while (!named.empty() && named.back() == '\n') named.pop_back();
      EXPECT_TRUE(named.starts_with("valid/") && std::filesystem::is_regular_file(root / named)) << p.string() << " names " << named;
    }
}

INSTANTIATE_TEST_SUITE_P(EveryDialect, CorpusLayoutTest, ::testing::ValuesIn(test::dialect_ids()));

}  // namespace
}  // namespace conform
