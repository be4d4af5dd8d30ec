// The CPL front end (parsers/cpl/parser.hpp): grammar, positions, syntax errors, the
// foreign constructs kept in the tree, the harness limits, and the envelope.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

#include "oracles/cpl/check.hpp"
#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"
#include "tests/test_support.hpp"

namespace conform::cpl {
namespace {

using namespace ast;

// A small valid plan, built so that the test can say where everything is.
//                   1         2         3
//          1234567890123456789012345678901234567890
const char* const positioned =
    "plan {\n"                                            // line 1
    "    function main() : Void {\n"                      // line 2: `main` at column 14
    "        let city: String = \"Zürich\";\n"            // line 3: `let` at 9, `city` at 13, "Zürich" at 28
    "        syscall.log(\"é\" + city);\n"                // line 4: `syscall` at 9, `log` at 17, `city` at 27
    "        return;\n"                                   // line 5
    "    }\n"
    "}\n";

const Function& only_function(const ParseResult& r) {
  EXPECT_TRUE(r.plan.has_value());
  EXPECT_EQ(r.plan->functions.size(), 1u);
  return r.plan->functions.at(0);
}

::testing::AssertionResult at(const SourceText& s, std::size_t offset, std::uint32_t line, std::uint32_t column) {
  auto p = s.position(offset);
  if (p.line == line && p.column == column) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "offset " << offset << " is at " << p.line << ":" << p.column
                                       << ", expected " << line << ":" << column;
}

// ---- the document's own example --------------------------------------------------

TEST(CplParser, ParsesTheSection10Example) {
  std::string text = test::read_file(test::corpus_dir() / "valid" / "doc-section10-example.cpl");
  auto r = parse(text);
  ASSERT_FALSE(r.limit);
  ASSERT_FALSE(r.syntax_error) << r.syntax_error->message;
  ASSERT_TRUE(r.plan);
  ASSERT_EQ(r.plan->functions.size(), 4u);
  EXPECT_EQ(r.plan->functions[0].name.name, "main");
  EXPECT_EQ(r.plan->functions[1].name.name, "analyse");
  EXPECT_EQ(r.plan->functions[2].name.name, "createBranch");
  EXPECT_EQ(r.plan->functions[3].name.name, "applyFixes");

  const Function& main = r.plan->functions[0];
  ASSERT_TRUE(main.return_type);
  EXPECT_EQ(main.return_type->name, "Void");
  ASSERT_TRUE(main.body);
  // let, let, if/else, return: the §10 main has 4 statements at top level (D8).
  ASSERT_EQ(main.body->statements.size(), 4u);
  const If* branch = node_if<If>(main.body->statements[2]);
  ASSERT_NE(branch, nullptr);
  EXPECT_EQ(branch->then_block.statements.size(), 3u);
  ASSERT_TRUE(branch->else_block);
  EXPECT_TRUE(branch->else_ifs.empty());

  const Function& apply = r.plan->functions[3];
  ASSERT_EQ(apply.params.size(), 3u);
  EXPECT_EQ(apply.params[2].name.name, "branch");
  ASSERT_TRUE(apply.params[2].type);
  EXPECT_EQ(apply.params[2].type->name, "String");
  const Let* patches = node_if<Let>(apply.body->statements[0]);
  ASSERT_NE(patches, nullptr);
  ASSERT_TRUE(patches->type);
  EXPECT_EQ(print(*patches->type), "List<ToolResult>");
  EXPECT_NE(node_if<For>(apply.body->statements[1]), nullptr);

  const Try* t = node_if<Try>(r.plan->functions[1].body->statements[0]);
  ASSERT_NE(t, nullptr);
  ASSERT_NE(t->catch_type(), nullptr);
  EXPECT_EQ(t->catch_type()->name, "ToolError");
  EXPECT_EQ(t->catch_variable().name, "e");

  // Nothing around the plan, nothing after it.
  EXPECT_EQ(r.envelope.plan_begin, 0u);
  EXPECT_FALSE(r.envelope.prose_before);
  EXPECT_FALSE(r.envelope.prose_after);
  EXPECT_FALSE(r.envelope.second_plan);
  EXPECT_TRUE(r.envelope.fence_lines.empty());
  EXPECT_TRUE(r.foreign_comments.empty());
}

TEST(CplParser, EveryValidCorpusPlanParses) {
  for (const auto& path : test::cases_under(test::corpus_dir() / "valid")) {
    auto r = parse(test::read_file(path));
    EXPECT_TRUE(r.plan) << path << ": " << (r.syntax_error ? r.syntax_error->message : "no plan");
  }
}

// ---- positions -------------------------------------------------------------------

TEST(CplParser, NodesCarryTheirPositions) {
  SourceText s("positioned.cpl", positioned);
  auto r = parse(s.text());
  ASSERT_TRUE(r.plan) << (r.syntax_error ? r.syntax_error->message : "");
  EXPECT_TRUE(at(s, r.plan->begin, 1, 1));
  const Function& main = only_function(r);
  EXPECT_TRUE(at(s, main.name.begin, 2, 14));
  EXPECT_EQ(main.name.end - main.name.begin, 4u);

  const Let* let = node_if<Let>(main.body->statements.at(0));
  ASSERT_NE(let, nullptr);
  EXPECT_TRUE(at(s, let->begin, 3, 9));
  EXPECT_TRUE(at(s, let->name.begin, 3, 13));
  const StringLit* zurich = node_if<StringLit>(let->init);
  ASSERT_NE(zurich, nullptr);
  EXPECT_EQ(zurich->value, "Zürich");
  EXPECT_TRUE(at(s, zurich->begin, 3, 28));
  // The end is one past the closing quote: the literal is 9 bytes, 8 code points wide.
  EXPECT_EQ(zurich->end - zurich->begin, 9u);
  EXPECT_TRUE(at(s, zurich->end, 3, 36));

  const ExprStmt* log = node_if<ExprStmt>(main.body->statements.at(1));
  ASSERT_NE(log, nullptr);
  const SyscallCall* call = node_if<SyscallCall>(log->expr);
  ASSERT_NE(call, nullptr);
  EXPECT_TRUE(at(s, call->begin, 4, 9));
  EXPECT_TRUE(at(s, call->name.begin, 4, 17));
  ASSERT_EQ(call->args.size(), 1u);
  const Chain* chain = node_if<Chain>(call->args[0]);
  ASSERT_NE(chain, nullptr);
  ASSERT_EQ(chain->rest.size(), 1u);
  const VarRef* city = node_if<VarRef>(chain->rest[0].operand);
  ASSERT_NE(city, nullptr);
  // "é" is two bytes but one column.
  EXPECT_TRUE(at(s, city->begin, 4, 27));
  EXPECT_EQ(city->begin, s.text().find("city);"));

  EXPECT_TRUE(at(s, node_if<Return>(main.body->statements.at(2))->begin, 5, 9));
}

TEST(CplParser, DiagnosticsPointAtTheNodeThatBreaksTheRule) {
  SourceText s("t.cpl",
               "plan {\n"
               "  function main() : Void {\n"
               "    let x: String = syscall.nope(\"a\");\n"
               "  }\n"
               "  function Bad_name() : Void { return; }\n"
               "}\n");
  auto d = check(s);
  ASSERT_EQ(d.size(), 2u) << test::describe(s, d);
  EXPECT_EQ(d[0].rule, "CPL-UNKNOWN-SYSCALL");
  EXPECT_TRUE(at(s, d[0].offset, 3, 29));
  EXPECT_EQ(d[1].rule, "CPL-FUNCTION-NAME-CASE");
  EXPECT_TRUE(at(s, d[1].offset, 5, 12));
}

// ---- syntax errors ---------------------------------------------------------------

struct SyntaxCase {
  const char* name;
  const char* text;
  std::uint32_t line, column;
  const char* expected;  // must appear in the message
  const char* found;     // likewise
};

void PrintTo(const SyntaxCase& c, std::ostream* os) { *os << c.name; }

const SyntaxCase syntax_cases[] = {
    // a missing ')' is reported at the ';' that stands in its place
    {"MissingParen", "plan {\n  function main() : Void {\n    syscall.log(\"a\";\n  }\n}\n", 3, 20, "')'", "';'"},
    // two expressions in a row: the second is where ';' was expected
    {"TwoExpressions", "plan {\n  function main() : Void {\n    let x: String = \"a\" \"b\";\n  }\n}\n", 3, 25, "';'",
     "'\"'"},
    // a string cannot run past the end of its line
    {"UnterminatedString", "plan {\n  function main() : Void {\n    syscall.log(\"abc);\n  }\n}\n", 3, 23, "'\"'",
     "end of the line"},
    // a parameter list without ')'
    {"MissingParameterParen", "plan {\n  function main( : Void { }\n}\n", 2, 18, "')'", "':'"},
    // an unknown escape: reported at the escaped character, naming the escapes CPL has
    {"UnknownEscape", "plan {\n  function main() : Void {\n    syscall.log(\"a\\qb\");\n  }\n}\n", 3, 20, "escape",
     "'q"},
    // a blank after a backslash is inside the string: reported there, not at the next token
    {"EscapeBeforeBlank", "plan {\n  function main() : Void {\n    syscall.log(\"a\\ b\");\n  }\n}\n", 3, 20,
     "escape", "' '"},
    // a plan that never closes: the error is at the end of the input, not the end of the last line
    {"UnclosedPlan", "plan {\n  function main() : Void {\n    return;\n  }\n", 5, 1, "'}'", "end of the input"},
    // a keyword where a name must be: at the keyword, not at the blank before it
    {"KeywordAsName", "plan {\n  function main() : Void {\n    let for: String = \"a\";\n  }\n}\n", 3, 9, "name",
     "'for'"},
    // a type left out after ':': at the '=' that follows, not at the blank after ':'
    {"MissingType", "plan {\n  function main() : Void {\n    let x:   = \"a\";\n  }\n}\n", 3, 14, "type", "'='"},
    // an if without braces: at the statement where the block should start
    {"IfWithoutBraces", "plan {\n  function main() : Void {\n    if (true) syscall.log(\"x\");\n  }\n}\n", 3, 15,
     "block", "'syscall'"},
    // kept as syntax errors (spec/cpl/decisions.md, "What LLMs write beyond the document")
    {"CStyleFor", "plan {\n  function main() : Void {\n    for (let i: Int = 0; i < 3; i++) { }\n  }\n}\n", 3, 10,
     "name", "'let'"},
    // `finally` is named where it starts: ForeignConstructsThatAreSyntaxErrorsAreNamedWhereTheyStart
    // an empty type argument list or index: named, never Spirit's C++ type name
    {"EmptyTypeArguments", "plan {\n  function main() : Void {\n    let xs: List<> = [];\n  }\n}\n", 3, 18,
     "expected a type", "'>'"},
    {"EmptyIndex", "plan {\n  function main() : Void {\n    syscall.log(xs[]);\n  }\n}\n", 3, 20,
     "expected an expression", "']'"},
    {"SwitchArrowCase",
     "plan {\n  function main() : Void {\n    switch (s) { case \"a\" -> x(); }\n  }\n}\n", 3, 28,
     "expression", "'>'"},
};

class SyntaxErrorTest : public ::testing::TestWithParam<SyntaxCase> {};

TEST_P(SyntaxErrorTest, SaysWhereAndWhatWasExpected) {
  const SyntaxCase& c = GetParam();
  SourceText s("syntax.cpl", c.text);
  auto r = parse(s.text());
  ASSERT_TRUE(r.syntax_error) << c.text;
  EXPECT_FALSE(r.plan) << c.text;
  auto p = s.position(r.syntax_error->offset);
  EXPECT_EQ(p, (LineColumn{c.line, c.column}))
      << c.text << "\nreported at " << p.line << ":" << p.column << ": " << r.syntax_error->message;
  EXPECT_NE(r.syntax_error->message.find("expected"), std::string::npos) << r.syntax_error->message;
  EXPECT_NE(r.syntax_error->message.find(c.expected), std::string::npos)
      << "message should mention " << c.expected << ": " << r.syntax_error->message;
  EXPECT_NE(r.syntax_error->message.find(c.found), std::string::npos)
      << "message should mention " << c.found << ": " << r.syntax_error->message;

  // check() reports exactly that, under CPL-SYNTAX.
  auto d = check(s);
  ASSERT_EQ(d.size(), 1u) << test::describe(s, d);
  EXPECT_EQ(d[0].rule, "CPL-SYNTAX");
  EXPECT_EQ(d[0].offset, r.syntax_error->offset);
}

INSTANTIATE_TEST_SUITE_P(Cpl, SyntaxErrorTest, ::testing::ValuesIn(syntax_cases),
                         [](const ::testing::TestParamInfo<SyntaxCase>& info) { return std::string(info.param.name); });

// A ';' missing at the end of a line is reported where it belongs, right after the
// token it should follow (as javac does), and the message names what came next.
TEST(CplParser, AMissingSemicolonIsReportedWhereItBelongs) {
  std::string text = test::read_file(test::corpus_dir() / "invalid" / "CPL-SYNTAX" / "missing-semicolon.cpl");
  SourceText s("missing-semicolon.cpl", text);
  auto r = parse(text);
  ASSERT_TRUE(r.syntax_error);
  EXPECT_EQ(r.syntax_error->offset, text.find("(\"main\")") + 8) << r.syntax_error->message;
  EXPECT_NE(r.syntax_error->message.find("';'"), std::string::npos) << r.syntax_error->message;
  EXPECT_NE(r.syntax_error->message.find("'syscall'"), std::string::npos) << r.syntax_error->message;
  // A deferred function's missing ';' before a blank line and a comment line; one on the
  // line of the next token stays at that token.
  const std::string deferred =
      "plan {\n  function main() : Void {\n  }\n  @Deferred\n  function later() : Void\n\n  // next\n  function "
      "other() : Void {\n  }\n}\n";
  r = parse(deferred);
  ASSERT_TRUE(r.syntax_error);
  EXPECT_EQ(r.syntax_error->offset, deferred.find(": Void\n\n") + 6) << r.syntax_error->message;
  // CPL's own comments: `#` as well as `//`, and a line that holds only one.
  const std::string hash = "plan {\n  function main() : Void {\n    let a: Int = 1   # one\n    # two\n    let b: Int = 2;\n  }\n}\n";
  r = parse(hash);
  ASSERT_TRUE(r.syntax_error);
  EXPECT_EQ(r.syntax_error->offset, hash.find(" = 1") + 4) << r.syntax_error->message;
  const std::string same_line = "plan {\n  function main() : Void {\n    let a: Int = 1 let b: Int = 2;\n  }\n}\n";
  r = parse(same_line);
  ASSERT_TRUE(r.syntax_error);
  EXPECT_EQ(r.syntax_error->offset, same_line.find("let b"));
}

// Round 23's reader: `function main() Void {` was told only that '{' or ';' was expected,
// and adding the ';' would make a deferred function. What may follow the parameters is
// named, ':' first; after the return type, the body as before.
TEST(CplParser, AReturnTypeWithoutItsColonIsToldSo) {
  for (const std::string after : {" Void {\n  }", " -> Void {\n  }", " Void;"}) {
    const std::string text = "plan {\n  function main()" + after + "\n}\n";
    auto r = parse(text);
    ASSERT_TRUE(r.syntax_error) << text;
    EXPECT_EQ(r.syntax_error->offset, text.find(')') + 2) << r.syntax_error->message;
    EXPECT_EQ(r.syntax_error->message.rfind("expected ':' and the return type, '{' or ';'", 0), 0u) << r.syntax_error->message;
  }
  const std::string typed = "plan {\n  function main() : Void return;\n}\n";
  auto r = parse(typed);
  ASSERT_TRUE(r.syntax_error);
  EXPECT_EQ(r.syntax_error->message.rfind("expected '{' or ';'", 0), 0u) << r.syntax_error->message;
}

// Where a name is expected and a reserved word stands, the message says it is one
// (round 5's reader read "found 'syscall'" as no reason). Other tokens are named as before.
TEST(CplParser, AReservedWordWhereANameGoesIsNamedAsOne) {
  for (const std::string word : {"syscall", "return", "function"}) {
    const std::string text = "plan {\n  function main() : Void {\n    let " + word + ": String = \"a\";\n  }\n}\n";
    auto r = parse(text);
    ASSERT_TRUE(r.syntax_error) << word;
    EXPECT_EQ(r.syntax_error->message, "expected a name, found '" + word + "', a reserved word");
  }
  // `plan` starts only the program, and is a name elsewhere (decision D20).
  EXPECT_FALSE(parse("plan {\n  function main() : Void {\n    let plan: String = \"a\";\n    syscall.log(plan);\n  }\n}\n")
                   .syntax_error);
  auto r = parse("plan {\n  function main() : Void {\n    let 1: String = \"a\";\n  }\n}\n");
  ASSERT_TRUE(r.syntax_error);
  EXPECT_EQ(r.syntax_error->message.find("reserved"), std::string::npos) << r.syntax_error->message;
}

// Constructs from other languages that are still syntax errors are named where they
// start (round 10's reader): `finally`, a keyword in the wrong case, an annotation with
// arguments, a non-ASCII letter in a name. Their neighbours keep the plain message.
TEST(CplParser, ForeignConstructsThatAreSyntaxErrorsAreNamedWhereTheyStart) {
  const std::string head = "plan {\n  function main() : Void {\n";
  const std::string tail = "\n  }\n}\n";
  const auto error_in = [&](const std::string& body) {
    auto r = parse(head + body + tail);
    EXPECT_TRUE(r.syntax_error) << body;
    return r.syntax_error.value_or(SyntaxError{});
  };
  const std::string with_finally =
      "    try {\n      syscall.log(\"a\");\n    } catch (ToolError e) {\n    } finally {\n    }";
  auto e = error_in(with_finally);
  EXPECT_EQ(e.message, "'finally' is not CPL: a try has one catch (ToolError e) { … } and nothing after it");
  EXPECT_EQ(e.offset, head.size() + with_finally.find("finally"));
  e = error_in("    If (true) {\n    }");
  EXPECT_EQ(e.message, "'If' is not a CPL keyword: keywords are lower-case ('if')");
  EXPECT_EQ(e.offset, head.size() + 4);
  EXPECT_EQ(error_in("    syscall.log(\"a\");\n    FOR (x in xs) {\n    }").message,
            "'FOR' is not a CPL keyword: keywords are lower-case ('for')");
  e = error_in("    let café: String = \"a\";");
  EXPECT_EQ(e.message,
            "expected '=', found 'é', a letter no CPL name holds (names are ASCII letters, digits and '_')");
  // Neighbours: a call named like no keyword, a lower-case keyword, a name before a
  // non-letter, each a plain message.
  EXPECT_EQ(error_in("    show (true) {\n    }").message, "expected ';', found '{'");
  EXPECT_EQ(error_in("    let a: String = \"a\"\n    let b: String = \"b\";").message.find("keyword"), std::string::npos);
  EXPECT_EQ(error_in("    let a?: String = \"a\";").message.find("letter"), std::string::npos);
  // A reserved word where a parameter's name stands says so, as it does where a function's
  // name stands; another fault there keeps the plain message.
  const auto plan_error = [](const std::string& plan) {
    const auto r = parse(plan);
    EXPECT_TRUE(r.syntax_error) << plan;
    return r.syntax_error.value_or(SyntaxError{}).message;
  };
  EXPECT_EQ(plan_error("plan {\n  function main() : Void {\n  }\n  function f(syscall: String) : Void {\n  }\n}\n"),
            "expected ')', found 'syscall', a reserved word");
  EXPECT_EQ(plan_error("plan {\n  function main() : Void {\n  }\n  function syscall() : Void {\n  }\n}\n"),
            "expected a name, found 'syscall', a reserved word");
  EXPECT_EQ(plan_error("plan {\n  function main() : Void {\n  }\n  function f(-x: String) : Void {\n  }\n}\n").find("reserved"),
            std::string::npos);
  // Java's declaration, the type before the name, says how CPL writes it (stop 99's
  // auditor); a comparison statement keeps the plain message.
  e = error_in("    String city = \"Rome\";");
  EXPECT_EQ(e.message, "a variable is declared let city: String = …; ('String city = …' is Java's form)");
  EXPECT_EQ(e.offset, head.size() + 4);
  EXPECT_EQ(error_in("    List<ToolResult> results = [];").message,
            "a variable is declared let results: List<ToolResult> = …; ('List<ToolResult> results = …' is Java's form)");
  EXPECT_EQ(error_in("    a b == c;").message.find("Java's form"), std::string::npos);
  // A hexadecimal or binary literal is named whole, where it starts.
  e = error_in("    let n: Int = 0x1F;");
  EXPECT_EQ(e.message, "'0x1F' is not a CPL literal: an Int is written in decimal digits");
  EXPECT_EQ(e.offset, head.size() + 17);
  EXPECT_EQ(error_in("    let n: Int = 10x;").message.find("decimal"), std::string::npos);
  // A keyword in the wrong case where a function starts.
  EXPECT_EQ(plan_error("plan {\n  Function main() : Void {\n  }\n}\n"),
            "'Function' is not a CPL keyword: keywords are lower-case ('function')");
  // Stop 100's auditor: `foreach` named where it starts, Catch's case, Java's parameter
  // order; neighbours keep the plain message.
  e = error_in("    foreach (p in patches) {\n    }");
  EXPECT_EQ(e.message, "'foreach' is not CPL: a loop is for (item in list) { … }");
  EXPECT_EQ(e.offset, head.size() + 4);
  EXPECT_EQ(error_in("    forEvery (p in patches) {\n    }").message.find("a loop is"), std::string::npos);
  EXPECT_EQ(error_in("    try {\n      syscall.log(\"a\");\n    } Catch (ToolError e) {\n    }").message,
            "'Catch' is not a CPL keyword: keywords are lower-case ('catch')");
  SyntaxError r_error;
  const std::string java_parameter = "plan {\n  function main() : Void {\n  }\n  function f(ToolResult repo) : Void {\n  }\n}\n";
  r_error = parse(java_parameter).syntax_error.value_or(SyntaxError{});
  EXPECT_EQ(r_error.message, "a parameter is written repo: ToolResult ('ToolResult repo' is Java's form)");
  EXPECT_EQ(r_error.offset, java_parameter.find("ToolResult repo"));
  EXPECT_EQ(plan_error("plan {\n  function main() : Void {\n  }\n  function f(a: String, Int n) : Void {\n  }\n}\n"),
            "a parameter is written n: Int ('Int n' is Java's form)");
  EXPECT_EQ(plan_error("plan {\n  function main() : Void {\n    f(a b);\n  }\n}\n").find("Java's form"), std::string::npos);
  e = error_in("    let r: ToolResult = new ToolResult;");
  EXPECT_EQ(e.message, "'new' is not CPL: nothing is constructed; a value is a literal, a variable, or what a syscall or "
                       "function returns");
  EXPECT_EQ(e.offset, head.size() + 24);
  EXPECT_EQ(error_in("    let r: ToolResult = renew ToolResult();").message.find("'new'"), std::string::npos);
  // With its arguments, `new T(…)` is read, for CPL-UNSUPPORTED-EXPRESSION to report.
  const auto read = parse(head + "    let r: ToolResult = new ToolResult();" + tail);
  EXPECT_FALSE(read.syntax_error) << read.syntax_error.value_or(SyntaxError{}).message;

  const std::string annotated = "plan {\n  function main() : Void {\n  }\n  @Deferred()\n  function later() : Void;\n}\n";
  auto r = parse(annotated);
  ASSERT_TRUE(r.syntax_error);
  EXPECT_EQ(r.syntax_error->message, "an annotation takes no arguments: write @Deferred alone before the function");
  EXPECT_EQ(r.syntax_error->offset, annotated.find("@Deferred()") + 9);
  // `Return;` parses, as a bare name: the statement rule says which keyword it spells.
  const std::string bare = head + "    syscall.log(\"a\");\n    Return;\n    let x: String = \"b\";\n    x;" + tail;
  const auto d = check(SourceText("plan.cpl", bare));
  ASSERT_EQ(d.size(), 2u) << test::describe_text(bare, d);
  EXPECT_EQ(d[0].rule, "CPL-UNSUPPORTED-STATEMENT");
  EXPECT_EQ(d[0].message, "an expression statement must be a function or syscall call; 'Return' is not a CPL keyword: "
                          "keywords are lower-case ('return')");
  EXPECT_EQ(d[1].message, "an expression statement must be a function or syscall call");

  const std::string misplaced = "plan {\n  function main() : Void {\n  }\n  @Deferred\n  let x: Int = 1;\n}\n";
  r = parse(misplaced);
  ASSERT_TRUE(r.syntax_error);
  EXPECT_EQ(r.syntax_error->message.find("arguments"), std::string::npos) << r.syntax_error->message;
}

// A call of a whitelisted syscall without `syscall.` says how it is called.
TEST(CplParser, ASyscallCalledAsAFunctionSaysHowItIsCalled) {
  const std::string text = "plan {\n  function main() : Void {\n    syscall.log(\"a\");\n    log(\"b\");\n    other(1);\n  }\n}\n";
  const auto d = check(SourceText("plan.cpl", text));
  ASSERT_EQ(d.size(), 2u) << test::describe_text(text, d);
  EXPECT_EQ(d[0].message, "the plan defines no function 'log'; a syscall is called through syscall: syscall.log(…)");
  EXPECT_EQ(d[1].message, "the plan defines no function 'other'");
}

// ---- constructs borrowed from other languages are in the tree, not syntax errors --

ParseResult parse_main_body(const std::string& body) {
  return parse("plan {\n  function main() : Void {\n" + body + "\n  }\n}\n");
}

const Statement& first_statement(const ParseResult& r) {
  static const Statement none{};
  if (!r.plan || r.plan->functions.empty() || !r.plan->functions[0].body ||
      r.plan->functions[0].body->statements.empty()) {
    ADD_FAILURE() << "no statement parsed: " << (r.syntax_error ? r.syntax_error->message : "");
    return none;
  }
  return r.plan->functions[0].body->statements[0];
}

TEST(CplParser, WhileIsAStatementNode) {
  auto r = parse_main_body("    while (x) { syscall.log(\"a\"); }");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const While* w = node_if<While>(first_statement(r));
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(w->body.statements.size(), 1u);
  EXPECT_NE(node_if<VarRef>(w->condition), nullptr);
}

TEST(CplParser, BreakContinueThrowAreStatementNodes) {
  auto r = parse_main_body("    break;\n    continue;\n    throw x;");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const auto& s = r.plan->functions[0].body->statements;
  ASSERT_EQ(s.size(), 3u);
  EXPECT_NE(node_if<Break>(s[0]), nullptr);
  EXPECT_NE(node_if<Continue>(s[1]), nullptr);
  EXPECT_NE(node_if<Throw>(s[2]), nullptr);
}

TEST(CplParser, ComparisonAndLogicOperatorsAreKept) {
  auto r = parse_main_body("    if (a == \"b\" && c != d || e < f) { }");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const If* i = node_if<If>(first_statement(r));
  ASSERT_NE(i, nullptr);
  const Chain* chain = node_if<Chain>(i->condition);
  ASSERT_NE(chain, nullptr);
  std::vector<std::string> ops;
  for (const auto& op : chain->rest) ops.push_back(op.op.str());
  EXPECT_EQ(ops, (std::vector<std::string>{"==", "&&", "!=", "||", "<"}));
}

TEST(CplParser, AssignmentIsNotMistakenForEquality) {
  auto r = parse_main_body("    x = y;\n    x == y;");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const auto& s = r.plan->functions[0].body->statements;
  ASSERT_EQ(s.size(), 2u);
  EXPECT_NE(node_if<Assign>(s[0]), nullptr);
  const ExprStmt* e = node_if<ExprStmt>(s[1]);
  ASSERT_NE(e, nullptr);
  EXPECT_NE(node_if<Chain>(e->expr), nullptr);
}

TEST(CplParser, MemberAccessMethodCallAndIndexArePostfixNodes) {
  auto r = parse_main_body("    let u: String = repo.url.host.trim(1)[0];");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const Let* let = node_if<Let>(first_statement(r));
  ASSERT_NE(let, nullptr);
  const Postfix* p = node_if<Postfix>(let->init);
  ASSERT_NE(p, nullptr);
  EXPECT_NE(node_if<VarRef>(p->base), nullptr);
  ASSERT_EQ(p->suffixes.size(), 4u);
  EXPECT_EQ(p->suffixes[0].kind, Suffix::Kind::member);
  EXPECT_EQ(p->suffixes[0].name, "url");
  EXPECT_EQ(p->suffixes[1].kind, Suffix::Kind::member);
  EXPECT_EQ(p->suffixes[2].kind, Suffix::Kind::method_call);
  EXPECT_EQ(p->suffixes[2].name, "trim");
  EXPECT_EQ(p->suffixes[2].args.size(), 1u);
  EXPECT_EQ(p->suffixes[3].kind, Suffix::Kind::index);
}

TEST(CplParser, SyscallDotNameIsASyscallNotMemberAccess) {
  auto r = parse_main_body("    syscall.log(\"a\");");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const ExprStmt* e = node_if<ExprStmt>(first_statement(r));
  ASSERT_NE(e, nullptr);
  EXPECT_NE(node_if<SyscallCall>(e->expr), nullptr);
}

TEST(CplParser, ElseIfChainsAreFlat) {
  auto r = parse_main_body(
      "    if (a) { x(); } else if (b) { y(); } else if (c) { z(); } else { w(); }");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const If* i = node_if<If>(first_statement(r));
  ASSERT_NE(i, nullptr);
  ASSERT_EQ(i->else_ifs.size(), 2u);
  EXPECT_NE(node_if<VarRef>(i->else_ifs[1].condition), nullptr);
  EXPECT_TRUE(i->else_block);
}

TEST(CplParser, ElseWithBracesIsNotElseIf) {
  auto r = parse_main_body("    if (a) { x(); } else { if (b) { y(); } }");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const If* i = node_if<If>(first_statement(r));
  ASSERT_NE(i, nullptr);
  EXPECT_TRUE(i->else_ifs.empty());
  ASSERT_TRUE(i->else_block);
  EXPECT_NE(node_if<If>(i->else_block->statements.at(0)), nullptr);
}

TEST(CplParser, ForeignCommentsAreSkippedAndLogged) {
  std::string text = "plan {\n  // line\n  function main() : Void { /* block\n */ return; }\n}\n";
  auto r = parse(text);
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  ASSERT_EQ(r.foreign_comments.size(), 2u);
  EXPECT_EQ(r.foreign_comments[0], text.find("//"));
  EXPECT_EQ(r.foreign_comments[1], text.find("/*"));
  EXPECT_EQ(r.plan->functions.at(0).body->statements.size(), 1u);
}

TEST(CplParser, CommentMarkersInsideStringsAreText) {
  auto r = parse_main_body("    syscall.log(\"# // /* */\");");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  EXPECT_TRUE(r.foreign_comments.empty());
  const ExprStmt* e = node_if<ExprStmt>(first_statement(r));
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(node_if<StringLit>(node_if<SyscallCall>(e->expr)->args.at(0))->value, "# // /* */");
}

TEST(CplParser, UntypedDeclarationsParse) {
  auto r = parse("plan { function f(a, b: Int) { let x = 1; } }");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const Function& f = r.plan->functions.at(0);
  EXPECT_FALSE(f.return_type);
  ASSERT_EQ(f.params.size(), 2u);
  EXPECT_FALSE(f.params[0].type);
  EXPECT_TRUE(f.params[1].type);
  const Let* let = node_if<Let>(f.body->statements.at(0));
  ASSERT_NE(let, nullptr);
  EXPECT_FALSE(let->type);
}

TEST(CplParser, NullFloatsAndPrefixOperatorsAreExpressions) {
  auto r = parse_main_body("    let a: Int = null;\n    let b: Int = 0.5;\n    let c: Bool = !!d;\n    let e: Int = -f;");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const auto& s = r.plan->functions[0].body->statements;
  ASSERT_EQ(s.size(), 4u);
  EXPECT_NE(node_if<NullLit>(node_if<Let>(s[0])->init), nullptr);
  const FloatLit* f = node_if<FloatLit>(node_if<Let>(s[1])->init);
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->text, "0.5");
  const Unary* u = node_if<Unary>(node_if<Let>(s[2])->init);
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->ops, "!!");
  const Unary* neg = node_if<Unary>(node_if<Let>(s[3])->init);
  ASSERT_NE(neg, nullptr);
  EXPECT_EQ(neg->ops, "-");
}

