// Generators and oracles check each other, for every registered dialect (RapidCheck
// draws the seeds; every case is reproducible from its seed): valid plans draw no
// diagnostic at all, a plan broken in rule R gets R and no other error (a warning rule's
// breaker: that warning, no error), generation is reproducible from the seed, and no
// text, arbitrary or damaged, crashes the checker or gets a diagnostic that is out of
// order, out of the text, or about a rule outside the dialect's catalog; reprinting a
// plan in another layout changes no verdict but on the rules about the layout.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "dialects/core/registry.hpp"
#include "generators/core/decision_capture.hpp"
#include "generators/core/kept_text.hpp"
#include "tests/dialects/dialect_params.hpp"
#include "tests/test_support.hpp"

namespace conform {
namespace {

using test::DialectRule;

std::vector<Diagnostic> check_text(const dialects::Configured& d, const std::string& text) {
  return d.check(SourceText("generated" + std::string(d.extension()), text), Limits{});
}

void require_well_formed(const dialects::Configured& d, const std::string& text, const std::vector<Diagnostic>& diagnostics) {
  std::size_t previous = 0;
  for (const auto& diagnostic : diagnostics) {
    RC_ASSERT(diagnostic.offset <= text.size());
    RC_ASSERT(diagnostic.offset >= previous);
    previous = diagnostic.offset;
    const Rule* rule = RuleCatalog::builtin().find(diagnostic.rule);
    RC_ASSERT(rule != nullptr);
    RC_ASSERT(rule->dialect == d.id() || rule->dialect == "harness");
    RC_ASSERT(rule->has_oracle() || rule->kind == RuleKind::limit);
    RC_ASSERT(diagnostic.severity == rule->severity);
  }
}

class DialectTest : public ::testing::TestWithParam<std::string> {
 protected:
  std::shared_ptr<const dialects::Configured> dialect() const { return dialects::find(GetParam())->builtin(); }
};

TEST_P(DialectTest, ValidPlansDrawNoDiagnostics) {
  const auto d = dialect();
  EXPECT_TRUE(rc::check("valid " + GetParam() + " plans", [&] {
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    const std::string text = d->generate_valid(seed);
    const auto diagnostics = check_text(*d, text);
    RC_LOG() << "seed " << seed << "\n" << test::describe_text(text, diagnostics);
    RC_ASSERT(diagnostics.empty());
  }));
}

TEST_P(DialectTest, GenerationIsReproducibleFromTheSeed) {
  const auto d = dialect();
  const auto rules = d->breakable_rules();
  ASSERT_FALSE(rules.empty());
  EXPECT_TRUE(rc::check("same seed, same case", [&] {
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    const auto rule = *rc::gen::elementOf(rules);
    RC_ASSERT(d->generate_valid(seed) == d->generate_valid(seed));
    RC_ASSERT(d->generate_broken(rule, seed) == d->generate_broken(rule, seed));
  }));
}

// Every breaker tells which valid plan it started from (docs/run.md, "Inconclusive"):
// generate_base gives it when the reference accepts it, the same for the same seed.
TEST_P(DialectTest, EveryBreakerNamesTheValidPlanItStartedFrom) {
  const auto d = dialect();
  for (const auto& rule : d->breakable_rules()) {
    // A breaker may start from a plan the reference rejects (too many tasks): the first seed with a base will do.
    bool found = false;
    for (std::uint64_t seed = 1; seed <= 4 && !found; ++seed) {
      const auto base = d->generate_base(rule, seed);
      if (!base) continue;
      found = true;
      EXPECT_NE(*base, d->generate_broken(rule, seed)) << rule << " seed " << seed;
      EXPECT_EQ(d->generate_base(rule, seed), base) << rule << " seed " << seed;
    }
    EXPECT_TRUE(found) << rule << ": no base in four seeds";
  }
}

TEST_P(DialectTest, RefusesToBreakARuleItHasNoBreakerFor) {
  const auto d = dialect();
  EXPECT_THROW(d->generate_broken(GetParam() + "-NO-SUCH-RULE", 1), std::invalid_argument);
  EXPECT_THROW(d->generate_broken("HARNESS-INPUT-TOO-LARGE", 1), std::invalid_argument);
}

TEST_P(DialectTest, ArbitraryBytesGetWellFormedDiagnostics) {
  const auto d = dialect();
  EXPECT_TRUE(rc::check("arbitrary bytes", [&](const std::string& text) { require_well_formed(*d, text, check_text(*d, text)); }));
}

TEST_P(DialectTest, DamagedPlansGetWellFormedDiagnostics) {
  const auto d = dialect();
  EXPECT_TRUE(rc::check("damaged plans", [&] {
    std::string text = d->generate_valid(*rc::gen::arbitrary<std::uint64_t>());
    const int edits = *rc::gen::inRange(1, 8);
    for (int i = 0; i < edits && !text.empty(); ++i) {
      const std::size_t at = *rc::gen::inRange<std::size_t>(0, text.size());
      switch (*rc::gen::inRange(0, 3)) {
        case 0: text.erase(at, *rc::gen::inRange<std::size_t>(1, 8)); break;
        case 1: text[at] = *rc::gen::element('{', '}', '(', ')', '[', ']', '"', ';', ',', ':', '#', '\\', '\0', '\xff'); break;
        default: text.insert(at, *rc::gen::element<std::string>("```", "null", "/*", "//", "\xe2\x80", "(", "plan {")); break;
      }
    }
    RC_LOG() << text;
    require_well_formed(*d, text, check_text(*d, text));
  }));
}

TEST_P(DialectTest, ShrinkCandidatesNeverCrashTheChecker) {
  const auto d = dialect();
  const auto rules = d->breakable_rules();
  EXPECT_TRUE(rc::check("shrink candidates", [&] {
    const std::string text = d->generate_broken(*rc::gen::elementOf(rules), *rc::gen::arbitrary<std::uint64_t>());
    const auto candidates = d->shrink_candidates(text);
    for (std::size_t i = 0; i < candidates.size() && i < 20; ++i)
      require_well_formed(*d, candidates[i], check_text(*d, candidates[i]));
  }));
}

// The rules of the diagnostics, with repeats, leaving out those about the layout.
std::multiset<std::string> tree_rules(const std::vector<Diagnostic>& diagnostics) {
  std::multiset<std::string> out;
  for (const auto& d : diagnostics) {
    const Rule* r = RuleCatalog::builtin().find(d.rule);
    if (!r || !r->about_layout) out.insert(d.rule);
  }
  return out;
}

TEST_P(DialectTest, LayoutNeverDecidesAVerdict) {
  const auto d = dialect();
  const auto rules = d->breakable_rules();
  int relaid_cases = 0;
  EXPECT_TRUE(rc::check("relaid plans", [&] {
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    const bool broken = *rc::gen::arbitrary<bool>();
    const std::string text = broken ? d->generate_broken(*rc::gen::elementOf(rules), seed) : d->generate_valid(seed);
    const auto relaid = d->relaid(text, *rc::gen::arbitrary<std::uint64_t>());
    RC_PRE(relaid.has_value());
    ++relaid_cases;
    RC_LOG() << text << "\n=== relaid ===\n" << *relaid;
    RC_ASSERT(tree_rules(check_text(*d, text)) == tree_rules(check_text(*d, *relaid)));
  }));
  EXPECT_GT(relaid_cases, 0);
}

// The trees the generators build keep their texts for the life of the process
// (generators/core/kept_text.hpp), safe only while what they keep is bounded: drawn from
// fixed vocabularies, a second round of plans at new seeds keeps far fewer new texts than
// it draws plans, where a generator that kept one new text per plan would keep at least
// as many. (CPL's integers 0-999 take some hundreds of plans to show up: a second round
// of 600 plans kept 61 more, rtfs's 12, when this was written.)
TEST_P(DialectTest, GeneratorsKeepABoundedSetOfTexts) {
  const auto d = dialect();
  const auto rules = d->breakable_rules();
  ASSERT_FALSE(rules.empty());
  const auto round = [&](std::uint64_t first_seed) {
    std::size_t plans = 0;
    for (std::uint64_t seed = first_seed; seed < first_seed + 300; ++seed) {
      d->generate_valid(seed);
      d->generate_broken(rules[seed % rules.size()], seed);
      plans += 2;
    }
    return plans;
  };
  round(1);
  const std::size_t after_first = gen::kept_text_count();
  const std::size_t plans = round(1'000'000);
  const std::size_t after_second = gen::kept_text_count();
  EXPECT_LT(after_first, 5'000u);
  EXPECT_LT(after_second - after_first, plans / 4) << after_first << " then " << after_second << " after " << plans
                                                   << " more plans";
}

INSTANTIATE_TEST_SUITE_P(EveryDialect, DialectTest, ::testing::ValuesIn(test::dialect_ids()));

class BreakerTest : public ::testing::TestWithParam<DialectRule> {};

TEST_P(BreakerTest, TripsExactlyItsRule) {
  const std::string dialect_id = GetParam().dialect;
  const std::string rule = GetParam().rule;  // a lambda may not capture a structured binding (clang < 16)
  const auto d = dialects::find(dialect_id)->builtin();
  const Rule* entry = RuleCatalog::builtin().find(rule);
  ASSERT_NE(entry, nullptr);
  EXPECT_TRUE(rc::check("broken in " + rule, [&] {
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    const std::string text = d->generate_broken(rule, seed);
    const auto diagnostics = check_text(*d, text);
    RC_LOG() << "seed " << seed << "\n" << test::describe_text(text, diagnostics);
    // A warning is a fault too (seed 002's "should"): a case breaks its rule and no other.
    if (entry->severity == Severity::error) {
      RC_ASSERT(test::rules_of(diagnostics, Severity::error) == std::set<std::string>{rule});
      RC_ASSERT(test::rules_of(diagnostics, Severity::warning).empty());
    } else {
      RC_ASSERT(test::rules_of(diagnostics, Severity::error).empty());
      RC_ASSERT(test::rules_of(diagnostics, Severity::warning) == std::set<std::string>{rule});
    }
  }));
}

// As `conform gen` draws, inside a gen::DecisionCapture: what a recorded decision alone
// allows is left out where the generator has a choice, and what it could not leave out
// is noted, so that the case goes to impl-defined/. A draw noting nothing is filed as the
// document decides it (valid/, invalid/<RULE>/), so it must be right, and most draws
// must note nothing, or gen's valid/ and invalid/<RULE>/ would be near empty.
TEST_P(DialectTest, SeedOnlyValidPlansMostlyRestOnNoDecisionAndDrawNoDiagnostic) {
  const auto d = dialect();
  int free = 0;
  const int draws = 60;
  for (std::uint64_t seed = 1; seed <= draws; ++seed) {
    gen::DecisionCapture capture;
    const std::string text = d->generate_valid(seed);
    if (!capture.noted().empty()) continue;
    ++free;
    const auto diagnostics = check_text(*d, text);
    EXPECT_TRUE(diagnostics.empty()) << "seed " << seed << "\n" << test::describe_text(text, diagnostics);
  }
  EXPECT_GE(free * 4, draws * 3) << free << " of " << draws << " valid draws rest on no decision";
}

TEST_P(BreakerTest, SeedOnlyDrawsTripExactlyItsRuleAndSomeRestOnNoDecision) {
  const auto d = dialects::find(GetParam().dialect)->builtin();
  const std::string rule = GetParam().rule;
  const Rule* entry = RuleCatalog::builtin().find(rule);
  ASSERT_NE(entry, nullptr);
  int free = 0;
  const std::string decisions = test::read_file(test::source_path("spec/" + GetParam().dialect + "/decisions.md"));
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    gen::DecisionCapture capture;
    const std::string text = d->generate_broken(rule, seed);
    free += capture.noted().empty();
    // A draw whose rule alone rests on a decision is filed in invalid/ as D<n>-<RULE>-…:
    // the decision is one of the dialect's, and the checks below hold the rule to it.
    for (const auto& n : capture.noted_for_rule())
      EXPECT_NE(decisions.find("| " + n + " |"), std::string::npos) << n << " is no decision of " << GetParam().dialect;
    const auto diagnostics = check_text(*d, text);
    const auto& want = entry->severity == Severity::error ? test::rules_of(diagnostics, Severity::error)
                                                          : test::rules_of(diagnostics, Severity::warning);
    EXPECT_EQ(want, std::set<std::string>{rule}) << "seed " << seed << "\n" << test::describe_text(text, diagnostics);
  }
  // A rule only a decision makes a fault is impl-defined whatever the draw rests on.
  if (entry->decided_by.empty()) { EXPECT_GT(free, 0) << rule << ": every draw of 12 rests on a decision"; }
}

INSTANTIATE_TEST_SUITE_P(EveryBreaker, BreakerTest, ::testing::ValuesIn(test::breakable_rules_of_every_dialect()),
                         [](const ::testing::TestParamInfo<DialectRule>& info) { return test::identifier(info.param.rule); });

}  // namespace
}  // namespace conform
