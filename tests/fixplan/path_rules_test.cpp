// Paths and edits: NUL-IN-PATH, ABSOLUTE-PATH, BACKSLASH-PATH, PATH-ESCAPES-ROOT, MISSING-TARGET-PATH.
#include <gtest/gtest.h>

#include "oracles/fixplan/repo_path.hpp"
#include "parsers/json/build.hpp"
#include "tests/fixplan/fixplan_test_support.hpp"

namespace conform::fixplan {
namespace {

namespace build = json::build;
using test::changed;
using test::edit;
using test::errors_of;
using Rules = std::set<std::string>;

// "POSIX relative path": no POSIX file name holds a NUL; other control characters it allows
// (D21). A NUL is the path's one problem, wherever it is and whatever else is wrong (D9).
TEST(FixplanClassifyPath, Nul) {
  using namespace std::string_literals;
  for (const std::string& p : {"Sources/App\0.swift"s, "\0"s, "a\0"s, "/etc/\0x"s, "..\\\0"s, "../\0"s})
    EXPECT_EQ(classify_path(p), PathProblem::nul) << p;
  for (const std::string& p : {"Sources/App\x01.swift"s, "a\tb"s, "a\x7F"s, "a\nb"s})
    EXPECT_EQ(classify_path(p), PathProblem::none) << p;
}

TEST(FixplanClassifyPath, Absolute) {
  for (const char* p : {"/etc/x", "/", "C:/Projects/App.swift", "c:\\x", "\\\\server\\share\\x", "~/Projects/x.swift", "~", "~\\x"})
    EXPECT_EQ(classify_path(p), PathProblem::absolute) << p;
  // A URL, a scheme then "://" (round 23: file:///Users/… was accepted as relative).
  for (const char* p : {"file:///Users/dev/x.swift", "https://github.com/o/r/x.swift", "svn+ssh://host/x", "s3://bucket/k"})
    EXPECT_EQ(classify_path(p), PathProblem::absolute) << p;
}

TEST(FixplanClassifyPath, Backslash) {
  for (const char* p : {"Sources\\App.swift", "a/b\\c", "..\\x", "C:x\\y"}) EXPECT_EQ(classify_path(p), PathProblem::backslash) << p;
}

TEST(FixplanClassifyPath, EscapesRoot) {
  for (const char* p : {"..", "../x", "a/../../x", "./../x", "a/b/../../../c", "a/../.."})
    EXPECT_EQ(classify_path(p), PathProblem::escapes_root) << p;
}

TEST(FixplanClassifyPath, InsideTheRoot) {
  // D8, D21: '.' and '..' that stay inside, doubled slashes, spaces, any script.
  for (const char* p : {"a", "Sources/App.swift", "a/../b", "./x", ".", "a/..", "a//b", "dir/", "..x/y", "x..", "Game Scenes/Ünïcode 日本.swift",
                        "C:foo", "a/~b", "~notes.md", "~$Spec.docx", "~~backup.swift", "docs/see://x", "://x", "1a://x",
                        "a b://x"})
    EXPECT_EQ(classify_path(p), PathProblem::none) << p;
}

TEST(FixplanPathRules, ApplyToPathTargetPathAndContextFiles) {
  auto set_path = [](const char* key, const std::string& value) {
    return changed([&](json::Value& p) { build::set(edit(p, 0, 0), key, build::string(value)); });
  };
  auto set_context = [](const std::string& value) {
    return changed([&](json::Value& p) { build::set(edit(p, 0, 0), "context_files", build::strings({"Sources/A.swift", value})); });
  };
  EXPECT_EQ(errors_of(set_path("path", "/etc/x")), Rules{"FIXPLAN-ABSOLUTE-PATH"});
  EXPECT_EQ(errors_of(set_path("target_path", "C:\\x.swift")), Rules{"FIXPLAN-ABSOLUTE-PATH"});
  EXPECT_EQ(errors_of(set_context("/Users/me/A.swift")), Rules{"FIXPLAN-ABSOLUTE-PATH"});
  EXPECT_EQ(errors_of(set_path("path", "Sources\\App.swift")), Rules{"FIXPLAN-BACKSLASH-PATH"});
  EXPECT_EQ(errors_of(set_context("Sources\\A.swift")), Rules{"FIXPLAN-BACKSLASH-PATH"});
  EXPECT_EQ(errors_of(set_path("target_path", "../Other/App.swift")), Rules{"FIXPLAN-PATH-ESCAPES-ROOT"});
  EXPECT_EQ(errors_of(set_context("Sources/../../A.swift")), Rules{"FIXPLAN-PATH-ESCAPES-ROOT"});
  using namespace std::string_literals;
  EXPECT_EQ(errors_of(set_path("path", "Sources/App\0.swift"s)), Rules{"FIXPLAN-NUL-IN-PATH"});
  EXPECT_EQ(errors_of(set_path("target_path", "\0/x.swift"s)), Rules{"FIXPLAN-NUL-IN-PATH"});
  EXPECT_EQ(errors_of(set_context("Sources/A.swift\0"s)), Rules{"FIXPLAN-NUL-IN-PATH"});
  EXPECT_EQ(errors_of(set_path("path", "Sources/App\x01.swift"s)), Rules{});
  // Other strings are not paths: instructions may mention any path.
  EXPECT_EQ(errors_of(set_path("instructions", "Copy /etc/hosts and ..\\x")), Rules{});
  EXPECT_EQ(errors_of(set_path("notes", "/tmp")), Rules{});
  EXPECT_EQ(errors_of(set_path("instructions", "Strip the \0 from the name"s)), Rules{});
}

TEST(FixplanPathRules, MessageAndOffset) {
  const std::string text = changed([](json::Value& p) {
    test::member(p, "tasks").elements.push_back(test::new_task("T2"));
    build::set(edit(p, 1, 0), "path", build::string("/etc/x"));
  });
  auto d = test::only_diagnostic(text);
  EXPECT_EQ(d.message, "tasks[1].edits[0].path: \"/etc/x\" is absolute; paths are relative to the repository root");
  EXPECT_EQ(text.substr(d.offset, 8), "\"/etc/x\"");
}

// What makes a path absolute is named: to POSIX only a leading '/' does; a drive letter, a
// network share and a home directory are Windows's or a shell's (D9).
TEST(FixplanPathRules, TheAbsoluteMessageNamesWhatMakesThePathAbsolute) {
  const auto message = [](const char* path) {
    return test::only_diagnostic(changed([&](json::Value& p) { build::set(edit(p, 0, 0), "path", build::string(path)); }))
        .message;
  };
  EXPECT_NE(message("C:/Sources/x.swift").find("starts with a drive letter, absolute on Windows"), std::string::npos);
  EXPECT_NE(message("\\\\server\\x.swift").find("a Windows network path"), std::string::npos);
  EXPECT_NE(message("~/x.swift").find("starts at the home directory"), std::string::npos);
  EXPECT_NE(message("/x.swift").find("\" is absolute;"), std::string::npos);
  EXPECT_NE(message("file:///x.swift").find("is a URL, not a path from the repository's root"), std::string::npos);
}

TEST(FixplanMissingTargetPath, RenameNeedsATargetPath) {
  const std::string text = changed([](json::Value& p) { build::set(edit(p, 0, 0), "action", build::string("rename_file")); });
  auto d = test::only_diagnostic(text);
  EXPECT_EQ(d.rule, "FIXPLAN-MISSING-TARGET-PATH");
  EXPECT_EQ(text.substr(d.offset, 13), "\"rename_file\"");
  EXPECT_EQ(d.message, "tasks[0].edits[0]: action \"rename_file\" needs \"target_path\", the file's new path");
  EXPECT_EQ(errors_of(changed([](json::Value& p) {
              build::set(edit(p, 0, 0), "action", build::string("rename_file"));
              build::set(edit(p, 0, 0), "target_path", build::string("Sources/Scenes/GameScene.swift"));
            })),
            Rules{});
}

TEST(FixplanMissingTargetPath, OtherActionsMayHaveOne) {
  // D10.
  for (const char* action : {"modify_file", "create_file", "delete_file"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) {
                build::set(edit(p, 0, 0), "action", build::string(action));
                build::set(edit(p, 0, 0), "target_path", build::string("Sources/New.swift"));
              })),
              Rules{})
        << action;
}

TEST(FixplanMissingTargetPath, AnEmptyOrWrongTypedTargetPathIsAnotherRule) {
  EXPECT_EQ(errors_of(changed([](json::Value& p) {
              build::set(edit(p, 0, 0), "action", build::string("rename_file"));
              build::set(edit(p, 0, 0), "target_path", build::string(""));
            })),
            Rules{"FIXPLAN-EMPTY-STRING"});
  EXPECT_EQ(errors_of(changed([](json::Value& p) {
              build::set(edit(p, 0, 0), "action", build::string("rename_file"));
              build::set(edit(p, 0, 0), "target_path", build::null());
            })),
            Rules{"FIXPLAN-WRONG-TYPE"});
}

}  // namespace
}  // namespace conform::fixplan
