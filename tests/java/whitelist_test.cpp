#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "oracles/java/check.hpp"
#include "oracles/java/whitelist.hpp"

namespace conform::java {
namespace {

std::vector<std::string> rules_of(const std::string& text, const Whitelist& wl) {
  std::vector<std::string> out;
  for (const auto& d : check(SourceText("plan.java", text), wl)) out.push_back(d.rule);
  return out;
}

const std::string plan_calling_log =
    "public class Plan {\n  public void main() {\n    syscall.log(\"hi\");\n  }\n}\n";

TEST(JavaWhitelist, TheDefaultIsTheTwoSyscallsOfTheDocument) {
  const auto& wl = Whitelist::builtin();
  ASSERT_EQ(wl.signatures().size(), 2u);
  ASSERT_NE(wl.find("cloneRepo"), nullptr);
  EXPECT_EQ(wl.find("cloneRepo")->params.size(), 1u);
  ASSERT_NE(wl.find("applyTextRewrite"), nullptr);
  EXPECT_EQ(wl.find("applyTextRewrite")->params.size(), 3u);
  EXPECT_EQ(rules_of(plan_calling_log, wl), std::vector<std::string>{"JAVA-UNKNOWN-SYSCALL"});
}

TEST(JavaWhitelist, AConfiguredWhitelistReplacesTheDefault) {
  const auto wl = Whitelist::from_json(nlohmann::json::parse(R"j({"syscalls": ["Void log(String text)"]})j"));
  EXPECT_TRUE(rules_of(plan_calling_log, wl).empty());
  const std::string clone = "public class Plan {\n  public void main() {\n    syscall.cloneRepo(\"x\");\n  }\n}\n";
  EXPECT_EQ(rules_of(clone, wl), std::vector<std::string>{"JAVA-UNKNOWN-SYSCALL"});
  const std::string wrong = "public class Plan {\n  public void main() {\n    syscall.log(1);\n  }\n}\n";
  EXPECT_EQ(rules_of(wrong, wl), std::vector<std::string>{"JAVA-ARGUMENT-TYPE-MISMATCH"});
}

// A syscall the whitelist names is that syscall, though Java's reflection has a method of
// that name (round 25's auditor found syscall.invoke(…) called reflection); off the
// whitelist, such a name is reflection.
TEST(JavaWhitelist, AWhitelistedSyscallNamedAsAReflectionMethodIsASyscall) {
  const auto wl = Whitelist::from_json(nlohmann::json::parse(R"j({"syscalls": ["ToolResult invoke(String task)"]})j"));
  const std::string text = "public class Plan {\n  public void main() {\n    ToolResult r = syscall.invoke(\"lint\");\n  }\n}\n";
  EXPECT_TRUE(rules_of(text, wl).empty());
  EXPECT_EQ(rules_of(text, Whitelist::builtin()), std::vector<std::string>{"JAVA-REFLECTION"});
}

// Round 23's reader: a syscall off the built-in whitelist (no run named its own) is told
// that this whitelist holds only the document's examples; against a given one it is not.
TEST(JavaWhitelist, AFindingAgainstTheDefaultSaysItIsTheDefault) {
  const Whitelist copy = Whitelist::builtin();
  EXPECT_TRUE(copy.is_builtin());
  const auto d = check(SourceText("plan.java", plan_calling_log), copy);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].message, "syscall.log is not on the whitelist (the built-in whitelist, which holds the document's "
                          "examples cloneRepo, applyTextRewrite; give the planner prompt's in a config's \"java\" section)");
  const auto given = Whitelist::from_json(nlohmann::json::parse(R"j({"syscalls": ["ToolResult cloneRepo(String ref)"]})j"));
  EXPECT_FALSE(given.is_builtin());
  const auto g = check(SourceText("plan.java", plan_calling_log), given);
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].message, "syscall.log is not on the whitelist");
}

