// The rule catalog (every dialect's oracles are matched against it in
// tests/dialects/registry_test.cpp), and the shared core: SourceText positions and the
// diagnostic report formats.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <cctype>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>

#include "oracles/cpl/check.hpp"
#include "core/line_breaks.hpp"
#include "core/rule_catalog.hpp"
#include "core/source_text.hpp"
#include "spec/embedded.hpp"
#include "report/diagnostics_report.hpp"
#include "tests/test_support.hpp"

namespace conform {
namespace {

TEST(RuleCatalog, IdsAreUniqueAndWellFormed) {
  static const std::regex id_form("^[A-Z]+(-[A-Z0-9]+)+$");
  std::set<std::string> seen;
  for (const Rule& r : RuleCatalog::builtin().rules()) {
    EXPECT_TRUE(seen.insert(r.id).second) << r.id << " is listed twice";
    EXPECT_TRUE(std::regex_match(r.id, id_form)) << r.id;
    EXPECT_FALSE(r.title.empty()) << r.id;
    std::string prefix;
    for (char c : r.dialect) prefix += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    EXPECT_TRUE(r.id.starts_with(prefix + "-")) << r.id << " in dialect " << r.dialect;
    if (r.dialect != "harness") {
      EXPECT_FALSE(r.section.empty()) << r.id << " names no section of the seed";
    }
  }
  EXPECT_NE(RuleCatalog::builtin().find("HARNESS-INPUT-TOO-LARGE"), nullptr);
  EXPECT_NE(RuleCatalog::builtin().find("HARNESS-NESTING-TOO-DEEP"), nullptr);
  EXPECT_EQ(RuleCatalog::builtin().find("CPL-NO-SUCH-RULE"), nullptr);
  EXPECT_EQ(RuleCatalog::builtin().seed_of("cpl"), "002_4b3a3d2d5e102114.txt");
  EXPECT_EQ(RuleCatalog::builtin().seed_of("stepplan"), "003_f5658e7afa5f5316.txt");
  EXPECT_EQ(RuleCatalog::builtin().seed_of("fixplan"), "004_6135c87ede9fc037.txt");
}

TEST(RuleCatalog, TheDocumentsShouldsAreWarnings) {
  for (const char* id : {"CPL-TOO-MANY-STATEMENTS", "CPL-TOO-MANY-CALLEES", "CPL-TRY-WITHOUT-SYSCALL"}) {
    const Rule* r = RuleCatalog::builtin().find(id);
    ASSERT_NE(r, nullptr) << id;
    EXPECT_EQ(r->severity, Severity::warning) << id;
  }
}

TEST(RuleCatalog, ParseRejectsBadDocuments) {
  EXPECT_THROW(RuleCatalog::parse(R"({"dialect": "x", "rules": [{"id": "X-A", "title": "t", "severity": "fatal", "kind": "contract"}]})"),
               std::runtime_error);
  EXPECT_THROW(RuleCatalog::parse(R"({"dialect": "x", "rules": [{"id": "X-A", "title": "t", "severity": "error", "kind": "maybe"}]})"),
               std::runtime_error);
  EXPECT_ANY_THROW(RuleCatalog::parse(R"({"dialect": "x", "rules": [{"title": "no id", "severity": "error", "kind": "contract"}]})"));
  EXPECT_ANY_THROW(RuleCatalog::parse("not json"));
  auto rules = RuleCatalog::parse(
      R"({"dialect": "x", "rules": [{"id": "X-A", "title": "t", "severity": "warning", "kind": "advisory"}]})");
  ASSERT_EQ(rules.size(), 1u);
  EXPECT_EQ(rules[0].dialect, "x");
  EXPECT_EQ(rules[0].severity, Severity::warning);
  EXPECT_FALSE(rules[0].checkable());
}

TEST(RuleCatalog, FindsEveryRuleByItsIdAndNothingElse) {
  for (const Rule& r : RuleCatalog::builtin().rules()) {
    EXPECT_EQ(RuleCatalog::builtin().find(r.id), &r) << r.id;
    EXPECT_EQ(RuleCatalog::builtin().find(r.id + "X"), nullptr) << r.id;
    EXPECT_EQ(RuleCatalog::builtin().find(r.id.substr(0, r.id.size() - 1)), nullptr) << r.id;
  }
  EXPECT_EQ(RuleCatalog::builtin().find(""), nullptr);
}

TEST(RuleCatalog, RejectsARuleDeclaredTwice) {
  const std::string a = R"({"dialect": "x", "rules": [{"id": "X-B", "title": "t", "severity": "error", "kind": "contract"},
                                                         {"id": "X-A", "title": "t", "severity": "error", "kind": "contract"}]})";
  const std::string b = R"({"dialect": "y", "rules": [{"id": "X-A", "title": "u", "severity": "error", "kind": "contract"}]})";
  const std::string c = R"({"dialect": "y", "rules": [{"id": "Y-A", "title": "u", "severity": "error", "kind": "contract"}]})";
  EXPECT_THROW(RuleCatalog({a, b}), std::runtime_error);
  const RuleCatalog two({a, c});
  ASSERT_NE(two.find("X-A"), nullptr);
  EXPECT_EQ(two.find("X-A")->dialect, "x");
  ASSERT_NE(two.find("Y-A"), nullptr);
  EXPECT_EQ(two.find("Y-A")->dialect, "y");
  EXPECT_EQ(two.rules().front().id, "X-B") << "rules keep the documents' order";
}

