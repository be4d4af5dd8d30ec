// The figures of a grade report against tests/grade/fixtures/collected.jsonl, counted by
// hand: 18 lines, 2 malformed, 1 naming an unknown dialect, 15 graded (14 stepplan, 1 cpl).
//
//   id  prompt model  what                                  status
//   a1  p1     m1     the single-step plan, compact          VALID
//   a2  p1     m1     the same plan, keys reversed, indented VALID
//   b1  p2     m1     whitespace                             EMPTY
//   b2  p2     m1     prose, no '{'                          NOT_FOUND (STEPPLAN-MALFORMED-JSON)
//   a3  p2     m1     the plan in a ```json fence            CONTRACT_ERROR (STEPPLAN-MARKDOWN-FENCE)
//   g1  p2     m1     the plan                               VALID
//   f1  p6     m1     the plan                               VALID
//   f2  p6     m1     the plan, same bytes                   VALID
//   c1  -      m2     {"task_summary": "x",                  SYNTAX_ERROR
//   c2  -      m2     the plan with an unregistered tool     CONTRACT_ERROR (STEPPLAN-UNREGISTERED-TOOL)
//   c3  -      m2     planner crashed                        PLANNER_ERROR
//   c4  -      m2     planner timed out                      TIMEOUT
//   d1  -      m2     the plan, expect_steps 1               VALID, request met
//   d2  -      m2     the plan, expect_steps 2               VALID, request not met
//   e1  -      -      CPL, a try without a syscall           VALID_WITH_WARNINGS (CPL-TRY-WITHOUT-SYSCALL)
#include "grade/grade_report.hpp"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "grade/diff.hpp"
#include "grade/grade_formats.hpp"
#include "grade/grade_report_json.hpp"
#include "tests/test_support.hpp"

