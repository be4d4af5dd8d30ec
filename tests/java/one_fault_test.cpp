// One fault, one rule: a plan that breaks one requirement gets that requirement's rule
// and no knock-on diagnostic; and what Java allows next to the fault is not reported.
#include <algorithm>
#include <initializer_list>

#include <gtest/gtest.h>

#include "oracles/java/check.hpp"
#include "tests/java/reported_rules.hpp"
#include "tests/test_support.hpp"

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

using Rules = std::vector<std::string>;

// The one finding `text` draws (a failure when it draws another count).
Diagnostic only_finding(const std::string& text) {
  const auto d = check(SourceText("plan.java", text));
  EXPECT_EQ(d.size(), 1u) << test::describe_text(text, d);
  return d.empty() ? Diagnostic{} : d[0];
}

// A plan whose helper `fix`, called from main with one string, takes `param` and runs `body`.
std::string plan_with_fix(const std::string& param, const std::string& body) {
  return "public class Plan {\n  public void main() {\n    fix(\"a\");\n  }\n  private void fix(" + param + ") {\n" + body +
         "  }\n}\n";
}

// Each of `statements`, in the helper `step`, draws exactly `rules`.
void expect_each_draws(const Rules& rules, std::initializer_list<const char*> statements) {
  for (const char* s : statements) EXPECT_EQ(reported_rules(plan_with(s)), rules) << s;
}

// Round 23's reader: `syscall.getClass()` was reflection and an unknown syscall besides.
TEST(JavaOneFault, ReflectionThroughTheSyscallHelperIsReflectionOnly) {
  expect_each_draws(Rules{"JAVA-REFLECTION"}, {"    String c = syscall.getClass().getName();",
                                                "    syscall.getDeclaredMethods();"});
  expect_each_draws(Rules{"JAVA-UNKNOWN-SYSCALL"}, {"    syscall.getClassName();"});
}

TEST(JavaOneFault, AnInterfacePlanIsItsDeclarationOnly) {
  EXPECT_EQ(reported_rules("public interface Plan {\n  default void main() {\n    helper();\n  }\n"
                     "  default void helper() {\n  }\n}\n"),
            Rules{"JAVA-PLAN-DECLARATION"});
  // an interface's method without a body is what interfaces declare (round 25's auditor)
  EXPECT_EQ(reported_rules("public interface Plan {\n  void main();\n}\n"), Rules{"JAVA-PLAN-DECLARATION"});
  // in a class, `default` is still a fault of its own
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() {\n    helper();\n  }\n"
                     "  default void helper() {\n  }\n}\n"),
            (Rules{"JAVA-METHOD-MODIFIER", "JAVA-METHOD-VISIBILITY"}));
}

TEST(JavaOneFault, ASealedPlanIsItsModifierOnly) {
  const char* broken[] = {
      "public sealed class Plan {\n  public void main() {\n  }\n}\n",
      "public sealed class Plan permits Helper, Other {\n  public void main() {\n  }\n}\n",
      // `non-sealed` is one modifier (JLS 3.9), not prose nor a syntax error
      "public non-sealed class Plan {\n  public void main() {\n  }\n}\n",
      "non-sealed public class Plan {\n  public void main() {\n  }\n}\n",
  };
  for (const char* s : broken) EXPECT_EQ(reported_rules(s), Rules{"JAVA-PLAN-DECLARATION"}) << s;
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() {\n  }\n  private non-sealed void helper() {\n  }\n}\n"),
            Rules{"JAVA-METHOD-MODIFIER"});
  // `sealed` is a contextual word: a name where a name stands
  EXPECT_EQ(reported_rules(plan_with("    String sealed = path;\n    sealed = sealed + \"x\";\n    useText(sealed);")), Rules{});
  // and `non-sealed` is one only where a modifier stands: elsewhere a subtraction of two names
  EXPECT_EQ(reported_rules(plan_with("    Int non = 1;\n    Int sealed = 2;\n    Int less = non-sealed;\n    non = less;")),
            Rules{});
}

TEST(JavaOneFault, AVoidCallHasNoValueForAnOperator) {
  expect_each_draws(Rules{"JAVA-TYPE-MISMATCH"}, {
      "    String s = fix() + \"a\";",
      "    String s = \"a\" + fix();",
      "    useText(path + fix());",
      "    if (fix() == fix()) { useText(path); }",
      "    Bool same = fix() != fix();",
  });
  expect_each_draws(Rules{}, {
      "    String s = name() + \"a\";",
      "    Bool same = name() == path;",
      "    fix();",
  });
}

// A chain of operators is typed as Java groups it: each of these reads differently, and
// draws a mismatch, if it is grouped left to right.
TEST(JavaOneFault, AChainIsTypedByJavasPrecedence) {
  expect_each_draws(Rules{}, {
      "    Bool b = 1 < 2 + 3;",
      "    String s = \"a\" + 2 * 3;",
      "    Bool c = 1 == 1 && 2 < 3;",
      "    Bool d = true || 1 < 2 && 2 > 1;",
      "    Bool e = 1 < 2 == 3 < 4;",
      "    Int n = 10 - 2 * 3 % 4;",
  });
  expect_each_draws(Rules{"JAVA-TYPE-MISMATCH"}, {
      "    Bool b = 1 + 2 && true;",
      "    Bool c = 1 < 2 * \"x\";",
      "    Int n = 2 * 3 - \"x\";",
      "    Bool d = true && 1 + 2 == 3 || 4;",
  });
}

TEST(JavaOneFault, TheSmallestIntIsALiteralAfterAMinus) {
  EXPECT_EQ(reported_rules(plan_with("    Int low = -2147483648;")), Rules{});
  EXPECT_EQ(reported_rules(plan_with("    Int low = -2_147_483_648;")), Rules{});
  EXPECT_EQ(reported_rules(plan_with("    Int high = 2147483647;")), Rules{});
  EXPECT_EQ(reported_rules(plan_with("    Int high = 2147483648;")), Rules{"JAVA-LITERAL"});
  // Java allows it only as the operand of the minus itself, not inside parentheses.
  EXPECT_EQ(reported_rules(plan_with("    Int low = -(2147483648);")), Rules{"JAVA-LITERAL"});
  EXPECT_EQ(reported_rules(plan_with("    Int low = -2147483649;")), Rules{"JAVA-LITERAL"});
}

// JLS 3.10.1: an underscore stands between digits, and 0 counts as a digit of an octal
// numeral, but the x of 0x and the b of 0b do not.
TEST(JavaOneFault, UnderscoresInIntLiteralsStandBetweenDigits) {
  for (const char* fine : {"1_000", "12_3", "1__2", "0x1_F", "0b1_0", "0_7", "0__17"})
    EXPECT_EQ(reported_rules(plan_with(std::string("    Int n = ") + fine + ";")), Rules{}) << fine;
  for (const char* bad : {"0x_1", "0b_1", "0X_FF", "1_", "0x1_"})
    EXPECT_EQ(reported_rules(plan_with(std::string("    Int n = ") + bad + ";")), Rules{"JAVA-LITERAL"}) << bad;
}

// JLS 3.8: a name is made of Java letters, which are not only ASCII's; javac compiles
// `String résumé`. Characters javac reads in no name (curly quotes, a no-break space) are
// still no part of one.
TEST(JavaOneFault, NamesMayHoldLettersBeyondAscii) {
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() {\n    String r\xC3\xA9sum\xC3\xA9 = \"cv.md\";\n"
                           "    ToolResult repo = fetchRepo(r\xC3\xA9sum\xC3\xA9);\n  }\n"
                           "  private ToolResult fetchRepo(String \xCE\xB1\xCE\xB2) {\n"
                           "    return syscall.cloneRepo(\xCE\xB1\xCE\xB2);\n  }\n}\n"),
            Rules{});
  EXPECT_EQ(reported_rules(plan_with("    String \xE6\x96\x87\xE4\xBB\xB6 = \"a\";\n    ToolResult r = syscall.cloneRepo(\xE6\x96\x87\xE4\xBB\xB6);")),
            Rules{});
  // Kana, Hangul, Hebrew, Arabic, Devanagari and Thai letters too (round 18's reader had
  // javac compile each).
  for (const char* name : {"\xE8\xA8\xAD\xE5\xAE\x9A\xE3\x83\x95\xE3\x82\xA1\xE3\x82\xA4\xE3\x83\xAB",  // 設定ファイル
                           "\xEA\xB2\xBD\xEB\xA1\x9C",                                          // 경로
                           "\xD7\xA0\xD7\xAA\xD7\x99\xD7\x91",                                // נתיב
                           "\xD9\x85\xD8\xB3\xD8\xA7\xD8\xB1",                                // مسار
                           "\xE0\xA4\xAA\xE0\xA4\xA5",                                          // पथ
                           "\xE0\xB8\x97\xE0\xB8\xB2\xE0\xB8\x87"})                          // ทาง
    EXPECT_EQ(reported_rules(plan_with(std::string("    String ") + name + " = \"a\";\n    ToolResult r = syscall.cloneRepo(" +
                                       name + ");")),
              Rules{}) << name;
  // A method's name is camelCase in ASCII's letters (decision D8).
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() {\n    pr\xC3\xBC" "fen();\n  }\n"
                           "  private void pr\xC3\xBC" "fen() {\n  }\n}\n"),
            Rules{"JAVA-METHOD-NAME-CASE"});
  const auto method_case = check(SourceText("Plan.java", "public class Plan {\n  public void main() {\n    pr\xC3\xBC" "fen();\n  }\n"
                                                         "  private void pr\xC3\xBC" "fen() {\n  }\n}\n"));
  ASSERT_EQ(method_case.size(), 1u);
  EXPECT_NE(method_case[0].message.find("ASCII"), std::string::npos) << method_case[0].message;
  EXPECT_EQ(reported_rules(plan_with("    ToolResult r = syscall.cloneRepo(\xE2\x80\x9Cmain\xE2\x80\x9D);")), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules(plan_with("    String a\xC2\xA0" "b = \"x\";")), Rules{"JAVA-SYNTAX"});
  // Nor are an em dash, an emoji, a multiplication sign or a middle dot (javac: "illegal
  // character"), nor bytes that are no UTF-8 (a stray continuation byte).
  for (const char* no_letter : {"\xE2\x80\x94", "\xF0\x9F\x98\x80", "\xC3\x97", "\xC2\xB7", "\x80"})
    EXPECT_EQ(reported_rules(plan_with(std::string("    String a") + no_letter + "b = \"x\";")), Rules{"JAVA-SYNTAX"})
        << no_letter;
  // What javac's Character.isJavaIdentifierStart and isJavaIdentifierPart take beyond
  // letters, and letters beyond the Basic Multilingual Plane (round 19's reader had javac
  // compile each): µ, ª, currency signs, a letterlike symbol, a Roman numeral, a
  // connector, a ligature, fullwidth letters, 𝒳 and 𐐀; inside a name, a combining mark,
  // an Arabic-Indic digit and the ignorable byte-order mark.
  for (const char* name : {"\xC2\xB5s", "\xC2\xAA", "\xE2\x82\xACprice", "\xC2\xA3", "\xE2\x84\x8Cx",
                           "\xE2\x85\xAB", "a\xE2\x80\xBF" "b", "\xEF\xAC\x81le", "\xEF\xBC\xA1\xEF\xBD\x82",
                           "\xF0\x9D\x92\xB3", "\xF0\x90\x90\x80", "e\xCC\x81", "x\xD9\xA3", "a\xEF\xBB\xBF" "b"})
    EXPECT_EQ(reported_rules(plan_with(std::string("    String ") + name + " = \"a\";\n    ToolResult r = syscall.cloneRepo(" +
                                       name + ");")),
              Rules{}) << name;
  // A mark or a digit continues a name and starts none.
  for (const char* no_start : {"\xCC\x81x", "\xD9\xA3x", "\xEF\xBB\xBFx"})
    EXPECT_EQ(reported_rules(plan_with(std::string("    String ") + no_start + " = \"x\";")), Rules{"JAVA-SYNTAX"}) << no_start;
}

// A char literal is a literal the plan may not use; one that holds more than one character
// does not compile at all (javac: "unclosed character literal"), which is what a string in
// single quotes, as Python writes it, is.
// JLS 3.6: white space is a space, a tab, a form feed or a line end. A vertical tab between
// tokens is a character javac calls illegal; in a string or a comment it is text.
TEST(JavaOneFault, AVerticalTabIsNoWhiteSpace) {
  const std::string call = "ToolResult repo = syscall.cloneRepo(\"origin/main\");";
  EXPECT_EQ(reported_rules(plan_with("    ToolResult\vrepo = syscall.cloneRepo(\"origin/main\");")), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules(plan_with("    \v" + call)), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules(plan_with("    \f" + call)), Rules{});
  EXPECT_EQ(reported_rules(plan_with("    ToolResult repo = syscall.cloneRepo(\"origin\vmain\");")), Rules{});
  EXPECT_EQ(reported_rules(plan_with("    // a\vb\n    " + call)), Rules{});
}