// The build compiles spec/*/rules.json into the executable (core/compile_rules.cpp); the
// catalog it gives is the one the documents give when read at run time, every field
// (Rule's == compares them all, so a field added to Rule and not compiled in fails here).
TEST(RuleCatalog, TheCompiledCatalogIsTheDocumentsRead) {
  std::vector<std::string_view> documents;
  for (auto name : spec::embedded_names())
    if (name.ends_with("/rules.json")) documents.push_back(spec::embedded_file(name));
  ASSERT_GE(documents.size(), 6u) << "the harness's catalog and five dialects'";
  const RuleCatalog read(documents);
  const auto& compiled = RuleCatalog::builtin();
  ASSERT_EQ(compiled.rules().size(), read.rules().size());
  for (std::size_t i = 0; i < read.rules().size(); ++i)
    EXPECT_TRUE(compiled.rules()[i] == read.rules()[i]) << read.rules()[i].id;
  EXPECT_EQ(compiled.seeds(), read.seeds());
  EXPECT_EQ(compiled.seeds().size(), documents.size() - 1) << "every dialect names its seed";
}

// Diagnostics take their severity from the catalog, whatever the oracle.
TEST(RuleCatalog, DiagnosticsCarryTheCatalogSeverity) {
  int seen = 0;
  for (const char* folder : {"invalid", "impl-defined"})
    for (const auto& p : test::cases_under(test::corpus_dir() / folder)) {
      SourceText s(p.string(), test::read_file(p));
      for (const auto& d : cpl::check(s)) {
        const Rule* r = RuleCatalog::builtin().find(d.rule);
        ASSERT_NE(r, nullptr) << d.rule;
        EXPECT_EQ(d.severity, r->severity) << d.rule << " in " << p;
        ++seen;
      }
    }
  EXPECT_GT(seen, 100);
}

// ---- SourceText --------------------------------------------------------------------

TEST(SourceText, LinesAndColumnsAreOneBased) {
  SourceText s("f", "ab\ncd\n\nef");
  EXPECT_EQ(s.position(0), (LineColumn{1, 1}));
  EXPECT_EQ(s.position(1), (LineColumn{1, 2}));
  EXPECT_EQ(s.position(2), (LineColumn{1, 3}));  // the '\n' itself
  EXPECT_EQ(s.position(3), (LineColumn{2, 1}));
  EXPECT_EQ(s.position(6), (LineColumn{3, 1}));
  EXPECT_EQ(s.position(7), (LineColumn{4, 1}));
  EXPECT_EQ(s.position(8), (LineColumn{4, 2}));
  EXPECT_EQ(s.position(9), (LineColumn{4, 3}));   // one past the end
  EXPECT_EQ(s.position(500), (LineColumn{4, 3}));  // clamped to the end
  EXPECT_EQ(s.name(), "f");
}

