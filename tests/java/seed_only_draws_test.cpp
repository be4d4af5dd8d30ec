// What `conform gen` files in valid/ and invalid/<RULE>/ rests on the document alone
// (generators/core/decision_capture.hpp): drawn inside a capture that notes nothing, a
// plan holds none of the forms only a decision of spec/java/decisions.md allows or makes
// a fault, and no second fault a reader of the document could see (round 27's reading of
// the generated corpus).
#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "generators/core/sample.hpp"
#include "generators/java/generators.hpp"
#include "tests/seed_only_draws.hpp"

namespace conform::java {
namespace {

constexpr std::uint64_t kSeedOnlyDraws = 300;

std::optional<std::string> draw_valid(std::uint64_t seed) {
  return conform::gen::sample_resting_on_no_decision(gen::valid_text(Whitelist::builtin()), seed);
}

std::optional<std::string> draw_broken(const std::string& rule, std::uint64_t seed) {
  return conform::gen::sample_resting_on_no_decision(gen::broken_text(rule, Whitelist::builtin()), seed);
}

// The bodies of every `try { … }`, braces balanced.
std::vector<std::string> try_bodies(const std::string& text) {
  std::vector<std::string> out;
  for (auto at = text.find("try {"); at != std::string::npos; at = text.find("try {", at + 1)) {
    std::size_t i = at + 5;
    for (int depth = 1; i < text.size() && depth > 0; ++i) depth += text[i] == '{' ? 1 : text[i] == '}' ? -1 : 0;
    out.push_back(text.substr(at + 5, i - at - 6));
  }
  return out;
}

TEST(JavaSeedOnlyDraws, ValidPlansHoldNoDecisionsReading) {
  const std::regex returns_void_wrapper(R"(\bVoid\s+\w+\s*\()");
  int tries = 0;
  for (std::uint64_t seed = 0; seed < kSeedOnlyDraws; ++seed) {
    const auto drawn = draw_valid(seed);
    if (!drawn) continue;
    const std::string& text = *drawn;
    EXPECT_EQ(text.find("throws"), std::string::npos) << "D25, seed " << seed << "\n" << text;
    EXPECT_FALSE(std::regex_search(text, returns_void_wrapper)) << "D2, seed " << seed << "\n" << text;
    // §3: "try { … } catch (ToolError e) { … } blocks for syscall failures" (D12).
    for (const std::string& body : try_bodies(text)) {
      ++tries;
      EXPECT_NE(body.find("syscall."), std::string::npos) << "seed " << seed << ": try {" << body << "}\n" << text;
    }
  }
  EXPECT_GT(tries, 0);
}

TEST(JavaSeedOnlyDraws, BrokenPlansBreakOnlyTheirRuleOnTheDocumentsWords) {
  const test::UnwantedForm unwanted[] = {
      {"JAVA-LAMBDA", R"([A-Z]\w*::)", "§7: a method reference to no Plan helper references something else too"},
      {"JAVA-INVALID-TYPE", R"(<\?)", "D2: whether a wildcard is a T"},
      {"JAVA-LITERAL", R"(new String\[3\]|10L)", "D14 and D13"},
      {"JAVA-SYSCALL-FORM", R"(useText\(syscall)", "a String parameter given the helper"},
      {"JAVA-EXTRA-CLASS", R"(Speed\()", "an enum constant's body and a constructor"},
  };
  test::expect_no_unwanted_form(unwanted, [](const char* rule) { return gen::broken_text(rule, Whitelist::builtin()); }, kSeedOnlyDraws);
}

// Plans every reading rejects (javac's error, which §7's "compiles in isolation" makes
// one, or §1's and §3's own forms), whose one rule only a decision names: drawn inside a
// capture, noting that decision for their rule alone, as the corpus files them
// (corpus/java/invalid/D<n>-<RULE>-*; round 29). A form the document names the rule of
// too notes nothing.
TEST(JavaSeedOnlyDraws, AFormEveryReadingRejectsIsDrawnAndNotesOnlyWhatItsRuleRestsOn) {
  using test::matching;
  const test::RuleRestingForm forms[] = {
      {"JAVA-MAIN-SIGNATURE", matching(R"(void main\(String\[\] args\))"), "D5", "String[] args, no §2 type either"},
      {"JAVA-MAIN-SIGNATURE", matching(R"(public static void main\()"), "D5", "a static main calling an instance helper"},
      {"JAVA-MAIN-SIGNATURE", matching(R"(void main\(String branch\))"), nullptr, "a String parameter"},
      {"JAVA-DUPLICATE-METHOD", matching(R"(void (clone|toString|hashCode|notify|notifyAll|wait)\(\))"), "D7",
       "a helper clashing with Object's method"},
      {"JAVA-INVALID-TYPE", matching(R"(throws (Exception|java\.io\.IOException)\b)"), "D25",
       "a helper main calls throwing a checked exception"},
      {"JAVA-UNKNOWN-ANNOTATION", matching(R"(@Override\b)"), "D10", "@Override on a method overriding nothing"},
      {"JAVA-UNKNOWN-ANNOTATION", matching(R"(@(Defered|Deffered|deferred|DEFERRED|Deferd)\s+private void tidyUp\(\);)"), "D10",
       "a misspelt @Deferred on a method without a body"},
      {"JAVA-UNKNOWN-ANNOTATION", matching(R"(@(Async|Cached)\b)"), nullptr, "an annotation no one supplies"},
      {"JAVA-TRY-FORM", matching(R"(catch \(ToolError \| )"), nullptr, "a multi-catch"},
      {"JAVA-LITERAL", matching(R"(0x_3|0b_101|100_\)|2147483648)"), "D13", "an int literal Java cannot read"},
      {"JAVA-SYNTAX", matching(R"('(origin/main|README\.md)')"), "D13", "a string in single quotes"},
      {"JAVA-SYSCALL-FORM", matching(R"((^|[^.\w])syscall\(name\);)"), "D15", "the helper called as a method"},
  };
  test::expect_rule_resting_forms(forms, [](const char* rule) { return gen::broken_text(rule, Whitelist::builtin()); }, kSeedOnlyDraws);
}

// §5's array initializer is written with literals (`new String[] {"foo"}`); whether a
// variable may stand in it the document does not say, so no case leans on it.
TEST(JavaSeedOnlyDraws, ArrayInitializersHoldLiterals) {
  const std::regex variable_in_array_literal(R"(new \w+\[\] \{\s*([^}]*,\s*)?[a-z]\w*\s*[,}])");
  for (const std::string& rule : gen::breakable_rules())
    for (std::uint64_t seed = 0; seed < 60; ++seed) {
      if (const auto text = draw_broken(rule, seed)) {
        EXPECT_FALSE(std::regex_search(*text, variable_in_array_literal)) << rule << ", seed " << seed << "\n" << *text;
      }
    }
}

}  // namespace
}  // namespace conform::java
