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