TEST(CplParser, NegativeLiteralsAndSubtraction) {  // D2
  auto r = parse_main_body("    let a: Int = -12;\n    let b: Int = x - 1;\n    let c: Int = x -1;");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const auto& s = r.plan->functions[0].body->statements;
  const IntLit* lit = node_if<IntLit>(node_if<Let>(s.at(0))->init);
  ASSERT_NE(lit, nullptr);
  EXPECT_EQ(lit->digits, "-12");
  for (int i : {1, 2}) {
    const Chain* c = node_if<Chain>(node_if<Let>(s.at(i))->init);
    ASSERT_NE(c, nullptr) << "statement " << i;
    ASSERT_EQ(c->rest.size(), 1u);
    EXPECT_EQ(c->rest[0].op, "-");
  }
}

TEST(CplParser, PrefixMinusBeforeSpacedDigitsIsAnOperator) {
  // D2: only `-` directly followed by digits is a negative literal; `- 1` is the prefix
  // operator `-` (CPL-UNSUPPORTED-OPERATOR), not a syntax error.
  auto r = parse_main_body("    let a: Int = - 1;");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const Unary* u = node_if<Unary>(node_if<Let>(first_statement(r))->init);
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->ops, "-");
  const IntLit* one = node_if<IntLit>(u->operand);
  ASSERT_NE(one, nullptr);
  EXPECT_EQ(one->digits, "1");
}