TEST(JavaOneFault, ASingleQuotedStringIsASyntaxErrorAndACharALiteral) {
  for (const char* one : {"'a'", "'/'", "'\\n'", "'\\u0041'", "'\xC3\xA9'", "'\xE2\x82\xAC'"})
    EXPECT_EQ(reported_rules(plan_with(std::string("    ToolResult r = syscall.cloneRepo(") + one + ");")),
              Rules{"JAVA-LITERAL"}) << one;
  for (const char* many : {"'origin/main'", "''", "'ab'", "'\xF0\x9F\x98\x80'"})
    EXPECT_EQ(reported_rules(plan_with(std::string("    ToolResult r = syscall.cloneRepo(") + many + ");")),
              Rules{"JAVA-SYNTAX"}) << many;
  const std::string text = plan_with("    ToolResult r = syscall.cloneRepo('origin/main');");
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].offset, text.find("rigin"));
  EXPECT_NE(d[0].message.find("a string is written between double quotes"), std::string::npos) << d[0].message;
}

// §2 "Annotate any method that should be synthesized at runtime with @Deferred":
// @deferred is that annotation misspelt, not also a method missing its body.
TEST(JavaOneFault, DeferredInLowerCaseIsTheAnnotationsFaultOnly) {
  const std::string deferred_lower =
      "public class Plan {\n  public void main() {\n    fix();\n  }\n  @deferred\n  private void fix();\n}\n";
  EXPECT_EQ(reported_rules(deferred_lower), Rules{"JAVA-UNKNOWN-ANNOTATION"});
  const std::string misspelt =
      "public class Plan {\n  public void main() {\n    fix();\n  }\n  @Deffered\n  private void fix();\n}\n";
  EXPECT_EQ(reported_rules(misspelt), Rules{"JAVA-UNKNOWN-ANNOTATION"});
  const std::string other =
      "public class Plan {\n  public void main() {\n    fix();\n  }\n  @Async\n  private void fix();\n}\n";
  EXPECT_EQ(reported_rules(other), (Rules{"JAVA-UNKNOWN-ANNOTATION", "JAVA-MISSING-BODY"}));
}

