// The forms the breakers write, read as a reviewer (and javac, as D22 maps a plan) reads
// them: a case broken in one rule that is not itself a compile error must still compile
// (§7), and must not read as breaking a second rule. Fixed seeds, so a form that comes
// back is caught at once; tests/dialects/ checks each breaker against the oracle, which
// does not type what lies outside the subset (`useText(1.5)` is JAVA-LITERAL to it
// alone, and a type error to javac).
#include <regex>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "generators/core/sample.hpp"
#include "generators/java/generators.hpp"

namespace conform::java {
namespace {

constexpr std::uint64_t kSeeds = 300;

std::string broken(const std::string& rule, std::uint64_t seed) {
  return conform::gen::sample(gen::broken_text(rule, Whitelist::builtin()), seed);
}

// The argument texts of every `useText(…)` call (the helper the breakers add, a String
// parameter), brackets balanced; string literals taken as they are.
std::vector<std::string> use_text_arguments(const std::string& text) {
  std::vector<std::string> out;
  const std::string call = "useText(";
  for (auto at = text.find(call); at != std::string::npos; at = text.find(call, at + 1)) {
    if (at >= 5 && text.compare(at - 5, 5, "void ") == 0) continue;  // its declaration
    std::size_t i = at + call.size();
    int depth = 1;
    const std::size_t start = i;
    for (; i < text.size() && depth > 0; ++i) {
      const char c = text[i];
      if (c == '"' || c == '\'') {
        for (++i; i < text.size() && text[i] != c; ++i)
          if (text[i] == '\\') ++i;
      } else if (c == '(' || c == '{' || c == '[') {
        ++depth;
      } else if (c == ')' || c == '}' || c == ']') {
        --depth;
      }
    }
    out.push_back(text.substr(start, i - 1 - start));
  }
  return out;
}

// A value that is no String goes to useText(String) concatenated to one: javac rejects
// `useText(1.5)` as a type error beside the literal's own rule.
TEST(JavaBreakerForms, WhatGoesToAStringParameterIsAString) {
  for (const char* rule : {"JAVA-LITERAL", "JAVA-OBJECT-CREATION", "JAVA-ANONYMOUS-CLASS", "JAVA-REFLECTION",
                           "JAVA-MANUAL-MAP", "JAVA-UNSUPPORTED-EXPRESSION", "JAVA-TRY-FORM", "JAVA-UNSUPPORTED-STATEMENT",
                           "JAVA-TOO-MANY-STATEMENTS", "JAVA-MISSING-INITIALIZER"})
    for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
      const std::string text = broken(rule, seed);
      for (const std::string& arg : use_text_arguments(text))
        EXPECT_TRUE(arg == "name" || arg == "null" || arg.starts_with("name + ") || arg.starts_with("new String("))
            << rule << " seed " << seed << ": useText(" << arg << ")\n" << text;
    }
}

// What javac cannot compile beside the rule: a java.util class no import brings in (the
// prelude imports List and Map alone, and an import is JAVA-IMPORT), a call that throws a
// checked exception no plan may catch, a field Plan does not have, a pattern of the
// expression's own type (javac 17), a multi-catch of ToolError and a supertype of it, a
// Plan that implements Runnable without run().
TEST(JavaBreakerForms, BrokenPlansCompileButForTheirRule) {
  const std::regex unqualified_util(R"((^|[^.\w])(HashMap|TreeMap|LinkedHashMap|ArrayList|LinkedList|HashSet)\b)");
  const std::regex field_access(R"(\bthis\.\w+\b(?!\s*\())");
  const std::regex own_type_pattern(R"(\binstanceof\s+[\w<>]+\s+\w+)");
  const std::regex related_catch(R"(ToolError\s*\|\s*(RuntimeException|Exception|Throwable)\b|\b(RuntimeException|Exception|Throwable)\s*\|\s*ToolError)");
  for (const char* rule : {"JAVA-LITERAL", "JAVA-OBJECT-CREATION", "JAVA-ANONYMOUS-CLASS", "JAVA-REFLECTION", "JAVA-MANUAL-MAP",
                           "JAVA-UNSUPPORTED-EXPRESSION", "JAVA-TRY-FORM", "JAVA-PLAN-DECLARATION"})
    for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
      const std::string text = broken(rule, seed);
      EXPECT_FALSE(std::regex_search(text, unqualified_util)) << rule << " seed " << seed << "\n" << text;
      EXPECT_EQ(text.find("Class.forName"), std::string::npos) << rule << " seed " << seed << "\n" << text;
      EXPECT_FALSE(std::regex_search(text, field_access)) << rule << " seed " << seed << "\n" << text;
      EXPECT_FALSE(std::regex_search(text, own_type_pattern)) << rule << " seed " << seed << "\n" << text;
      EXPECT_FALSE(std::regex_search(text, related_catch)) << rule << " seed " << seed << "\n" << text;
      if (text.find("implements Runnable") != std::string::npos) {
        EXPECT_NE(text.find("public void run()"), std::string::npos) << rule << " seed " << seed << "\n" << text;
      }
    }
}

// Prose outside the class holds no code: `public class Plan { }` in a sentence reads as a
// second Plan (D3's JAVA-EXTRA-CLASS).
TEST(JavaBreakerForms, ProseOutsideTheClassHoldsNoClass) {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    const std::string text = broken("JAVA-PROSE-OUTSIDE-CLASS", seed);
    std::size_t plans = 0;
    for (auto at = text.find("class Plan"); at != std::string::npos; at = text.find("class Plan", at + 1)) ++plans;
    EXPECT_EQ(plans, 1u) << "seed " << seed << "\n" << text;
  }
}

}  // namespace
}  // namespace conform::java