TEST(CplParser, CompoundAssignmentsAndStepsAreStatementNodes) {
  const std::string body = "    s += \"b\";\n    n -= 1;\n    n *= 2;\n    n /= 2;\n    n %= 2;\n    n++;\n    n--;";
  auto r = parse_main_body(body);
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  SourceText text("t.cpl", "plan {\n  function main() : Void {\n" + body);
  const auto& s = r.plan->functions[0].body->statements;
  ASSERT_EQ(s.size(), 7u);
  const std::vector<std::string> ops{"+=", "-=", "*=", "/=", "%=", "++", "--"};
  for (std::size_t i = 0; i < s.size(); ++i) {
    const CompoundAssign* a = node_if<CompoundAssign>(s[i]);
    ASSERT_NE(a, nullptr) << "statement " << i;
    EXPECT_EQ(a->op.text, ops[i]);
    EXPECT_EQ(a->value.has_value(), i < 5) << ops[i];
    EXPECT_TRUE(at(text, a->op.begin, static_cast<std::uint32_t>(3 + i), i < 5 ? 7 : 6)) << "at the operator";
  }
  EXPECT_EQ(node_if<CompoundAssign>(s[0])->target.name, "s");
  EXPECT_NE(node_if<StringLit>(*node_if<CompoundAssign>(s[0])->value), nullptr);
}

