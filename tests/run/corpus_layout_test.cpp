// run/corpus_layout: every kind of place in the corpus, both ways.
#include "run/corpus_layout.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace conform::run {
namespace {

bool only_cpl_missing_main(std::string_view dialect, std::string_view rule) {
  return dialect == "cpl" && rule == "CPL-MISSING-MAIN";
}

CaseLocation at(std::string_view relative) { return classify(relative, only_cpl_missing_main); }

TEST(CorpusLayout, ClassifiesEveryFolderOfTheLayout) {
  auto valid = at("cpl/valid/a.cpl");
  EXPECT_EQ(valid.kind, CaseKind::valid);
  EXPECT_EQ(valid.dialect, "cpl");
  EXPECT_EQ(valid.name, "a.cpl");

  auto named = at("cpl/invalid/CPL-MISSING-MAIN/b.cpl");
  EXPECT_EQ(named.kind, CaseKind::invalid_rule);
  EXPECT_EQ(named.rule, "CPL-MISSING-MAIN");
  EXPECT_EQ(named.name, "b.cpl");

  auto unnamed = at("cpl/invalid/c.cpl");
  EXPECT_EQ(unnamed.kind, CaseKind::invalid);
  EXPECT_EQ(unnamed.rule, "");

  EXPECT_EQ(at("cpl/impl-defined/D3-d.cpl").kind, CaseKind::impl_defined);

  auto regression = at("cpl/regressions/crash-1/e.cpl");
  EXPECT_EQ(regression.kind, CaseKind::regression);
  EXPECT_EQ(regression.name, "crash-1/e.cpl");
}

TEST(CorpusLayout, ReportsWhatItDoesNotKnowInsteadOfSkippingIt) {
  auto unknown = at("cpl/invalid/NOT-A-RULE/x.cpl");
  EXPECT_EQ(unknown.kind, CaseKind::unknown_rule);
  EXPECT_EQ(unknown.rule, "NOT-A-RULE");
  EXPECT_NE(why_outside_layout(unknown).find("NOT-A-RULE"), std::string::npos);
  // A rule of another dialect is no rule of this one.
  EXPECT_EQ(at("stepplan/invalid/CPL-MISSING-MAIN/x.json").kind, CaseKind::unknown_rule);

  EXPECT_EQ(at("cpl/vaild/x.cpl").kind, CaseKind::outside_layout);
  EXPECT_EQ(at("cpl/x.cpl").kind, CaseKind::outside_layout);
  EXPECT_EQ(at("cpl/valid/deeper/x.cpl").kind, CaseKind::outside_layout);
  EXPECT_EQ(at("cpl/impl-defined/deeper/x.cpl").kind, CaseKind::outside_layout);
  EXPECT_EQ(at("cpl/invalid/CPL-MISSING-MAIN/deeper/x.cpl").kind, CaseKind::outside_layout);
  EXPECT_EQ(at("").kind, CaseKind::outside_layout);
  EXPECT_EQ(at("cpl/README.md").kind, CaseKind::readme);
  EXPECT_EQ(at("cpl/regressions/README.md").kind, CaseKind::readme);
  EXPECT_EQ(at("cpl/valid/a.cpl.expected").kind, CaseKind::sidecar);
  EXPECT_EQ(at("cpl/invalid/CPL-MISSING-MAIN/b.cpl.expected").kind, CaseKind::sidecar);
  EXPECT_EQ(at("cpl/valid/a.expected.cpl").kind, CaseKind::valid);
}

TEST(CorpusLayout, ASidecarIsTheCasePathWithItsSuffix) {
  for (const char* c : {"cpl/valid/a.cpl", "stepplan/invalid/STEPPLAN-MALFORMED-JSON/x.json", "x"}) {
    EXPECT_TRUE(is_sidecar(sidecar_of(c))) << c;
    EXPECT_FALSE(is_sidecar(c)) << c;
    EXPECT_EQ(at(std::string("cpl/valid/") + sidecar_of("a.cpl")).kind, CaseKind::sidecar);
  }
  EXPECT_EQ(sidecar_of("cpl/valid/a.cpl"), "cpl/valid/a.cpl.expected");
  EXPECT_FALSE(is_sidecar("cpl/valid/a.expected.cpl"));
}

TEST(CorpusLayout, OnlyTheFourVerdictFoldersAreGraded) {
  EXPECT_EQ(graded_expectation(CaseKind::valid), Expectation::accept);
  EXPECT_EQ(graded_expectation(CaseKind::invalid), Expectation::reject);
  EXPECT_EQ(graded_expectation(CaseKind::invalid_rule), Expectation::reject);
  EXPECT_EQ(graded_expectation(CaseKind::impl_defined), Expectation::impl_defined);
  for (CaseKind k : {CaseKind::regression, CaseKind::readme, CaseKind::sidecar, CaseKind::base_sidecar,
                     CaseKind::unknown_rule, CaseKind::outside_layout})
    EXPECT_FALSE(graded_expectation(k).has_value());
}

TEST(CorpusLayout, BuildsThePathItClassifies) {
  for (const char* relative : {"cpl/valid/a.cpl", "cpl/invalid/CPL-MISSING-MAIN/b.cpl", "cpl/invalid/c.cpl",
                               "cpl/impl-defined/D3-d.cpl", "cpl/regressions/crash-1/e.cpl"})
    EXPECT_EQ(path_of(at(relative)), relative);
  EXPECT_EQ(path_of({"stepplan", CaseKind::invalid_rule, "STEPPLAN-MISSING-FIELD", "gen-7.json"}),
            "stepplan/invalid/STEPPLAN-MISSING-FIELD/gen-7.json");
}

TEST(CorpusLayout, RefusesToBuildPathsOutsideTheLayout) {
  EXPECT_THROW(path_of(at("cpl/invalid/NOT-A-RULE/x.cpl")), std::invalid_argument);
  EXPECT_THROW(path_of(at("cpl/vaild/x.cpl")), std::invalid_argument);
  EXPECT_THROW(path_of({"cpl", CaseKind::invalid_rule, "", "x.cpl"}), std::invalid_argument);
  EXPECT_THROW(path_of({"", CaseKind::valid, "", "x.cpl"}), std::invalid_argument);
  EXPECT_THROW(path_of({"cpl", CaseKind::valid, "", ""}), std::invalid_argument);
}

// A generated case goes where the corpus keeps its kind; one whose verdict rests on
// recorded decisions (gen::DecisionCapture) goes to impl-defined/, named after them.
TEST(CorpusLayout, PlacesAGeneratedCaseByItsRuleAndTheDecisionsItRestsOn) {
  const auto place = [](const std::string& rule, const std::vector<std::string>& decisions) {
    return path_of(generated_case_location("rtfs", rule, "gen-7.rtfs", decisions));
  };
  EXPECT_EQ(place("", {}), "rtfs/valid/gen-7.rtfs");
  EXPECT_EQ(place("RTFS-SYNTAX", {}), "rtfs/invalid/RTFS-SYNTAX/gen-7.rtfs");
  EXPECT_EQ(place("RTFS-MATCH-PATTERN", {}), "rtfs/impl-defined/D7-RTFS-MATCH-PATTERN-gen-7.rtfs");
  EXPECT_EQ(place("", {"D3", "D8"}), "rtfs/impl-defined/D3-D8-gen-7.rtfs");
  EXPECT_EQ(place("RTFS-SYNTAX", {"D17"}), "rtfs/impl-defined/D17-RTFS-SYNTAX-gen-7.rtfs");
  // The rule's own decision first, once.
  EXPECT_EQ(place("RTFS-MATCH-PATTERN", {"D1", "D7"}), "rtfs/impl-defined/D1-D7-RTFS-MATCH-PATTERN-gen-7.rtfs");
  EXPECT_EQ(place("RTFS-MATCH-PATTERN", {"D1"}), "rtfs/impl-defined/D7-D1-RTFS-MATCH-PATTERN-gen-7.rtfs");
  EXPECT_EQ(path_of(generated_case_location("cpl", "CPL-TOO-MANY-STATEMENTS", "gen-7.cpl", {"D3"})),
            "cpl/impl-defined/CPL-TOO-MANY-STATEMENTS-gen-7.cpl");
}

// A draw every reading rejects, whose rule alone rests on a decision, is graded as a
// reject without a rule folder; a decision its verdict rests on still wins.
TEST(CorpusLayout, PlacesARejectWhoseRuleRestsOnADecisionInInvalidWithoutARuleFolder) {
  const auto at = generated_case_location("fixplan", "FIXPLAN-INVALID-DATE-TIME", "gen-7.json", {}, {"D31"});
  EXPECT_EQ(at.kind, CaseKind::invalid);
  EXPECT_EQ(path_of(at), "fixplan/invalid/D31-FIXPLAN-INVALID-DATE-TIME-gen-7.json");
  EXPECT_EQ(graded_expectation(at.kind), Expectation::reject);
  EXPECT_EQ(path_of(generated_case_location("fixplan", "FIXPLAN-INVALID-DATE-TIME", "gen-7.json", {"D6"}, {"D31"})),
            "fixplan/impl-defined/D6-FIXPLAN-INVALID-DATE-TIME-gen-7.json");
  // A rule only a decision makes a fault: a draw noting that decision for its rule alone
  // is rejected under any reading (RTFS-CONTEXT-VALUES's `{{name}}` as a map).
  EXPECT_EQ(path_of(generated_case_location("rtfs", "RTFS-CONTEXT-VALUES", "gen-7.rtfs", {}, {"D25"})),
            "rtfs/invalid/D25-RTFS-CONTEXT-VALUES-gen-7.rtfs");
  EXPECT_EQ(path_of(generated_case_location("rtfs", "RTFS-CONTEXT-VALUES", "gen-7.rtfs", {}, {})),
            "rtfs/impl-defined/D25-RTFS-CONTEXT-VALUES-gen-7.rtfs");
}

}  // namespace
}  // namespace conform::run