TEST(JavaOneFault, AnIncrementStatementIsTheStatementsFaultOnly) {
  EXPECT_EQ(reported_rules(plan_with("    Int n = 0;\n    n++;")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
  EXPECT_EQ(reported_rules(plan_with("    Int n = 0;\n    --n;")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
  // Inside a larger expression the operator itself is what is reported.
  EXPECT_EQ(reported_rules(plan_with("    Int n = 0;\n    Int m = n++;")), Rules{"JAVA-UNSUPPORTED-EXPRESSION"});
}

TEST(JavaOneFault, ACompoundAssignmentIsAnAssignmentJudgedAsTheOperationItWrites) {
  // D11 (since 2026-12-05): '+=' is one of Java's assignment operators (JLS 15.26), and §3
  // allows "Assignments to existing variables"; 'x op= e' is judged as 'x = x op e'.
  EXPECT_EQ(reported_rules(plan_with("    Int n = 0;\n    n += 2;\n    n -= 1;\n    n *= 3;\n    n /= 2;\n    n %= 5;\n"
                                     "    useText(path + n);")),
            Rules{});
  EXPECT_EQ(reported_rules(plan_with("    String s = path;\n    s += 1;\n    s += name();\n    useText(s);")), Rules{});
  expect_each_draws(Rules{"JAVA-TYPE-MISMATCH"}, {
      "    Int n = 0;\n    n += path;",
      "    Bool b = true;\n    b += 1;",
      "    String s = path;\n    s -= 1;",
      "    Int n = 0;\n    n *= true;",
  });
  EXPECT_EQ(reported_rules(plan_with("    total += 1;")), Rules{"JAVA-UNDECLARED-VARIABLE"});
  // An operator the subset lacks stays out as an assignment's too, as Java reads it (not a
  // syntax error: '<<=' is no '<<' followed by '=').
  expect_each_draws(Rules{"JAVA-UNSUPPORTED-STATEMENT"}, {
      "    Int n = 1;\n    n <<= 2;",
      "    Int n = 1;\n    n >>= 2;",
      "    Int n = 1;\n    n >>>= 2;",
      "    Int n = 1;\n    n &= 2;",
      "    Bool b = true;\n    b |= false;",
      "    Bool b = true;\n    b ^= false;",
  });
}

// An arithmetic operand of unknown type is its own rule's fault: the result is not taken
// for an Int and judged again where a String is wanted (round 15's reader: an unquoted
// 'origin/main' was also an Int argument).
TEST(JavaOneFault, ArithmeticOnAnUndeclaredNameIsTheNamesFaultOnly) {
  EXPECT_EQ(reported_rules(plan_with("    useText(origin / main);")), (Rules{"JAVA-UNDECLARED-VARIABLE", "JAVA-UNDECLARED-VARIABLE"}));
  EXPECT_EQ(reported_rules(plan_with("    useText(origin * 2);")), Rules{"JAVA-UNDECLARED-VARIABLE"});
  // With both operands known the result is judged.
  EXPECT_EQ(reported_rules(plan_with("    Int n = 4;\n    useText(n / 2);")), Rules{"JAVA-ARGUMENT-TYPE-MISMATCH"});
  EXPECT_EQ(reported_rules(plan_with("    useText(path / 2);")), Rules{"JAVA-TYPE-MISMATCH"});
}

TEST(JavaOneFault, WhatIsThrownIsNotJudgedFurther) {
  EXPECT_EQ(reported_rules(plan_with("    throw new ToolError(\"x\");")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
  EXPECT_EQ(reported_rules(plan_with("    throw failure(missing);")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
}

TEST(JavaOneFault, CallsOfAnOverloadedNameAreNotCheckedAgainstOneOfThem) {
  const std::string text =
      "public class Plan {\n  public void main() {\n    log(\"a\", \"b\");\n  }\n"
      "  private void log(String a) {\n  }\n  private void log(String a, String b) {\n  }\n}\n";
  EXPECT_EQ(reported_rules(text), Rules{"JAVA-DUPLICATE-METHOD"});
}

// A helper that clashes with a method Plan inherits from Object does not compile (§7):
// a second method of that name, JAVA-DUPLICATE-METHOD's. One Java allows (an overload, an
// override with access and return type as Object's) is a helper like any other.
TEST(JavaOneFault, AHelperThatClashesWithAnObjectMethodIsASecondMethodOfThatName) {
  auto plan_with_helper = [](const std::string& signature, const std::string& body) {
    return "public class Plan {\n  public void main() {\n  }\n  " + signature + " {\n" + body + "\n  }\n}\n";
  };
  const std::pair<const char*, const char*> clashes[] = {
      {"private void wait()", ""},
      {"public void notify()", ""},
      {"public ToolResult getClass()", "    return syscall.cloneRepo(\"x\");"},
      {"public Int hashCode()", "    return 1;"},
      {"public Void toString()", "    return;"},
      {"private String toString()", "    return \"p\";"},
      {"private ToolResult clone()", "    return syscall.cloneRepo(\"x\");"},
      {"public void clone()", ""},
      {"public String finalize()", "    return \"x\";"},
  };
  for (const auto& [signature, body] : clashes)
    EXPECT_EQ(reported_rules(plan_with_helper(signature, body)), Rules{"JAVA-DUPLICATE-METHOD"}) << signature;
  const std::pair<const char*, const char*> allowed[] = {
      {"public String toString()", "    return \"plan\";"},
      {"public ToolResult clone()", "    return syscall.cloneRepo(\"x\");"},
      {"public void finalize()", ""},
      {"private void wait(String reason)", ""},
      {"private Int hashCode(String text)", "    return 1;"},
      {"private void waitFor()", ""},
      {"private void cloneRepo()", ""},
  };
  for (const auto& [signature, body] : allowed) EXPECT_EQ(reported_rules(plan_with_helper(signature, body)), Rules{}) << signature;
  // Without public or private, the visibility is the fault.
  EXPECT_EQ(reported_rules(plan_with_helper("void notify()", "")), Rules{"JAVA-METHOD-VISIBILITY"});
}

// Decision D25: a helper throws only ToolError; any other type it declares is §2's type
// rule's, and only that (a class the text declares is JAVA-EXTRA-CLASS's alone).
TEST(JavaOneFault, AHelperThrowsOnlyToolError) {
  auto helper_throwing = [](const std::string& types, const std::string& extra = "") {
    return "public class Plan {\n  public void main() {\n    fetch();\n  }\n  private ToolResult fetch() throws " + types +
           " {\n    return syscall.cloneRepo(\"origin/main\");\n  }\n}\n" + extra;
  };
  EXPECT_EQ(reported_rules(helper_throwing("ToolError")), Rules{});
  EXPECT_EQ(reported_rules(helper_throwing("Exception")), Rules{"JAVA-INVALID-TYPE"});
  EXPECT_EQ(reported_rules(helper_throwing("java.io.IOException, ToolError, RuntimeException")),
            (Rules{"JAVA-INVALID-TYPE", "JAVA-INVALID-TYPE"}));
  EXPECT_EQ(reported_rules(helper_throwing("PlanFailure", "class PlanFailure extends RuntimeException {\n}\n")),
            Rules{"JAVA-EXTRA-CLASS"});
  // main's throws clause is its signature's fault (D5), not also this one.
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() throws Exception {\n  }\n}\n"),
            Rules{"JAVA-MAIN-SIGNATURE"});
}

// §2 "public void main()": main with another access is one fault, at that modifier; one
// with none is not public, also once; each further modifier is one more.
TEST(JavaOneFault, MainWithTheWrongAccessIsOneFinding) {
  const auto main_with = [](const std::string& head) { return "public class Plan {\n  " + head + " main() {\n  }\n}\n"; };
  for (const char* head : {"private void", "protected void", "void"}) {
    const std::string text = main_with(head);
    const auto d = check(SourceText("plan.java", text));
    ASSERT_EQ(d.size(), 1u) << head;
    EXPECT_EQ(d[0].rule, "JAVA-MAIN-SIGNATURE");
    EXPECT_EQ(d[0].offset, text.find(head));
  }
  EXPECT_EQ(reported_rules(main_with("private static void")), (Rules{"JAVA-MAIN-SIGNATURE", "JAVA-MAIN-SIGNATURE"}));
  EXPECT_EQ(reported_rules(main_with("static void")), (Rules{"JAVA-MAIN-SIGNATURE", "JAVA-MAIN-SIGNATURE"}));
  EXPECT_EQ(reported_rules(main_with("public void")), Rules{});
}

// D5 (since 2026-12-05): §2 lets "any method" be @Deferred and omit its body; main's
// signature is still public void main(). Another annotation is its own rule's.
TEST(JavaOneFault, ADeferredMainIsAMainLikeAnyOther) {
  EXPECT_EQ(reported_rules("public class Plan {\n  @Deferred\n  public void main() {\n    fix();\n  }\n  private void fix() {\n  }\n}\n"),
            Rules{});
  EXPECT_EQ(reported_rules("public class Plan {\n  @Deferred\n  public void main();\n}\n"), Rules{});
  EXPECT_EQ(reported_rules("public class Plan {\n  @Deferred\n  public static void main();\n}\n"), Rules{"JAVA-MAIN-SIGNATURE"});
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main();\n}\n"), Rules{"JAVA-MISSING-BODY"});
  EXPECT_EQ(reported_rules("public class Plan {\n  @Async\n  public void main() {\n  }\n}\n"), Rules{"JAVA-UNKNOWN-ANNOTATION"});
}

// §7 "Ensure the program compiles in isolation": javac judges a @Deferred method's
// parameters whether it has a body or not ("variable a is already defined in method go").
TEST(JavaOneFault, ADeferredMethodsParametersAreJudgedWithOrWithoutABody) {
  const auto deferred = [](const std::string& params, const char* body) {
    return "public class Plan {\n  public void main() {\n    go(\"a\", \"b\");\n  }\n  @Deferred\n  private void go(" +
           params + ")" + body + "\n}\n";
  };
  for (const char* body : {";", " {\n  }"}) {
    const std::string twice = deferred("String a, String a", body);
    const Diagnostic d = only_finding(twice);
    EXPECT_EQ(d.rule, "JAVA-DUPLICATE-VARIABLE") << twice;
    EXPECT_EQ(d.message, "parameter 'a' is declared twice") << twice;
    EXPECT_EQ(reported_rules(deferred("String a, String b", body)), Rules{}) << body;
  }
}

// Every parameter named as an earlier one is reported, however long the list (a long one
// goes through a set rather than pairs: stop 97's auditor timed 16,000 names in seconds).
TEST(JavaOneFault, EachParameterNamedAsAnEarlierOneIsReportedInAListOfAnyLength) {
  const auto method_with = [](const std::vector<std::string>& names) {
    std::string params;
    for (const auto& n : names) params += (params.empty() ? "String " : ", String ") + n;
    return "public class Plan {\n  public void main() {\n  }\n  private void go(" + params + ") {\n  }\n}\n";
  };
  for (std::size_t count : {2u, 8u, 9u, 40u}) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < count; ++i) names.push_back("p" + std::to_string(i));
    EXPECT_EQ(reported_rules(method_with(names)), Rules{}) << count;
    // The last named as the first, and (past two) the middle one as the one before it.
    names.back() = "p0";
    names[count / 2] = names[count / 2 - 1];
    const std::string text = method_with(names);
    const auto d = check(SourceText("plan.java", text));
    ASSERT_EQ(d.size(), count == 2 ? 1u : 2u) << text;
    for (const auto& f : d) EXPECT_EQ(f.rule, "JAVA-DUPLICATE-VARIABLE");
    EXPECT_EQ(d.back().offset, text.rfind("p0"));
  }
}

// §3 "Assignments to existing variables": a variable in parentheses is still that variable
// (JLS 15.26), so it is assigned, typed and held final as it is without them.
TEST(JavaOneFault, AVariableInParenthesesIsAssignedAsItself) {
  const std::string with_final = "    final String done = \"d\";\n    useText(done);\n";
  expect_each_draws(Rules{}, {"    (path) = \"b\";", "    ((path)) += \"b\";"});
  EXPECT_EQ(reported_rules(plan_with("    (path) = 1;")), Rules{"JAVA-TYPE-MISMATCH"});
  EXPECT_EQ(reported_rules(plan_with("    (other) = \"b\";")), Rules{"JAVA-UNDECLARED-VARIABLE"});
  EXPECT_EQ(reported_rules(plan_with(with_final + "    (done) = \"b\";")), Rules{"JAVA-FINAL-REASSIGNED"});
  EXPECT_EQ(reported_rules(plan_with("    (name()) = \"b\";")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
}

// §4 "All tool usage must go through the reserved `syscall` helper": reached through the
// class or a further name, the helper is used in another form, one JAVA-SYSCALL-FORM
// finding; the call it reaches is not also a foreign call. A call on a syscall's result is.
TEST(JavaOneFault, ASyscallInAnotherFormIsOneFinding) {
  expect_each_draws(Rules{"JAVA-SYSCALL-FORM"},
                    {R"(    ToolResult r = this.syscall.cloneRepo("m");)", R"(    ToolResult r = Plan.syscall.cloneRepo("m");)",
                     R"(    ToolResult r = syscall.git.cloneRepo("m");)", R"(    ToolResult r = this.syscall.repo.cloneRepo("m");)"});
  expect_each_draws(Rules{"JAVA-FOREIGN-CALL"}, {R"(    String s = syscall.cloneRepo("m").trim();)"});
  const std::string text = plan_with(R"(    ToolResult r = this.syscall.cloneRepo("m");)");
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].offset, text.find(".syscall.cloneRepo"));
  EXPECT_NE(d[0].message.find("not through this"), std::string::npos) << d[0].message;
}

// Round 5's reader: a second declaration's message says it is the second (it said
// "already declared here" at the second), an argument's names its parameter as one, and
// Object gets no guess at the plan type meant.
TEST(JavaOneFault, MessagesSayWhichDeclarationAndWhichParameter) {
  const auto only_message = [](const std::string& text) {
    const auto d = check(SourceText("plan.java", text));
    return d.size() == 1 ? d[0].message : "(" + std::to_string(d.size()) + " findings)";
  };
  const std::string twice = plan_with("    String repo = \"a\";\n    String repo = \"b\";");
  EXPECT_EQ(only_message(twice),
            "'repo' is declared again where the first is still visible (to change it, assign: repo = …)");
  EXPECT_EQ(only_message(plan_with("    ToolResult r = syscall.cloneRepo(1);")),
            "argument 1 of syscall.cloneRepo is Int, expected String (parameter 'ref')");
  EXPECT_EQ(only_message(plan_with("    ToolResult r = cloneRepo(\"m\");")),
            "'cloneRepo' is not a method of Plan: a syscall is called through syscall: syscall.cloneRepo(…)");
  EXPECT_EQ(only_message(plan_with("    ToolResult r = fetchAll(\"m\");")),
            "'fetchAll' is not a method of Plan: call only Plan's methods and syscall.name(…)");
  // A return's message says what the method is declared and what this return gives.
  const std::string mismatch = "public class Plan {\n  public void main() {\n    Int n = limit();\n  }\n"
                               "  private Int limit() {\n    return \"three\";\n  }\n}\n";
  EXPECT_EQ(only_message(mismatch), "method 'limit' is declared Int but this returns String");
  const std::string object = only_message(plan_with("    Object o = \"a\";"));
  EXPECT_EQ(object.find("the plan writes"), std::string::npos) << object;
  EXPECT_NE(only_message(plan_with("    CharSequence o = \"a\";")).find("the plan writes String"), std::string::npos);
}

// A call in parentheses is no statement (javac: "not a statement"), though it calls a plan
// method; the message says so, where it said the statement must call one.
TEST(JavaOneFault, ACallInParenthesesIsNoStatementAndSaysWhy) {
  const auto message_of = [](const std::string& statement) {
    const std::string text = plan_with(statement);
    const auto d = check(SourceText("plan.java", text));
    EXPECT_EQ(d.size(), 1u) << test::describe_text(text, d);
    EXPECT_EQ(d.empty() ? "" : d[0].rule, "JAVA-UNSUPPORTED-STATEMENT");
    return d.empty() ? std::string() : d[0].message;
  };
  EXPECT_EQ(message_of("    (fix());"), "a call in parentheses is not a statement (javac: not a statement); write the call alone");
  EXPECT_EQ(message_of("    (path + \"a\");"), "an expression statement must call a plan method or a syscall");
  EXPECT_EQ(reported_rules(plan_with("    fix();")), Rules{});
}

// A Map key that is no String, nested in another type: the message names the key type it
// found, since the type it points at may hold a String-keyed Map outside it.
TEST(JavaOneFault, ANestedMapKeyNamesTheKeyTypeItFound) {
  const std::string text = plan_with("    List<Map<Int, String>> shards = null;");
  const auto d = check(SourceText("plan.java", text));
  std::vector<std::string> invalid;
  for (const auto& x : d)
    if (x.rule == "JAVA-INVALID-TYPE") invalid.push_back(x.message);
  ASSERT_EQ(invalid.size(), 1u) << test::describe_text(text, d);
  EXPECT_EQ(invalid[0], "Map keys must be String: Map<String,T>, where a Map here has the key type 'Int'");
}

// Round 8's reader: a variable used past the loop that declared it, a second method with
// the same parameters, a main under another name, and where `finally` stands.
TEST(JavaOneFault, MessagesSayWhereScopeEndedWhatRepeatsAndWhereFinallyIs) {
  const auto only = only_finding;
  const std::string block = plan_with(
      "    try {\n      String ref = \"a\";\n      ToolResult r = syscall.cloneRepo(ref);\n    } catch (ToolError e) {\n"
      "      fix();\n    }\n    useText(ref);");
  EXPECT_EQ(only(block).message, "'ref' is declared in a block, loop or catch that has ended before this use");
  // A variable read in its own initializer is in scope but has no value yet (JLS 6.3).
  const std::string own = plan_with("    String s = s + \"a\";\n    useText(s);");
  EXPECT_EQ(only(own).message, "'s' is used in its own initializer, before it has a value (javac: might not have been initialized)");
  EXPECT_EQ(reported_rules(plan_with("    String s = path + \"a\";\n    String t = s + \"b\";\n    useText(t);")), Rules{});
  EXPECT_EQ(only(plan_with("    useText(ref);")).message, "'ref' is not declared before this use");
  const std::string later = plan_with("    useText(ref);\n    String ref = \"a\";");
  EXPECT_EQ(only(later).message, "'ref' is not declared before this use");
  // A declaration later in the same statement, or a loop variable read in its own header,
  // is not one whose scope ended (round 25's auditor).
  EXPECT_EQ(only(plan_with("    String a = ref, ref = \"x\";\n    useText(a + ref);")).message,
            "'ref' is not declared before this use");
  EXPECT_EQ(only(plan_with("    for (String ref : new String[] {ref}) {\n      useText(ref);\n    }")).message,
            "'ref' is not declared before this use");

  const std::string helper = "  private String name(String a) {\n    return a;\n  }\n";
  const std::string same = "public class Plan {\n  public void main() {\n    String n = name(\"x\");\n  }\n" + helper +
                           "  private Int name(String b) {\n    return 1;\n  }\n}\n";
  EXPECT_EQ(only(same).message, "a second method 'name' with the same parameters: every method of Plan has its own name");
  const std::string overload = "public class Plan {\n  public void main() {\n    String n = name(\"x\");\n  }\n" + helper +
                               "  private String name(String a, String b) {\n    return a;\n  }\n}\n";
  EXPECT_EQ(only(overload).message, "a second method 'name': every method of Plan has its own name (no overloads)");

  const std::string mains = "public class Plan {\n  public void mains() {\n    String a = \"a\";\n  }\n}\n";
  EXPECT_EQ(only(mains).message,
            "Plan has no main(): always include public void main() ('mains', line 2, is not named main)");
  const std::string mian = "public class Plan {\n  public void mian() {\n    String a = \"a\";\n  }\n}\n";
  EXPECT_EQ(only(mian).message,
            "Plan has no main(): always include public void main() ('mian', line 2, is not named main)");
  // `Main()` is the missing main's one finding, not also a name out of camelCase (as
  // CPL's D5); beside a main it is a badly named helper.
  const std::string capital = "public class Plan {\n  public void Main() {\n    String a = \"a\";\n  }\n}\n";
  EXPECT_EQ(only(capital).rule, "JAVA-MISSING-MAIN");
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() {\n  }\n  private void Main() {\n  }\n}\n"),
            Rules{"JAVA-METHOD-NAME-CASE"});
  const std::string run = "public class Plan {\n  public void run() {\n    String a = \"a\";\n  }\n}\n";
  EXPECT_EQ(only(run).message, "Plan has no main(): always include public void main()");

  const std::string finally = plan_with(
      "    try {\n      ToolResult r = syscall.cloneRepo(\"a\");\n    } catch (ToolError e) {\n      fix();\n    } finally {\n"
      "      fix();\n    }");
  EXPECT_EQ(only(finally).offset, finally.find("finally"));
}

// A main that says another return type is that one fault: its returns, with a value or
// without, and a body without one are not judged against either type. A void main that
// returns a value still does.
TEST(JavaOneFault, MainWithAnotherReturnTypeIsOneFinding) {
  const auto main_of = [](const std::string& type, const std::string& body) {
    return "public class Plan {\n  public " + type + " main() {\n    ToolResult repo = syscall.cloneRepo(\"m\");\n" + body +
           "  }\n}\n";
  };
  for (const char* body : {"    return repo;\n", "    return;\n", "", "    return \"x\";\n"})
    EXPECT_EQ(reported_rules(main_of("ToolResult", body)), Rules{"JAVA-MAIN-SIGNATURE"}) << body;
  EXPECT_EQ(reported_rules(main_of("void", "    return repo;\n")), Rules{"JAVA-RETURN-MISMATCH"});
  EXPECT_EQ(reported_rules(main_of("void", "    return;\n")), Rules{});
}

// Each type test is reported; a pattern variable declared twice in one block (as Java's
// flow scoping allows) is not also a duplicate.
TEST(JavaOneFault, EachTypeTestIsReportedAndItsVariableIsKnown) {
  EXPECT_EQ(reported_rules(plan_with("    if (path instanceof String s) {\n      useText(s);\n    }\n"
                                     "    if (path instanceof String s) {\n      useText(s);\n    }")),
            (Rules{"JAVA-UNSUPPORTED-EXPRESSION", "JAVA-UNSUPPORTED-EXPRESSION"}));
  // A variable the test does not declare is still undeclared.
  EXPECT_EQ(reported_rules(plan_with("    if (path instanceof String) {\n      useText(s);\n    }")),
            (Rules{"JAVA-UNSUPPORTED-EXPRESSION", "JAVA-UNDECLARED-VARIABLE"}));
}

TEST(JavaOneFault, AClassicForHeaderDeclaresItsVariableForTheBody) {
  expect_each_draws(Rules{"JAVA-UNSUPPORTED-STATEMENT"}, {
      "    for (Int i = 0; i < 3; i = i + 1) {\n      useText(path + i);\n    }",
      "    for (Int i = 0; i < 3; i = i + 1)\n      useText(path + i);",
      "    for (int i = 0; i < 3; i++) {\n      useText(path + i);\n    }",
      "    for (Int i = 0, j = 3; i < j; i = i + 1) {\n      useText(path + j);\n    }",
      "    for (Int i = 0; i < 3; i = i + 1) {\n      Int twice = i * 2;\n      useText(path + twice);\n    }",
      "    for (i = 0; i < 3; i = i + 1) {\n      useText(path);\n    }",
  });
  // The variable is the loop's: after it, or in the body under a second declaration, Java's
  // scoping still holds, and the body is still typed.
  EXPECT_EQ(reported_rules(plan_with("    for (Int i = 0; i < 3; i = i + 1) {\n      fix();\n    }\n    useText(path + i);")),
            (Rules{"JAVA-UNSUPPORTED-STATEMENT", "JAVA-UNDECLARED-VARIABLE"}));
  EXPECT_EQ(reported_rules(plan_with("    for (Int i = 0; i < 3; i = i + 1) {\n      Int i = 1;\n    }")),
            (Rules{"JAVA-UNSUPPORTED-STATEMENT", "JAVA-DUPLICATE-VARIABLE"}));
  EXPECT_EQ(reported_rules(plan_with("    for (Int i = 0; i < 3; i = i + 1) {\n      useText(i);\n    }")),
            (Rules{"JAVA-UNSUPPORTED-STATEMENT", "JAVA-ARGUMENT-TYPE-MISMATCH"}));
}

// A plan with `field` as Plan's first member and `statements` in its helper `step`.
std::string plan_with_field(const std::string& field, const std::string& statements) {
  const std::string text = plan_with(statements);
  const std::string head = "public class Plan {\n";
  return head + "  " + field + "\n" + text.substr(head.size());
}

TEST(JavaOneFault, AFieldIsTheMembersFaultAndItsUsesAreKnownNames) {
  const std::pair<const char*, const char*> broken[] = {
      {"private String label = \"x\";", "    useText(label);"},
      {"private String label = \"x\";", "    label = \"y\";"},
      {"private String label = \"x\";", "    String copy = label + path;\n    useText(copy);"},
      {"private static final String BRANCH = \"origin/main\";", "    ToolResult repo = syscall.cloneRepo(BRANCH);"},
      // A local may shadow a field, as in Java.
      {"private String label = \"x\";", "    String label = \"y\";\n    useText(label);"},
      // The field's type is not this rule's concern: an invalid one leaves its uses untyped.
      {"private int count = 0;", "    useText(path + count);\n    useText(count);"},
  };
  for (const auto& [field, s] : broken)
    EXPECT_EQ(reported_rules(plan_with_field(field, s)), Rules{"JAVA-NON-METHOD-MEMBER"}) << field << "\n" << s;
  // A name that is no field is still undeclared, and a field's declared type is checked.
  EXPECT_EQ(reported_rules(plan_with_field("private String label = \"x\";", "    useText(other);")),
            (Rules{"JAVA-NON-METHOD-MEMBER", "JAVA-UNDECLARED-VARIABLE"}));
  EXPECT_EQ(reported_rules(plan_with_field("private Int count = 0;", "    useText(count);")),
            (Rules{"JAVA-NON-METHOD-MEMBER", "JAVA-ARGUMENT-TYPE-MISMATCH"}));
  EXPECT_EQ(reported_rules(plan_with("    useText(label);")), Rules{"JAVA-UNDECLARED-VARIABLE"});
}

TEST(JavaOneFault, TheReceiverPassedToReflectionIsPartOfIt) {
  EXPECT_EQ(reported_rules(plan_with("    getClass().getMethod(\"fix\").invoke(this);")),
            (Rules{"JAVA-REFLECTION", "JAVA-REFLECTION", "JAVA-REFLECTION"}));
  // elsewhere `this` is still a value outside the subset
  EXPECT_EQ(reported_rules(plan_with("    useText(this);")), Rules{"JAVA-UNSUPPORTED-EXPRESSION"});
}

// D15: `this.helper(…)` invokes "another plan method" (§3), and is judged as `helper(…)`:
// valid where that is, and with the same rule where that is not.
TEST(JavaOneFault, ACallThroughThisIsJudgedAsTheUnqualifiedCall) {
  expect_each_draws(Rules{}, {"    this.useText(path);", "    this.useText(this.name());", "    String n = this.name() + path;",
                               "    this.fix();"});
  expect_each_draws(Rules{"JAVA-UNDEFINED-METHOD"}, {"    this.tidyUp();"});
  expect_each_draws(Rules{"JAVA-ARGUMENT-TYPE-MISMATCH"}, {"    this.useText(this.fix());"});
  expect_each_draws(Rules{"JAVA-ARITY-MISMATCH"}, {"    this.useText();"});
  expect_each_draws(Rules{"JAVA-FOREIGN-CALL"}, {"    super.useText(path);", "    this.name().trim();"});
}

TEST(JavaOneFault, AnUnqualifiedGetClassIsReflection) {
  expect_each_draws(Rules{"JAVA-REFLECTION"}, {
      "    String s = \"\" + getClass();",
      "    useText(\"\" + getClass());",
      "    getClass();",
      "    useText(\"\" + this.getClass());",
  });
  // Only getClass is Object's: other reflection names, unqualified, are no method of Plan.
  EXPECT_EQ(reported_rules(plan_with("    useText(\"\" + forName(path));")), Rules{"JAVA-UNDEFINED-METHOD"});
  EXPECT_EQ(reported_rules(plan_with("    useText(\"\" + name());")), Rules{});
}

// A plan whose helper `log` takes `params` and has `body`; main calls it with `call`.
std::string plan_with_log(const std::string& params, const std::string& body, const std::string& call) {
  return "public class Plan {\n  public void main() {\n    " + call + "\n  }\n  private void log(" + params +
         ") {\n" + body + "\n  }\n  private void useText(String text) {\n  }\n}\n";
}

TEST(JavaOneFault, AVarargsParameterIsAnArrayTypeOnly) {
  const std::string loop = "    for (String line : lines) {\n      useText(line);\n    }";
  EXPECT_EQ(reported_rules(plan_with_log("String... lines", loop, "log(\"a\", \"b\");")), Rules{"JAVA-INVALID-TYPE"});
  EXPECT_EQ(reported_rules(plan_with_log("String... lines", loop, "log();")), Rules{"JAVA-INVALID-TYPE"});
  EXPECT_EQ(reported_rules(plan_with_log("String... lines", "    useText(lines);", "log(\"a\");")), Rules{"JAVA-INVALID-TYPE"});
  EXPECT_EQ(reported_rules(plan_with_log("String first, Int... rest", "    useText(first);", "log(\"a\", 1, 2);")),
            Rules{"JAVA-INVALID-TYPE"});
  EXPECT_EQ(reported_rules(plan_with_log("int... counts", "    useText(\"n\");", "log(1, 2);")), Rules{"JAVA-INVALID-TYPE"});
  // main's parameters are JAVA-MAIN-SIGNATURE's alone.
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main(String... args) {\n  }\n}\n"), Rules{"JAVA-MAIN-SIGNATURE"});
  // A list parameter is a plan type, and its calls are checked.
  EXPECT_EQ(reported_rules(plan_with_log("List<String> lines", loop, "log(new String[] {\"a\", \"b\"});")), Rules{});
  EXPECT_EQ(reported_rules(plan_with_log("List<String> lines", loop, "log(\"a\", \"b\");")), Rules{"JAVA-ARITY-MISMATCH"});
}

