// What `conform gen` files in valid/ and invalid/<RULE>/ rests on seed 002 alone
// (generators/core/decision_capture.hpp): drawn inside a capture that notes nothing, a
// plan holds none of the forms only a decision of spec/cpl/decisions.md allows, and no
// second reading a reader of the document could give it (round 27's reading of the
// generated corpus).
#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "generators/core/sample.hpp"
#include "generators/cpl/generators.hpp"
#include "tests/seed_only_draws.hpp"

namespace conform::cpl {
namespace {

constexpr std::uint64_t kSeedOnlyDraws = 200;

// The text of a draw that rests on no decision; empty when it rests on one.
std::string seed_only(const rc::Gen<std::string>& gen, std::uint64_t seed) {
  return conform::gen::sample_resting_on_no_decision(gen, seed).value_or("");
}

// `{"k": v}` or `{}` where a value goes: §5 names map literals without a syntax (D16).
const std::regex map_literal(R"re(([=(,]|return)\s*\{\s*("|\}))re");

// Whether some function's body calls the function itself: recursion, which no sentence
// forbids (the corpus's valid/recursion.cpl; D18 records it). The valid generator draws none.
bool calls_itself(const std::string& text) {
  static const std::regex function_head(R"(function\s+(\w+)\s*\()");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), function_head); it != std::sregex_iterator(); ++it) {
    const std::string name = (*it)[1];
    const std::size_t body = text.find_first_of("{;", static_cast<std::size_t>(it->position() + it->length()));
    if (body == std::string::npos || text[body] == ';') continue;  // `@Deferred function f() : T;` has no body
    const std::size_t next = text.find("function ", body);
    const std::string own = text.substr(body, (next == std::string::npos ? text.size() : next) - body);
    if (std::regex_search(own, std::regex("(^|[^\\w.])" + name + "\\s*\\("))) return true;
  }
  return false;
}

TEST(CplSeedOnlyDraws, ValidPlansWriteNoMapLiteral) {
  int with_maps = 0;
  for (std::uint64_t seed = 0; seed < kSeedOnlyDraws; ++seed) {
    const std::string text = seed_only(gen::valid_text(Whitelist::builtin()), seed);
    EXPECT_FALSE(std::regex_search(text, map_literal)) << "seed " << seed << "\n" << text;
    EXPECT_FALSE(calls_itself(text)) << "seed " << seed << "\n" << text;
    with_maps += text.find("Map<") != std::string::npos;
  }
  EXPECT_GT(with_maps, 0) << "Map values still come from functions";
}

// A map literal in a seed-only draw is one the plan is rejected whatever it is, and notes
// D16 for the rule alone (below).
TEST(CplSeedOnlyDraws, BrokenPlansHoldNoDecisionsReading) {
  for (const char* rule : {"CPL-UNSUPPORTED-STATEMENT", "CPL-INVALID-TYPE", "CPL-ARITY-MISMATCH", "CPL-TYPE-MISMATCH"}) {
    int free = 0;
    for (std::uint64_t seed = 0; seed < kSeedOnlyDraws; ++seed) {
      conform::gen::DecisionCapture capture;
      const std::string text = conform::gen::sample(gen::broken_text(rule, Whitelist::builtin()), seed);
      if (!capture.noted().empty()) continue;
      ++free;
      EXPECT_EQ(text.find("else if"), std::string::npos) << rule << " (D11), seed " << seed << "\n" << text;
      if (capture.noted_for_rule().count("D16") == 0) {
        EXPECT_FALSE(std::regex_search(text, map_literal)) << rule << " (D16), seed " << seed << "\n" << text;
      }
    }
    EXPECT_GT(free, 0) << rule;
  }
}

// Whether main is declared to return Int or String and does not return "done" (the one
// value the breaker gives a String main that returns).
bool main_returns_a_type_without_its_value(const std::string& text) {
  static const std::regex typed_main(R"(function main\(\) : (Int|String) \{)");
  return std::regex_search(text, typed_main) && text.find("return \"done\"") == std::string::npos;
}

// Plans every reading of seed 002 rejects, whose one rule only a decision names: drawn
// inside a capture, noting that decision for their rule alone, as the corpus files them
// (corpus/cpl/invalid/D<n>-<RULE>-*; round 29). A form the document names the rule of too
// notes nothing.
TEST(CplSeedOnlyDraws, AFormEveryReadingRejectsIsDrawnAndNotesOnlyWhatItsRuleRestsOn) {
  using test::matching;
  const auto broken = [](const char* rule) { return gen::broken_text(rule, Whitelist::builtin()); };
  const test::RuleRestingForm forms[] = {
      {"CPL-MAIN-SIGNATURE", matching(R"(function main\(\) : (void\b|Void(\[\]|\?)))"), "D5", "main : void, Void[] or Void?"},
      {"CPL-MAIN-SIGNATURE", main_returns_a_type_without_its_value, "D5", "an Int or String main returning nothing"},
      {"CPL-MAIN-SIGNATURE", matching(R"(return "done")"), nullptr, "a String main returning a string"},
      {"CPL-UNKNOWN-ANNOTATION", matching(R"(@(Defered|Deffered|deferred|DEFERRED|Deferd)\s+function auditTrail\(\) : Void;)"), "D21",
       "a misspelt @Deferred on a function without a body"},
      {"CPL-MISSING-RETURN", matching(R"(function auditTrail\(ready)"), "D1", "an if without else returning in one branch"},
      {"CPL-INVALID-TYPE", matching(R"(probe\s*:\s*Map<Int, String>\s*=\s*\{)"), "D16", "a map literal of a Map<Int, String>"},
      {"CPL-UNSUPPORTED-EXPRESSION", matching(R"(\bnull\b)"), "D20", "null"},
      {"CPL-UNSUPPORTED-EXPRESSION", matching(R"(\b(System|Math|console)\.)"), "D24", "a method called on a name"},
      {"CPL-TYPE-MISMATCH", matching(R"(probe\s*:\s*String\s*=\s*1\s*\+\s*2)"), "D14", "Int + Int as a String"},
      {"CPL-TYPE-MISMATCH", matching(R"(for \(item in "abc"\))"), "D15", "a loop over a string literal"},
  };
  test::expect_rule_resting_forms(forms, broken, kSeedOnlyDraws);
  // A call miscounted in a function taking a Map, or in the callee's own body: about one
  // draw in 25 and one in 100, so a thousand draws (milliseconds).
  const test::RuleRestingForm miscounted[] = {
      {"CPL-ARITY-MISMATCH", [](const std::string& t) { return std::regex_search(t, map_literal); }, "D16",
       "a map literal among a miscounted call's arguments"},
      {"CPL-ARITY-MISMATCH", [](const std::string& t) { return calls_itself(t) && !std::regex_search(t, map_literal); }, nullptr,
       "a function miscounting a call of itself"},
  };
  test::expect_rule_resting_forms(miscounted, broken, 5 * kSeedOnlyDraws);
}

}  // namespace
}  // namespace conform::cpl
