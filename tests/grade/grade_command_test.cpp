#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/file_text.hpp"
#include "tests/scratch_folder.hpp"
#include "tests/test_support.hpp"
#include "run/plan_encoding.hpp"
#include "tools/conform/cli.hpp"

namespace conform::cli {
namespace {
namespace fs = std::filesystem;

struct Outcome {
  int code;
  std::string out, err;
};

Outcome conform(std::vector<std::string> args) {
  std::istringstream in;
  std::ostringstream out, err;
  const int code = run(args, {in, out, err});
  return {code, out.str(), err.str()};
}

std::string fixture() { return test::source_path("tests/grade/fixtures/collected.jsonl").string(); }

// Removed with everything in it when the test program ends (a folder per process was left
// behind in /tmp before: 91 of them after a day of test runs).
const conform::test::ScratchFolder scratch_folder("conform-grade-command");

fs::path scratch(const std::string& name) { return scratch_folder / name; }
using test::file_text;

TEST(GradeCommand, PrintsTheSummaryAndWritesTheJsonReport) {
  const auto json = scratch("report.json");
  const auto result = conform({"grade", fixture(), "--json", json.string(), "--jobs", "2"});
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_NE(result.out.find("15 records"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("3 excluded"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("STEPPLAN-MALFORMED-JSON"), std::string::npos) << result.out;
  std::ifstream in(json);
  const auto doc = nlohmann::json::parse(in);
  EXPECT_EQ(doc["kind"], "conform-grade-report");
  EXPECT_EQ(doc["records"].size(), 15u);

  const std::string schema_check =
      "python3 -c 'import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))' " +
      json.string() + " " + test::source_path("spec/grade/grade-report.schema.json").string();
  EXPECT_EQ(std::system(schema_check.c_str()), 0) << "the report does not match spec/grade/grade-report.schema.json";

  const auto rendered = conform({"report", json.string(), "--format", "markdown"});
  ASSERT_EQ(rendered.code, 0) << rendered.err;
  EXPECT_NE(rendered.out.find("| contract_valid | 8 |"), std::string::npos) << rendered.out;
}

TEST(GradeCommand, SarifHasOneResultPerViolationWithItsCatalogRule) {
  const auto sarif = scratch("grade.sarif"), json = scratch("for-sarif.json");
  ASSERT_EQ(conform({"grade", fixture(), "--sarif", sarif.string(), "--json", json.string()}).code, 0);
  std::ifstream sarif_in(sarif), json_in(json);
  const auto log = nlohmann::json::parse(sarif_in), report = nlohmann::json::parse(json_in);
  EXPECT_EQ(log["version"], "2.1.0");
  std::size_t diagnostics = 0;
  for (const auto& r : report["records"]) diagnostics += r["diagnostics"].size();
  const auto& run = log["runs"][0];
  ASSERT_EQ(run["results"].size(), diagnostics);
  for (const auto& result : run["results"]) {
    const auto& rule = run["tool"]["driver"]["rules"][result["ruleIndex"].get<std::size_t>()];
    EXPECT_EQ(rule["id"], result["ruleId"]);
    EXPECT_TRUE(rule.contains("shortDescription")) << rule.dump();
    // SARIF 2.1.0 §3.49.12: helpUri is an absolute URI; the rule's page has none, so help names it.
    EXPECT_FALSE(rule.contains("helpUri")) << rule.dump();
    EXPECT_NE(rule["help"]["text"].get<std::string>().find("docs/rules/"), std::string::npos) << rule.dump();
    EXPECT_GE(result["locations"][0]["physicalLocation"]["region"]["startLine"].get<int>(), 1);
  }
  // conform's lines end at CR LF, LF and a lone CR; SARIF's default is the first two only (§3.14.26).
  EXPECT_EQ(run["newlineSequences"], nlohmann::json::array({"\r\n", "\n", "\r"}));
}

// The page needs neither network nor script; its figures are the hand-counted ones.
TEST(GradeCommand, HtmlReportIsOneSelfContainedPageWithTheFigures) {
  const auto html = scratch("grade.html");
  ASSERT_EQ(conform({"grade", fixture(), "--html", html.string()}).code, 0);
  std::ifstream in(html);
  const std::string page((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(page.find("<script"), std::string::npos);
  EXPECT_EQ(page.find("http://"), page.find("http://www.w3.org/2000/svg"));  // only the SVG namespace
  EXPECT_EQ(page.find("https://"), std::string::npos);
  EXPECT_NE(page.find(">8/15 53.3%<"), std::string::npos) << "the contract-valid bar of all records";
  EXPECT_NE(page.find(">2/11 18.2%<"), std::string::npos) << "STEPPLAN-MALFORMED-JSON among stepplan's delivered outputs";
  EXPECT_NE(page.find("<mark title=\"STEPPLAN-UNREGISTERED-TOOL"), std::string::npos) << "c2's violation marked in its text";
  EXPECT_NE(page.find("stepplan: model × rule"), std::string::npos);
  // Polyglot markup: the page is well-formed XML, which xmllint checks strictly.
  const std::string parse = "xmllint --noout " + html.string();
  EXPECT_EQ(std::system(parse.c_str()), 0) << "xmllint finds the page malformed";
}

// An output holding invalid UTF-8 and CR LF line ends: the page holds valid UTF-8, keeps
// the CRs as line ends (not U+FFFD), marks the fault where it is, and is the page the
// saved JSON renders again (round 27's reader: raw bytes, and a mark moved by them).
TEST(GradeCommand, HtmlShowsInvalidBytesAsReplacementsAndMarksTheSameTextAgain) {
  const auto folder = scratch("bytes-outputs"), html = scratch("bytes.html"), json = scratch("bytes.json");
  fs::create_directories(folder);
  std::ofstream(folder / "bad.cpl", std::ios::binary)
      << "plan {\r\n  // \xff\xfe bytes\r\n  function main() : Void {\r\n    syscall.inventedOne(\"s\");\r\n  }\r\n}\r\n";
  ASSERT_EQ(conform({"grade", folder.string(), "--dialect", "cpl", "--html", html.string(), "--json", json.string()}).code, 0);
  const std::string page = file_text(html);
  EXPECT_TRUE(conform::run::is_utf8(page));
  EXPECT_NE(page.find("</mark> \xef\xbf\xbd\xef\xbf\xbd bytes"), std::string::npos) << page;
  EXPECT_EQ(page.find("{\xef\xbf\xbd"), std::string::npos) << "a CR shown as U+FFFD";
  EXPECT_NE(page.find("syscall.<mark title=\"CPL-UNKNOWN-SYSCALL: syscall 'inventedOne' is not in the whitelist\">inventedOne(&quot;s&quot;);</mark>"),
            std::string::npos)
      << page;
  const auto again = conform({"report", json.string(), "--format", "html"});
  EXPECT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(again.out, page);
}

TEST(GradeCommand, CheckWritesSarifToo) {
  const auto plan = scratch("fenced.json");
  std::ofstream(plan) << "```json\n{}\n```\n";
  const auto result = conform({"check", "--dialect", "stepplan", "--format", "sarif", plan.string()});
  EXPECT_EQ(result.code, 1);
  const auto log = nlohmann::json::parse(result.out);
  const auto& results = log["runs"][0]["results"];
  ASSERT_FALSE(results.empty());
  EXPECT_EQ(results[0]["ruleId"], "STEPPLAN-MARKDOWN-FENCE");
  EXPECT_EQ(results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], plan.string());
  EXPECT_EQ(results[0]["locations"][0]["physicalLocation"]["region"]["startLine"], 1);
  EXPECT_EQ(log["runs"][0]["invocations"][0]["executionSuccessful"], true);

  // A name with a space is a URI reference, percent-encoded; a file that could not be read
  // is the run's error notification, as --format json gives it an "error" (round 21's reader).
  const auto spaced = scratch("my plan.json");
  std::ofstream(spaced) << "```json\n{}\n```\n";
  const auto gone = scratch("gone.json");
  fs::remove(gone);
  const auto both = conform({"check", "--dialect", "stepplan", "--format", "sarif", spaced.string(), gone.string()});
  EXPECT_EQ(both.code, 2) << both.err;
  const auto second = nlohmann::json::parse(both.out)["runs"][0];
  const std::string uri = second["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"];
  EXPECT_NE(uri.find("my%20plan.json"), std::string::npos) << uri;
  EXPECT_EQ(uri.find(' '), std::string::npos) << uri;
  const auto& invocation = second["invocations"][0];
  EXPECT_EQ(invocation["executionSuccessful"], false);
  ASSERT_EQ(invocation["toolExecutionNotifications"].size(), 1u) << invocation.dump();
  EXPECT_EQ(invocation["toolExecutionNotifications"][0]["level"], "error");
  EXPECT_NE(invocation["toolExecutionNotifications"][0]["message"]["text"].get<std::string>().find("gone.json"), std::string::npos);
}

TEST(GradeCommand, BadgesPerDialect) {
  const auto dir = scratch("badges");
  fs::remove_all(dir);
  ASSERT_EQ(conform({"grade", fixture(), "--badges", dir.string()}).code, 0);
  std::ifstream in(dir / "stepplan.json");
  const auto badge = nlohmann::json::parse(in);
  EXPECT_EQ(badge["schemaVersion"], 1);
  EXPECT_EQ(badge["message"], "50.0% valid");  // 7 of the 14 stepplan records
  EXPECT_TRUE(fs::exists(dir / "cpl.json"));
  // A badge folder that cannot be made stops grading before any report is written.
  const auto file = scratch("a-file-not-a-folder"), json = scratch("not-written.json");
  std::ofstream(file) << "x";
  fs::remove(json);
  const auto refused = conform({"grade", fixture(), "--json", json.string(), "--badges", (file / "sub").string()});
  EXPECT_EQ(refused.code, 2) << refused.out;
  EXPECT_NE(refused.err.find("--badges: "), std::string::npos) << refused.err;
  EXPECT_EQ(refused.out, "") << "graded before refusing";
  EXPECT_FALSE(fs::exists(json));
}

// A seeded regression: a1 goes from VALID to a fenced plan, c2's unknown tool is fixed.
TEST(DiffCommand, FlagsASeededRegressionAndAFix) {
  const auto old_json = scratch("old.json"), new_json = scratch("new.json"), changed = scratch("changed.jsonl");
  ASSERT_EQ(conform({"grade", fixture(), "--json", old_json.string()}).code, 0);
  std::ifstream in(fixture());
  std::ofstream out(changed);
  for (std::string line; std::getline(in, line);) {
    auto doc = nlohmann::json::parse(line, nullptr, false);
    if (!doc.is_discarded() && doc.is_object() && doc.value("id", "") == "a1")
      doc["output"] = "```json\n" + doc["output"].get<std::string>() + "\n```";
    if (!doc.is_discarded() && doc.is_object() && doc.value("id", "") == "c2") {
      auto plan = nlohmann::json::parse(doc["output"].get<std::string>());
      plan["steps"][0]["tool"]["name"] = "get_time";
      doc["output"] = plan.dump();
    }
    out << (doc.is_discarded() ? line : doc.dump()) << "\n";
  }
  out.close();
  ASSERT_EQ(conform({"grade", changed.string(), "--json", new_json.string()}).code, 0);

  const auto text = conform({"diff", old_json.string(), new_json.string()});
  EXPECT_EQ(text.code, 1) << text.out << text.err;
  EXPECT_NE(text.out.find("a1: VALID -> CONTRACT_ERROR +STEPPLAN-MARKDOWN-FENCE"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("c2: CONTRACT_ERROR -> VALID -STEPPLAN-UNREGISTERED-TOOL"), std::string::npos) << text.out;
  const auto json = conform({"diff", old_json.string(), new_json.string(), "--format", "json"});
  const auto d = nlohmann::json::parse(json.out);
  EXPECT_TRUE(d["regressed"].get<bool>());
  EXPECT_EQ(d["regressions"].size(), 1u);
  EXPECT_EQ(d["fixes"].size(), 1u);
  EXPECT_TRUE(d["added"].empty());

  const auto same = conform({"diff", old_json.string(), old_json.string()});
  EXPECT_EQ(same.code, 0) << same.out;
  EXPECT_EQ(conform({"diff", old_json.string()}).code, 2);
}

TEST(GradeCommand, CheckInputListsMalformedRecordsAndGradesNothing) {
  const auto result = conform({"grade", "--check-input", fixture()});
  EXPECT_EQ(result.code, 1);
  EXPECT_NE(result.out.find("collected.jsonl:9: not JSON"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("collected.jsonl:14: unknown field"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("collected.jsonl:18: unknown dialect 'nope'"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("18 records read: 15 to grade, 3 excluded (malformed, an id used before, or not gradable as asked)"),
            std::string::npos)
      << result.out;
}

// A repeated id stops grading (exit 2, both places named); --check-input lists it with the
// malformed records and goes on reading.
TEST(GradeCommand, CheckInputListsARepeatedIdWhereGradingRefusesIt) {
  const conform::test::ScratchFolder folder("conform-grade-dup");
  const auto path = folder.path() / "records.jsonl";
  std::ofstream(path) << "{\"id\":\"a\",\"output\":\"plan {}\"}\nnot json\n{\"id\":\"a\",\"output\":\"x\"}\n"
                         "{\"id\":\"b\",\"output\":\"y\"}\n";
  const auto check = conform({"grade", "--check-input", path.string()});
  const auto grade = conform({"grade", "--dialect", "cpl", path.string()});
  EXPECT_EQ(check.code, 1) << check.out << check.err;
  EXPECT_NE(check.out.find(".jsonl:2: not JSON"), std::string::npos) << check.out;
  EXPECT_NE(check.out.find(".jsonl:3: duplicate id 'a' (first at " + path.string() + ":1)"), std::string::npos) << check.out;
  // The record whose dialect cannot be told is listed too, as grading would exclude it
  // (round 21's reader found --check-input approving records grade then excluded).
  EXPECT_NE(check.out.find(".jsonl:4: cannot tell which dialect"), std::string::npos) << check.out;
  EXPECT_NE(check.out.find("4 records read: 1 to grade, 3 excluded (malformed, an id used before, or not gradable as asked)"),
            std::string::npos)
      << check.out;
  EXPECT_EQ(grade.code, 2) << grade.out << grade.err;
  EXPECT_NE(grade.err.find("duplicate id 'a'"), std::string::npos) << grade.err;
}

// The excluded are listed in the order their lines and files were read, whichever check
// excluded them: the reader's malformed lines and grading's ungradable records used to come
// as two lists (round 21's reader saw lines 2, 3, 5, 4, 7).
TEST(GradeCommand, ListsTheExcludedInTheOrderTheyWereRead) {
  const conform::test::ScratchFolder folder("conform-grade-order");
  const auto first = folder.path() / "a.jsonl", second = folder.path() / "b.jsonl";
  std::ofstream(first) << "{\"id\":\"a1\",\"output\":\"plan {}\",\"dialect\":\"nope\"}\nnot json\n"
                          "{\"id\":\"a3\",\"output\":\"plan {}\",\"dialect\":\"nope\"}\n";
  std::ofstream(second) << "not json either\n{\"id\":\"b2\",\"output\":\"plan {}\",\"dialect\":\"cpl\"}\n";
  for (const auto& args : {std::vector<std::string>{"grade", "--check-input", first.string(), second.string()},
                           std::vector<std::string>{"grade", first.string(), second.string()}}) {
    const auto result = conform(args);
    const std::size_t a1 = result.out.find("a.jsonl:1: unknown dialect"), a2 = result.out.find("a.jsonl:2: not JSON"),
                      a3 = result.out.find("a.jsonl:3: unknown dialect"), b1 = result.out.find("b.jsonl:1: not JSON");
    ASSERT_NE(a1, std::string::npos) << result.out;
    ASSERT_NE(a2, std::string::npos) << result.out;
    ASSERT_NE(a3, std::string::npos) << result.out;
    ASSERT_NE(b1, std::string::npos) << result.out;
    EXPECT_LT(a1, a2) << result.out;
    EXPECT_LT(a2, a3) << result.out;
    EXPECT_LT(a3, b1) << result.out;
  }
}

// GitHub's step summary is shared by every command of a step: a markdown report there is
// added after what is already in it (round 27's reader lost an earlier summary).
TEST(GradeCommand, TheStepSummaryIsAppendedTo) {
  const auto summary = scratch("step-summary.md"), other = scratch("not-the-summary.md");
  std::ofstream(summary) << "earlier step\n";
  std::ofstream(other) << "old\n";
  ::setenv("GITHUB_STEP_SUMMARY", summary.c_str(), 1);
  const auto graded = conform({"grade", fixture(), "--markdown", summary.string()});
  const auto elsewhere = conform({"grade", fixture(), "--markdown", other.string()});
  ::unsetenv("GITHUB_STEP_SUMMARY");
  EXPECT_EQ(graded.code, 0) << graded.err;
  const std::string text = file_text(summary);
  EXPECT_EQ(text.rfind("earlier step\n", 0), 0u) << text;
  EXPECT_GT(text.size(), std::string("earlier step\n").size() + 100) << text;
  EXPECT_EQ(file_text(other).find("old\n"), std::string::npos) << "any other file is replaced";
}

// A grade report with a value of the wrong type says so in words, not in the JSON
// library's tag (round 27's reader got "[json.exception.type_error.302] …").
TEST(GradeCommand, AMalformedGradeReportIsSaidInWords) {
  const auto good = scratch("to-spoil.json"), bad = scratch("spoilt.json");
  ASSERT_EQ(conform({"grade", fixture(), "--json", good.string()}).code, 0);
  auto doc = nlohmann::json::parse(file_text(good));
  doc["seconds"] = "soon";
  std::ofstream(bad) << doc.dump();
  const auto rendered = conform({"report", bad.string()});
  EXPECT_EQ(rendered.code, 2) << rendered.out;
  EXPECT_NE(rendered.err.find("malformed grade report: type must be number"), std::string::npos) << rendered.err;
  EXPECT_EQ(rendered.err.find("json.exception"), std::string::npos) << rendered.err;
}

TEST(GradeCommand, MinValidGatesCi) {
  EXPECT_EQ(conform({"grade", fixture(), "--min-valid", "0.5"}).code, 0);    // 8 of 15
  EXPECT_EQ(conform({"grade", fixture(), "--min-valid", "0.6"}).code, 1);
  EXPECT_EQ(conform({"grade", fixture(), "--min-valid", "2"}).code, 2);
}

// Empty replies whose dialect nothing names are excluded from grading, and still count
// in the gate's share as outputs that are not valid (round 27: 1 valid of 1 passed 0.9).
TEST(GradeCommand, MinValidCountsTheExcludedAsNotValid) {
  const auto records = scratch("mostly-empty.jsonl");
  {
    std::ofstream out(records);
    out << nlohmann::json({{"id", "good"}, {"dialect", "cpl"}, {"output", file_text(test::source_path("corpus/cpl/valid/main-only.cpl"))}}).dump() << "\n";
    for (int i = 0; i < 3; ++i) out << nlohmann::json({{"id", "empty" + std::to_string(i)}, {"output", ""}}).dump() << "\n";
  }
  const auto gated = conform({"grade", records.string(), "--min-valid", "0.5"});
  EXPECT_EQ(gated.code, 1) << gated.out << gated.err;
  EXPECT_NE(gated.err.find("1 of 4 outputs are contract-valid (3 of no dialect that could be told, counted as not valid)"), std::string::npos) << gated.err;
  EXPECT_EQ(conform({"grade", records.string(), "--min-valid", "0.25"}).code, 0);
}

TEST(GradeCommand, BadInputIsOneLineAndExitTwo) {
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"grade"},
           {"grade", "/nonexistent/outputs.jsonl"},
           {"grade", fixture(), "--dialect", "nope"},
           {"grade", fixture(), "--format", "yaml"},
           {"grade", fixture(), "--json", "/nonexistent/dir/r.json"},
           {"grade", fixture(), "--jobs", "0"},
           {"grade", fixture(), "--max-depth", "100000"}}) {
    const auto result = conform(args);
    EXPECT_EQ(result.code, 2) << args.back();
    EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), 1) << result.err;
  }
}

// Nothing the user gave is overwritten: a report is not written over the prompts, the
// planner program or the saved outputs, and a badge not over the config or into an input
// folder (round 21's reader lost each of them). Each refusal is one line, exit 2, and
// the file is untouched.
TEST(GradeCommand, NoReportOrBadgeIsWrittenOverWhatTheUserGave) {
  const fs::path prompts = scratch("own-prompts.jsonl"), program = scratch("own-planner.py"), folder = scratch("own-inputs");
  fs::copy_file(test::source_path("examples/planners/prompts.jsonl"), prompts, fs::copy_options::overwrite_existing);
  fs::copy_file(test::source_path("examples/planners/toy-planner.py"), program, fs::copy_options::overwrite_existing);
  fs::create_directories(folder);
  fs::copy_file(fixture(), folder / "collected.jsonl", fs::copy_options::overwrite_existing);
  const fs::path saved = scratch("own-saved.jsonl"), config = folder / "cpl.json";
  fs::remove(saved);
  std::ofstream(config) << "{}";
  const std::string prompts_text = file_text(prompts), program_text = file_text(program);
  const std::vector<std::vector<std::string>> refused{
      {"grade", "--planner", program.string(), "--prompts", prompts.string(), "--save-outputs", saved.string(), "--json", prompts.string()},
      {"grade", "--planner", program.string(), "--prompts", prompts.string(), "--save-outputs", saved.string(), "--markdown", program.string()},
      {"grade", "--planner", "python3 " + program.string(), "--prompts", prompts.string(), "--save-outputs", saved.string(), "--json", program.string()},
      {"grade", "--planner", program.string(), "--prompts", prompts.string(), "--save-outputs", saved.string(), "--text", saved.string()},
      {"grade", folder.string(), "--badges", folder.string()},
      {"grade", fixture(), "--config", config.string(), "--badges", folder.string()},
  };
  for (const auto& args : refused) {
    const auto result = conform(args);
    EXPECT_EQ(result.code, 2) << args.back();
    EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), 1) << result.err;
  }
  EXPECT_EQ(file_text(prompts), prompts_text);
  EXPECT_EQ(file_text(program), program_text);
  EXPECT_FALSE(fs::exists(saved));
  EXPECT_FALSE(fs::exists(folder / "rtfs.json"));
  EXPECT_EQ(file_text(config), "{}");
}

// Nothing graded is no pass: an empty file or folder is an error (exit 2), with the
// report still printed.
TEST(GradeCommand, NothingToGradeIsAnError) {
  const fs::path empty = scratch("empty.jsonl"), folder = scratch("empty-folder");
  std::ofstream{empty};
  fs::create_directories(folder);
  for (const fs::path& input : {empty, folder}) {
    const auto result = conform({"grade", input.string()});
    EXPECT_EQ(result.code, 2) << input;
    EXPECT_EQ(result.err, "conform: nothing was graded: the inputs hold no record to grade\n");
  }
  const fs::path bad = scratch("all-malformed.jsonl");
  std::ofstream(bad) << "{\"output\": \"x\"}\nnot json\n";
  const auto result = conform({"grade", bad.string()});
  EXPECT_EQ(result.code, 2);
  EXPECT_EQ(result.err,
            "conform: nothing was graded: the inputs hold no record to grade; 2 excluded (the first, " + bad.string() +
                ":1: no \"id\" field)\n");
}

// A file that cannot be read is an I/O error: graded as excluded, said on standard error,
// exit 2, the others graded all the same (stop 101's auditor: it passed with exit 0).
TEST(GradeCommand, AFileThatCannotBeReadFailsTheCommand) {
  const fs::path valid = scratch("readable.cpl"), fifo = scratch("no-writer.cpl");
  std::ofstream(valid) << "plan {\n    function main() : Void {\n        return;\n    }\n}\n";
  fs::remove(fifo);
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const auto result = conform({"grade", "--dialect", "cpl", valid.string(), fifo.string()});
  EXPECT_EQ(result.code, 2) << result.err;
  EXPECT_EQ(result.err, "conform: '" + fifo.string() + "' is a named pipe that no program wrote to: nothing to read\n");
  EXPECT_NE(result.out.find("1 excluded"), std::string::npos) << result.out;
  fs::remove(fifo);
}

// A record line with a NUL byte is no JSON: nlohmann's reader took the byte for the end of
// its input, so `{"output": …}` then NUL then anything was graded (round 28's run audit).
TEST(GradeCommand, ARecordWithANulByteIsExcludedAsNotJson) {
  const fs::path bad = scratch("nul-record.jsonl");
  std::ofstream(bad, std::ios::binary) << std::string("{\"output\": \"x\"}\0junk\n", 21);
  const auto result = conform({"grade", bad.string()});
  EXPECT_EQ(result.code, 2) << result.out << result.err;
  EXPECT_NE(result.out.find("nul-record.jsonl:1: not JSON (a NUL byte at offset 15)"), std::string::npos) << result.out;
}

// A prompt line that is not JSON is excluded in the words a record's would be, without the
// JSON library's exception tag (round 21's reader).
TEST(GradeCommand, APromptThatIsNotJsonIsSaidInPlainWords) {
  const fs::path prompts = scratch("broken-prompts.jsonl"), saved = scratch("broken-prompts-saved.jsonl");
  fs::remove(saved);
  std::ofstream(prompts) << "not json\n{\"id\": \"a\", \"prompt\": \"hi\", \"dialect\": \"cpl\"}\n";
  const auto result = conform({"grade", "--planner", "/bin/echo x", "--prompts", prompts.string(), "--save-outputs",
                               saved.string(), "--no-progress"});
  EXPECT_NE(result.out.find("broken-prompts.jsonl:1: not JSON (parse error at line 1, column 2"), std::string::npos)
      << result.out;
  EXPECT_EQ(result.out.find("json.exception"), std::string::npos) << result.out;
}

// Prompts that give the planner nothing to answer leave no saved file behind: an empty
// one would refuse the rerun with the prompts fixed (stop 101's auditor).
TEST(GradeCommand, NoPlannerOutputSavesNoFile) {
  const fs::path prompts = scratch("no-good-prompts.jsonl"), saved = scratch("no-good-prompts-saved.jsonl");
  fs::remove(saved);
  std::ofstream(prompts) << "not json\n";
  const auto result = conform({"grade", "--planner", "/bin/echo x", "--prompts", prompts.string(), "--save-outputs",
                               saved.string(), "--no-progress"});
  EXPECT_EQ(result.code, 2) << result.err;
  EXPECT_NE(result.err.find("nothing was graded"), std::string::npos) << result.err;
  EXPECT_FALSE(fs::exists(saved));
}

TEST(GradeCommand, DuplicateIdsAreRefused) {
  const auto path = scratch("twice.jsonl");
  std::ofstream(path) << R"({"id": "x", "output": "{}", "dialect": "stepplan"})" "\n"
                      << R"({"id": "x", "output": "{}", "dialect": "stepplan"})" "\n";
  const auto result = conform({"grade", path.string()});
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("duplicate id 'x'"), std::string::npos) << result.err;
}

std::map<std::string, std::pair<std::string, std::vector<std::string>>> statuses(const fs::path& report) {
  std::ifstream in(report);
  const auto doc = nlohmann::json::parse(in);
  std::map<std::string, std::pair<std::string, std::vector<std::string>>> out;
  for (const auto& r : doc["records"]) out[r["id"]] = {r["status"], r["rules"].get<std::vector<std::string>>()};
  return out;
}

TEST(GradeCommand, RunsAPlannerKeepsItsOutputsAndGradesThem) {
  const auto saved = scratch("planner-outputs.jsonl"), json = scratch("planner.json"), again = scratch("again.json");
  fs::remove(saved);
  const std::string planner = test::source_path("examples/planners/toy-planner.py").string() + " --sample {sample}";
  const auto result = conform({"grade", "--planner", planner, "--prompts", test::source_path("examples/planners/prompts.jsonl").string(),
                               "--samples", "3", "--save-outputs", saved.string(), "--json", json.string(), "--jobs", "2"});
  ASSERT_EQ(result.code, 0) << result.err;
  const auto got = statuses(json);
  ASSERT_EQ(got.size(), 18u);
  EXPECT_EQ(got.at("time#0").first, "VALID");
  EXPECT_EQ(got.at("time#2").second, std::vector<std::string>{"STEPPLAN-MARKDOWN-FENCE"});
  EXPECT_EQ(got.at("incident#1").second, std::vector<std::string>{"STEPPLAN-FORWARD-DEPENDENCY"});
  EXPECT_EQ(got.at("incident#2").second, std::vector<std::string>{"STEPPLAN-PROSE-OUTSIDE-JSON"});
  EXPECT_EQ(got.at("search#0").second, std::vector<std::string>{"STEPPLAN-UNREGISTERED-TOOL"});
  EXPECT_EQ(got.at("weather#0").first, "VALID");
  EXPECT_EQ(got.at("weather#2").first, "CONTRACT_ERROR");
  EXPECT_EQ(got.at("greet#0").first, "VALID");
  EXPECT_EQ(got.at("greet#1").second, std::vector<std::string>{"RTFS-DISALLOWED-FORM"});
  EXPECT_EQ(got.at("refusal#0").first, "NOT_FOUND");
  EXPECT_EQ(got.at("refusal#1").first, "PLANNER_ERROR");

  // The saved outputs grade to the same statuses, and are never overwritten.
  ASSERT_EQ(conform({"grade", saved.string(), "--json", again.string()}).code, 0);
  EXPECT_EQ(statuses(again), got);
  const auto refused = conform({"grade", "--planner", planner, "--prompts",
                                test::source_path("examples/planners/prompts.jsonl").string(), "--save-outputs", saved.string()});
  EXPECT_EQ(refused.code, 2);
  EXPECT_NE(refused.err.find("never overwritten"), std::string::npos) << refused.err;
}

// A planner that interrupts conform (as Ctrl-C would): no planner is left running, what
// finished is saved, nothing is graded, exit 130.
TEST(GradeCommand, AnInterruptedPlannerRunSavesWhatFinishedAndExits130) {
  const auto planner = scratch("interrupting-planner.sh"), saved = scratch("interrupted-outputs.jsonl");
  fs::remove(saved);
  std::ofstream(planner) << "#!/bin/sh\nkill -INT $PPID\nexec sleep 30\n";
  fs::permissions(planner, fs::perms::owner_all);
  const auto result = conform({"grade", "--planner", planner.string(), "--prompts",
                               test::source_path("examples/planners/prompts.jsonl").string(), "--save-outputs",
                               saved.string(), "--jobs", "1", "--timeout", "60"});
  EXPECT_EQ(result.code, 130) << result.err;
  EXPECT_NE(result.err.find("interrupted"), std::string::npos) << result.err;
  // What finished is saved; when nothing did, no empty file is left to refuse the rerun.
  if (fs::exists(saved)) {
    EXPECT_GT(fs::file_size(saved), 0u);
    EXPECT_NE(result.err.find("saved in"), std::string::npos) << result.err;
  } else {
    EXPECT_NE(result.err.find("nothing saved"), std::string::npos) << result.err;
  }
  EXPECT_TRUE(result.out.empty()) << result.out;
}

TEST(GradeCommand, APlannerThatCannotStartIsAUsageError) {
  const auto result = conform({"grade", "--planner", "/nonexistent/planner", "--prompts",
                               test::source_path("examples/planners/prompts.jsonl").string()});
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("/nonexistent/planner"), std::string::npos) << result.err;
}

}  // namespace
}  // namespace conform::cli