// §2: "Methods may accept and return the following types: `Void`, …" (decision D2). A
// Void parameter holds what another Void parameter passes; a call of a Void method
// returns nothing to pass.
std::string plan_with_relay(const std::string& relay_body, const std::string& relay_params = "Void signal") {
  return "public class Plan {\n  public void main() {\n    useText(\"a\");\n  }\n  private void relay(" + relay_params +
         ") {\n" + relay_body + "\n  }\n  private void settle(Void signal) {\n  }\n"
         "  private void useText(String text) {\n  }\n}\n";
}

TEST(JavaOneFault, AVoidParameterIsAPlanType) {
  EXPECT_EQ(reported_rules(plan_with_relay("    settle(signal);")), Rules{});
  EXPECT_EQ(reported_rules(plan_with_relay("    useText(\"got \" + signal);")), Rules{});
  EXPECT_EQ(reported_rules(plan_with_relay("    settle(\"a\");")), Rules{"JAVA-ARGUMENT-TYPE-MISMATCH"});
  EXPECT_EQ(reported_rules(plan_with_relay("    settle(useText(\"a\"));")), Rules{"JAVA-ARGUMENT-TYPE-MISMATCH"});
  EXPECT_EQ(reported_rules(plan_with_relay("    useText(signal);")), Rules{"JAVA-ARGUMENT-TYPE-MISMATCH"});
  EXPECT_EQ(reported_rules(plan_with_relay("    Int n = signal + 1;")), Rules{"JAVA-TYPE-MISMATCH"});
  // Java's void is a return type only; a local variable is not a method's parameter.
  EXPECT_EQ(reported_rules(plan_with_relay("    settle(signal);", "void signal")), Rules{"JAVA-INVALID-TYPE"});
  EXPECT_EQ(reported_rules(plan_with_relay("    Void copy = signal;")), Rules{"JAVA-INVALID-TYPE"});
  EXPECT_EQ(reported_rules(plan_with_relay("    useText(\"x\");", "List<Void> signals")), Rules{"JAVA-INVALID-TYPE"});
}

// D4: §3's example `for (Patch patch : patches)` passes as a plan. Patch is a plan type in
// every place the others are, and not ToolResult; no other class name is.
TEST(JavaOneFault, TheExamplesPatchIsAPlanType) {
  const auto plan = [](const std::string& loop, const std::string& apply_param = "Patch patch") {
    return "public class Plan {\n  public void main() {\n    ToolResult repo = syscall.cloneRepo(\"origin/main\");\n"
           "    List<Patch> patches = findPatches(repo);\n" + loop + "\n  }\n  @Deferred\n"
           "  private List<Patch> findPatches(ToolResult repo);\n  @Deferred\n  private void applyPatch(" + apply_param +
           ");\n}\n";
  };
  EXPECT_EQ(reported_rules(plan("    for (Patch patch : patches) {\n      applyPatch(patch);\n    }")), Rules{});
  EXPECT_EQ(reported_rules(plan("    for (ToolResult patch : patches) {\n    }")), Rules{"JAVA-FOR-OVER-NON-LIST"});
  EXPECT_EQ(reported_rules(plan("    applyPatch(repo);")), Rules{"JAVA-ARGUMENT-TYPE-MISMATCH"});
  EXPECT_EQ(reported_rules(plan("    Patch first = repo;")), Rules{"JAVA-TYPE-MISMATCH"});
  for (const char* other : {"Commit patch", "PatchSet patch", "patch.Patch patch", "Patch[] patch", "Patch<String> patch"})
    EXPECT_EQ(reported_rules(plan("    String s = \"x\";", other)), Rules{"JAVA-INVALID-TYPE"}) << other;
}

// §2 lists `List<T>` and `Map<String,T>`: a plan that copies the letter is told that T
// stands for a type (stop 99's auditor read "'T' is not a plan type (…, List<T>, …)").
TEST(JavaOneFault, TheLetterTFromSection2IsToldToNameAType) {
  const auto plan = [](const std::string& element) {
    return "public class Plan {\n  public void main() {\n    ToolResult repo = syscall.cloneRepo(\"origin/main\");\n"
           "    List<" + element + "> found = collect(repo);\n  }\n  @Deferred\n"
           "  private List<String> collect(ToolResult repo);\n}\n";
  };
  const auto d = only_finding(plan("T"));
  EXPECT_EQ(d.rule, "JAVA-INVALID-TYPE");
  EXPECT_NE(d.message.find("'T' stands for a type"), std::string::npos) << d.message;
  EXPECT_EQ(reported_rules(plan("String")), Rules{});
  EXPECT_EQ(only_finding(plan("Thing")).message.find("stands for"), std::string::npos);
}

// `var` is told the plan's types a variable may have, without Void, which none may (D2;
// stop 100's auditor).
TEST(JavaOneFault, VarIsToldTheTypesAVariableMayHave) {
  const auto d = only_finding(plan_with("    var n = name();"));
  EXPECT_EQ(d.rule, "JAVA-INVALID-TYPE");
  EXPECT_EQ(d.message, "'var' hides the type: declare the variable with one of String, Int, Bool, ToolResult, List<T>, Map<String,T>");
}

// `syscall->cloneRepo(…)`: Java reads a lambda, and the message says how a syscall is
// called (stop 100's auditor).
TEST(JavaOneFault, AnArrowAfterSyscallSaysHowASyscallIsCalled) {
  const auto d = only_finding(plan_with("    ToolResult repo = syscall->cloneRepo(path);"));
  EXPECT_EQ(d.rule, "JAVA-LAMBDA");
  EXPECT_NE(d.message.find("a syscall is called syscall.name(…)"), std::string::npos) << d.message;
  const auto other = only_finding(plan_with("    useText(x -> x);"));
  EXPECT_NE(other.message.find("rely on helper methods"), std::string::npos) << other.message;
}

// §1 "Do not emit … explanations": a sentence that names the class is prose; the class
// is the one that starts its line. A class written out after prose on its line is still
// the class, and its nested class is not taken for it.
TEST(JavaOneFault, ProseNamingThePlanClassIsProse) {
  const std::string plan = "public class Plan {\n  public void main() {\n    ToolResult repo = syscall.cloneRepo(\"main\");\n  }\n}\n";
  EXPECT_EQ(reported_rules("Output exactly one public class Plan { } definition, so here it is:\n\n" + plan),
            Rules{"JAVA-PROSE-OUTSIDE-CLASS"});
  EXPECT_EQ(reported_rules("Here you go: public class Plan {\n  public void main() {\n  }\n"
                           "  private static class Helper {\n  }\n}\n"),
            (Rules{"JAVA-PROSE-OUTSIDE-CLASS", "JAVA-EXTRA-CLASS"}));
}

// §1 "Place every helper as a public or private method inside Plan": a helper written
// before or after the class is text outside it, and its message says to move it in. A
// call of it names a method Plan does not define (§7), a fault of its own.
TEST(JavaOneFault, AHelperOutsideTheClassIsToldToMoveIn) {
  const std::string plan = "public class Plan {\n  public void main() {\n    String s = greet(\"x\");\n  }\n}\n";
  const std::string helper = "private String greet(String name) {\n  return name;\n}\n";
  auto outside_message = [](const std::string& text) {
    for (const auto& d : check(SourceText("plan.java", text)))
      if (d.rule == "JAVA-PROSE-OUTSIDE-CLASS") return d.message;
    return std::string("(no JAVA-PROSE-OUTSIDE-CLASS)");
  };
  EXPECT_EQ(reported_rules(plan + helper), (Rules{"JAVA-UNDEFINED-METHOD", "JAVA-PROSE-OUTSIDE-CLASS"}));
  const std::string move_in = "place every helper as a public or private method inside Plan";
  for (const std::string& text :
       {plan + helper, helper + plan, plan + "@Deferred\nprivate Map<String, List<String>> collect(String root);\n",
        plan + "static ToolResult[] clone(String branch) throws ToolError {\n}\n"})
    EXPECT_NE(outside_message(text).find(move_in), std::string::npos) << text;
  for (const std::string& text :
       {plan + "Note that greet (the helper) is gone.\n", plan + "This plan clones the repo.\n",
        plan + "greet(\"x\");\n"})
    EXPECT_NE(outside_message(text).find("no explanations or commentary"), std::string::npos) << text;
}

