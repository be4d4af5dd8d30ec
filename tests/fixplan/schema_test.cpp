// spec/fixplan/fixplan.schema.json, run by python3-jsonschema (tests/fixplan/
// schema_verdicts.py), against the corpus and generated cases: it accepts every valid
// plan, rejects every case of a schema rule, and misses exactly the rules only the
// document states. Skipped when python3 or its jsonschema module is missing.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <set>

#include "generators/core/sample.hpp"
#include "generators/fixplan/generators.hpp"
#include "core/rule_catalog.hpp"
#include "tests/corpus_support.hpp"
#include "tests/test_support.hpp"

namespace conform::fixplan {
namespace {

namespace fs = std::filesystem;

// What the schema alone makes of each error rule's cases: the catalog's "schema"
// attribute (expressible: the schema rejects them; not-json: they are not JSON; beyond:
// the schema accepts them, only the document and strict parsing rule them out).
std::set<std::string> rules_whose_schema_attribute_is(std::string_view value) {
  std::set<std::string> out;
  for (const Rule* r : RuleCatalog::builtin().for_dialect("fixplan"))
    if (r->schema == value) out.insert(r->id);
  return out;
}
const std::set<std::string> schema_rules = rules_whose_schema_attribute_is("expressible");
const std::set<std::string> not_json_rules = rules_whose_schema_attribute_is("not-json");
const std::set<std::string> missed_by_the_schema = rules_whose_schema_attribute_is("beyond");
// impl-defined cases where python-jsonschema's date-time check is stricter than RFC 3339.
const std::set<std::string> python_stricter_than_rfc3339{"D6-leap-second.json"};

bool jsonschema_available() { return std::system("python3 -c 'import jsonschema' >/dev/null 2>&1") == 0; }

std::string shell_quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// File → verdict, by schema_verdicts.py; "date-time" → whether jsonschema checks that format.
std::map<std::string, std::string> verdicts(const std::vector<fs::path>& files) {
  std::string command = "python3 " + shell_quoted(conform::test::source_path("tests/fixplan/schema_verdicts.py").string()) + " " +
                        shell_quoted(conform::test::source_path("spec/fixplan/fixplan.schema.json").string());
  for (const auto& f : files) command += " " + shell_quoted(f.string());
  std::map<std::string, std::string> out;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return out;
  char line[4096];
  while (std::fgets(line, sizeof line, pipe)) {
    std::string s(line);
    if (!s.empty() && s.back() == '\n') s.pop_back();
    auto tab = s.find('\t');
    if (tab == std::string::npos) continue;
    if (s.starts_with("date-time\t")) out["date-time"] = s.substr(tab + 1);
    else out[s.substr(tab + 1)] = s.substr(0, tab);
  }
  EXPECT_EQ(pclose(pipe), 0) << command.substr(0, 300);
  return out;
}

std::string rule_folder(const conform::test::CorpusCase& c) {
  auto first = c.relative.find('/');
  auto second = c.relative.find('/', first + 1);
  return second == std::string::npos ? std::string() : c.relative.substr(first + 1, second - first - 1);
}

TEST(FixplanSchema, EveryErrorRuleIsClassified) {
  for (const Rule* r : RuleCatalog::builtin().for_dialect("fixplan")) {
    if (!r->checkable() || r->severity != Severity::error) continue;
    EXPECT_EQ(schema_rules.count(r->id) + not_json_rules.count(r->id) + missed_by_the_schema.count(r->id), 1u) << r->id;
  }
  EXPECT_EQ(schema_rules.size(), 13u);
  EXPECT_EQ(not_json_rules.size(), 4u);
  EXPECT_EQ(missed_by_the_schema.size(), 12u);
}

TEST(FixplanSchema, AgreesWithTheCorpus) {
  if (!jsonschema_available()) GTEST_SKIP() << "python3 with jsonschema is not installed (tools/bootstrap.sh installs it)";
  const auto cases = conform::test::corpus_cases("fixplan");
  std::vector<fs::path> files;
  for (const auto& c : cases) files.push_back(c.path);
  const auto verdict = verdicts(files);
  const bool date_time_checked = verdict.count("date-time") && verdict.at("date-time") == "checked";
  std::set<std::string> missed;
  for (const auto& c : cases) {
    auto it = verdict.find(c.path.string());
    ASSERT_NE(it, verdict.end()) << c.relative;
    const std::string& got = it->second;
    const std::string folder = c.relative.substr(0, c.relative.find('/'));
    const Rule* decision_bound = folder == "impl-defined" ? conform::test::decision_bound_rule("fixplan", c.path.filename().string()) : nullptr;
    if (folder == "valid") {
      EXPECT_EQ(got, "valid") << c.relative;
    } else if (decision_bound && not_json_rules.count(decision_bound->id)) {
      EXPECT_EQ(got, "not-json") << c.relative;  // D23: a value or key JSON has to repair
    } else if (decision_bound && schema_rules.count(decision_bound->id)) {
      // D1: our rendering of the schema requires each edit's `strategy`, as the decision does.
      EXPECT_EQ(got, "invalid") << c.relative;
    } else if (folder == "impl-defined") {
      const bool stricter = date_time_checked && python_stricter_than_rfc3339.count(c.path.filename().string());
      const std::string expected = stricter ? "invalid" : "valid";
      EXPECT_EQ(got, expected) << c.relative;
      // A rule only a decision makes a plan break (D28) is missed by the schema there.
      if (decision_bound && missed_by_the_schema.count(decision_bound->id) && got == "valid") missed.insert(decision_bound->id);
    } else if (folder == "invalid") {
      const std::string rule = rule_folder(c);
      if (rule == "FIXPLAN-INVALID-DATE-TIME" && !date_time_checked) {
        EXPECT_EQ(got, "valid") << c.relative;  // jsonschema without rfc3339-validator skips the format
      } else if (schema_rules.count(rule)) {
        EXPECT_EQ(got, "invalid") << c.relative;
      } else if (not_json_rules.count(rule)) {
        EXPECT_EQ(got, "not-json") << c.relative;
      } else if (missed_by_the_schema.count(rule)) {
        EXPECT_EQ(got, "valid") << c.relative;
        missed.insert(rule);
      }
    }
  }
  EXPECT_EQ(missed, missed_by_the_schema);
}

TEST(FixplanSchema, AgreesWithGeneratedCases) {
  if (!jsonschema_available()) GTEST_SKIP() << "python3 with jsonschema is not installed (tools/bootstrap.sh installs it)";
  const fs::path dir = fs::temp_directory_path() / ("conform-fixplan-schema-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::map<std::string, std::string> expected;
  auto write = [&](const std::string& name, const std::string& text, const std::string& verdict) {
    const fs::path path = dir / name;
    std::ofstream(path, std::ios::binary) << text;
    expected[path.string()] = verdict;
  };
  for (std::uint64_t seed = 0; seed < 40; ++seed) write("valid-" + std::to_string(seed) + ".json", conform::gen::sample(gen::valid_text(), seed), "valid");
  for (const auto& rule : gen::breakable_rules()) {
    const std::string verdict = schema_rules.count(rule) ? "invalid" : not_json_rules.count(rule) ? "not-json" : "valid";
    for (std::uint64_t seed = 0; seed < 12; ++seed)
      write(rule + "-" + std::to_string(seed) + ".json", conform::gen::sample(gen::broken_text(rule), seed), verdict);
  }
  std::vector<fs::path> files;
  for (const auto& [path, verdict] : expected) files.push_back(path);
  const auto got = verdicts(files);
  if (!got.count("date-time") || got.at("date-time") != "checked")
    for (auto& [path, verdict] : expected)
      if (path.find("FIXPLAN-INVALID-DATE-TIME-") != std::string::npos) verdict = "valid";
  for (const auto& [path, verdict] : expected) {
    auto it = got.find(path);
    ASSERT_NE(it, got.end()) << path;
    EXPECT_EQ(it->second, verdict) << path << "\n" << conform::test::read_file(path);
  }
  fs::remove_all(dir);
}

TEST(FixplanSchema, TheExampleValidatorFollowsTheExecProtocol) {
  if (!jsonschema_available()) GTEST_SKIP() << "python3 with jsonschema is not installed (tools/bootstrap.sh installs it)";
  const std::string script = shell_quoted(conform::test::source_path("examples/validators/jsonschema-fixplan.sh").string());
  auto run = [&](const std::string& argument) {
    int status = std::system(("bash " + script + " " + argument + " >/dev/null 2>&1").c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  };
  const fs::path corpus = conform::test::corpus_dir("fixplan");
  EXPECT_EQ(run(shell_quoted((corpus / "valid" / "doc-example.json").string())), 0);
  for (const auto& f : conform::test::cases_under(corpus / "invalid" / "FIXPLAN-EXTRA-FIELD")) EXPECT_EQ(run(shell_quoted(f.string())), 1) << f;
  for (const auto& f : conform::test::cases_under(corpus / "invalid" / "FIXPLAN-MARKDOWN-FENCE")) EXPECT_EQ(run(shell_quoted(f.string())), 1) << f;
  EXPECT_EQ(run("/nonexistent/plan.json"), 2);
  EXPECT_EQ(run("< " + shell_quoted((corpus / "valid" / "doc-example.json").string())), 0);
}

}  // namespace
}  // namespace conform::fixplan
