// The syscall whitelist (oracles/cpl/whitelist.hpp): the built-in default, a custom one
// from a config document, and the errors for bad entries.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "oracles/cpl/check.hpp"
#include "oracles/cpl/whitelist.hpp"
#include "parsers/cpl/printer.hpp"
#include "tests/test_support.hpp"

namespace conform::cpl {
namespace {

using nlohmann::json;

Whitelist custom() {
  return Whitelist::from_json(json::parse(R"j({"syscalls": [
      "sendSlack(channel: String, text: String) : ToolResult",
      "countIssues(repo: ToolResult) : Int",
      "labels(repo: ToolResult) : Map<String, List<String>>",
      "log(text: String) : Void"
  ]})j"));
}

// The exception's message, or "" if from_json accepted the section.
std::string rejection(const std::string& section) {
  try {
    Whitelist::from_json(json::parse(section));
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(Whitelist, BuiltinIsTheDefaultOfSpec) {
  const Whitelist& w = Whitelist::builtin();
  EXPECT_EQ(w.signatures().size(), 11u);
  for (const char* name : {"fetchEmail", "cloneRepo", "analyseRepo", "applyPatch", "createPullRequest",
                           "queryWeather", "extractCity", "log", "hasIssues", "createBranch", "extractPatches"})
    EXPECT_NE(w.find(name), nullptr) << name;
  EXPECT_EQ(w.find("sendSlack"), nullptr);
  const auto* patch = w.find("applyPatch");
  ASSERT_NE(patch, nullptr);
  EXPECT_EQ(patch->params.size(), 3u);
  EXPECT_EQ(print(w.find("extractPatches")->return_type), "List<ToolResult>");
}

TEST(Whitelist, FromJsonReadsACustomWhitelist) {
  Whitelist w = custom();
  ASSERT_EQ(w.signatures().size(), 4u);
  const auto* slack = w.find("sendSlack");
  ASSERT_NE(slack, nullptr);
  ASSERT_EQ(slack->params.size(), 2u);
  EXPECT_EQ(slack->params[1].name.name, "text");
  EXPECT_EQ(slack->return_type.name, "ToolResult");
  EXPECT_EQ(print(w.find("labels")->return_type), "Map<String, List<String>>");
  EXPECT_EQ(w.find("cloneRepo"), nullptr) << "a custom whitelist replaces the default";
  EXPECT_NO_THROW(Whitelist::from_json(json::parse(R"j({"syscalls": []})j")));
}

TEST(Whitelist, EachSignatureIsResolvedOnceToItsTypes) {
  const Whitelist w = custom();
  const Callable& slack = w.callable(*w.find("sendSlack"));
  ASSERT_EQ(slack.params.size(), 2u);
  EXPECT_EQ(to_string(slack.params[0]), "String");
  EXPECT_EQ(to_string(slack.params[1]), "String");
  EXPECT_EQ(to_string(slack.result), "ToolResult");
  EXPECT_EQ(to_string(w.callable(*w.find("countIssues")).params[0]), "ToolResult");
  EXPECT_EQ(to_string(w.callable(*w.find("labels")).result), "Map<String, List<String>>");
  EXPECT_EQ(to_string(w.callable(*w.find("log")).result), "Void");
  // A copy resolves against its own signatures.
  const Whitelist copy = w;
  EXPECT_EQ(&copy.callable(*copy.find("log")), &copy.callable(copy.signatures()[3]));
  EXPECT_EQ(to_string(copy.callable(*copy.find("labels")).result), "Map<String, List<String>>");
}

TEST(Whitelist, BadEntriesAreRejectedByName) {
  struct Bad {
    const char* section;
    const char* must_mention;
  };
  const Bad cases[] = {
      {R"j({"syscalls": ["log(text: String) : Void", "broken(text: String"]})j", "broken(text: String"},
      {R"j({"syscalls": ["noReturn(text: String)"]})j", "noReturn(text: String)"},
      {R"j({"syscalls": ["untyped(text) : Void"]})j", "untyped(text) : Void"},
      {R"j({"syscalls": ["badType(n: Integer) : Void"]})j", "badType(n: Integer) : Void"},
      {R"j({"syscalls": ["voidParam(v: Void) : Void"]})j", "voidParam"},
      {R"j({"syscalls": ["badKey(m: Map<Int, String>) : Void"]})j", "badKey"},
      {R"j({"syscalls": ["badReturn() : Float"]})j", "badReturn() : Float"},
      {R"j({"syscalls": ["trailing() : Void extra"]})j", "trailing() : Void extra"},
      {R"j({"syscalls": ["twice() : Void", "twice(a: Int) : Int"]})j", "twice"},
      {R"j({"syscalls": ["ok() : Void", 42]})j", "42"},
      {R"j({"syscalls": [""]})j", "\"\""},
  };
  for (const auto& c : cases) {
    std::string why = rejection(c.section);
    EXPECT_FALSE(why.empty()) << c.section << " was accepted";
    EXPECT_NE(why.find(c.must_mention), std::string::npos)
        << "the error for " << c.section << " should name " << c.must_mention << "; it says: " << why;
  }
}

TEST(Whitelist, SectionsWithoutASyscallArrayAreRejected) {
  for (const char* section : {R"j({})j", R"j({"syscalls": "log(text: String) : Void"})j", R"j([])j", R"j("x")j"}) {
    std::string why = rejection(section);
    EXPECT_FALSE(why.empty()) << section;
    EXPECT_NE(why.find("syscalls"), std::string::npos) << why;
  }
}

std::vector<Diagnostic> check_with(const Whitelist& w, const std::string& body) {
  SourceText s("w.cpl", "plan {\n    function main() : Void {\n" + body + "\n        return;\n    }\n}\n");
  return check(s, w);
}

std::string rules_of(const std::vector<Diagnostic>& d) {
  std::string out;
  for (const auto& x : d) out += x.rule + " (" + x.message + ")\n";
  return out;
}

TEST(Whitelist, ACustomWhitelistDecidesWhichSyscallsExist) {
  Whitelist w = custom();
  // Inside the custom whitelist, used as declared: no diagnostic.
  auto inside = check_with(w, "        let r: ToolResult = syscall.sendSlack(\"#ops\", \"hi\");\n"
                              "        let n: Int = syscall.countIssues(r);\n"
                              "        syscall.log(\"issues: \" + n);");
  EXPECT_TRUE(inside.empty()) << rules_of(inside);

  // A default syscall the custom whitelist leaves out: unknown.
  auto outside = check_with(w, "        let r: ToolResult = syscall.cloneRepo(\"main\");");
  ASSERT_EQ(outside.size(), 1u) << rules_of(outside);
  EXPECT_EQ(outside[0].rule, "CPL-UNKNOWN-SYSCALL");
  EXPECT_NE(outside[0].message.find("cloneRepo"), std::string::npos);

  // The same plan passes under the built-in whitelist, and the custom syscall does not.
  EXPECT_TRUE(check_with(Whitelist::builtin(), "        let r: ToolResult = syscall.cloneRepo(\"main\");").empty());
  auto slack = check_with(Whitelist::builtin(), "        syscall.sendSlack(\"#ops\", \"hi\");");
  ASSERT_EQ(slack.size(), 1u) << rules_of(slack);
  EXPECT_EQ(slack[0].rule, "CPL-UNKNOWN-SYSCALL");
}

TEST(Whitelist, CustomSignaturesAreCheckedLikeTheDefault) {
  Whitelist w = custom();
  auto arity = check_with(w, "        syscall.sendSlack(\"#ops\");");
  ASSERT_EQ(arity.size(), 1u) << rules_of(arity);
  EXPECT_EQ(arity[0].rule, "CPL-ARITY-MISMATCH");

  auto argument = check_with(w, "        syscall.sendSlack(\"#ops\", 3);");
  ASSERT_EQ(argument.size(), 1u) << rules_of(argument);
  EXPECT_EQ(argument[0].rule, "CPL-ARGUMENT-TYPE-MISMATCH");

  auto result = check_with(w, "        let r: ToolResult = syscall.sendSlack(\"a\", \"b\");\n"
                              "        let n: String = syscall.countIssues(r);");
  ASSERT_EQ(result.size(), 1u) << rules_of(result);
  EXPECT_EQ(result[0].rule, "CPL-TYPE-MISMATCH");

  auto nested = check_with(w, "        let r: ToolResult = syscall.sendSlack(\"a\", \"b\");\n"
                              "        let l: Map<String, List<String>> = syscall.labels(r);\n"
                              "        let m: Map<String, List<Int>> = syscall.labels(r);");
  ASSERT_EQ(nested.size(), 1u) << rules_of(nested);
  EXPECT_EQ(nested[0].rule, "CPL-TYPE-MISMATCH");
}

}  // namespace
}  // namespace conform::cpl