// A '}' after the class closes nothing (javac: "class, interface, enum, or record
// expected"): a syntax error, not prose, as in the other dialects. Java allows a ';' there.
TEST(JavaOneFault, AStrayCloserAfterTheClassIsSyntax) {
  const std::string plan = "public class Plan {\n  public void main() {\n    ToolResult repo = syscall.cloneRepo(\"main\");\n  }\n}";
  for (const std::string stray : {"\n}\n", ")\n", "\n}\nThat is the plan.\n", " /* end */ ]"}) {
    const auto d = check(SourceText("plan.java", plan + stray));
    ASSERT_EQ(d.size(), 1u) << stray;
    EXPECT_EQ(d[0].rule, "JAVA-SYNTAX") << stray;
    EXPECT_EQ(d[0].offset, plan.size() + stray.find_first_of(")]}")) << stray;
    EXPECT_NE(d[0].message.find("closes nothing"), std::string::npos) << d[0].message;
  }
  EXPECT_EQ(reported_rules(plan + ";\n"), Rules{});
  EXPECT_EQ(reported_rules(plan + "\nThe class ends with }.\n"), Rules{"JAVA-PROSE-OUTSIDE-CLASS"});
  // The class before the closer is whole: what it holds is judged beside the closer
  // (round 14's reader found an invented syscall hidden by it); what follows is not read.
  const std::string faulty = "public class Plan {\n  public void main() {\n    ToolResult repo = syscall.deploy(\"main\");\n  }\n}";
  EXPECT_EQ(reported_rules(faulty + "\n}\n"), (Rules{"JAVA-UNKNOWN-SYSCALL", "JAVA-SYNTAX"}));
  EXPECT_EQ(reported_rules(faulty + "\n}\nimport java.util.List;\n"), (Rules{"JAVA-UNKNOWN-SYSCALL", "JAVA-SYNTAX"}));
}

TEST(JavaOneFault, ASynchronizedLockIsPartOfTheStatement) {
  EXPECT_EQ(reported_rules(plan_with("    synchronized (this) {\n      useText(path);\n    }")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
  EXPECT_EQ(reported_rules(plan_with("    synchronized (lock) {\n      useText(path);\n    }")), Rules{"JAVA-UNSUPPORTED-STATEMENT"});
  // Its body is still judged.
  EXPECT_EQ(reported_rules(plan_with("    synchronized (this) {\n      useText(missing);\n    }")),
            (Rules{"JAVA-UNSUPPORTED-STATEMENT", "JAVA-UNDECLARED-VARIABLE"}));
}

// A constructor's call of another (`super(m)`, `this(…)`) and a record's compact
// constructor parse, as javac parses them: the class or constructor around them is the
// one finding, not JAVA-SYNTAX (stop 99's auditor).
TEST(JavaOneFault, ConstructorsOfEveryFormAreTheirMembersFaultOnly) {
  const std::string main = "public class Plan {\n  public void main() {\n    fix();\n  }\n  private void fix() {\n  }\n";
  EXPECT_EQ(reported_rules(main + "}\nclass FixError extends RuntimeException {\n  FixError(String m) { super(m); }\n}\n"),
            Rules{"JAVA-EXTRA-CLASS"});
  EXPECT_EQ(reported_rules(main + "  public Plan() { super(); }\n}\n"), Rules{"JAVA-NON-METHOD-MEMBER"});
  EXPECT_EQ(reported_rules(main + "  public Plan() { this(\"origin/main\"); }\n}\n"), Rules{"JAVA-NON-METHOD-MEMBER"});
  EXPECT_EQ(reported_rules(main + "  record Rewrite(String path, String before) {\n    Rewrite {\n      fix();\n    }\n"
                                  "    Rewrite(String path) { this(path, \"teh\"); }\n  }\n}\n"),
            Rules{"JAVA-EXTRA-CLASS"});
  // Outside a constructor such a call is no call of Plan's method.
  EXPECT_EQ(reported_rules(plan_with("    super(\"x\");")), Rules{"JAVA-UNDEFINED-METHOD"});
}

// `Plan.fix()` and `this.<String>name()` are Plan's methods called in a form D15 does not
// read as a plain call: JAVA-FOREIGN-CALL, saying how to call them (stop 99's auditor
// found the message claiming a method outside Plan).
TEST(JavaOneFault, PlansMethodThroughItsClassNameSaysToCallItByName) {
  for (const char* statement : {"    Plan.fix();", "    String n = this.<String>name();"}) {
    const auto d = only_finding(plan_with(statement));
    EXPECT_EQ(d.rule, "JAVA-FOREIGN-CALL") << statement;
    EXPECT_NE(d.message.find("call Plan's methods by name"), std::string::npos) << d.message;
  }
  const auto other = only_finding(plan_with("    Other.fix();"));
  EXPECT_NE(other.message.find("calls a method outside Plan"), std::string::npos) << other.message;
}

TEST(JavaOneFault, AnExtraClassUsedAsATypeIsTheClasssFaultOnly) {
  const std::string helper = "  @Deferred\n  private Helper helper();\n";
  const std::string nested = "public class Plan {\n  public void main() {\n    Helper h = helper();\n  }\n" + helper +
                             "  private void take(List<Helper> all, Map<String, Helper> byName) {\n  }\n"
                             "  private static class Helper {\n  }\n}\n";
  EXPECT_EQ(reported_rules(nested), Rules{"JAVA-EXTRA-CLASS"});
  const std::string second = "public class Plan {\n  public void main() {\n    Helper h = helper();\n  }\n" + helper +
                             "}\nclass Helper {\n}\n";
  EXPECT_EQ(reported_rules(second), Rules{"JAVA-EXTRA-CLASS"});
  const std::string local = "public class Plan {\n  public void main() {\n    class Local {\n    }\n"
                            "    Local l = local();\n  }\n  @Deferred\n  private Local local();\n}\n";
  EXPECT_EQ(reported_rules(local), (Rules{"JAVA-EXTRA-CLASS"}));
  // Other faults of the type are still the type's: an array of the class, an unknown class.
  const std::string array = "public class Plan {\n  public void main() {\n  }\n  private void take(Helper[] all) {\n  }\n"
                            "  private void patch(Commit c) {\n  }\n  private static class Helper {\n  }\n}\n";
  EXPECT_EQ(reported_rules(array), (Rules{"JAVA-INVALID-TYPE", "JAVA-INVALID-TYPE", "JAVA-EXTRA-CLASS"}));
  // A class inside a local class, or inside a class nested in another top-level class.
  const std::string deep_local = "public class Plan {\n  public void main() {\n    class Local {\n      class Inner {\n"
                                 "      }\n    }\n  }\n  @Deferred\n  private Inner inner();\n}\n";
  EXPECT_EQ(reported_rules(deep_local), (Rules{"JAVA-EXTRA-CLASS"}));
  const std::string deep_second = "public class Plan {\n  public void main() {\n  }\n  @Deferred\n  private Inner inner();\n}\n"
                                  "class Helper {\n  void make() {\n    class Inner {\n    }\n  }\n}\n";
  EXPECT_EQ(reported_rules(deep_second), (Rules{"JAVA-EXTRA-CLASS"}));
}

// D3: a Plan nested in another top-level type is the type named Plan, judged as the plan;
// the type around it is the extra one. Until stop 100 the outer type was taken for the
// plan: JAVA-MISSING-PLAN-CLASS, a false "Outer has no main()" and the nested Plan extra.
TEST(JavaOneFault, APlanNestedInAnotherClassIsThePlanAndTheOuterClassIsExtra) {
  const auto outer = [](const std::string& plan_header, const std::string& main_body) {
    return "public class Outer {\n  " + plan_header + " {\n    public void main() {\n" + main_body +
           "    }\n  }\n}\n";
  };
  const std::string clone = "      ToolResult repo = syscall.cloneRepo(\"origin/main\");\n";
  for (const char* header : {"public class Plan", "public static class Plan", "static class Plan"}) {
    const auto d = only_finding(outer(header, clone));
    EXPECT_EQ(d.rule, "JAVA-EXTRA-CLASS") << header;
    EXPECT_EQ(d.offset, 0u) << header;
    EXPECT_NE(d.message.find("Plan is nested in class 'Outer'"), std::string::npos) << d.message;
  }
  // The nested Plan's methods are judged as the plan's.
  EXPECT_EQ(reported_rules(outer("public class Plan", "      syscall.deleteRepo(\"x\");\n")),
            (Rules{"JAVA-EXTRA-CLASS", "JAVA-UNKNOWN-SYSCALL"}));
  // A top-level Plan stays the plan: a Plan nested in another class beside it is extra.
  const std::string both = "public class Plan {\n  public void main() {\n  }\n}\nclass Outer {\n  class Plan {\n  }\n}\n";
  EXPECT_EQ(reported_rules(both), Rules{"JAVA-EXTRA-CLASS"});
  // No Plan anywhere: the one type is judged as Plan under its wrong name, as before.
  EXPECT_EQ(reported_rules("public class Outer {\n  public void main() {\n  }\n}\n"), Rules{"JAVA-MISSING-PLAN-CLASS"});
}

// A declaration written as a constructor under another name than its class's is a method
// whose return type is missing (javac: "return type required"): main's signature, or a
// helper's type, and the helper is still the method its calls name (stop 100's auditor
// found "Plan has no main()", "a constructor" and an undefined method).
TEST(JavaOneFault, AMethodWithoutAReturnTypeIsThatMethodMissingItsType) {
  const auto d = only_finding("public class Plan {\n  public main() {\n    ToolResult repo = syscall.cloneRepo(\"main\");\n  }\n}\n");
  EXPECT_EQ(d.rule, "JAVA-MAIN-SIGNATURE");
  EXPECT_NE(d.message.find("main has no return type"), std::string::npos) << d.message;
  const auto helper = only_finding(plan_with("    prepare(path);"));
  EXPECT_EQ(helper.rule, "JAVA-UNDEFINED-METHOD");
  const std::string with_helper = "public class Plan {\n  public void main() {\n    prepare(\"a\");\n  }\n"
                                  "  private prepare(String path) {\n  }\n}\n";
  const auto missing = only_finding(with_helper);
  EXPECT_EQ(missing.rule, "JAVA-INVALID-TYPE");
  EXPECT_EQ(missing.offset, with_helper.find("prepare(String"));
  EXPECT_NE(missing.message.find("no return type"), std::string::npos) << missing.message;
  // A constructor of Plan is still one.
  EXPECT_EQ(reported_rules("public class Plan {\n  public Plan() {\n  }\n  public void main() {\n  }\n}\n"),
            Rules{"JAVA-NON-METHOD-MEMBER"});
}

// "Option A: … Option B: …": a class after the prose that follows the first is a second
// class of the source, beside that prose (stop 100's auditor found it prose alone), and
// printed with it (its fuzzer found the verdict changed by printing when the finding came
// from the text around the tree). A sentence that names the class stays prose.
TEST(JavaOneFault, AClassAfterTheProseThatFollowsThePlanIsASecondClass) {
  const std::string plan = "public class Plan {\n  public void main() {\n    ToolResult repo = syscall.cloneRepo(\"main\");\n  }\n}\n";
  const std::string text = "Option A:\n" + plan + "\nOption B:\n" + plan;
  EXPECT_EQ(reported_rules(text), (Rules{"JAVA-PROSE-OUTSIDE-CLASS", "JAVA-PROSE-OUTSIDE-CLASS", "JAVA-EXTRA-CLASS"}));
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[2].offset, text.rfind("public class Plan"));
  EXPECT_EQ(reported_rules(plan + "And a helper:\nclass Util {\n}\n"), (Rules{"JAVA-PROSE-OUTSIDE-CLASS", "JAVA-EXTRA-CLASS"}));
  EXPECT_EQ(reported_rules(plan + "Note: the public class Plan above clones the repo.\n"), Rules{"JAVA-PROSE-OUTSIDE-CLASS"});
}

TEST(JavaOneFault, ALocalClassIsAnExtraClassInsideEveryKindOfStatement) {
  // The unsupported statement around it is a fault of its own; the class is reported too.
  const char* holders[] = {
      "    while (true) {\n      class Local {\n      }\n    }",
      "    do {\n      class Local {\n      }\n    } while (true);",
      "    for (Int i = 0; i < 2; i = i + 1) {\n      class Local {\n      }\n    }",
      "    synchronized (this) {\n      class Local {\n      }\n    }",
      "    switch (path) {\n      case \"a\":\n        class Local {\n        }\n    }",
  };
  for (const char* s : holders) {
    const auto rules = reported_rules(plan_with(s));
    EXPECT_EQ(std::count(rules.begin(), rules.end(), "JAVA-EXTRA-CLASS"), 1) << s;
    EXPECT_EQ(std::count(rules.begin(), rules.end(), "JAVA-UNSUPPORTED-STATEMENT"), 1) << s;
  }
  EXPECT_EQ(reported_rules(plan_with("    try {\n      fix();\n    } catch (ToolError e) {\n      fix();\n    } finally {\n"
                               "      class Local {\n      }\n    }")),
            (Rules{"JAVA-TRY-FORM", "JAVA-EXTRA-CLASS"}));
  EXPECT_EQ(reported_rules(plan_with("    if (true) {\n      class Local {\n      }\n    }")), Rules{"JAVA-EXTRA-CLASS"});
  EXPECT_EQ(reported_rules(plan_with("    fix();")), Rules{});
}

// Seed "compilable Java source": Java reads unicode escapes before anything else, so a
// backslash-u without four hex digits breaks the source even in a comment (javac:
// "illegal unicode escape"); an escaped backslash before the u is no escape.
TEST(JavaOneFault, AnIllegalUnicodeEscapeInACommentIsASyntaxError) {
  const std::string bad = "    // the clone goes to C:\\users\\me\n    fix();";
  const std::string text = plan_with(bad);
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "JAVA-SYNTAX");
  EXPECT_EQ(d[0].offset, text.find("\\users"));
  EXPECT_NE(d[0].message.find("illegal unicode escape"), std::string::npos) << d[0].message;
  expect_each_draws(Rules{"JAVA-SYNTAX"}, {"    /* C:\\util */\n    fix();", "    // \\\\\\u12\n    fix();",
                                           "    // \\u\n    fix();"});
  expect_each_draws(Rules{}, {"    // C:\\\\users (an escaped backslash)\n    fix();", "    // caf\\u00e9 and \\uuu0041\n    fix();",
                              "    String p = \"C:\\\\users\";\n    useText(p);"});
}