// `++n;` and `--n;` are the steps of `n++;` and `n--;`, at the operator; a step before
// anything but a name and ';' is not one.
TEST(CplParser, PrefixStepsAreStepStatements) {
  auto r = parse_main_body("    ++n;\n    -- total;");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  SourceText text("t.cpl", "plan {\n  function main() : Void {\n    ++n;\n    -- total;");
  const auto& s = r.plan->functions[0].body->statements;
  ASSERT_EQ(s.size(), 2u);
  const std::pair<const char*, const char*> steps[] = {{"++", "n"}, {"--", "total"}};
  for (std::size_t i = 0; i < s.size(); ++i) {
    const CompoundAssign* a = node_if<CompoundAssign>(s[i]);
    ASSERT_NE(a, nullptr) << "statement " << i;
    EXPECT_EQ(a->op.text, steps[i].first);
    EXPECT_EQ(a->target.name, steps[i].second);
    EXPECT_FALSE(a->value.has_value());
    EXPECT_TRUE(at(text, a->op.begin, static_cast<std::uint32_t>(3 + i), 5)) << "at the operator";
  }
  for (const char* not_a_step : {"    --n + \"a\";", "    --1;"}) {
    auto e = parse_main_body(not_a_step);
    ASSERT_TRUE(e.plan) << not_a_step;
    EXPECT_NE(node_if<ExprStmt>(first_statement(e)), nullptr) << not_a_step;
  }
}