namespace conform::grade {
namespace {

const GradeReport& report() {
  static const GradeReport r = [] {
    const auto path = test::source_path("tests/grade/fixtures/collected.jsonl").string();
    GradeOptions options;
    options.jobs = 3;
    return make_grade_report({"test", "2026-11-23T00:00:00Z", 0, {path}, ""}, grade_records(read_inputs({path}), options));
  }();
  return r;
}

const Group& group(const std::string& dialect, const std::string& model = "") {
  for (const auto& g : report().groups)
    if (g.dialect == dialect && g.model == model) return g;
  throw std::runtime_error("no group " + dialect + "/" + model);
}

const RecordEntry& record(const std::string& id) {
  for (const auto& r : report().records)
    if (r.id == id) return r;
  throw std::runtime_error("no record " + id);
}

std::size_t stage(const Group& g, const std::string& name) {
  for (const auto& s : g.funnel)
    if (s.stage == name) return s.of_records.count;
  throw std::runtime_error("no stage " + name);
}

const RuleRow* row(const Group& g, const std::string& rule) {
  for (const auto& r : g.rules)
    if (r.rule == rule) return &r;
  return nullptr;
}

TEST(GradeReport, EveryRecordGetsItsStatus) {
  const std::map<std::string, Status> expected{
      {"a1", Status::valid},          {"a2", Status::valid},          {"b1", Status::empty},
      {"b2", Status::not_found},      {"a3", Status::contract_error}, {"g1", Status::valid},
      {"f1", Status::valid},          {"f2", Status::valid},          {"c1", Status::syntax_error},
      {"c2", Status::contract_error}, {"c3", Status::planner_error},  {"c4", Status::timeout},
      {"d1", Status::valid},          {"d2", Status::valid},          {"e1", Status::valid_with_warnings}};
  ASSERT_EQ(report().records.size(), expected.size());
  for (const auto& [id, status] : expected) EXPECT_EQ(record(id).status, status) << id;
  EXPECT_EQ(record("a3").rules, std::vector<std::string>{"STEPPLAN-MARKDOWN-FENCE"});
  EXPECT_EQ(record("c2").rules, std::vector<std::string>{"STEPPLAN-UNREGISTERED-TOOL"});
  EXPECT_EQ(record("e1").warnings, std::vector<std::string>{"CPL-TRY-WITHOUT-SYSCALL"});
  EXPECT_EQ(record("d2").request_rules, std::vector<std::string>{"STEPPLAN-STEP-COUNT-MISMATCH"});
  EXPECT_TRUE(record("d2").has_request);
  EXPECT_EQ(record("c3").planner_detail, "exit status 3");
}

TEST(GradeReport, ExcludedRecordsAreListedNotDropped) {
  ASSERT_EQ(report().excluded.size(), 3u);
  EXPECT_NE(report().excluded[0].origin.find("collected.jsonl:9"), std::string::npos);
  EXPECT_NE(report().excluded[1].origin.find("collected.jsonl:14"), std::string::npos);
  EXPECT_NE(report().excluded[2].origin.find("collected.jsonl:18"), std::string::npos);
  EXPECT_NE(report().excluded[2].reason.find("unknown dialect 'nope'"), std::string::npos);
}

// Text for a terminal holds no raw control byte from what a record or a file name held:
// an escape sequence could move the cursor or clear the screen (round 27's reader).
TEST(GradeReport, TextForTheTerminalShowsControlBytesEscaped) {
  GradeReport hostile = report();
  hostile.excluded.push_back({"runs/\x1b[2Jname.cpl", "unreadable \xff byte \x07", 99});
  std::ostringstream text;
  render_text(text, hostile);
  EXPECT_EQ(text.str().find('\x1b'), std::string::npos) << text.str();
  EXPECT_EQ(text.str().find('\x07'), std::string::npos) << text.str();
  EXPECT_EQ(text.str().find('\xff'), std::string::npos) << text.str();
  EXPECT_NE(text.str().find("runs/"), std::string::npos) << text.str();
  Diff d;
  d.regressions.push_back({"a\x1b[31mb", "VALID", "EMPTY", {}, {}});
  std::ostringstream diff;
  render_diff_text(diff, d);
  EXPECT_EQ(diff.str().find('\x1b'), std::string::npos) << diff.str();
  EXPECT_NE(diff.str().find("VALID -> EMPTY"), std::string::npos) << diff.str();
}

// No output is no output: a planner error that became a timeout is no fix, a timeout
// that became an empty reply no regression (round 27's reader got both as fixes).
TEST(GradeReport, ADiffAmongTheStatusesWithoutOutputIsNeitherFixNorRegression) {
  GradeReport after = report();
  for (auto& r : after.records) {
    if (r.status == Status::planner_error) r.status = Status::timeout;
    else if (r.status == Status::timeout) r.status = Status::empty;
  }
  const Diff d = diff_grades(report(), after);
  EXPECT_TRUE(d.fixes.empty());
  EXPECT_TRUE(d.regressions.empty());
  std::set<std::string> still;
  for (const auto& c : d.still_failing) still.insert(c.id);
  EXPECT_TRUE(still.count("c3") && still.count("c4")) << testing::PrintToString(still);
  // Must trip: output where there was none is a fix, none where there was some a regression.
  GradeReport worse = report();
  for (auto& r : worse.records)
    if (r.id == "a1") r.status = Status::timeout;
  EXPECT_EQ(diff_grades(report(), worse).regressions.size(), 1u);
  EXPECT_EQ(diff_grades(worse, report()).fixes.size(), 1u);
}

TEST(GradeReport, StatusCountsOverAllRecords) {
  const Group& all = group("");
  EXPECT_EQ(all.records, 15u);
  const std::map<std::string, std::size_t> expected{{"VALID", 7},         {"VALID_WITH_WARNINGS", 1}, {"CONTRACT_ERROR", 2},
                                                    {"SYNTAX_ERROR", 1},  {"NOT_FOUND", 1},           {"EMPTY", 1},
                                                    {"PLANNER_ERROR", 1}, {"TIMEOUT", 1}};
  for (const auto& [status, n] : expected) {
    EXPECT_EQ(all.statuses.at(status).count, n) << status;
    EXPECT_EQ(all.statuses.at(status).of, 15u) << status;
  }
}

TEST(GradeReport, TheFunnelHasExplicitDenominators) {
  const Group& all = group("");
  EXPECT_EQ(stage(all, "delivered"), 12u);
  EXPECT_EQ(stage(all, "plan_found"), 11u);
  EXPECT_EQ(stage(all, "parses"), 10u);
  EXPECT_EQ(stage(all, "contract_valid"), 8u);
  EXPECT_EQ(stage(all, "no_warnings"), 7u);
  const FunnelStage& valid = all.funnel[4];
  ASSERT_EQ(valid.stage, "contract_valid");
  EXPECT_EQ(valid.of_records.of, 15u);
  EXPECT_EQ(valid.of_previous.count, 8u);
  EXPECT_EQ(valid.of_previous.of, 10u);
  // Wilson's 95% interval for 8 of 15, by hand: [0.30117, 0.75190].
  EXPECT_NEAR(*valid.of_records.low, 0.30117, 1e-5);
  EXPECT_NEAR(*valid.of_records.high, 0.75190, 1e-5);
  EXPECT_TRUE(valid.of_records.too_small());
}

TEST(GradeReport, GroupsPerDialectAndModel) {
  EXPECT_EQ(group("stepplan").records, 14u);
  EXPECT_EQ(group("stepplan", "m1").records, 8u);
  EXPECT_EQ(group("stepplan", "m2").records, 6u);
  EXPECT_EQ(group("cpl").records, 1u);
  EXPECT_EQ(stage(group("stepplan", "m1"), "contract_valid"), 5u);
  EXPECT_EQ(stage(group("stepplan", "m2"), "contract_valid"), 2u);
}

TEST(GradeReport, PerRuleMacroMicroAndFirstErrors) {
  const Group& s = group("stepplan");
  // 11 delivered stepplan outputs; 4 with an error (a3, b2, c1, c2).
  const RuleRow* malformed = row(s, "STEPPLAN-MALFORMED-JSON");
  ASSERT_NE(malformed, nullptr);
  EXPECT_EQ(malformed->outputs.count, 2u);
  EXPECT_EQ(malformed->outputs.of, 11u);
  EXPECT_EQ(malformed->violations, 2u);
  EXPECT_EQ(malformed->first_error.count, 2u);
  EXPECT_EQ(malformed->first_error.of, 4u);
  EXPECT_EQ(malformed->example, "b2");
  EXPECT_NEAR(*malformed->outputs.low, 0.05137, 1e-5);  // Wilson, 2 of 11
  const RuleRow* fence = row(s, "STEPPLAN-MARKDOWN-FENCE");
  ASSERT_NE(fence, nullptr);
  EXPECT_EQ(fence->outputs.count, 1u);
  EXPECT_EQ(fence->first_error.count, 1u);
  EXPECT_EQ(fence->example, "a3");
  const RuleRow* tool = row(s, "STEPPLAN-UNREGISTERED-TOOL");
  ASSERT_NE(tool, nullptr);
  EXPECT_EQ(tool->first_error.count, 1u);
  const RuleRow* steps = row(s, "STEPPLAN-STEP-COUNT-MISMATCH");
  ASSERT_NE(steps, nullptr);
  EXPECT_EQ(steps->kind, "request");
  EXPECT_EQ(steps->first_error.count, 0u);
  EXPECT_EQ(s.rules.size(), 4u);
  EXPECT_EQ(s.rules.front().rule, "STEPPLAN-MALFORMED-JSON");  // most outputs first
}

TEST(GradeReport, RequestsAreGradedApart) {
  EXPECT_EQ(group("stepplan").requests_met.count, 1u);
  EXPECT_EQ(group("stepplan").requests_met.of, 2u);
  EXPECT_EQ(group("cpl").requests_met.of, 0u);
}

TEST(GradeReport, DeterminismOverPromptsWithSeveralSamples) {
  const Determinism& d = group("stepplan", "m1").determinism;
  // p1 (a1, a2): the same plan in two layouts; p2 (b1, b2, a3, g1): all different; p6 (f1, f2): same bytes.
  EXPECT_EQ(d.identical_text.count, 1u);
  EXPECT_EQ(d.identical_text.of, 3u);
  EXPECT_EQ(d.identical_plan.count, 2u);
  ASSERT_EQ(d.disagreeing_rules.size(), 2u);
  EXPECT_EQ(d.disagreeing_rules[0].rule, "STEPPLAN-MALFORMED-JSON");
  EXPECT_EQ(d.disagreeing_rules[0].prompts, 1u);
  EXPECT_EQ(d.disagreeing_rules[1].rule, "STEPPLAN-MARKDOWN-FENCE");
}

TEST(GradeReport, PassAtKAndPassHatK) {
  const auto& pass = group("").pass;
  // Prompts: p1 2/2 pass, p2 1/4, p6 2/2, and seven single samples (c1–c4 fail, d1, d2, e1 pass).
  ASSERT_EQ(pass.size(), 4u);
  EXPECT_EQ(pass[0].prompts, 10u);
  EXPECT_DOUBLE_EQ(pass[0].pass_at_k, 5.25 / 10);
  EXPECT_DOUBLE_EQ(pass[0].pass_hat_k, 5.25 / 10);
  EXPECT_EQ(pass[1].prompts, 3u);
  EXPECT_DOUBLE_EQ(pass[1].pass_at_k, (1 + 0.5 + 1) / 3);  // p2: 1 - C(3,2)/C(4,2)
  EXPECT_DOUBLE_EQ(pass[1].pass_hat_k, (1 + 0 + 1) / 3.0);
  EXPECT_EQ(pass[2].prompts, 1u);
  EXPECT_DOUBLE_EQ(pass[2].pass_at_k, 0.75);
  EXPECT_DOUBLE_EQ(pass[3].pass_at_k, 1.0);
  EXPECT_DOUBLE_EQ(pass[3].pass_hat_k, 0.0);
}

TEST(GradeReport, DiagnosticsCarryLinesAndTheOutputIsKeptForFailures) {
  const RecordEntry& c2 = record("c2");
  ASSERT_EQ(c2.diagnostics.size(), 1u);
  EXPECT_EQ(c2.diagnostics[0].line, 1u);
  EXPECT_GT(c2.diagnostics[0].column, 1u);
  EXPECT_FALSE(c2.output.empty());
  EXPECT_TRUE(record("a1").output.empty());
}

TEST(GradeReport, JsonRoundTrip) {
  const auto json = to_json(report());
  EXPECT_EQ(grade_report_from_json(json), report());
  EXPECT_EQ(json["kind"], "conform-grade-report");
  EXPECT_THROW(grade_report_from_json(nlohmann::json{{"kind", "conform-run-report"}}), std::runtime_error);
}

TEST(GradeReport, TheSameInputGivesTheSameReportWithOneJobOrMany) {
  const auto path = test::source_path("tests/grade/fixtures/collected.jsonl").string();
  GradeOptions one;
  one.jobs = 1;
  const GradeReport serial = make_grade_report({"test", "2026-11-23T00:00:00Z", 0, {path}, ""}, grade_records(read_inputs({path}), one));
  EXPECT_EQ(serial, report());
}

}  // namespace
}  // namespace conform::grade