// Seed "compilable Java source": a unicode escape is read before the literal around it
// (JLS 3.3), so one that writes a quote, a backslash or a line end changes the literal,
// and where the source then does not compile it is a syntax error at that escape.
// javac agrees on each case below.
TEST(JavaOneFault, AUnicodeEscapeThatEndsALiteralIsASyntaxError) {
  const std::string quote = R"(    String s = "say \u0022hi\u0022";)" "\n    useText(s);";
  const std::string text = plan_with(quote);
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "JAVA-SYNTAX");
  EXPECT_EQ(d[0].offset, text.find("\\u0022"));
  EXPECT_NE(d[0].message.find("in a literal write \\\""), std::string::npos) << d[0].message;
  // `\u005cu0041` is `\u0041` as javac reads it, whose backslash an escape wrote: no
  // escape of its own, so the literal holds `\u`, an illegal escape (javac agrees).
  expect_each_draws(Rules{"JAVA-SYNTAX"}, {R"(    useText("a" + "\u000a");)", R"(    useText("\u005cq");)",
                                           R"(    useText("\u005cu0041");)",
                                           R"(    // ends here\u000a then code
    fix();)"});
  expect_each_draws(Rules{}, {R"(    useText("it\u0027s");)", R"(    useText("\u005cn");)", R"(    useText("\u005c\u005c");)",
                              R"(    useText("a\u005c\u0022b");)",
                              R"(    useText("\\u0022");)", R"(    useText("\\u0041");)",
                              R"(    // a \u005cu0041 in a line comment
    fix();)", R"(    /* a \u0022 in a block comment */
    fix();)", R"(    // a \u0022 in a line comment
    fix();)"});
  // The escapes are read once: a backslash an escape wrote starts no escape of its own,
  // so a long run of them is one more parse, not one per escape.
  std::string run;
  for (int i = 0; i < 20000; ++i) run += R"(\u005cu005c)";
  const std::string long_run = plan_with("    useText(\"" + run + R"(\u0022");)");
  const auto many = check(SourceText("plan.java", long_run));
  ASSERT_EQ(many.size(), 1u);
  EXPECT_EQ(many[0].rule, "JAVA-SYNTAX");
}

// "All tool usage must go through the reserved syscall helper": the helper written in
// another form is JAVA-SYSCALL-FORM's one finding, and the call it reaches is not also a
// foreign call or an undefined method (round 20's reader); what reflection returns is part
// of the reflection.
TEST(JavaOneFault, TheSyscallHelperInAnotherFormIsThatFormOnly) {
  expect_each_draws(Rules{"JAVA-SYSCALL-FORM"}, {
      "    ToolResult repo = (syscall).cloneRepo(path);",
      "    ToolResult repo = ((syscall)).cloneRepo(path);",
      "    ToolResult repo = syscall().cloneRepo(path);",
      "    syscall(\"cloneRepo\", path);",
      "    ToolResult repo = this.syscall.cloneRepo(path);",
  });
  // A method Plan declares under the name is reported where it is declared; its calls are
  // calls of it.
  const std::string declared = "public class Plan {\n  public void main() {\n    syscall(\"a\");\n    syscall(\"b\");\n  }\n"
                               "  private void syscall(String path) {\n  }\n}\n";
  const auto once = check(SourceText("plan.java", declared));
  ASSERT_EQ(once.size(), 1u);
  EXPECT_EQ(once[0].rule, "JAVA-SYSCALL-FORM");
  EXPECT_EQ(once[0].offset, declared.find("syscall(String"));
  const std::string text = plan_with("    ToolResult repo = (syscall).cloneRepo(path);");
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].offset, text.find("(syscall)"));
  EXPECT_EQ(d[0].message, "syscall is used only as syscall.name(…), not in parentheses");
  expect_each_draws(Rules{"JAVA-REFLECTION"}, {
      "    useText(getClass().getSimpleName());",
      "    useText(Plan.class.getName());",
      "    useText(path.getClass().getCanonicalName());",
  });
  // Must still trip: a call on what no reflection or syscall returned.
  expect_each_draws(Rules{"JAVA-FOREIGN-CALL"}, {
      "    useText(path.trim());",
      "    useText((path).trim());",
      "    useText(name().trim());",
  });
}

// One fault of the class's access, one finding: `protected class Plan` is reported at
// `protected`, not also as a class that is not public.
TEST(JavaOneFault, PlanWithAnotherAccessIsThatModifierOnly) {
  const std::string body = " class Plan {\n  public void main() {\n  }\n}\n";
  for (const char* access : {"protected", "private"}) {
    const std::string text = access + body;
    const auto d = check(SourceText("plan.java", text));
    ASSERT_EQ(d.size(), 1u) << text;
    EXPECT_EQ(d[0].rule, "JAVA-PLAN-DECLARATION");
    EXPECT_EQ(d[0].message, std::string("'") + access + "' on Plan: write public class Plan");
  }
  EXPECT_EQ(reported_rules("class Plan {\n  public void main() {\n  }\n}\n"), Rules{"JAVA-PLAN-DECLARATION"});
  EXPECT_EQ(reported_rules("static" + body), (Rules{"JAVA-PLAN-DECLARATION", "JAVA-PLAN-DECLARATION"}));
}

// A number that is no Int literal is named for what it is.
TEST(JavaOneFault, ANumberThatIsNoIntSaysWhatItIs) {
  const std::pair<const char*, const char*> numbers[] = {
      {"1.5", "'1.5' is a floating-point literal, not an Int"},
      {"0.5f", "'0.5f' is a floating-point literal, not an Int"},
      {"1e3", "'1e3' is a floating-point literal, not an Int"},
      {"2D", "'2D' is a floating-point literal, not an Int"},
      {"0x1p3", "'0x1p3' is a floating-point literal, not an Int"},
      {"60L", "'60L' is a long literal, not an Int"},
      {"2147483648", "'2147483648' is beyond Int's range (at most 2147483647)"},
      {"0x1_0000_0000", "'0x1_0000_0000' is beyond Int's 32 bits"},
      {"1_", "'1_' is not an Int literal"},
      {"0x_3", "'0x_3' is not an Int literal"},
      {"09", "'09' is not an Int literal"},
      {"1_L", "'1_L' is not an Int literal"},
      // javac's scanner takes a '.' after digits as the point (round 24's auditor: these
      // were a syntax error, and 1.e3 a field access)
      {"5.", "'5.' is a floating-point literal, not an Int"},
      {"1.e3", "'1.e3' is a floating-point literal, not an Int"},
      {"2.f", "'2.f' is a floating-point literal, not an Int"},
      // a sign after a hexadecimal's p is its exponent's (round 25's auditor)
      {"0x1p-3", "'0x1p-3' is a floating-point literal, not an Int"},
      // a point may start a floating literal (JLS 3.10.2; stop 97's auditor: a syntax error)
      {".5", "'.5' is a floating-point literal, not an Int"},
      {".5e1f", "'.5e1f' is a floating-point literal, not an Int"},
  };
  for (const auto& [number, message] : numbers) {
    const std::string text = plan_with(std::string("    Int n = ") + number + ";\n    useText(path + n);");
    const auto d = check(SourceText("plan.java", text));
    ASSERT_EQ(d.size(), 1u) << number;
    EXPECT_EQ(d[0].rule, "JAVA-LITERAL");
    EXPECT_EQ(d[0].message.substr(0, d[0].message.find(':')), message) << number;
  }
  EXPECT_EQ(reported_rules(plan_with("    Int n = 0xFFFF_FFFF;\n    useText(path + n);")), Rules{});
  // In a hexadecimal, e is a digit: 0x1e+2 is 0x1e plus 2, as javac reads it.
  EXPECT_EQ(reported_rules(plan_with("    Int n = 0x1e+2;\n    useText(path + n);")), Rules{});
}

// A package or import whose name is split across lines, with blanks or comments around its
// dots, is still that statement (javac reads it so), not prose before the class (round
// 20's reader); prose that starts with the word is prose.
TEST(JavaOneFault, APackageOrImportWithItsNameAcrossLinesIsThatStatement) {
  const std::string plan = "public class Plan {\n    public void main() {\n        syscall.cloneRepo(\"x\");\n    }\n}\n";
  for (const char* package : {"package\n    com.acme\n    .plans;\n", "package com . acme /* team */ . plans ;\n",
                              "package com.acme.\n    plans;\n"})
    EXPECT_EQ(reported_rules(package + plan), Rules{"JAVA-PACKAGE"}) << package;
  for (const char* import : {"import java.util\n    .List;\n", "import static java.util.\n    Collections.*;\n",
                             "import java.util.\t*;\n"})
    EXPECT_EQ(reported_rules(import + plan), Rules{"JAVA-IMPORT"}) << import;
  for (const char* prose : {"Import the plan below.\n", "package the plan as follows.\n", "import java.util:\n"})
    EXPECT_EQ(reported_rules(prose + plan), Rules{"JAVA-PROSE-OUTSIDE-CLASS"}) << prose;
  // Before a syntax error the header is still read, a name joined across its trivia too (the
  // fuzz smoke found the header read without the text store that joining needs).
  const std::string cut = plan.substr(0, plan.rfind('}'));
  for (const char* header : {"package\n    com.acme\n    .plans;\n", "import java . util . List;\n"})
    EXPECT_EQ(reported_rules(header + cut), (Rules{std::string(header).starts_with("package") ? "JAVA-PACKAGE" : "JAVA-IMPORT",
                                                   "JAVA-SYNTAX"}))
        << header;
}

// "Do not emit package statements, imports": they are faults whatever follows them, so a
// syntax error later in the text (a plan cut off before its last '}', the likeliest way an
// LLM's output breaks) does not hide them (round 14's reader). What stands after them is
// still not judged past a syntax error.
TEST(JavaOneFault, APackageAndImportsBeforeASyntaxErrorAreStillReported) {
  const std::string header = "package plans;\nimport java.util.List;\nimport java.util.Map;\n";
  const std::string cut = "public class Plan {\n    public void main() {\n        ToolResult r = syscall.deploy(\"x\");\n    }\n";
  const std::string text = header + cut;
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 4u) << test::describe_text(text, d);
  EXPECT_EQ(d[0].rule, "JAVA-PACKAGE");
  EXPECT_EQ(d[0].offset, 0u);
  EXPECT_EQ(d[1].rule, "JAVA-IMPORT");
  EXPECT_EQ(d[1].offset, text.find("import"));
  EXPECT_EQ(d[2].rule, "JAVA-IMPORT");
  EXPECT_EQ(d[2].offset, text.rfind("import"));
  EXPECT_EQ(d[3].rule, "JAVA-SYNTAX");
  EXPECT_EQ(d[3].offset, text.size());
  // A syntax error inside the header is that error alone; so is one with no header.
  EXPECT_EQ(reported_rules("package plans.;\n" + cut + "}\n"), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules("import java.util.List;\nimport java.util.;\n" + cut + "}\n"), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules(cut), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules("import java.util.List;\n" + cut + "}\n}\n"),
            (Rules{"JAVA-IMPORT", "JAVA-UNKNOWN-SYSCALL", "JAVA-SYNTAX"}));
}

// An illegal escape in a comment before the class is javac's error too ("anywhere in the
// source"); it was looked for from the class on, and with it unseen no escape was read, so
// a `\u000a` could hide code. In prose before the class it is the prose's fault alone.
TEST(JavaOneFault, AnIllegalEscapeInACommentBeforeTheClassIsASyntaxError) {
  const std::string header = "// see C:\\users\\me\n";
  const std::string text = header + plan_with("    // note \\u000a syscall.zap();\n    fix();");
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u) << test::describe_text(text, d);
  EXPECT_EQ(d[0].rule, "JAVA-SYNTAX");
  EXPECT_EQ(d[0].offset, text.find("\\users"));
  EXPECT_EQ(reported_rules("/** Plan, see C:\\users. */\n" + plan_with("    fix();")), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules("It saves to C:\\users\\me.\n\n" + plan_with("    fix();")), Rules{"JAVA-PROSE-OUTSIDE-CLASS"});
  EXPECT_EQ(reported_rules("// see C:\\\\users\n" + plan_with("    fix();")), Rules{});
}