TEST(SourceText, ColumnsCountUtf8CodePoints) {
  // ü is 2 bytes, ☃ 3, 🌤 4: each is one column.
  std::string text = "ü☃🌤x\n  é=y";
  SourceText s("utf8", text);
  EXPECT_EQ(s.position(text.find("☃")), (LineColumn{1, 2}));
  EXPECT_EQ(s.position(text.find("🌤")), (LineColumn{1, 3}));
  EXPECT_EQ(s.position(text.find('x')), (LineColumn{1, 4}));
  EXPECT_EQ(s.position(text.find('=')), (LineColumn{2, 4}));
  EXPECT_EQ(s.position(text.find('y')), (LineColumn{2, 5}));
}

// Each invalid sequence is one column, as the U+FFFD a reader shows for it: a lone
// continuation byte, a byte no sequence starts with, a sequence cut short (E2 82 before an
// ASCII byte is one), an encoded surrogate (ED A0 80 is one, as utf8::decode reads it and
// the invalid-UTF-8 messages show it).
TEST(SourceText, EachInvalidUtf8SequenceIsOneColumn) {
  std::string text = "\xff\xfe\x80z";
  SourceText s("bad", text);
  EXPECT_EQ(s.position(3), (LineColumn{1, 4}));
  const std::string more = "\"\x80\x80\x80\xff\" \xe2\x82z \xed\xa0\x80y";
  SourceText m("bad", more);
  EXPECT_EQ(m.position(more.find('"', 1)), (LineColumn{1, 6}));
  EXPECT_EQ(m.position(more.find('z')), (LineColumn{1, 9}));
  EXPECT_EQ(m.position(more.find('y')), (LineColumn{1, 12}));
  // Asked in any order, the cache gives the same answers.
  EXPECT_EQ(m.position(more.find('z')), (LineColumn{1, 9}));
  EXPECT_EQ(m.position(2), (LineColumn{1, 3}));
}

// A line ends at LF, at CR LF (one break) and at a lone CR, as Java's do (JLS §3.4).
TEST(SourceText, LinesEndAtLfCrLfOrALoneCr) {
  SourceText s("breaks", "a\r\nb\rc\nd\r\re");
  EXPECT_EQ(s.position(2), (LineColumn{1, 3}));  // the LF of the CR LF pair is still line 1
  EXPECT_EQ(s.position(3), (LineColumn{2, 1}));
  EXPECT_EQ(s.position(4), (LineColumn{2, 2}));
  EXPECT_EQ(s.position(5), (LineColumn{3, 1}));
  EXPECT_EQ(s.position(7), (LineColumn{4, 1}));
  EXPECT_EQ(s.position(9), (LineColumn{5, 1}));  // two lone CRs are two breaks
  EXPECT_EQ(s.position(10), (LineColumn{6, 1}));
  EXPECT_EQ(s.line_at(4), "b");
  EXPECT_EQ(s.line_at(0), "a");
  EXPECT_EQ(s.line_at(9), "");
}

// line_number (rtfs's "opened on line N") counts lines as SourceText places offsets.
TEST(SourceText, LineNumberAgreesWithPositionAtEveryOffset) {
  const std::string text = "a\r\nb\rc\nd\r\re\n\n" + std::string(40, 'f') + "\r\n";
  SourceText s("breaks", text);
  for (std::size_t offset = 0; offset <= text.size(); ++offset)
    EXPECT_EQ(line_number(text, offset), s.position(offset).line) << offset;
}

// Long lines are scanned a block at a time: a break at any place in a block is found.
TEST(SourceText, LineBreaksAreFoundAnywhereInALongText) {
  for (std::size_t at = 0; at < 70; ++at) {
    for (const std::string_view line_break : {"\n", "\r", "\r\n"}) {
      const std::string text = std::string(at, 'a') + std::string(line_break) + std::string(40, 'b');
      SourceText s("long", text);
      EXPECT_EQ(s.position(text.size() - 1), (LineColumn{2, 40})) << at << " " << line_break.size();
      EXPECT_EQ(s.line_at(0).size(), at);
    }
  }
}

TEST(SourceText, LineAt) {
  SourceText s("f", "first\nsecond\n\nlast");
  EXPECT_EQ(s.line_at(0), "first");
  EXPECT_EQ(s.line_at(5), "first");
  EXPECT_EQ(s.line_at(6), "second");
  EXPECT_EQ(s.line_at(13), "");
  EXPECT_EQ(s.line_at(16), "last");
  EXPECT_EQ(s.line_at(1000), "last");
  SourceText empty("e", "");
  EXPECT_EQ(empty.position(0), (LineColumn{1, 1}));
  EXPECT_EQ(empty.line_at(0), "");
}