TEST(CplParser, StepsCountOnlyDirectlyBeforeASemicolon) {
  // `n--1` is still `n - -1` (D2), an expression statement, as the compact printer writes it
  auto r = parse_main_body("    n--1;");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const ExprStmt* e = node_if<ExprStmt>(first_statement(r));
  ASSERT_NE(e, nullptr);
  const Chain* c = node_if<Chain>(e->expr);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->rest.at(0).op, "-");
  EXPECT_EQ(node_if<IntLit>(c->rest.at(0).operand)->digits, "-1");
}

TEST(CplParser, ConditionalIsAnExpressionNode) {
  auto r = parse_main_body("    let s: String = c ? \"a\" : d ? \"b\" : \"c\";\n    let m: Map<String, String> = {\"k\": c ? \"a\" : \"b\"};");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const auto& s = r.plan->functions[0].body->statements;
  const Conditional* q = node_if<Conditional>(node_if<Let>(s.at(0))->init);
  ASSERT_NE(q, nullptr);
  EXPECT_NE(node_if<VarRef>(q->condition), nullptr);
  EXPECT_NE(node_if<StringLit>(q->branches.then_value), nullptr);
  EXPECT_NE(node_if<Conditional>(q->branches.else_value), nullptr) << "nests to the right";
  SourceText text("t.cpl", "plan {\n  function main() : Void {\n    let s: String = c ? ");
  EXPECT_TRUE(at(text, q->begin, 3, 21));           // at its condition
  EXPECT_TRUE(at(text, q->branches.begin, 3, 23));  // at '?'
  // a map entry's ':' is not a conditional's
  const MapLit* m = node_if<MapLit>(node_if<Let>(s.at(1))->init);
  ASSERT_NE(m, nullptr);
  ASSERT_EQ(m->entries.size(), 1u);
  EXPECT_NE(node_if<StringLit>(m->entries[0].key), nullptr);
  EXPECT_NE(node_if<Conditional>(m->entries[0].value), nullptr);
}