// `Syscall.cloneRepo(…)` is a call outside Plan, told that the helper's name is `syscall`.
TEST(JavaWhitelist, TheSyscallHelperInAnotherCaseIsToldSo) {
  const std::string text = "public class Plan {\n  public void main() {\n    Syscall.cloneRepo(\"x\");\n  }\n}\n";
  const auto d = check(SourceText("plan.java", text), Whitelist::builtin());
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "JAVA-FOREIGN-CALL");
  EXPECT_NE(d[0].message.find("('Syscall' is not 'syscall': names are case-sensitive)"), std::string::npos) << d[0].message;
  const std::string other = "public class Plan {\n  public void main() {\n    System.exit(0);\n  }\n}\n";
  for (const auto& f : check(SourceText("plan.java", other), Whitelist::builtin()))
    EXPECT_EQ(f.message.find("case-sensitive"), std::string::npos) << f.message;
}

// `syscalls.cloneRepo(…)`: the helper misspelt is that call's fault alone, not also an
// undeclared variable (writing `syscall` mends both; stop 98's grader-eye audit); so is
// any undeclared receiver of a whitelisted syscall's name, `sys.cloneRepo(…)` (stop 100's).
// Another undeclared receiver, or the misspelt name used as a value, is still undeclared.
TEST(JavaWhitelist, TheSyscallHelperMisspeltIsTheCallsFaultAlone) {
  const auto rules_of = [](const std::string& statements) {
    std::vector<std::string> out;
    for (const auto& f : check(SourceText("plan.java", "public class Plan {\n  public void main() {\n" + statements +
                                                           "\n  }\n}\n"),
                               Whitelist::builtin()))
      out.push_back(f.rule);
    return out;
  };
  using Rules = std::vector<std::string>;
  for (const char* misspelt : {"syscalls", "sycall", "sysCall", "syscal"})
    EXPECT_EQ(rules_of("    " + std::string(misspelt) + ".cloneRepo(\"x\");"), Rules{"JAVA-FOREIGN-CALL"}) << misspelt;
  for (const char* receiver : {"sys", "tools", "runtime"})
    EXPECT_EQ(rules_of("    " + std::string(receiver) + ".cloneRepo(\"x\");"), Rules{"JAVA-FOREIGN-CALL"}) << receiver;
  EXPECT_EQ(rules_of("    tools.fetchAll(\"x\");"), (Rules{"JAVA-UNDECLARED-VARIABLE", "JAVA-FOREIGN-CALL"}));
  EXPECT_EQ(rules_of("    String s = syscalls;"), Rules{"JAVA-UNDECLARED-VARIABLE"});
}

// Its signatures' names are views into texts every copy shares.
TEST(JavaWhitelist, ACopyOutlivesTheOriginal) {
  Whitelist copy;
  {
    const auto original = Whitelist::from_json(nlohmann::json::parse(R"j({"syscalls": ["Void log(String text)"]})j"));
    copy = original;
  }
  ASSERT_NE(copy.find("log"), nullptr);
  EXPECT_EQ(copy.find("log")->params.at(0).name.name, "text");
  EXPECT_EQ(copy.find("log")->params.at(0).type.name, "String");
  EXPECT_TRUE(rules_of(plan_calling_log, copy).empty());
}

TEST(JavaWhitelist, ABadEntryIsRefusedWithItsText) {
  for (const char* bad : {R"j({"syscalls": ["log(String text)"]})j", R"j({"syscalls": ["int count()"]})j",
                          R"j({"syscalls": ["Void a()", "Void a()"]})j", R"j({"syscalls": [3]})j", R"j({"tools": []})j"}) {
    try {
      Whitelist::from_json(nlohmann::json::parse(bad));
      ADD_FAILURE() << "accepted " << bad;
    } catch (const std::runtime_error& e) {
      EXPECT_FALSE(std::string(e.what()).empty());
    }
  }
}

}  // namespace
}  // namespace conform::java