// A text block has a string's escapes and `\` before a line break; any other escape (a
// Windows path, a regex's `\d`) is javac's "illegal escape character", as in a string.
TEST(JavaOneFault, ATextBlockTakesOnlyJavasEscapes) {
  const auto block = [](const std::string& line) {
    return "    String t = \"\"\"\n        " + line + "\n        \"\"\";\n    useText(t);";
  };
  for (const std::string bad : {"C:\\dir", "match \\d+", "\\q", "\\8", "\\x41"})
    EXPECT_EQ(reported_rules(plan_with(block(bad))), Rules{"JAVA-SYNTAX"}) << bad;
  for (const std::string good : {"a \\\"\"\" quote", "tab\\tend\\s", "joined \\", "octal \\101 \\0", "C:\\\\dir"})
    EXPECT_EQ(reported_rules(plan_with(block(good))), Rules{}) << good;
}

// `_` alone is a keyword since Java 9 (javac 17: "as of release 9, '_' is a keyword"); a
// name that starts with it is a name.
TEST(JavaOneFault, AnUnderscoreAloneIsNoName) {
  expect_each_draws(Rules{"JAVA-SYNTAX"}, {"    String _ = path;\n    useText(_);", "    for (String _ : java.util.List.of(path)) {\n      fix();\n    }"});
  expect_each_draws(Rules{}, {"    String _path = path;\n    useText(_path);", "    String path_ = path;\n    useText(path_);"});
}

// An escape that ends a literal or a comment uncovers code, and that code is what javac
// compiles: it is judged, where it used to be read as the literal or comment it hid in
// whenever the text as written parsed too.
TEST(JavaOneFault, CodeAUnicodeEscapeUncoversIsJudged) {
  expect_each_draws(Rules{"JAVA-UNKNOWN-SYSCALL"},
                    {R"(    String s = "\u0022; syscall.deleteRepo(\u0022x\u0022); String t = \u0022";
    useText(s + t);)"});
  expect_each_draws(Rules{"JAVA-UNSUPPORTED-STATEMENT"}, {R"(    Bool go = true;
    // note \u000a while (go) { fix(); }
    fix();)", R"(    Bool go = true;
    // note \u000d while (go) { fix(); }
    fix();)"});
  const std::string text = plan_with(R"(    Bool go = true;
    // tidy \u000a while (go) { fix(); }
    fix();)");
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].offset, text.find("while"));
  // Neighbours: the same words inside a literal or comment no escape ends.
  expect_each_draws(Rules{}, {R"(    String s = "; syscall.deleteRepo(\"x\"); String t = ";
    useText(s);)", R"(    Bool go = true;
    // note \u0041 while (go) { fix(); }
    fix();)"});
}

// Seed "compilable Java source": javac reads unicode escapes before the tokens (JLS 3.3),
// so an escape in a name or a keyword is that name or keyword. The text is judged as
// javac reads it, and each finding placed in the text as written.
TEST(JavaOneFault, AUnicodeEscapeInANameIsReadAsJavacReadsIt) {
  expect_each_draws(Rules{}, {R"(    String fil\u0065 = path + "\u00e9";
    useText(file);)",
                              R"(    useText(pat\u0068);)", R"(    \u0053tring s = name();
    useText(s);)",
                              R"(    useText(\u0022quoted by escapes\u0022);)", R"(    useTe\uuu0078t(path);)"});
  const std::string text = plan_with(R"(    \u0053tring s\u0031 = 5;)");
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "JAVA-TYPE-MISMATCH");
  EXPECT_EQ(d[0].offset, text.find("5;"));
  EXPECT_NE(d[0].message.find("'s1'"), std::string::npos) << d[0].message;
  // An illegal escape anywhere is javac's first error; a name javac would not read is
  // still a syntax error.
  expect_each_draws(Rules{"JAVA-SYNTAX"}, {"    String fil\\u0065 = path;\n    // C:\\users\n    fix();",
                                           "    String fil\\u002e = path;"});
  // Two escaped halves of a surrogate pair are the one character they encode, in a name as
  // written raw (round 25's auditor found each read as U+FFFD); a half alone is no letter.
  expect_each_draws(Rules{}, {"    String \\uD835\\uDCB3 = path;\n    useText(\\uD835\\uDCB3 + \"\\uD83D\\uDE00\");",
                              "    String \\uD835\\uDCB3 = path;\n    useText(\U0001D4B3);"});
  expect_each_draws(Rules{"JAVA-SYNTAX"}, {"    String \\uD835 = path;", "    String \\uDCB3\\uD835 = path;"});
}

// JAVA-METHOD-VISIBILITY stands where visibility is written: at `protected`, or where the
// header starts after its annotations (round 14's reader found it on the @Override line).
TEST(JavaOneFault, AMissingOrWrongVisibilityIsReportedInTheHeader) {
  const auto with_helper = [](const std::string& h) {
    return "public class Plan {\n  public void main() {\n    fix();\n  }\n" + h + "}\n";
  };
  for (const auto& [helper, at] : std::vector<std::pair<std::string, std::string>>{
           {"  @Deferred\n  protected void fix();\n", "protected"},
           {"  @Deferred\n  void fix();\n", "void fix"},
           {"  @Deferred\n  static void fix();\n", "static"},
           {"  @Deferred\n  <T> void fix();\n", "T> void"},
           {"  void fix() {\n  }\n", "void fix"},
           {"  @Deferred public private void fix();\n", "public private"}}) {
    const std::string text = with_helper(helper);
    const auto d = check(SourceText("plan.java", text));
    const auto v = std::find_if(d.begin(), d.end(), [](const Diagnostic& x) { return x.rule == "JAVA-METHOD-VISIBILITY"; });
    ASSERT_NE(v, d.end()) << helper;
    EXPECT_EQ(v->offset, text.find(at)) << helper;
  }
}

// §2 "every helper as a `public` or `private` method": not both. A modifier written twice
// does not compile (javac's parser: "repeated modifier"), on Plan, main or a helper.
TEST(JavaOneFault, AHelperIsPublicOrPrivateOnceAndNotBoth) {
  const std::string helper = "  private void fix() {\n  }\n";
  auto with_helper = [&](const std::string& h) {
    return "public class Plan {\n  public void main() {\n    fix();\n  }\n" + h + "}\n";
  };
  EXPECT_EQ(reported_rules(with_helper(helper)), Rules{});
  EXPECT_EQ(reported_rules(with_helper("  public private void fix() {\n  }\n")), Rules{"JAVA-METHOD-VISIBILITY"});
  EXPECT_EQ(reported_rules(with_helper("  private public void fix() {\n  }\n")), Rules{"JAVA-METHOD-VISIBILITY"});
  EXPECT_EQ(reported_rules(with_helper("  private private void fix() {\n  }\n")), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules(with_helper("  @Deferred\n  public public void fix();\n")), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules("public class Plan {\n  public public void main() {\n  }\n}\n"), Rules{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules("public public class Plan {\n  public void main() {\n  }\n}\n"), Rules{"JAVA-SYNTAX"});
  const std::string text = with_helper("  private private void fix() {\n  }\n");
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].offset, text.find("private void fix"));
  EXPECT_NE(d[0].message.find("repeated modifier"), std::string::npos) << d[0].message;
}

// A variable takes final, once, and annotations: any other modifier does not compile
// (javac's parser), on a local, a parameter or a loop variable (round 24's auditor found
// them accepted); a catch parameter's are JAVA-TRY-FORM's (D12).
TEST(JavaOneFault, AVariableTakesOnlyFinal) {
  expect_each_draws(Rules{"JAVA-SYNTAX"}, {"    static String s = path;\n    useText(s);", "    private String s = path;\n    useText(s);",
                     "    final final String s = path;\n    useText(s);",
                     "    for (transient String s : new String[] {path}) {\n      useText(s);\n    }"});
  expect_each_draws(Rules{}, {"    final String s = path;\n    useText(s);",
                     "    for (final String s : new String[] {path}) {\n      useText(s);\n    }"});
  const std::string param = plan_with_fix("static String path", "");
  const auto d = only_finding(param);
  EXPECT_EQ(d.rule, "JAVA-SYNTAX");
  EXPECT_EQ(d.offset, param.find("static"));
  EXPECT_EQ(d.message, "'static' is not a modifier of a parameter: Java allows only final there");
  EXPECT_EQ(reported_rules(plan_with_fix("final String path", "")), Rules{});
}

// A map factory written with its package is the manual map it builds, not a foreign call
// (round 24's auditor).
TEST(JavaOneFault, AQualifiedMapFactoryIsAManualMap) {
  expect_each_draws(Rules{"JAVA-MANUAL-MAP"}, {"    Map<String, String> m = java.util.Map.of(\"a\", path);\n    useText(path);",
                                               "    Map<String, String> m = Map.of(\"a\", path);\n    useText(path);"});
  expect_each_draws(Rules{"JAVA-FOREIGN-CALL"}, {"    Map<String, String> m = java.util.Maps.of(\"a\", path);\n    useText(path);"});
}

// §5 "Maps must be produced via helper methods or syscalls": Collections' map factories
// build one as Map.of does (stop 98's auditor found them only foreign calls).
TEST(JavaOneFault, CollectionsMapFactoriesAreManualMaps) {
  expect_each_draws(Rules{"JAVA-MANUAL-MAP"},
                    {"    Map<String, String> m = Collections.emptyMap();\n    useText(path);",
                     "    Map<String, String> m = Collections.singletonMap(\"a\", path);\n    useText(path);",
                     "    Map<String, String> m = java.util.Collections.singletonMap(\"a\", path);\n    useText(path);"});
  // Its other methods build no map: a foreign call
  expect_each_draws(Rules{"JAVA-FOREIGN-CALL"},
                    {"    List<String> l = Collections.emptyList();\n    useText(path);"});
}

// §7 "Ensure the program compiles in isolation": a final variable is given its value once
// (javac: cannot assign a value to final variable; round 24's auditor found it accepted).
TEST(JavaOneFault, AFinalVariableIsNotAssignedAgain) {
  expect_each_draws(Rules{"JAVA-FINAL-REASSIGNED"},
                    {"    final String s = path;\n    s = \"b\";\n    useText(s);",
                     "    final String s = path;\n    s += \"b\";\n    useText(s);",
                     "    final String a = path, b = path;\n    b = a;\n    useText(b);",
                     "    for (final String s : new String[] {path}) {\n      s = \"x\";\n      useText(s);\n    }"});
  const std::string param = plan_with_fix("final String path", "    path = \"b\";\n");
  const auto d = only_finding(param);
  EXPECT_EQ(d.rule, "JAVA-FINAL-REASSIGNED");
  EXPECT_EQ(d.offset, param.find("path = "));
  // Not final, or final out of sight (a name of another block); a final declared without
  // its value is MISSING-INITIALIZER's alone.
  expect_each_draws(Rules{}, {"    String s = path;\n    s = \"b\";\n    useText(s);",
                              "    if (path == \"a\") {\n      final String s = path;\n      useText(s);\n    }\n"
                              "    String s = \"c\";\n    s = \"d\";\n    useText(s);"});
  expect_each_draws(Rules{"JAVA-MISSING-INITIALIZER"}, {"    final String s;\n    s = path;\n    useText(s);"});
}

// A catch parameter named syscall hides the helper, as any declared name does
// (JAVA-SYSCALL-FORM, round 24's auditor); `permits` on Plan is no `public class Plan`.
TEST(JavaOneFault, ACatchParameterNamedSyscallAndPlanPermits) {
  expect_each_draws(Rules{"JAVA-SYSCALL-FORM"}, {"    try {\n      fix();\n    } catch (ToolError syscall) {\n      useText(path);\n    }"});
  const std::string body = " {\n  public void main() {\n  }\n}\n";
  const std::string text = "public class Plan permits Plan" + body;
  const auto d = check(SourceText("plan.java", text));
  ASSERT_EQ(d.size(), 1u) << text;
  EXPECT_EQ(d[0].rule, "JAVA-PLAN-DECLARATION");
  EXPECT_EQ(d[0].offset, text.find("Plan", text.find("permits")));
  // A sealed Plan's permits are the `sealed` fault's, once.
  EXPECT_EQ(reported_rules("public sealed class Plan permits Plan" + body), Rules{"JAVA-PLAN-DECLARATION"});
}

// `public class Plan` whose '{' is missing is Plan with a syntax error where the '{'
// belongs, as javac has it ("'{' expected"), not "no Java class" (round 11's reader).
// Prose that names the class in a sentence stays prose.
TEST(JavaOneFault, APlanClassWithoutItsBraceIsASyntaxErrorWhereTheBraceGoes) {
  const std::string members = "    public void main() {\n        ToolResult repo = syscall.cloneRepo(\"main\");\n    }\n}\n";
  for (const char* head : {"public class Plan\n", "public class Plan (\n", "public class Plan\n    @Deferred\n"}) {
    const std::string text = head + members;
    const auto d = check(SourceText("plan.java", text));
    ASSERT_EQ(d.size(), 1u) << text;
    EXPECT_EQ(d[0].rule, "JAVA-SYNTAX") << text;
    EXPECT_EQ(d[0].offset, std::string("public class Plan").size() + (head[18] == '(' ? 1 : 0)) << d[0].message;
  }
  const std::string prose = "The public class Plan is below.\n\npublic class Plan {\n" + members;
  EXPECT_EQ(reported_rules(prose), Rules{"JAVA-PROSE-OUTSIDE-CLASS"});
  EXPECT_EQ(reported_rules("Here public class Plan matters.\n"), Rules{"JAVA-MISSING-PLAN-CLASS"});
}