TEST(CplParser, DeepConditionalNestingIsALimitNotACrash) {
  std::string text = "plan { function main() : Void { let s: String = a";
  for (int i = 0; i < 100000; ++i) text += " ? b : a";
  text += "; } }";
  auto r = parse(text);
  ASSERT_TRUE(r.limit);
  EXPECT_EQ(r.limit->rule, "HARNESS-NESTING-TOO-DEEP");
  EXPECT_FALSE(r.plan);
}

TEST(CplParser, InstanceofIsAnOperatorOfTheChain) {
  auto r = parse_main_body("    if (r instanceof ToolResult) { }\n    let instanceofCount: Int = 1;");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const auto& s = r.plan->functions[0].body->statements;
  const Chain* c = node_if<Chain>(node_if<If>(s.at(0))->condition);
  ASSERT_NE(c, nullptr);
  ASSERT_EQ(c->rest.size(), 1u);
  EXPECT_EQ(c->rest[0].op, "instanceof");
  EXPECT_EQ(node_if<VarRef>(c->rest[0].operand)->name, "ToolResult");
  EXPECT_EQ(node_if<Let>(s.at(1))->name.name, "instanceofCount") << "a name that starts with it is a name";
}

TEST(CplParser, SwitchIsAStatementNode) {
  auto r = parse_main_body(
      "    switch (s) {\n"
      "      case \"a\":\n"
      "        x();\n"
      "        break;\n"
      "      case \"b\":\n"
      "      default:\n"
      "        y();\n"
      "    }\n"
      "    switch(s);");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const auto& s = r.plan->functions[0].body->statements;
  ASSERT_EQ(s.size(), 2u);
  const Switch* w = node_if<Switch>(s[0]);
  ASSERT_NE(w, nullptr);
  EXPECT_NE(node_if<VarRef>(w->subject), nullptr);
  ASSERT_EQ(w->cases.size(), 3u);
  ASSERT_TRUE(w->cases[0].label);
  EXPECT_EQ(node_if<StringLit>(*w->cases[0].label)->value, "a");
  ASSERT_EQ(w->cases[0].body.statements.size(), 2u);
  EXPECT_NE(node_if<Break>(w->cases[0].body.statements[1]), nullptr);
  EXPECT_TRUE(w->cases[1].body.statements.empty());
  EXPECT_FALSE(w->cases[2].label) << "default";
  EXPECT_EQ(w->cases[2].body.statements.size(), 1u);
  // without a block after it, `switch(s)` is a call, as it always was
  const ExprStmt* call = node_if<ExprStmt>(s[1]);
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(node_if<Call>(call->expr)->callee.name, "switch");
}

TEST(CplParser, StringEscapesAreDecoded) {  // D3
  auto r = parse_main_body(R"(    syscall.log("q\" b\\ n\n t\t r\r");)");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const ExprStmt* e = node_if<ExprStmt>(first_statement(r));
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(node_if<StringLit>(node_if<SyscallCall>(e->expr)->args.at(0))->value, "q\" b\\ n\n t\t r\r");
}

TEST(CplParser, ListAndMapLiterals) {  // D16
  auto r = parse_main_body("    let m: Map<String, List<Int>> = {\"a\": [1, -2], \"b\": []};\n    let e: Map<String, Int> = {};");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const auto& s = r.plan->functions[0].body->statements;
  const Let* let = node_if<Let>(s.at(0));
  ASSERT_NE(let, nullptr);
  EXPECT_EQ(print(*let->type), "Map<String, List<Int>>");
  const MapLit* m = node_if<MapLit>(let->init);
  ASSERT_NE(m, nullptr);
  ASSERT_EQ(m->entries.size(), 2u);
  EXPECT_EQ(node_if<ListLit>(m->entries[0].value)->elements.size(), 2u);
  EXPECT_TRUE(node_if<ListLit>(m->entries[1].value)->elements.empty());
  const MapLit* empty = node_if<MapLit>(node_if<Let>(s.at(1))->init);
  ASSERT_NE(empty, nullptr);
  EXPECT_TRUE(empty->entries.empty());
}

TEST(CplParser, AnnotationsAndDeferredDeclarations) {
  auto r = parse("plan { @Deferred function f(a: Int) : Void; @Deferred @Other function g() : Int { } }");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  ASSERT_EQ(r.plan->functions.size(), 2u);
  EXPECT_TRUE(r.plan->functions[0].is_deferred());
  EXPECT_FALSE(r.plan->functions[0].body);
  ASSERT_EQ(r.plan->functions[1].annotations.size(), 2u);
  EXPECT_EQ(r.plan->functions[1].annotations[1].name, "Other");
  ASSERT_TRUE(r.plan->functions[1].body);
  EXPECT_TRUE(r.plan->functions[1].body->statements.empty());
}

TEST(CplParser, KeywordPrefixesAreNames) {
  // `letter`, `format`, `iffy`, `returned` start with keywords but are names.
  auto r = parse_main_body("    let letter: String = format(iffy, returned, planned, nullable, trueish);");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const Let* let = node_if<Let>(first_statement(r));
  ASSERT_NE(let, nullptr);
  EXPECT_EQ(let->name.name, "letter");
  const Call* call = node_if<Call>(let->init);
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(call->callee.name, "format");
  EXPECT_EQ(call->args.size(), 5u);
  for (const auto& a : call->args) EXPECT_NE(node_if<VarRef>(a), nullptr);
}

// The tree's texts are views into the parse's own copy of the text, which the plan
// shares, and a string with escapes is its decoded value, kept with it: a plan copied out
// of its parse outlives the string it was parsed from. ASan would report a view into the
// string.
TEST(CplParser, APlanCopiedOutOfItsParseOutlivesTheString) {
  const std::string plan_text =
      "plan { function main() : Void { let s: String = \"say \\\"hi\\\"\"; syscall.log(s + \"!\"); } }";
  ast::Plan plan;
  {
    std::string text = plan_text;
    plan = *parse(text).plan;
    text.assign(text.size(), '#');
  }
  ASSERT_EQ(plan.functions.size(), 1u);
  EXPECT_EQ(plan.functions[0].name.name, "main");
  const auto* let = node_if<Let>(plan.functions[0].body->statements.at(0));
  ASSERT_NE(let, nullptr);
  EXPECT_EQ(let->name.name, "s");
  EXPECT_EQ(let->type->name, "String");
  const auto* value = node_if<StringLit>(let->init);
  ASSERT_NE(value, nullptr);
  EXPECT_EQ(value->value, "say \"hi\"");
  EXPECT_EQ(print(plan), print(*parse(plan_text).plan));
}

// A whitelist entry parsed, with the text its names are views into.
struct ParsedSignature {
  std::unique_ptr<x3kit::TextStore> text;
  std::optional<ast::Signature> signature;
};
ParsedSignature signature_of(std::string_view entry, std::string* why = nullptr) {
  auto text = std::make_unique<x3kit::TextStore>(entry);
  auto signature = parse_signature(*text, why);
  return {std::move(text), std::move(signature)};
}

TEST(CplParser, SignaturesOfTheWhitelist) {
  const auto parsed = signature_of("applyPatch(repo: ToolResult, patch: ToolResult, branch: String) : ToolResult");
  const auto& s = parsed.signature;
  ASSERT_TRUE(s);
  EXPECT_EQ(s->name.name, "applyPatch");
  EXPECT_EQ(s->params.size(), 3u);
  EXPECT_EQ(s->return_type.name, "ToolResult");
  std::string why;
  EXPECT_FALSE(signature_of("log(text: String)", &why).signature);
  EXPECT_NE(why.find("expected"), std::string::npos) << why;
  EXPECT_FALSE(signature_of("log(text: String) : Void trailing", &why).signature);
  EXPECT_FALSE(why.empty());
}

