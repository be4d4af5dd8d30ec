// The report model: built from results, round-tripped through JSON, rendered by every
// format of the table.
#include <gtest/gtest.h>

#include "run/corpus.hpp"

#include <fstream>

#include "run/plan_encoding.hpp"

#include <functional>
#include <set>
#include <sstream>

#include "report/report_formats.hpp"
#include "report/run_report_json.hpp"

namespace conform::report {
namespace {

using run::CaseResult;
using run::Expectation;
using run::Grade;
using run::Verdict;

CaseResult result(std::string id, Expectation e, std::string rule, Verdict v) {
  CaseResult r;
  r.c.id = std::move(id);
  r.c.dialect = r.c.id.substr(0, r.c.id.find('/'));
  r.c.expectation = e;
  r.c.rule = std::move(rule);
  r.verdict = std::move(v);
  r.grade = run::grade(r.c, r.verdict);
  r.finished = true;
  return r;
}

Verdict with_output(Verdict v, std::string out, std::string err, double seconds) {
  v.out = std::move(out);
  v.err = std::move(err);
  v.seconds = seconds;
  return v;
}

RunInfo info() {
  RunInfo i;
  i.target = "./v --strict";
  i.mode = "batch";
  i.jobs = 2;
  i.started_at = "2026-11-23T15:00:00Z";
  i.seconds = 1.25;
  i.corpus = "corpus";
  return i;
}

// One case of every kind the report tells apart.
std::vector<CaseResult> every_kind() {
  std::vector<CaseResult> rs;
  rs.push_back(result("cpl/valid/a.cpl", Expectation::accept, "", with_output(Verdict::accepted(), "ok", "", 0.1)));
  rs.push_back(result("cpl/valid/b.cpl", Expectation::accept, "", with_output(Verdict::rejected(), "no\xff", "e", 0.2)));
  rs.push_back(result("cpl/invalid/CPL-X/c.cpl", Expectation::reject, "CPL-X", Verdict::accepted()));
  rs.push_back(result("cpl/invalid/CPL-X/d.cpl", Expectation::reject, "CPL-X",
                      Verdict::failed(Verdict::Error::crash, "killed by signal 11")));
  rs.push_back(result("cpl/impl-defined/e.cpl", Expectation::impl_defined, "", Verdict::rejected()));
  rs.push_back(result("stepplan/valid/f.json", Expectation::accept, "",
                      Verdict::declined(Verdict::Kind::skipped, "no stepplan support")));
  rs.push_back(result("stepplan/invalid/S-Y/g.json", Expectation::reject, "S-Y",
                      Verdict::declined(Verdict::Kind::errored, "internal error")));
  rs.push_back(result("stepplan/invalid/S-Y/h.json", Expectation::reject, "S-Y", Verdict::rejected()));
  rs.back().known_failure = "listed although it passes";
  rs.push_back(result("stepplan/invalid/S-Y/i.json", Expectation::reject, "S-Y", Verdict::accepted()));
  rs.back().c.seed = 42;
  rs.back().shrunk_path = "conform-failures/stepplan/invalid/S-Y/gen-42.json";
  CaseResult unfinished;
  unfinished.c.id = "stepplan/valid/j.json";
  unfinished.c.dialect = "stepplan";
  rs.push_back(unfinished);
  return rs;
}

std::string rendered(const std::string& format, const RunReport& r) {
  std::ostringstream out;
  find_report_format(format)->render(out, r, {});
  return out.str();
}

TEST(RunReportModel, CountsDeclinedCasesApartFromVerdicts) {
  RunReport r = make_run_report(info(), every_kind());
  EXPECT_EQ(r.summary.cases, 9);  // the unfinished case is not counted
  EXPECT_EQ(r.summary.pass, 2);
  EXPECT_EQ(r.summary.false_accept, 2);
  EXPECT_EQ(r.summary.false_reject, 1);
  EXPECT_EQ(r.summary.target_error, 1);
  EXPECT_EQ(r.summary.skipped, 1);
  EXPECT_EQ(r.summary.errored, 1);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.known_failures_now_passing, 1);
  EXPECT_EQ(r.cases[5].grade, Grade::skipped);
  EXPECT_EQ(r.cases[5].message, "no stepplan support");
  EXPECT_EQ(r.cases[6].grade, Grade::errored);
  EXPECT_EQ(r.cases[6].message, "internal error");
}

TEST(RunReportModel, DeclinedCasesAloneDoNotFailTheRun) {
  std::vector<CaseResult> rs;
  rs.push_back(result("cpl/valid/a.cpl", Expectation::accept, "", Verdict::declined(Verdict::Kind::skipped, "s")));
  rs.push_back(result("cpl/invalid/X/b.cpl", Expectation::reject, "X", Verdict::declined(Verdict::Kind::errored, "e")));
  rs.push_back(result("cpl/valid/c.cpl", Expectation::accept, "", Verdict::accepted()));
  RunReport r = make_run_report(info(), rs);
  EXPECT_TRUE(r.passed);
  EXPECT_EQ(r.summary.pass, 1);
}

TEST(RunReportModel, KeepsOutputOfFailuresOnlyAsValidUtf8) {
  RunReport r = make_run_report(info(), every_kind());
  EXPECT_EQ(r.cases[0].out, "");  // a pass keeps no output
  EXPECT_EQ(r.cases[1].out, "no\xEF\xBF\xBD");
  EXPECT_EQ(r.cases[1].err, "e");
}

TEST(RunReportJson, RoundTripsEveryField) {
  RunInfo i = info();
  i.generated = 3;
  i.seed = 40;
  RunReport r = make_run_report(i, every_kind());
  nlohmann::json doc = nlohmann::json::parse(rendered("json", r));
  EXPECT_EQ(run_report_from_json(doc), r);
  EXPECT_EQ(doc["summary"]["skipped"], 1);
  EXPECT_EQ(doc["cases"][5]["verdict"], "skipped");
  EXPECT_EQ(doc["cases"][6]["message"], "internal error");
}

TEST(RunReportJson, OmitsDeclinedCountsWhenThereAreNone) {
  std::vector<CaseResult> rs{result("cpl/valid/a.cpl", Expectation::accept, "", Verdict::accepted())};
  nlohmann::json doc = run_report_to_json(make_run_report(info(), rs));
  EXPECT_FALSE(doc["summary"].contains("skipped"));
  EXPECT_FALSE(doc["summary"].contains("errored"));
}

TEST(RunReportJson, NamesTheFieldAtFault) {
  nlohmann::json good = run_report_to_json(make_run_report(info(), every_kind()));
  auto fault = [&](const std::function<void(nlohmann::json&)>& spoil) {
    nlohmann::json doc = good;
    spoil(doc);
    try {
      run_report_from_json(doc);
    } catch (const NotARunReport& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(fault([](auto& d) { d.erase("cases"); }), "missing \"cases\"");
  EXPECT_EQ(fault([](auto& d) { d["cases"][1].erase("id"); }), "missing \"cases[1].id\"");
  EXPECT_EQ(fault([](auto& d) { d["cases"][0]["grade"] = "great"; }), "\"cases[0].grade\" has an unknown value \"great\"");
  EXPECT_EQ(fault([](auto& d) { d["summary"]["pass"] = -1; }), "\"summary.pass\" must be a non-negative integer");
  EXPECT_EQ(fault([](auto& d) { d["rows"][0] = 3; }), "rows[0] is not an object");
  EXPECT_EQ(fault([](auto& d) { d["tool"] = "other"; }), "\"tool\" is not \"conform\"");
  EXPECT_EQ(fault([](auto& d) { d = nlohmann::json::array(); }), "the document is not a JSON object");
}

TEST(ReportFormats, OneTableNamesEveryFormatOnce) {
  std::set<std::string_view> names;
  for (const auto& f : report_formats()) {
    EXPECT_TRUE(names.insert(f.name).second) << f.name;
    EXPECT_EQ(find_report_format(f.name), &f);
  }
  EXPECT_EQ(names, (std::set<std::string_view>{"text", "json", "junit", "markdown"}));
  EXPECT_EQ(find_report_format("html"), nullptr);
  EXPECT_EQ(report_format_names(), "text|json|junit|markdown");
}

TEST(TextReport, KeepsItsLayoutAndAddsDeclinedCasesOnlyWhenThereAreSome) {
  std::vector<CaseResult> rs;
  rs.push_back(result("cpl/valid/a.cpl", Expectation::accept, "", Verdict::accepted()));
  rs.push_back(result("cpl/invalid/CPL-X/b.cpl", Expectation::reject, "CPL-X", Verdict::accepted()));
  const std::string before =
      "conform run — target: ./v --strict (batch, 2 jobs)\n"
      "2 cases from corpus in 1.2 s\n"
      "\n"
      "cpl                                   cases   pass   missed   strict  errors\n"
      "  valid                                    1      1        -        0       0\n"
      "  CPL-X                                    1      0        1        -       0\n"
      "\n"
      "Failures (1):\n"
      "  false-accept  cpl/invalid/CPL-X/b.cpl\n"
      "      accepted a plan that breaks CPL-X\n"
      "\n"
      "FAIL: 1 of 2 graded cases pass; 1 false accept, 0 false rejects, 0 target errors.\n";
  EXPECT_EQ(rendered("text", make_run_report(info(), rs)), before);

  rs.push_back(result("cpl/invalid/CPL-X/c.cpl", Expectation::reject, "CPL-X",
                      Verdict::declined(Verdict::Kind::skipped, "not yet")));
  std::string text = rendered("text", make_run_report(info(), rs));
  EXPECT_NE(text.find("  CPL-X                                    2      0        1        -       0  (1 skipped)\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Skipped or errored by the target (1, not graded):\n  skipped  cpl/invalid/CPL-X/c.cpl\n"
                      "      not yet\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("FAIL: 1 of 2 graded cases pass; 1 false accept, 0 false rejects, 0 target errors; "
                      "not graded: 1 skipped by the target.\n"),
            std::string::npos)
      << text;
}

TEST(JunitReport, DeclinedCasesAreSkippedWithTheTargetsMessage) {
  std::string xml = rendered("junit", make_run_report(info(), every_kind()));
  EXPECT_NE(xml.find("<skipped message=\"skipped by the target: no stepplan support\"/>"), std::string::npos) << xml;
  EXPECT_NE(xml.find("<skipped message=\"the target reported an error: internal error\"/>"), std::string::npos) << xml;
  // stepplan: skipped, errored and the unfinished case are skipped; one false accept; the
  // known failure that now passes passed (it was skipped until round 27).
  EXPECT_NE(xml.find("<testsuite name=\"stepplan\" tests=\"5\" failures=\"1\" errors=\"0\" skipped=\"3\""),
            std::string::npos)
      << xml;
}

// A case without a rule is named for its corpus folder, as the other formats name it, and
// a target error carries what the target printed, as a failure does (round 21's reader).
TEST(JunitReport, NamesCorpusFoldersAndKeepsATargetErrorsOutput) {
  std::vector<CaseResult> rs{
      result("cpl/valid/a.cpl", Expectation::accept, "", Verdict::accepted()),
      result("cpl/invalid/CPL-X/b.cpl", Expectation::reject, "CPL-X",
             with_output(Verdict::failed(Verdict::Error::crash, "signal 11"), "partial", "Segmentation fault", 0.1))};
  const std::string xml = rendered("junit", make_run_report(info(), rs));
  EXPECT_NE(xml.find("classname=\"cpl.valid\""), std::string::npos) << xml;
  EXPECT_EQ(xml.find("cpl.accept"), std::string::npos) << xml;
  EXPECT_NE(xml.find("<system-err>Segmentation fault</system-err>"), std::string::npos) << xml;
}

// XML 1.0 carries neither invalid UTF-8 nor most control bytes: names and captured output
// holding them still give a well-formed document (issue 16, item 6).
TEST(JunitReport, InvalidUtf8AndControlBytesGiveWellFormedXml) {
  const std::string hostile = "cpl/valid/bad\xff\x01\x1b[31mname\xc3\xef\xbf\xbf.cpl";
  std::vector<CaseResult> rs{
      result(hostile, Expectation::accept, "", with_output(Verdict::rejected(), "out\xfe\x07\xef\xbf\xbe", "err\x00\x0b\xed\xa0\x80", 0.1)),
      result("cpl/invalid/CPL-X/\x02.cpl", Expectation::reject, "CPL-X", Verdict::failed(Verdict::Error::crash, "sig\xff\x1f"))};
  const std::string xml = rendered("junit", make_run_report(info(), rs));
  for (std::size_t i = 0; i < xml.size(); ++i) {
    const auto c = static_cast<unsigned char>(xml[i]);
    EXPECT_TRUE(c >= 0x20 || c == '\n' || c == '\t' || c == '\r') << "control byte " << int(c) << " at " << i;
  }
  EXPECT_TRUE(conform::run::is_utf8(xml)) << xml;
  // U+FFFE and U+FFFF are UTF-8, and no XML character (round 27's reader).
  EXPECT_EQ(xml.find("\xef\xbf\xbe"), std::string::npos) << xml;
  EXPECT_EQ(xml.find("\xef\xbf\xbf"), std::string::npos) << xml;
  EXPECT_NE(xml.find("\xef\xbf\xbd"), std::string::npos) << "a valid noncharacter neighbour is kept\n" << xml;
  if (std::system("command -v xmllint >/dev/null 2>&1") == 0) {
    const std::string file = ::testing::TempDir() + "hostile-junit.xml";
    std::ofstream(file, std::ios::binary) << xml;
    EXPECT_EQ(std::system(("xmllint --noout " + file + " 2>&1").c_str()), 0) << xml;
  }
}

// A known failure that now passes passed: no <skipped>. A false accept of a case with no
// rule says what it broke, not "breaking " and nothing (round 27's reader).
TEST(JunitReport, AKnownFailureThatPassesIsAPassAndARulelessFalseAcceptSaysTheContract) {
  std::vector<CaseResult> rs{result("cpl/invalid/CPL-X/b.cpl", Expectation::reject, "CPL-X", Verdict::rejected()),
                             result("cpl/invalid/c.cpl", Expectation::reject, "", Verdict::accepted())};
  RunReport report = make_run_report(info(), rs);
  for (auto& c : report.cases)
    if (c.id == "cpl/invalid/CPL-X/b.cpl") c.known_failure = "thought broken";
  const std::string xml = rendered("junit", report);
  EXPECT_EQ(xml.find("<skipped"), std::string::npos) << xml;
  EXPECT_NE(xml.find("skipped=\"0\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("message=\"accepted a plan that breaks the contract\""), std::string::npos) << xml;
}

// A target that crashes on impl-defined cases is said in every summary line, though not
// graded: the markdown said nothing, and a run of only such cases read as a quiet pass
// (round 27's reader).
TEST(RunReportSummary, TargetErrorsOnImplDefinedCasesAreSaid) {
  std::vector<CaseResult> rs{result("cpl/valid/a.cpl", Expectation::accept, "", Verdict::accepted()),
                             result("cpl/impl-defined/D1-x.cpl", Expectation::impl_defined, "",
                                    Verdict::failed(Verdict::Error::crash, "killed by signal 11")),
                             result("cpl/impl-defined/D2-y.cpl", Expectation::impl_defined, "", Verdict::rejected())};
  const RunReport r = make_run_report(info(), rs);
  EXPECT_EQ(ungraded_target_errors(r), 1);
  const std::string said = "; 1 target error on impl-defined cases (not graded).";
  EXPECT_NE(rendered("text", r).find(said), std::string::npos) << rendered("text", r);
  EXPECT_NE(rendered("markdown", r).find(said), std::string::npos) << rendered("markdown", r);
  // Must not trip: a rejection of an impl-defined case is a verdict, no error.
  rs.erase(rs.begin() + 1);
  EXPECT_EQ(rendered("text", make_run_report(info(), rs)).find("impl-defined cases (not graded)"), std::string::npos);
}

TEST(MarkdownReport, SummaryLineTableOfFailingRowsAndCollapsedCases) {
  std::string md = rendered("markdown", make_run_report(info(), every_kind()));
  EXPECT_EQ(md.rfind("### conform run: FAIL\n\n**FAIL**: 2 of 6 graded cases pass; 2 false accepts, 1 false reject, "
                     "1 target error; not graded: 1 skipped, 1 errored by the target.\n",
                     0),
            0u)
      << md;
  EXPECT_NE(md.find("| cpl | valid | 2 | 1 | 0 | 1 | 0 | 0 |\n"), std::string::npos) << md;
  EXPECT_NE(md.find("| cpl | CPL-X | 2 | 0 | 1 | 0 | 1 | 0 |\n"), std::string::npos) << md;
  EXPECT_NE(md.find("| stepplan | S-Y | 3 | 1 | 1 | 0 | 0 | 0 |\n"), std::string::npos) << md;
  EXPECT_EQ(md.find("| cpl | impl-defined |"), std::string::npos) << "a row without failures is listed\n" << md;
  EXPECT_NE(md.find("<details><summary>Failures (4)</summary>"), std::string::npos) << md;
  EXPECT_NE(md.find("<details><summary>Skipped or errored by the target (2)</summary>"), std::string::npos) << md;
  EXPECT_NE(md.find("<details><summary>Known failures that now pass (1)</summary>"), std::string::npos) << md;
  EXPECT_NE(md.find("(shrunk to conform-failures/stepplan/invalid/S-Y/gen-42.json)"), std::string::npos) << md;
}

// A broken case the target rejected together with the valid plan it was made from.
CaseResult inconclusive_case() {
  CaseResult r = result("cpl/generated/invalid/CPL-X/gen-8.cpl", Expectation::reject, "CPL-X", Verdict::rejected());
  r.c.seed = 8;
  r.c.base = run::CaseBase{"cpl/generated/base/CPL-X/gen-8.cpl", "", "plan { }"};
  r.base_verdict = Verdict::Kind::reject;
  r.grade = run::grade(r.c, r.verdict, r.base_verdict);
  return r;
}

TEST(InconclusiveCases, AreCountedApartInEveryFormat) {
  std::vector<CaseResult> rs{result("cpl/invalid/CPL-X/a.cpl", Expectation::reject, "CPL-X", Verdict::rejected()),
                             inconclusive_case()};
  ASSERT_EQ(rs[1].grade, Grade::inconclusive);
  RunInfo i = info();
  i.generated = 2;
  i.seed = 7;
  const RunReport r = make_run_report(i, rs);
  EXPECT_TRUE(r.passed);
  EXPECT_EQ(r.summary.inconclusive, 1);
  EXPECT_EQ(r.summary.pass, 1);

  nlohmann::json doc = nlohmann::json::parse(rendered("json", r));
  EXPECT_EQ(doc["summary"]["inconclusive"], 1);
  EXPECT_EQ(doc["cases"][1]["grade"], "inconclusive");
  EXPECT_EQ(doc["cases"][1]["base"], "cpl/generated/base/CPL-X/gen-8.cpl");
  EXPECT_EQ(run_report_from_json(doc), r);

  const std::string text = rendered("text", r);
  EXPECT_NE(text.find("  CPL-X                                    2      1        0        -       0  (1 inconclusive)\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Inconclusive (1, not graded):\n  cpl/generated/invalid/CPL-X/gen-8.cpl\n"), std::string::npos) << text;
  EXPECT_NE(text.find("PASS: 1 of 1 graded cases pass; 0 false accepts, 0 false rejects, 0 target errors; 1 inconclusive"),
            std::string::npos)
      << text;

  const std::string md = rendered("markdown", r);
  EXPECT_NE(md.find("1 inconclusive (the target rejects the valid plans they were made from)"), std::string::npos) << md;
  EXPECT_NE(md.find("| cpl | CPL-X | 2 | 1 | 0 | 0 | 0 | 0 | 1 |\n"), std::string::npos) << md;
  EXPECT_NE(md.find("<details><summary>Inconclusive (1)</summary>"), std::string::npos) << md;

  const std::string xml = rendered("junit", r);
  EXPECT_NE(xml.find("<skipped message=\"inconclusive: rejected, but the target does not accept "
                     "cpl/generated/base/CPL-X/gen-8.cpl"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("tests=\"2\" failures=\"0\" errors=\"0\" skipped=\"1\""), std::string::npos) << xml;

  // A case without a rule folder (a D<n>-… reject) says what the reject says nothing about
  // (stop 101's auditor: the sentence ended in "nothing about ").
  CaseEntry ruleless = r.cases[1];
  ruleless.rule.clear();
  EXPECT_TRUE(explain_failure(ruleless).ends_with("says nothing about the fault it was made with")) << explain_failure(ruleless);
  EXPECT_TRUE(explain_failure(r.cases[1]).ends_with("says nothing about CPL-X")) << explain_failure(r.cases[1]);
}

TEST(TextReport, ShowsTheFirstLineOfTheTargetsStderrPerFailure) {
  std::vector<CaseResult> rs{
      result("cpl/valid/a.cpl", Expectation::accept, "", with_output(Verdict::rejected(), "", "\nTypeError: x is None\n  at line 3\n", 0.1)),
      result("cpl/valid/b.cpl", Expectation::accept, "", with_output(Verdict::rejected(), "only stdout", "", 0.1))};
  const std::string text = rendered("text", make_run_report(info(), rs));
  EXPECT_NE(text.find("  false-reject  cpl/valid/a.cpl\n      rejected a valid plan\n      stderr: TypeError: x is None\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("at line 3"), std::string::npos) << "only the first line\n" << text;
  EXPECT_NE(text.find("  false-reject  cpl/valid/b.cpl\n      rejected a valid plan\n\n"), std::string::npos)
      << "no stderr, no line\n" << text;
  EXPECT_EQ(telling_stderr_line(std::string(300, 'e'), 10), "eeeeeeeeee…");
}

// The line that says most, where the first does not (round 28's run audit: a traceback's
// first line and a sanitizer's rule of `=` said nothing).
TEST(TellingStderrLine, PicksTheSanitizersErrorTheTracebacksExceptionOrTheFirstWords) {
  EXPECT_EQ(telling_stderr_line("=================================================================\n"
                                "==4242==ERROR: LeakSanitizer: detected memory leaks\n\nDirect leak of 7 byte(s)\n"),
            "==4242==ERROR: LeakSanitizer: detected memory leaks");
  EXPECT_EQ(telling_stderr_line("Traceback (most recent call last):\n  File \"v.py\", line 3, in <module>\n    main()\n"
                                "KeyError: 'steps'\n"),
            "KeyError: 'steps'");
  EXPECT_EQ(telling_stderr_line("-----\r\n\nwarning: plan has 3 steps\nsecond\n"), "warning: plan has 3 steps");
  EXPECT_EQ(telling_stderr_line("\n====\n"), "");
  EXPECT_EQ(telling_stderr_line(""), "");
}

// A batch target that ends badly once its input closes fails the run, and every format
// says how; its greeting's name goes beside the command. Neither is there when not given.
TEST(TargetEndings, FailTheRunAndAreSaidInEveryFormatWithTheTargetsName) {
  std::vector<CaseResult> rs{result("cpl/valid/a.cpl", Expectation::accept, "", Verdict::accepted())};
  const RunReport quiet = make_run_report(info(), rs);
  EXPECT_TRUE(quiet.passed);
  const nlohmann::json quiet_doc = run_report_to_json(quiet);
  EXPECT_FALSE(quiet_doc.contains("target_name"));
  EXPECT_FALSE(quiet_doc.contains("target_endings"));
  EXPECT_EQ(rendered("text", quiet).find("ended badly"), std::string::npos);

  RunInfo i = info();
  i.target_name = "my-validator 1.2";
  i.target_endings = {{"exited with code 23 after its input ended",
                       "=====\n==7==ERROR: LeakSanitizer: detected memory leaks\n" + std::string(5000, 'x')}};
  const RunReport r = make_run_report(i, rs);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(headline(r), "FAIL");
  EXPECT_LT(r.target_endings[0].err.size(), 4200u) << "stderr is clipped as a case's is";
  EXPECT_EQ(run_report_from_json(nlohmann::json::parse(rendered("json", r))), r);
  const std::string text = rendered("text", r);
  EXPECT_NE(text.find("target: ./v --strict, named \"my-validator 1.2\" (batch, 2 jobs)"), std::string::npos) << text;
  EXPECT_NE(text.find("exited with code 23 after its input ended\n      stderr: ==7==ERROR: LeakSanitizer"), std::string::npos) << text;
  EXPECT_NE(text.find("; 1 batch target ended badly after the last case."), std::string::npos) << text;
  const std::string markdown = rendered("markdown", r);
  EXPECT_NE(markdown.find("my-validator 1.2"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("Targets that ended badly (1)"), std::string::npos) << markdown;
  const std::string junit = rendered("junit", r);
  EXPECT_NE(junit.find("<error type=\"ending\" message=\"exited with code 23 after its input ended\"/>"), std::string::npos) << junit;
  EXPECT_NE(junit.find("<testsuites name=\"conform run ./v --strict\" tests=\"2\" failures=\"0\" errors=\"1\""), std::string::npos)
      << junit;
}

// The header counts what the run planned, by where it came from; the hint repeats every
// option that chose the cases.
TEST(TextReport, HeaderCountsCorpusAndGeneratedCasesAndTheHintRepeatsTheSelection) {
  std::vector<CaseResult> rs{result("cpl/valid/a.cpl", Expectation::accept, "", Verdict::accepted())};
  rs.push_back(result("cpl/generated/invalid/CPL-X/gen-7.cpl", Expectation::reject, "CPL-X", Verdict::accepted()));
  rs.back().c.seed = 7;
  rs.push_back(result("cpl/generated/invalid/CPL-X/gen-9.cpl", Expectation::reject, "CPL-X", Verdict::rejected()));
  rs.back().c.seed = 9;
  RunInfo i = info();
  i.generated = 46;
  i.seed = 7;
  std::string text = rendered("text", make_run_report(i, rs));
  EXPECT_NE(text.find("\n3 cases: 1 from corpus and 2 generated (seed 7) in 1.2 s\n"), std::string::npos) << text;
  // A corpus of the user's is named, so that the hint runs the same cases (round 27's
  // reader: it ran the built-in corpus); the built-in one is what a run takes unasked.
  EXPECT_NE(text.find("rerun with --corpus corpus --generate 46 --seed 7 to reproduce them.\n"), std::string::npos) << text;
  i.corpus = run::builtin_corpus_dir();
  text = rendered("text", make_run_report(i, rs));
  EXPECT_NE(text.find("rerun with --generate 46 --seed 7 to reproduce them.\n"), std::string::npos) << text;

  rs.erase(rs.begin());
  i.corpus.clear();  // --no-corpus
  i.selection = {"cpl", "CPL-*", "cpl/*/it's"};
  i.unshrunk = 1;
  const RunReport r = make_run_report(i, rs);
  text = rendered("text", r);
  EXPECT_NE(text.find("\n2 cases: 2 generated (seed 7) in 1.2 s\n"), std::string::npos) << text;
  EXPECT_NE(text.find("rerun with --dialect cpl --rule 'CPL-*' --case 'cpl/*/it'\\''s' --no-corpus --generate 46 --seed 7 "
                      "to reproduce them.\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("1 generated failure was left unshrunk"), std::string::npos) << text;
  EXPECT_EQ(run_report_from_json(nlohmann::json::parse(rendered("json", r))), r);
  const std::string md = rendered("markdown", r);
  EXPECT_NE(md.find("2 cases: 2 generated (seed 7) in 1.2 s."), std::string::npos) << md;

  // The hint only where a generated case failed: a failing corpus case needs no seed
  // (round 21's reader saw it after a run whose generated cases all passed).
  std::vector<CaseResult> corpus_fails{result("cpl/valid/a.cpl", Expectation::accept, "", Verdict::rejected())};
  corpus_fails.push_back(result("cpl/generated/invalid/CPL-X/gen-9.cpl", Expectation::reject, "CPL-X", Verdict::rejected()));
  corpus_fails.back().c.seed = 9;
  RunInfo with_corpus = info();
  with_corpus.generated = 1;
  with_corpus.seed = 9;
  text = rendered("text", make_run_report(with_corpus, corpus_fails));
  EXPECT_NE(text.find("FAIL"), std::string::npos) << text;
  EXPECT_EQ(text.find("to reproduce them"), std::string::npos) << text;
}

TEST(MarkdownReport, EscapesWhatWouldBreakTheTable) {
  std::vector<CaseResult> rs{result("cpl/valid/a|<b>.cpl", Expectation::accept, "", Verdict::rejected())};
  std::string md = rendered("markdown", make_run_report(info(), rs));
  EXPECT_NE(md.find("cpl/valid/a\\|&lt;b&gt;.cpl"), std::string::npos) << md;
}

// run.md, "What reaches the terminal": control bytes in a case name or a target's message
// are written as \xNN in markdown too (round 21's reader printed a report that cleared the
// screen); a line break is a space.
TEST(MarkdownReport, WritesControlBytesAsEscapes) {
  std::vector<CaseResult> rs{result("cpl/valid/ctl\x1b[2Jname.cpl", Expectation::accept, "",
                                    with_output(Verdict::rejected(), "", "\x1b[31mEVIL\nsecond line", 0.1))};
  auto report = make_run_report(info(), rs);
  report.target = "./evil\x07.sh";
  const std::string md = rendered("markdown", report);
  EXPECT_EQ(md.find('\x1b'), std::string::npos) << md;
  EXPECT_EQ(md.find('\x07'), std::string::npos) << md;
  EXPECT_NE(md.find("ctl\\\\x1b\\[2Jname.cpl"), std::string::npos) << md;
}

}  // namespace
}  // namespace conform::report
