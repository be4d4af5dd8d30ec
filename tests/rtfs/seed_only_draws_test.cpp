// What `conform gen` files in valid/ and invalid/<RULE>/ rests on seed 001 alone
// (generators/core/decision_capture.hpp): drawn inside a capture that notes nothing, a
// plan holds none of the forms only a decision of spec/rtfs/decisions.md allows, and no
// second fault a reader of the document could see (round 27's reading of the generated corpus).
#include <functional>
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
      {"RTFS-UNDEFINED-VARIABLE", R"(undefined-value|missing_input|user-answer|previous-result)", "D17: '-' or '_' in a name"},
      {"RTFS-DISALLOWED-FORM", R"(\((when|cond)\s+true\b)", "D15: true as a value"},
  };
  test::expect_no_unwanted_form(unwanted, [](const char* rule) { return gen::broken_text(rule, Capabilities::builtin()); }, kSeedOnlyDraws);
}

// The index of the quote that closes the string opening at `i` (or the text's end).
std::size_t closing_quote(const std::string& text, std::size_t i) {
  for (++i; i < text.size() && text[i] != '"'; ++i)
    if (text[i] == '\\') ++i;
  return i;
}

// The index of the bracket that closes the form opening at `start`, past strings; npos
// when none does.
std::size_t form_end(const std::string& text, std::size_t start) {
  int depth = 0;
  for (std::size_t i = start; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') i = closing_quote(text, i);
    else if (c == '(' || c == '[' || c == '{') ++depth;
    else if ((c == ')' || c == ']' || c == '}') && --depth == 0) return i;
  }
  return std::string::npos;
}

// The text with every string's contents left out: what is code.
std::string code_outside_strings(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '"') {
      out += text[i];
      continue;
    }
    i = closing_quote(text, i);
    out += "\"\"";
  }
  return out;
}

// The code after the form that follows `:body`, up to the plan's last ')'.
std::string code_after_the_body(const std::string& text) {
  const std::string code = code_outside_strings(text);
  const std::size_t at = code.find(":body");
  if (at == std::string::npos) return "";
  const std::size_t start = code.find('(', at);
  if (start == std::string::npos) return "";
  const std::size_t i = form_end(code, start), end = code.rfind(')');
  return i < end ? code.substr(i + 1, end - i - 1) : "";
}

// The body's form as written, strings and all.
std::string the_body_form(const std::string& text) {
  const std::size_t start = text.find('(', text.find(":body"));
  if (start == std::string::npos) return "";
  const std::size_t end = form_end(text, start);
  return end == std::string::npos ? "" : text.substr(start, end + 1 - start);
}

using test::matching;

// Forms some seed-only draw writes (round 28; tests/seed_only_draws.hpp).
TEST(RtfsSeedOnlyDraws, AFormEveryReadingRejectsIsDrawnAndNotesOnlyWhatItsRuleRestsOn) {
  const test::RuleRestingForm forms[] = {
      {"RTFS-CAPABILITY-ARITY", matching(R"(ccos\.network\.http-fetch)"), "D1", "http-fetch miscounted"},
      {"RTFS-CAPABILITY-ARITY", matching(R"(\(call :ccos\.network\.http-fetch\s+:)"), "D12", "http-fetch's keys unpaired"},
      {"RTFS-CAPABILITY-ARGUMENT", matching(R"(ccos\.network\.http-fetch)"), "D1", "http-fetch given a wrong kind"},
      {"RTFS-CAPABILITY-ARGUMENT", matching(R"(\(call :ccos\.echo\s+\(call :ccos\.user\.ask)"), nullptr,
       "a user's answer where echo's map goes"},
      {"RTFS-CALL-ID-NOT-KEYWORD", matching(R"(\(call ccos\.network\.http-fetch)"), nullptr, "http-fetch's id bare"},
      {"RTFS-BODY-NOT-DO", matching(R"(:body\s+\((steps|sequence|progn|begin)\b)"), "D13", "another head for the body"},
      {"RTFS-STEP-PLACEMENT", [](const std::string& t) { return code_after_the_body(t).find("(step") != std::string::npos; },
       "D4", "a step after the body"},
      {"RTFS-STEP-NAME-NOT-STRING", matching(R"(\(step\s+[A-Z][a-z]+\s+[A-Z][a-z]+\s)"), "D22", "two bare words"},
      {"RTFS-STEP-NAME-NOT-STRING", matching(R"(\(step\s+:?[A-Za-z]*[-_])"), nullptr, "'-' or '_' in a bare name"},
      {"RTFS-LET-BINDINGS", matching(R"(\(str x\))"), "D8", "bare pairs whose name is used"},
      {"RTFS-UNKNOWN-CAPABILITY", [](const std::string& t) {
         return std::regex_search(the_body_form(t), std::regex(R"("argument"\)\s*\)\s*\)$)"));
       }, "D14", "the final step calls it"},
      {"RTFS-FINAL-STEP-NOT-MAP", matching(R"(\(do\s+\{:a[,\s]+1[,\s]*\})"), "D4", "a do ending in no map"},
      {"RTFS-VARIABLE-OUT-OF-SCOPE",
       [](const std::string& t) {
         const auto use = t.find("\"Hello \""), get = t.find("\"Got \"");
         const bool before = use != std::string::npos && get != std::string::npos && use < get;
         return before || std::regex_search(t, std::regex(R"(\(do\s+\(let)"));
       },
       "D19", "used in a step before the one binding it, or after its let in the same step"},
      {"RTFS-CONTEXT-VALUES", [](const std::string& t) { return std::regex_search(code_outside_strings(t), std::regex(R"(\{\s*\{)")); },
       "D25", "{{name}} as a map"},
      {"RTFS-FOREIGN-COMMENT",
       [](const std::string& t) {
         const std::string code = code_outside_strings(t);
         const auto comment = std::min(code.find("//"), code.find("/*"));
         return code.starts_with("(plan") && comment < code.rfind(')');
       },
       "D24", "a comment inside the plan"},
      {"RTFS-SYNTAX", matching(R"(call:ccos\.echo)"), "D17", "call joined to its id"},
  };
  test::expect_rule_resting_forms(forms, [](const char* rule) { return gen::broken_text(rule, Capabilities::builtin()); }, kSeedOnlyDraws);
}

}  // namespace
}  // namespace conform::rtfs