// ---- limits ----------------------------------------------------------------------

TEST(CplParser, SignatureTypesNestOnlyToTheDefaultDepth) {
  // Whitelist entries are not bracket-counted first; the grammar's own nesting guard
  // bounds them: 128 levels of type (127 `List<`s around `Int`) parse, 129 do not.
  auto nested = [](int lists) {
    std::string type;
    for (int i = 0; i < lists; ++i) type += "List<";
    type += "Int";
    type += std::string(lists, '>');
    return "f(a: " + type + ") : Void";
  };
  EXPECT_TRUE(signature_of(nested(127)).signature);
  std::string why;
  EXPECT_FALSE(signature_of(nested(128), &why).signature);
  EXPECT_NE(why.find("nest deeper than 128"), std::string::npos) << why;
  EXPECT_FALSE(signature_of(nested(5000), &why).signature);  // refused, not a stack overflow
  EXPECT_NE(why.find("nest deeper than 128"), std::string::npos) << why;
}

TEST(CplParser, DeepNestingIsRefusedBeforeParsing) {
  std::string text = "plan { function main() : Void { syscall.log(" + std::string(200, '(') + "\"x\"" +
                     std::string(200, ')') + "); } }";
  auto r = parse(text);
  ASSERT_TRUE(r.limit);
  EXPECT_EQ(r.limit->rule, "HARNESS-NESTING-TOO-DEEP");
  EXPECT_FALSE(r.plan);
  EXPECT_FALSE(r.syntax_error);
  SourceText s("deep.cpl", text);
  auto d = check(s);
  ASSERT_EQ(d.size(), 1u) << test::describe(s, d);
  EXPECT_EQ(d[0].rule, "HARNESS-NESTING-TOO-DEEP");
  EXPECT_EQ(d[0].severity, Severity::error);
  EXPECT_LE(d[0].offset, text.size());
}

TEST(CplParser, EveryBracketKindCountsTowardsTheDepth) {
  for (const char* open : {"(", "[", "{", "<"}) {
    std::string text = "plan { function main() : Void { ";
    for (int i = 0; i < 200; ++i) text += open;
    text += " } }";
    auto r = parse(text);
    ASSERT_TRUE(r.limit) << open;
    EXPECT_EQ(r.limit->rule, "HARNESS-NESTING-TOO-DEEP") << open;
  }
}

TEST(CplParser, NestingWithinTheLimitParses) {
  // 100 parentheses inside plan { function { call( … ) } }: under the default 128.
  std::string text = "plan { function main() : Void { syscall.log(" + std::string(100, '(') + "\"x\"" +
                     std::string(100, ')') + "); } }";
  auto r = parse(text);
  EXPECT_FALSE(r.limit);
  ASSERT_TRUE(r.plan) << (r.syntax_error ? r.syntax_error->message : "");
  // A lower limit refuses the same text.
  auto low = parse(text, Limits{.max_bytes = 1 << 20, .max_depth = 50});
  ASSERT_TRUE(low.limit);
  EXPECT_EQ(low.limit->rule, "HARNESS-NESTING-TOO-DEEP");
}

TEST(CplParser, OnlyALevelThatOpensCountsAgainstTheLimit) {
  // Each '?' opens a level; the innermost "a" sits at the fourth (the function's body is
  // the first). After "a" a suffix (`.x`, `[i]`) could open a fifth, but none is there,
  // so a limit of 4 holds; 3 does not.
  const std::string text =
      "plan { function main() : Void { let s: String = true ? true ? true ? \"a\" : \"b\" : \"c\" : \"d\"; } }";
  EXPECT_FALSE(parse(text, Limits{.max_bytes = 1 << 20, .max_depth = 4}).limit);
  auto low = parse(text, Limits{.max_bytes = 1 << 20, .max_depth = 3});
  ASSERT_TRUE(low.limit);
  EXPECT_EQ(low.limit->rule, "HARNESS-NESTING-TOO-DEEP");
}

TEST(CplParser, BracketsInStringsAndCommentsDoNotCount) {
  std::string text = "plan { # " + std::string(300, '(') + "\n function main() : Void { syscall.log(\"" +
                     std::string(300, '[') + "\"); } }";
  auto r = parse(text);
  EXPECT_FALSE(r.limit) << r.limit->message;
  EXPECT_TRUE(r.plan);
}

TEST(CplParser, OversizedInputIsRefused) {
  std::string text = test::read_file(test::corpus_dir() / "valid" / "doc-section10-example.cpl");
  Limits limits{.max_bytes = text.size() - 1, .max_depth = 128};
  auto r = parse(text, limits);
  ASSERT_TRUE(r.limit);
  EXPECT_EQ(r.limit->rule, "HARNESS-INPUT-TOO-LARGE");
  EXPECT_FALSE(r.plan);
  SourceText s("big.cpl", text);
  auto d = check(s, Whitelist::builtin(), limits);
  ASSERT_EQ(d.size(), 1u) << test::describe(s, d);
  EXPECT_EQ(d[0].rule, "HARNESS-INPUT-TOO-LARGE");

  // Exactly at the limit is fine.
  limits.max_bytes = text.size();
  EXPECT_FALSE(parse(text, limits).limit);
  EXPECT_TRUE(check(s, Whitelist::builtin(), limits).empty());
}

TEST(CplParser, DefaultSizeLimitIsOneMebibyte) {
  std::string text = "plan { function main() : Void { return; } }\n";
  text += "#" + std::string((std::size_t{1} << 20) - text.size() - 1, 'x');
  ASSERT_EQ(text.size(), std::size_t{1} << 20);
  EXPECT_FALSE(parse(text).limit);
  text += "x";
  auto r = parse(text);
  ASSERT_TRUE(r.limit);
  EXPECT_EQ(r.limit->rule, "HARNESS-INPUT-TOO-LARGE");
}

// ---- bytes above 0x7F --------------------------------------------------------------

std::string high_bytes() {
  std::string s;
  for (int b = 0x80; b <= 0xFF; ++b) s += static_cast<char>(b);
  return s;
}

TEST(CplParser, HighBytesInsideStringsAreKept) {
  auto r = parse_main_body("    syscall.log(\"" + high_bytes() + "\");");
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  const ExprStmt* e = node_if<ExprStmt>(first_statement(r));
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(node_if<StringLit>(node_if<SyscallCall>(e->expr)->args.at(0))->value, high_bytes());
}

TEST(CplParser, HighBytesOutsideStringsAreSyntaxErrorsNotCrashes) {
  const std::string bytes = high_bytes();
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    std::string b(1, bytes[i]);
    for (const std::string& text : {
             "plan { function m" + b + "ain() : Void { } }",
             "plan { function main() : Void { let x" + b + ": Int = 1; } }",
             "plan { function main() : Void { " + b + " } }",
             "plan { function main() : V" + b + " { } }",
             b + "plan { }",
             "plan " + b + "{ }",
         }) {
      SourceText s("high.cpl", text);
      auto d = check(s);  // must not crash or assert
      EXPECT_TRUE(has_errors(d)) << "byte " << int(static_cast<unsigned char>(bytes[i])) << " in " << text;
    }
  }
}

TEST(CplParser, HighBytesInCommentsAndProseAreHarmless) {
  std::string text = "# " + high_bytes() + "\nplan { function main() : Void { return; } # " + high_bytes() + "\n}\n";
  auto r = parse(text);
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  EXPECT_FALSE(r.envelope.prose_before);
  EXPECT_FALSE(r.envelope.prose_after);

  std::string prose = high_bytes() + "\nplan { function main() : Void { return; } }\n" + high_bytes();
  SourceText s("prose.cpl", prose);
  auto d = check(s);
  ASSERT_EQ(d.size(), 2u) << test::describe(s, d);
  EXPECT_EQ(d[0].rule, "CPL-PROSE-OUTSIDE-PLAN");
  EXPECT_EQ(d[0].offset, 0u);
  EXPECT_EQ(d[1].rule, "CPL-PROSE-OUTSIDE-PLAN");
}

