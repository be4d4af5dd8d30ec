// What `conform gen` files in valid/ and invalid/<RULE>/ rests on seed 001 alone
// (generators/core/decision_capture.hpp): drawn inside a capture that notes nothing, a
// plan holds none of the forms only a decision of spec/rtfs/decisions.md allows, and no
// second fault a reader of the document could see (round 27's reading of the generated corpus).
#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "generators/core/sample.hpp"
#include "generators/rtfs/generators.hpp"
#include "tests/seed_only_draws.hpp"

namespace conform::rtfs {
namespace {

constexpr std::uint64_t kSeedOnlyDraws = 200;

// The text of a draw that rests on no decision; empty when it rests on one.
std::string seed_only(const rc::Gen<std::string>& gen, std::uint64_t seed) {
  return conform::gen::sample_resting_on_no_decision(gen, seed).value_or("");
}

// The last form at the top level of each `(call :ccos.math.divide …)`: its divisor.
std::vector<std::string> divisors(const std::string& text) {
  std::vector<std::string> out;
  const std::string head = "(call :ccos.math.divide";
  for (auto at = text.find(head); at != std::string::npos; at = text.find(head, at + 1)) {
    int depth = 1;
    std::size_t last = at + head.size();
    for (std::size_t i = last; i < text.size() && depth > 0; ++i) {
      const char c = text[i];
      if (c == '"') {
        for (++i; i < text.size() && text[i] != '"'; ++i)
          if (text[i] == '\\') ++i;
      } else if (c == '(' || c == '[' || c == '{') {
        if (depth == 1) last = i;
        ++depth;
      } else if (c == ')' || c == ']' || c == '}') {
        if (--depth == 0) out.push_back(text.substr(last, i - last));
      } else if (depth == 1 && c != ' ' && c != '\n' && c != '\t' && c != ',' && (text[i - 1] == ' ' || text[i - 1] == '\n' || text[i - 1] == '\t')) {
        last = i;
      }
    }
  }
  return out;
}

// The document says nothing of dividing by zero: a valid plan divides by a literal that
// is not 0 (round 27's reader found a divisor bound to 0, and 3.5 - 3.5).
TEST(RtfsSeedOnlyDraws, ValidPlansDivideByALiteralOtherThanZero) {
  const std::regex nonzero_number(R"(-?[0-9]*[1-9][0-9]*(\.[0-9]+)?|-?0\.[0-9]*[1-9][0-9]*)");
  int divisions = 0;
  for (std::uint64_t seed = 0; seed < kSeedOnlyDraws; ++seed) {
    const std::string text = seed_only(gen::valid_text(Capabilities::builtin()), seed);
    for (const auto& divisor : divisors(text)) {
      ++divisions;
      EXPECT_TRUE(std::regex_match(divisor, nonzero_number)) << "seed " << seed << ": divides by " << divisor << "\n" << text;
    }
  }
  EXPECT_GT(divisions, 0);
}

TEST(RtfsSeedOnlyDraws, BrokenPlansHoldNoDecisionsReading) {
  const test::UnwantedForm unwanted[] = {
      {"RTFS-MALFORMED-MAP", R"re(\(step\s+"[^"]*"\s+\{)re", "D21: a map as a step's whole expression"},
      {"RTFS-VARIABLE-OUT-OF-SCOPE", R"re(\(str\s+[^\s()"\[\]{}]+\))re", "D20: str of one argument"},
      {"RTFS-STEP-NAME-NOT-STRING", R"(\(step\s+:?[A-Za-z]*[-_])", "D17: '-' or '_' in a name"},
      {"RTFS-UNDEFINED-VARIABLE", R"(undefined-value|missing_input|user-answer|previous-result)", "D17: '-' or '_' in a name"},
      {"RTFS-DISALLOWED-FORM", R"(\((when|cond)\s+true\b)", "D15: true as a value"},
  };
  test::expect_no_unwanted_form(unwanted, [](const char* rule) { return gen::broken_text(rule, Capabilities::builtin()); }, kSeedOnlyDraws);
}

}  // namespace
}  // namespace conform::rtfs
