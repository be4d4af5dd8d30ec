// The CPL printer (parsers/cpl/printer.hpp): printing a tree and parsing the text back
// gives the same tree (operator== ignores positions), for every layout style, and
// printing is a fixed point.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "oracles/cpl/check.hpp"
#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"
#include "tests/test_support.hpp"

namespace conform::cpl {
namespace {

struct NamedStyle {
  std::string name;
  PrintStyle style;
};

void PrintTo(const NamedStyle& s, std::ostream* os) { *os << s.name; }

std::vector<NamedStyle> styles() {
  std::vector<NamedStyle> out;
  out.push_back({"default", PrintStyle{}});
  PrintStyle s;
  s.one_line = true;
  out.push_back({"one_line", s});
  s = {};
  s.comment_every = 1;
  out.push_back({"comment_every_1", s});
  s = {};
  s.comment_every = 3;
  s.comment_text = "### step, with \"quotes\" and // and /* */ inside";
  out.push_back({"comment_every_3_odd_text", s});
  s = {};
  s.indent = "\t";
  out.push_back({"tabs", s});
  s = {};
  s.space_before_type_colon = true;
  out.push_back({"space_before_type_colon", s});
  s = {};
  s.spaces_around_operators = false;
  s.blank_line_between_functions = false;
  s.indent = "  ";
  out.push_back({"compact", s});
  s = {};
  s.one_line = true;
  s.comment_every = 1;
  s.space_before_type_colon = true;
  s.spaces_around_operators = false;
  out.push_back({"one_line_with_everything", s});
  return out;
}

ast::Plan must_parse(const std::string& text, const std::string& what) {
  auto r = parse(text);
  if (!r.plan) {
    ADD_FAILURE() << what << " does not parse: " << (r.syntax_error ? r.syntax_error->message : "no plan")
                  << "\n--- text ---\n" << text;
    return {};
  }
  return *r.plan;
}

// Plans for the round trip: the valid corpus, plus one full of constructs that are
// not CPL but that the tree must still carry (the printer prints any tree).
std::vector<std::pair<std::string, std::string>> plans() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& p : test::cases_under(test::corpus_dir() / "valid"))
    out.emplace_back(p.filename().string(), test::read_file(p));
  for (const auto& p : test::cases_under(test::corpus_dir() / "impl-defined"))
    if (p.filename().string().find("-CPL-SYNTAX-") == std::string::npos)  // those do not parse
      out.emplace_back(p.filename().string(), test::read_file(p));
  out.emplace_back("foreign-constructs", R"(plan {
  @Deferred @Other
  function f(a, b: List<Map<String, Int>>) {
    let x = -1;
    let z: Int = -(1);
    let w: Int = - -2;
    while (!(a == b) && c != d || e <= f) { break; continue; }
    throw null;
    q = a.b.c(1, 2)[3] - 4 * 5 / 6 % 7 + 0.25;
    if (a) { } else if (b) { x(); } elif (c) { } else { return; }
    var v: String = "a";
    const k = v;
    try { } catch (e) { }
    try { } catch (e : ToolError) { }
    let arrays: List<String[]>[][] = f();
    let maybe: Map<String, Int?>? = f();
    let either: String | List[Int] | Bool [] = f();
    let spaced: String [ ] ? # a comment after the type
        = f();
    "just a string";
    [1, [2, []], {}];
    {"k": {"n": []}};
    s += "b";
    n -= 1;
    n++;
    n--;
    ++n;
    --n;
    - -n;
    n = n--1;
    let t: String = c ? "a" : d ? "b" : e ? "c" : "d";
    let u: String = c ? (d ? "a" : "b") : {"k": c ? 1 : 2};
    let i: Bool = r instanceof ToolResult && !(r instanceof String);
    switch (s) { case "a": x(); break; case c ? "b" : "c": default: switch (t) { } return; }
    switch (s) { }
    return "tab\t quote\" backslash\\ newline\n cr\r utf8 é ☃ 🌤";
  }
  function g() : Void;
})");
  return out;
}

class PrinterRoundTrip : public ::testing::TestWithParam<NamedStyle> {};

TEST_P(PrinterRoundTrip, PrintThenParseGivesTheSameTree) {
  const PrintStyle& style = GetParam().style;
  for (const auto& [name, text] : plans()) {
    ast::Plan original = must_parse(text, name);
    std::string printed = print(original, style);
    ast::Plan again = must_parse(printed, name + " printed in style " + GetParam().name);
    EXPECT_TRUE(again == original) << name << " changed in the round trip; printed:\n" << printed;
    std::string reprinted = print(again, style);
    EXPECT_EQ(reprinted, printed) << name << ": printing is not a fixed point";
  }
}

TEST_P(PrinterRoundTrip, PrintedValidPlansStayValid) {
  for (const auto& p : test::cases_under(test::corpus_dir() / "valid")) {
    ast::Plan original = must_parse(test::read_file(p), p.string());
    SourceText printed("printed.cpl", print(original, GetParam().style));
    auto d = check(printed);
    EXPECT_TRUE(d.empty()) << p.filename() << " in style " << GetParam().name << ":\n"
                           << test::describe(printed, d) << "--- printed ---\n" << printed.text();
  }
}

INSTANTIATE_TEST_SUITE_P(Cpl, PrinterRoundTrip, ::testing::ValuesIn(styles()),
                         [](const ::testing::TestParamInfo<NamedStyle>& info) { return info.param.name; });