TEST(CplParser, NulAndControlBytesDoNotCrash) {
  std::string text = "plan { function main() : Void { syscall.log(\"a";
  text += '\0';
  text += "b\"); }\n";
  text += '\0';
  text += "\x01\x7f }";
  SourceText s("nul.cpl", text);
  auto d = check(s);
  EXPECT_TRUE(has_errors(d));
}

// ---- the envelope: fences, prose, a second plan ------------------------------------

const std::string plan_text = "plan {\n    function main() : Void {\n        return;\n    }\n}\n";

TEST(CplEnvelope, NothingAroundThePlan) {
  auto r = parse("# leading comment\n\n" + plan_text + "\n# trailing comment\n");
  ASSERT_TRUE(r.plan);
  EXPECT_EQ(r.envelope.plan_begin, 19u);
  EXPECT_FALSE(r.envelope.prose_before);
  EXPECT_FALSE(r.envelope.prose_after);
  EXPECT_FALSE(r.envelope.second_plan);
  EXPECT_TRUE(r.envelope.fence_lines.empty());
}

TEST(CplEnvelope, FencesAroundThePlan) {
  std::string text = "```cpl\n" + plan_text + "```\n";
  auto r = parse(text);
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  EXPECT_EQ(r.envelope.plan_begin, 7u);
  ASSERT_EQ(r.envelope.fence_lines.size(), 2u);
  EXPECT_EQ(r.envelope.fence_lines[0], 0u);
  EXPECT_EQ(r.envelope.fence_lines[1], text.rfind("```"));
  EXPECT_FALSE(r.envelope.prose_before);
  EXPECT_FALSE(r.envelope.prose_after);

  // Both fence lines are found; wrapping the plan in them is one finding, at the opening.
  SourceText s("fenced.cpl", text);
  auto d = check(s);
  ASSERT_EQ(d.size(), 1u) << test::describe(s, d);
  EXPECT_EQ(d[0].rule, "CPL-MARKDOWN-FENCE");
  EXPECT_EQ(d[0].offset, 0u);
  // A second fenced block after it is a second finding; a fence left open is one too.
  SourceText twice("twice.cpl", text + "```\n```\n");
  EXPECT_EQ(check(twice).size(), 2u) << test::describe(twice, check(twice));
  SourceText open("open.cpl", "```cpl\n" + plan_text);
  EXPECT_EQ(check(open).size(), 1u) << test::describe(open, check(open));
}

TEST(CplEnvelope, TildeFencesAndIndentedFences) {
  auto r = parse("  ~~~\n" + plan_text + "  ```\n");
  ASSERT_TRUE(r.plan);
  EXPECT_EQ(r.envelope.fence_lines.size(), 2u);
}

TEST(CplEnvelope, ProseBeforeAndAfter) {
  std::string text = "Here is the plan you asked for:\n" + plan_text + "\nHope this helps!\n";
  auto r = parse(text);
  ASSERT_TRUE(r.plan) << r.syntax_error->message;
  ASSERT_TRUE(r.envelope.prose_before);
  EXPECT_EQ(*r.envelope.prose_before, 0u);
  EXPECT_EQ(r.envelope.plan_begin, text.find("plan {"));
  ASSERT_TRUE(r.envelope.prose_after);
  EXPECT_EQ(*r.envelope.prose_after, text.find("Hope"));
  EXPECT_FALSE(r.envelope.second_plan);
}

TEST(CplEnvelope, ProseMentioningPlanIsNotAPlan) {
  // "plan" followed by anything but `{` does not start a plan.
  std::string text = "My plan: clone, then analyse. The planner said so.\n" + plan_text;
  auto r = parse(text);
  ASSERT_TRUE(r.plan);
  EXPECT_EQ(r.envelope.plan_begin, text.find("plan {"));
  EXPECT_FALSE(r.envelope.second_plan);
}

TEST(CplEnvelope, FencesAndProseTogether) {
  std::string text = "Sure:\n```\n" + plan_text + "```\nDone.\n";
  auto r = parse(text);
  ASSERT_TRUE(r.plan);
  EXPECT_EQ(r.envelope.fence_lines.size(), 2u);
  EXPECT_TRUE(r.envelope.prose_before);
  EXPECT_TRUE(r.envelope.prose_after);
  SourceText s("both.cpl", text);
  auto d = check(s);
  std::vector<std::string> rules;
  for (const auto& x : d) rules.push_back(x.rule);
  EXPECT_EQ(rules, (std::vector<std::string>{"CPL-PROSE-OUTSIDE-PLAN", "CPL-MARKDOWN-FENCE", "CPL-PROSE-OUTSIDE-PLAN"}))
      << test::describe(s, d);
}

TEST(CplEnvelope, SecondPlan) {
  std::string text = plan_text + "\n" + plan_text;
  auto r = parse(text);
  ASSERT_TRUE(r.plan);
  ASSERT_TRUE(r.envelope.second_plan);
  EXPECT_EQ(*r.envelope.second_plan, plan_text.size() + 1);
  EXPECT_FALSE(r.envelope.prose_after);
}

// Text after a second plan is prose after the plan, as it is with no second plan; code,
// a comment, a fence line or a third plan there is not.
TEST(CplEnvelope, TextAfterASecondPlanIsProse) {
  const std::string text = plan_text + "\n" + plan_text + "\n" + plan_text + "\nThanks!\n";
  auto r = parse(text);
  ASSERT_TRUE(r.plan);
  EXPECT_EQ(r.envelope.second_plan, std::optional<std::size_t>(plan_text.size() + 1));
  EXPECT_EQ(r.envelope.prose_after, std::optional<std::size_t>(text.find("Thanks")));
  for (std::string tail : std::vector<std::string>{"", "\n# done\n", "\n```\n", "\nmain();\n", "\n" + plan_text}) {
    r = parse(plan_text + "\n" + plan_text + tail);
    EXPECT_TRUE(r.envelope.second_plan) << tail;
    EXPECT_FALSE(r.envelope.prose_after) << tail;
  }
}

TEST(CplEnvelope, SecondPlanAfterProse) {
  std::string text = plan_text + "Or, better:\n" + plan_text;
  auto r = parse(text);
  ASSERT_TRUE(r.plan);
  ASSERT_TRUE(r.envelope.prose_after);
  EXPECT_EQ(*r.envelope.prose_after, plan_text.size());
  ASSERT_TRUE(r.envelope.second_plan);
  EXPECT_EQ(*r.envelope.second_plan, text.rfind("plan {"));
}

TEST(CplEnvelope, NoPlanAtAll) {
  auto r = parse("function main() : Void { return; }\n");
  EXPECT_FALSE(r.envelope.plan_begin);
  EXPECT_FALSE(r.syntax_error);
  ASSERT_TRUE(r.plan);  // the functions, judged as the plan (CplOneFault.FunctionsWithNoPlanBlockAreJudgedAsThePlan)
  EXPECT_TRUE(r.plan_block_missing);
  EXPECT_EQ(r.plan->functions.size(), 1u);
  auto prose = parse("Here: function main() : Void { return; }\n");
  EXPECT_FALSE(prose.plan);
  EXPECT_FALSE(prose.plan_block_missing);
  for (const char* empty : {"", "   \n\t", "# only a comment\n"}) {
    auto e = parse(empty);
    EXPECT_FALSE(e.plan);
    EXPECT_FALSE(e.envelope.plan_begin);
    SourceText s("empty.cpl", empty);
    auto d = check(s);
    ASSERT_EQ(d.size(), 1u) << test::describe(s, d);
    EXPECT_EQ(d[0].rule, "CPL-MISSING-PLAN-BLOCK");
  }
}

}  // namespace
}  // namespace conform::cpl
