#include "grade/status.hpp"

#include <gtest/gtest.h>

#include "dialects/core/registry.hpp"
#include "grade/grader.hpp"

namespace conform::grade {
namespace {

Status status_of(const std::string& dialect, const std::string& output) {
  Inputs inputs;
  Record r;
  r.id = "x";
  r.output = output;
  r.dialect = dialect;
  inputs.records.push_back(r);
  const Grading g = grade_records(std::move(inputs), {});
  EXPECT_TRUE(g.excluded.empty());
  return g.graded.at(0).status;
}

// The funnel's stages come from the catalog: each dialect says which rule means "no plan
// here" and which "a plan that does not parse".
TEST(Status, EveryDialectHasASyntaxStageInItsCatalog) {
  for (const auto* d : dialects::all()) {
    bool syntax = false;
    for (const Rule* r : d->rules()) syntax = syntax || r->funnel == "syntax";
    EXPECT_TRUE(syntax) << d->id();
  }
}

TEST(Status, ProseWithoutAPlanIsNotFoundInEveryDialect) {
  for (const auto* d : dialects::all())
    EXPECT_EQ(status_of(std::string(d->id()), "Sorry, I cannot plan that."), Status::not_found) << d->id();
}

TEST(Status, WhitespaceIsEmptyInEveryDialect) {
  for (const auto* d : dialects::all()) EXPECT_EQ(status_of(std::string(d->id()), " \n\t"), Status::empty) << d->id();
}

TEST(Status, EveryDialectsGeneratedValidPlanIsValidOrHasOnlyWarnings) {
  for (const auto* d : dialects::all()) {
    const Status s = status_of(std::string(d->id()), d->builtin()->generate_valid(7));
    EXPECT_TRUE(s == Status::valid || s == Status::valid_with_warnings) << d->id() << ": " << to_string(s);
  }
}

TEST(Status, ABrokenPlanIsAContractErrorOrStopsEarlierInTheFunnel) {
  for (const auto* d : dialects::all()) {
    const auto dialect = d->builtin();
    for (const auto& rule : dialect->breakable_rules()) {
      const Rule* r = RuleCatalog::builtin().find(rule);
      if (r->severity != Severity::error) continue;
      const Status s = status_of(std::string(d->id()), dialect->generate_broken(rule, 11));
      if (r->funnel == "syntax") { EXPECT_TRUE(s == Status::syntax_error || s == Status::not_found) << rule; }
      else if (r->funnel == "not-found") EXPECT_EQ(s, Status::not_found) << rule;
      else EXPECT_FALSE(contract_valid(s)) << rule << ": " << to_string(s);
    }
  }
}

TEST(Status, SyntaxErrorsPerDialect) {
  EXPECT_EQ(status_of("stepplan", R"({"task_summary": "x",)"), Status::syntax_error);
  EXPECT_EQ(status_of("fixplan", R"({"plan_version": 1,,})"), Status::syntax_error);
  EXPECT_EQ(status_of("cpl", "plan { function main() : Void { let x: String = ; } }"), Status::syntax_error);
  EXPECT_EQ(status_of("rtfs", "(plan :name \"x\" :body (do (step \"a\" (call :ccos.echo \"hi\"))"), Status::syntax_error);
}

TEST(Status, PlannerFailuresComeFirst) {
  const RuleCatalog& catalog = RuleCatalog::builtin();
  EXPECT_EQ(classify(PlannerOutcome::crashed, "plan {}", {}, catalog), Status::planner_error);
  EXPECT_EQ(classify(PlannerOutcome::timed_out, "", {}, catalog), Status::timeout);
}

TEST(Status, RequestRulesDoNotDecideTheStatus) {
  const RuleCatalog& catalog = RuleCatalog::builtin();
  const std::vector<Diagnostic> only_request{{"STEPPLAN-STEP-COUNT-MISMATCH", Severity::error, 0, "3 steps, 2 asked"}};
  EXPECT_EQ(classify(PlannerOutcome::ok, "{}", only_request, catalog), Status::valid);
}

TEST(Status, TheEarliestStageWins) {
  const RuleCatalog& catalog = RuleCatalog::builtin();
  const std::vector<Diagnostic> both{{"CPL-UNKNOWN-SYSCALL", Severity::error, 9, "m"}, {"CPL-SYNTAX", Severity::error, 30, "m"},
                                     {"CPL-TOO-MANY-STATEMENTS", Severity::warning, 0, "m"}};
  EXPECT_EQ(classify(PlannerOutcome::ok, "plan {", both, catalog), Status::syntax_error);
}

}  // namespace
}  // namespace conform::grade