// Reports call position() once per diagnostic, and a 1 MiB plan written on one line can
// draw a hundred thousand of them: position() must not rescan the line from its start
// on every call, or reporting is quadratic. (Linear: milliseconds. Rescanning: 20 000
// calls × 0.5 MiB on average, tens of seconds under ASan.)
TEST(SourceText, PositionsOnAVeryLongLineAreCheap) {
  SourceText s("long", std::string(std::size_t{1} << 20, 'a'));
  std::uint64_t columns = 0;
  for (std::size_t i = 0; i < 20000; ++i) columns += s.position(i * 52).column;
  EXPECT_EQ(columns, std::uint64_t{20000} + std::uint64_t{52} * (std::uint64_t{19999} * 20000 / 2));
  // Backwards too: the cache that makes forward scans cheap must not give wrong answers.
  EXPECT_EQ(s.position(1000).column, 1001u);
  EXPECT_EQ(s.position(10).column, 11u);
}

// ---- reports -------------------------------------------------------------------------

TEST(Reports, TextIsOneCompilerStyleLinePerDiagnostic) {
  SourceText s("dir/plan.cpl", "plan {\n  ünd\n}");
  std::vector<Diagnostic> d = {{"CPL-SYNTAX", Severity::error, 11, "expected x"},
                               {"CPL-TOO-MANY-CALLEES", Severity::warning, 0, "too many"}};
  std::ostringstream out;
  report::write_text(out, s, d);
  EXPECT_EQ(out.str(),
            "dir/plan.cpl:2:4: error: expected x [CPL-SYNTAX]\n"
            "dir/plan.cpl:1:1: warning: too many [CPL-TOO-MANY-CALLEES]\n");
}

// The same, end to end: a one-line plan with 100 000 diagnostics (`1*2*2*2…`, each `*`
// a CPL-UNSUPPORTED-OPERATOR, 200 KB) is checked and reported, every line in place.
TEST(Reports, ManyDiagnosticsOnOneLineAreReportedInLinearTime) {
  std::string text = "plan { function main() : Void { let n: Int = 1";
  for (int i = 0; i < 100000; ++i) text += "*2";
  text += "; return; } }";
  SourceText s("one-line.cpl", text);
  auto d = cpl::check(s);
  std::ostringstream out;
  report::write_text(out, s, d);
  EXPECT_GE(d.size(), 100000u);
  const std::string report = out.str();
  EXPECT_EQ(static_cast<std::size_t>(std::count(report.begin(), report.end(), '\n')), d.size());
  EXPECT_NE(report.find("one-line.cpl:1:47: error: '*' is not a CPL operator"), std::string::npos) << report.substr(0, 300);
}

TEST(Reports, JsonLineHasTheDocumentedFields) {
  SourceText s("p.cpl", "plan {\n}\n");
  std::vector<Diagnostic> d = {{"CPL-MISSING-MAIN", Severity::error, 7, "no \"main\" \xff"}};
  std::ostringstream out;
  report::write_json_line(out, s, "cpl", d);
  std::string line = out.str();
  ASSERT_FALSE(line.empty());
  EXPECT_EQ(line.back(), '\n');
  EXPECT_EQ(line.find('\n'), line.size() - 1) << "one line";
  auto doc = nlohmann::json::parse(line);
  EXPECT_EQ(doc["file"], "p.cpl");
  EXPECT_EQ(doc["dialect"], "cpl");
  EXPECT_EQ(doc["valid"], false);
  ASSERT_EQ(doc["diagnostics"].size(), 1u);
  EXPECT_EQ(doc["diagnostics"][0]["rule"], "CPL-MISSING-MAIN");
  EXPECT_EQ(doc["diagnostics"][0]["severity"], "error");
  EXPECT_EQ(doc["diagnostics"][0]["line"], 2);
  EXPECT_EQ(doc["diagnostics"][0]["column"], 1);

  std::ostringstream warn_only;
  report::write_json_line(warn_only, s, "cpl", {{"CPL-TOO-MANY-CALLEES", Severity::warning, 0, "w"}});
  EXPECT_EQ(nlohmann::json::parse(warn_only.str())["valid"], true) << "warnings alone leave a plan valid";
}

}  // namespace
}  // namespace conform