// A class head at a line's start whose name is missing or comes after a modifier is a
// syntax error where the name belongs (javac: "<identifier> expected"), not a text
// without a class. A sentence that says "class {" is still prose.
TEST(JavaOneFault, AClassHeadWithItsNameOutOfPlaceIsASyntaxErrorWhereTheNameGoes) {
  const std::string members = "    public void main() {\n        ToolResult repo = syscall.cloneRepo(\"main\");\n    }\n}\n";
  for (const std::string head : {"class public Plan {\n", "public class {\n", "public class static Plan {\n"}) {
    const std::string text = head + members;
    const auto d = check(SourceText("plan.java", text));
    ASSERT_EQ(d.size(), 1u) << text;
    EXPECT_EQ(d[0].rule, "JAVA-SYNTAX") << text;
    EXPECT_EQ(d[0].offset, head.find("class ") + 6) << d[0].message;
  }
  EXPECT_EQ(reported_rules("Here is the class {\n}\n"), Rules{"JAVA-MISSING-PLAN-CLASS"});
  EXPECT_EQ(reported_rules("The plan: class public Plan {\n}\n"), Rules{"JAVA-MISSING-PLAN-CLASS"});
}

// §1 "Output exactly one `public class Plan` definition": one type under another name
// breaks that sentence once (its header, `public` or not, is that finding), and what it
// holds is judged as Plan's would be. With several types and none named Plan, which is
// the plan is not known, and none is judged.
TEST(JavaOneFault, AClassUnderAnotherNameIsJudgedAsThePlan) {
  const std::string body = "  public void main() {\n    ToolResult repo = syscall.cloneRepo(\"main\");\n  }\n}\n";
  EXPECT_EQ(reported_rules("public class Main {\n" + body), Rules{"JAVA-MISSING-PLAN-CLASS"});
  EXPECT_EQ(reported_rules("class Solution {\n" + body), Rules{"JAVA-MISSING-PLAN-CLASS"});
  EXPECT_EQ(reported_rules("public final class Main {\n" + body), Rules{"JAVA-MISSING-PLAN-CLASS"});
  EXPECT_EQ(reported_rules("final class Plan {\n" + body), (Rules{"JAVA-PLAN-DECLARATION", "JAVA-PLAN-DECLARATION"}));

  const std::string unknown = "public class Main {\n  public void main() {\n    syscall.frobnicate(\"x\");\n  }\n}\n";
  EXPECT_EQ(reported_rules(unknown), (Rules{"JAVA-MISSING-PLAN-CLASS", "JAVA-UNKNOWN-SYSCALL"}));
  const auto d = check(SourceText("plan.java", unknown));
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].offset, unknown.find("Main"));
  EXPECT_EQ(d[1].offset, unknown.find("frobnicate"));  // at the name, as CPL and RTFS report a whitelist miss
  EXPECT_EQ(reported_rules("public class Main {\n  private int count = 0;\n" + body),
            (Rules{"JAVA-MISSING-PLAN-CLASS", "JAVA-NON-METHOD-MEMBER"}));
  const std::string no_main = "public class Main {\n  private void fix() {\n  }\n}\n";
  const auto m = check(SourceText("plan.java", no_main));
  ASSERT_EQ(m.size(), 2u);
  const auto missing_main = std::find_if(m.begin(), m.end(), [](const Diagnostic& x) { return x.rule == "JAVA-MISSING-MAIN"; });
  ASSERT_NE(missing_main, m.end());
  EXPECT_EQ(missing_main->message, "Main has no main(): always include public void main()");

  // Among several types, the one that declares main() stands for Plan; with none or two
  // such, none is judged.
  EXPECT_EQ(reported_rules(unknown + "class Helper {\n}\n"),
            (Rules{"JAVA-MISSING-PLAN-CLASS", "JAVA-UNKNOWN-SYSCALL", "JAVA-EXTRA-CLASS"}));
  EXPECT_EQ(reported_rules("class Helper {\n}\n" + unknown),
            (Rules{"JAVA-EXTRA-CLASS", "JAVA-MISSING-PLAN-CLASS", "JAVA-UNKNOWN-SYSCALL"}));
  EXPECT_EQ(reported_rules(unknown + "class Helper {\n  public void main() {\n  }\n}\n"), Rules{"JAVA-MISSING-PLAN-CLASS"});
  EXPECT_EQ(reported_rules("class Helper {\n}\nclass Other {\n}\n"), Rules{"JAVA-MISSING-PLAN-CLASS"});
  EXPECT_EQ(reported_rules("public class Plan {\n" + body + "class Helper {\n}\n"), Rules{"JAVA-EXTRA-CLASS"});
}

// The same sentence for methods written with no class at all: the missing class is one
// finding, and the methods are judged as Plan's. Prose beside them, a field among them,
// or a method that does not parse, leaves them unjudged.
TEST(JavaOneFault, MethodsWithNoClassAreJudgedAsThePlan) {
  const std::string main_method = "public void main() {\n  fix();\n}\n";
  const std::string fix = "private void fix() {\n  ToolResult repo = syscall.cloneRepo(\"main\");\n}\n";
  EXPECT_EQ(reported_rules(main_method + "\n" + fix), Rules{"JAVA-MISSING-PLAN-CLASS"});
  EXPECT_EQ(reported_rules("// the plan\n" + main_method + fix), Rules{"JAVA-MISSING-PLAN-CLASS"});
  const std::string unknown = main_method + "private void fix() {\n  syscall.frobnicate(\"x\");\n}\n";
  const auto d = check(SourceText("plan.java", unknown));
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].rule, "JAVA-MISSING-PLAN-CLASS");
  EXPECT_EQ(d[0].offset, 0u);
  EXPECT_EQ(d[1].rule, "JAVA-UNKNOWN-SYSCALL");
  EXPECT_EQ(d[1].offset, unknown.find("frobnicate"));  // at the name, as CPL and RTFS report a whitelist miss
  EXPECT_EQ(reported_rules(main_method), (Rules{"JAVA-MISSING-PLAN-CLASS", "JAVA-UNDEFINED-METHOD"}));
  const auto no_main = check(SourceText("plan.java", fix));
  ASSERT_EQ(no_main.size(), 2u);
  EXPECT_EQ(no_main[0].rule, "JAVA-MISSING-MAIN");
  EXPECT_EQ(no_main[0].message, "the plan has no main(): always include public void main()");
  EXPECT_EQ(reported_rules("void main() {\n  fix();\n}\n" + fix), (Rules{"JAVA-MAIN-SIGNATURE", "JAVA-MISSING-PLAN-CLASS"}));

  EXPECT_EQ(reported_rules("Here is the plan:\n" + unknown), Rules{"JAVA-MISSING-PLAN-CLASS"});
  EXPECT_EQ(reported_rules("private int count = 0;\n" + unknown), Rules{"JAVA-MISSING-PLAN-CLASS"});
  EXPECT_EQ(reported_rules(unknown + "private void broken( {\n}\n"), Rules{"JAVA-MISSING-PLAN-CLASS"});
}

// Decision D12: `final` on the catch parameter, as on any local, is the form; anything
// else there is not.
TEST(JavaOneFault, AFinalCatchParameterIsTheForm) {
  expect_each_draws({}, {"    try {\n      fix();\n    } catch (final ToolError e) {\n      fix();\n    }"});
  expect_each_draws({"JAVA-TRY-FORM"}, {"    try {\n      fix();\n    } catch (@Deferred ToolError e) {\n      fix();\n    }",
                                        "    try {\n      fix();\n    } catch (final final ToolError e) {\n      fix();\n    }"});
  expect_each_draws({"JAVA-TRY-FORM"}, {"    try {\n      fix();\n    } catch (final Exception e) {\n      fix();\n    }"});
}

// Seed §5 "manual HashMap construction is unsupported" and §3 "avoid … anonymous
// classes": the double-brace map breaks both.
TEST(JavaOneFault, ADoubleBraceMapIsAnAnonymousClassAndAManualMap) {
  expect_each_draws({"JAVA-ANONYMOUS-CLASS", "JAVA-MANUAL-MAP"},
                    {"    Map<String, String> m = new HashMap<>() {{\n      put(\"a\", \"b\");\n    }};"});
  expect_each_draws({"JAVA-ANONYMOUS-CLASS"}, {"    List<String> xs = new ArrayList<>() {{\n      add(\"a\");\n    }};"});
}

TEST(JavaOneFault, ADeclarationIsNotTheBodyOfAStatementWithoutBraces) {
  // javac: "variable declaration not allowed here"; Java's grammar takes a declaration
  // only as a statement of a block.
  expect_each_draws(Rules{"JAVA-SYNTAX"}, {
      "    if (true) String s = name();",
      "    if (true) {\n      fix();\n    } else String s = name();",
      "    for (String p : new String[] {\"a\"}) String s = p;",
  });
  EXPECT_EQ(reported_rules(plan_with("    while (true) String s = name();")), (Rules{"JAVA-UNSUPPORTED-STATEMENT", "JAVA-SYNTAX"}));
  EXPECT_EQ(reported_rules(plan_with("    if (true) class Local {\n    }")), (Rules{"JAVA-EXTRA-CLASS", "JAVA-SYNTAX"}));
  expect_each_draws(Rules{}, {
      "    if (true) {\n      String s = name();\n    }",
      "    if (true) fix(); else useText(path);",
      "    for (String p : new String[] {\"a\"}) useText(p);",
  });
}

TEST(JavaOneFault, AStatementAfterOneThatAlwaysReturnsIsUnreachable) {
  expect_each_draws(Rules{"JAVA-UNREACHABLE-STATEMENT"}, {
      "    return;\n    fix();",
      "    if (true) {\n      return;\n    } else {\n      return;\n    }\n    fix();",
      "    try {\n      fix();\n      return;\n    } catch (ToolError e) {\n      return;\n    }\n    fix();",
      "    if (true) {\n      return;\n      fix();\n    }",
      "    for (String p : new String[] {\"a\"}) {\n      return;\n      useText(p);\n    }",
  });
  // At the statement's first byte.
  const std::string after_return = plan_with("    return;\n    useText(path);");
  const auto found = check(SourceText("plan.java", after_return));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].offset, after_return.find("useText(path)"));
  // javac reports the first unreachable statement of a block only.
  EXPECT_EQ(reported_rules(plan_with("    return;\n    fix();\n    fix();")), Rules{"JAVA-UNREACHABLE-STATEMENT"});
  // A typed method: the statement after its return is the fault, not a missing return.
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() {\n    name();\n  }\n  private String name() {\n"
                     "    return \"n\";\n    name();\n  }\n}\n"),
            Rules{"JAVA-UNREACHABLE-STATEMENT"});
  expect_each_draws(Rules{}, {
      "    if (true) {\n      return;\n    }\n    fix();",  // an if without else can complete (JLS 14.22)
      "    try {\n      return;\n    } catch (ToolError e) {\n      fix();\n    }\n    fix();",
      "    for (String p : new String[] {\"a\"}) {\n      return;\n    }\n    fix();",
      "    fix();\n    return;",
  });
}

// A class named with its package (`java.util.List.of(…)`) is a foreign call's receiver, as
// `List.of(…)` is: its first name is no undeclared variable (round 22's second validator).
TEST(JavaOneFault, APackageQualifiedClassIsTheForeignCallOnly) {
  expect_each_draws(Rules{"JAVA-FOREIGN-CALL"}, {
      "    useText(java.lang.String.valueOf(1));",
      "    useText(java.util.Objects.toString(path));",
      "    useText(String.valueOf(1));",
  });
  // Must still trip: an undeclared name before a field or a method that is no class's.
  expect_each_draws(Rules{"JAVA-UNDECLARED-VARIABLE", "JAVA-FOREIGN-CALL"}, {
      "    useText(repo.trim());",
      "    useText(repo.text.trim());",
  });
}

// `yield` is a restricted identifier: javac's parser takes no unqualified call of it, so
// `yield(x)` is JAVA-SYNTAX whether or not Plan declares a method yield, and not also an
// undefined method; `this.yield(x)` is the call (round 22's second validator).
TEST(JavaOneFault, AnUnqualifiedYieldCallIsJavaSyntax) {
  const std::string declared = "public class Plan {\n  public void main() {\n    yield(\"origin/main\");\n  }\n"
                               "  @Deferred\n  private Void yield(String ref);\n}\n";
  const auto d = check(SourceText("plan.java", declared));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "JAVA-SYNTAX");
  EXPECT_EQ(d[0].offset, declared.find("yield(\""));
  expect_each_draws(Rules{"JAVA-SYNTAX"}, {"    yield(path);", "    useText(yield(path));"});
  std::string through_this = declared;
  through_this.replace(through_this.find("yield(\""), 5, "this.yield");
  EXPECT_TRUE(check(SourceText("plan.java", through_this)).empty()) << through_this;
}

}  // namespace
}  // namespace conform::java