// The default style, as text: the layout itself is part of the printer's contract.
TEST(CplPrinter, DefaultLayout) {
  ast::Plan plan = must_parse(
      "plan{function main():Void{let x:List<Int>=[1,-2];if(a){f(x+\"s\");}else{return;}}}", "compact input");
  EXPECT_EQ(print(plan),
            "plan {\n"
            "    function main() : Void {\n"
            "        let x: List<Int> = [1, -2];\n"
            "        if (a) {\n"
            "            f(x + \"s\");\n"
            "        } else {\n"
            "            return;\n"
            "        }\n"
            "    }\n"
            "}\n");
  ast::Plan deferred = must_parse("plan{@Deferred function f(s:String):Void;}", "deferred");
  EXPECT_EQ(print(deferred), "plan {\n    @Deferred\n    function f(s: String) : Void;\n}\n");
}

// PrintStyle::blank_line_between_functions (on by default) separates functions by an
// empty line; off, they follow each other directly.
TEST(CplPrinter, BlankLineBetweenFunctions) {
  ast::Plan plan = must_parse("plan { function a() : Void { } function b() : Void { } }", "two functions");
  EXPECT_EQ(print(plan),
            "plan {\n"
            "    function a() : Void {\n"
            "    }\n"
            "\n"
            "    function b() : Void {\n"
            "    }\n"
            "}\n");
  PrintStyle tight;
  tight.blank_line_between_functions = false;
  EXPECT_EQ(print(plan, tight),
            "plan {\n"
            "    function a() : Void {\n"
            "    }\n"
            "    function b() : Void {\n"
            "    }\n"
            "}\n");
}

TEST(CplPrinter, OneLineHasNoLineBreak) {
  for (const auto& p : test::cases_under(test::corpus_dir() / "valid")) {
    PrintStyle s;
    s.one_line = true;
    s.comment_every = 2;  // comments cannot be on one line: they are dropped
    s.comment_text = "COMMENT-MARK";
    std::string printed = print(must_parse(test::read_file(p), p.string()), s);
    EXPECT_EQ(printed.find('\n'), std::string::npos) << p.filename() << ":\n" << printed;
    EXPECT_EQ(printed.find("COMMENT-MARK"), std::string::npos) << p.filename() << ":\n" << printed;
  }
}

TEST(CplPrinter, StylesChangeOnlyLayout) {
  ast::Plan plan = must_parse("plan { function main() : Void { let a: Int = 1; syscall.log(\"n\" + a); } }", "plan");
  PrintStyle s;
  s.comment_every = 1;
  std::string commented = print(plan, s);
  EXPECT_NE(commented.find("        # step\n        let a"), std::string::npos) << commented;
  EXPECT_NE(commented.find("        # step\n        syscall.log"), std::string::npos) << commented;

  s = {};
  s.indent = "\t";
  EXPECT_NE(print(plan, s).find("\n\t\tlet a: Int = 1;\n"), std::string::npos) << print(plan, s);

  s = {};
  s.space_before_type_colon = true;
  EXPECT_NE(print(plan, s).find("let a : Int = 1;"), std::string::npos) << print(plan, s);

  s = {};
  s.spaces_around_operators = false;
  EXPECT_NE(print(plan, s).find("syscall.log(\"n\"+a);"), std::string::npos) << print(plan, s);
}

TEST(CplPrinter, StringsAreQuotedSoTheyReadBack) {
  EXPECT_EQ(quote_string("a\"b\\c\nd\te\rf"), R"("a\"b\\c\nd\te\rf")");
  EXPECT_EQ(quote_string("é ☃"), "\"é ☃\"");
  std::string all;
  for (int b = 1; b < 256; ++b) all += static_cast<char>(b);
  auto r = parse("plan { function main() : Void { syscall.log(" + quote_string(all) + "); } }");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const auto* stmt = ast::node_if<ast::ExprStmt>(r.plan->functions[0].body->statements.at(0));
  ASSERT_NE(stmt, nullptr);
  const auto* call = ast::node_if<ast::SyscallCall>(stmt->expr);
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(ast::node_if<ast::StringLit>(call->args.at(0))->value, all);
}

TEST(CplPrinter, MinusBeforeANumberStaysAnOperator) {
  // `-` applied to the literal 1 is not the literal -1: the printer must keep them apart.
  for (const char* text : {"- 1", "-(1)", "- -1", "--1", "-x", "-(-1)"}) {
    std::string src = std::string("plan { function main() : Void { let a: Int = ") + text + "; } }";
    ast::Plan plan = must_parse(src, src);
    std::string printed = print(plan);
    EXPECT_TRUE(must_parse(printed, printed) == plan) << text << " printed as\n" << printed;
  }
}

TEST(CplPrinter, EqualityIgnoresPositionsButNotContent) {
  ast::Plan a = must_parse("plan { function main() : Void { return; } }", "a");
  ast::Plan b = must_parse("\n\n  plan {\n\tfunction   main ( ) : Void {\n return ;\n}\n}", "b");
  ast::Plan c = must_parse("plan { function main() : Void { return; return; } }", "c");
  ast::Plan d = must_parse("plan { function mainX() : Void { return; } }", "d");
  EXPECT_TRUE(a == b);
  EXPECT_FALSE(a == c);
  EXPECT_FALSE(a == d);
}

}  // namespace
}  // namespace conform::cpl
