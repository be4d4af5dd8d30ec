// One fault, one rule: a plan that breaks one requirement gets that requirement's rule
// and no knock-on diagnostic; and what Java allows next to the fault is not reported.
#include <gtest/gtest.h>

#include "oracles/java/check.hpp"

namespace conform::java {
namespace {

// A plan whose helper `step` holds `statements`; `fix` returns nothing, `name` a String.
std::string plan_with(const std::string& statements) {
  return "public class Plan {\n  public void main() {\n    step(\"a\");\n  }\n"
         "  private void step(String path) {\n" +
         statements +
         "\n  }\n  private void fix() {\n  }\n  private String name() {\n    return \"n\";\n  }\n"
         "  private void useText(String text) {\n  }\n}\n";
}

std::vector<std::string> rules_of(const std::string& text) {
  std::vector<std::string> out;
  for (const auto& d : check(SourceText("plan.java", text))) out.push_back(d.rule);
  return out;
}

using Rules = std::vector<std::string>;

TEST(JavaOneFault, AVoidCallHasNoValueForAnOperator) {
  const char* broken[] = {
      "    String s = fix() + \"a\";",
      "    String s = \"a\" + fix();",
      "    useText(path + fix());",
      "    if (fix() == fix()) { useText(path); }",
      "    Bool same = fix() != fix();",
  };
  for (const char* s : broken) EXPECT_EQ(rules_of(plan_with(s)), Rules{"JAVA-TYPE-MISMATCH"}) << s;
  const char* fine[] = {
      "    String s = name() + \"a\";",
      "    Bool same = name() == path;",
      "    fix();",
  };
  for (const char* s : fine) EXPECT_EQ(rules_of(plan_with(s)), Rules{}) << s;
}

TEST(JavaOneFault, TheSmallestIntIsALiteralAfterAMinus) {
  EXPECT_EQ(rules_of(plan_with("    Int low = -2147483648;")), Rules{});
  EXPECT_EQ(rules_of(plan_with("    Int low = -2_147_483_648;")), Rules{});
  EXPECT_EQ(rules_of(plan_with("    Int high = 2147483647;")), Rules{});
  EXPECT_EQ(rules_of(plan_with("    Int high = 2147483648;")), Rules{"JAVA-LITERAL"});
  // Java allows it only as the operand of the minus itself, not inside parentheses.
  EXPECT_EQ(rules_of(plan_with("    Int low = -(2147483648);")), Rules{"JAVA-LITERAL"});
  EXPECT_EQ(rules_of(plan_with("    Int low = -2147483649;")), Rules{"JAVA-LITERAL"});
}

TEST(JavaOneFault, AnIncrementStatementIsTheStatementsFaultOnly) {
  EXPECT_EQ(rules_of(plan_with("    Int n = 0;\n    n++;")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
  EXPECT_EQ(rules_of(plan_with("    Int n = 0;\n    --n;")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
  // Inside a larger expression the operator itself is what is reported.
  EXPECT_EQ(rules_of(plan_with("    Int n = 0;\n    Int m = n++;")), Rules{"JAVA-UNSUPPORTED-EXPRESSION"});
}

TEST(JavaOneFault, WhatIsThrownIsNotJudgedFurther) {
  EXPECT_EQ(rules_of(plan_with("    throw new ToolError(\"x\");")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
  EXPECT_EQ(rules_of(plan_with("    throw failure(missing);")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
}

TEST(JavaOneFault, CallsOfAnOverloadedNameAreNotCheckedAgainstOneOfThem) {
  const std::string text =
      "public class Plan {\n  public void main() {\n    log(\"a\", \"b\");\n  }\n"
      "  private void log(String a) {\n  }\n  private void log(String a, String b) {\n  }\n}\n";
  EXPECT_EQ(rules_of(text), Rules{"JAVA-DUPLICATE-METHOD"});
}

}  // namespace
}  // namespace conform::java
