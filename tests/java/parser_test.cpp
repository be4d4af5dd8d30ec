// The front end: what parses into the tree (and where), what is a syntax error, and the
// envelope around the source.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <memory>
#include <optional>

#include "oracles/java/check.hpp"
#include "tests/java/reported_rules.hpp"
#include "parsers/java/parser.hpp"
#include "parsers/java/printer.hpp"
#include "tests/java/reading.hpp"

namespace conform::java {
namespace {

std::string wrap(const std::string& statements) {
  return "public class Plan {\n  public void main() {\n" + statements + "\n  }\n  private void use(String text) {\n  }\n}\n";
}

// A statement with the text its names are views into.
struct ParsedStatement {
  std::shared_ptr<x3kit::TextStore> text;
  ast::Statement statement;
};

// The first statement of main's body holding `statements`, if it parses.
std::optional<ParsedStatement> first_statement(const std::string& statements) {
  const auto parsed = parse(wrap(statements));
  if (!parsed.unit) return std::nullopt;
  const auto* method = ast::node_if<ast::Method>(parsed.unit->classes[0].members.at(0));
  if (!method || method->body->statements.empty()) return std::nullopt;
  return ParsedStatement{parsed.text, method->body->statements[0]};
}

TEST(JavaParser, ReadsTheDocumentsOwnLines) {
  const auto parsed = parse(wrap("    ToolResult repo = syscall.cloneRepo(\"origin/main\");\n"
                                 "    syscall.applyTextRewrite(\"a\", \"b\", \"c\");"));
  ASSERT_TRUE(parsed.unit.has_value());
  ASSERT_EQ(parsed.unit->classes.size(), 1u);
  EXPECT_EQ(parsed.unit->classes[0].name.name, "Plan");
}

TEST(JavaParser, NodesCarryTheirByteRange) {
  const std::string text = wrap("    Int n = 42;");
  const auto parsed = parse(text);
  ASSERT_TRUE(parsed.unit.has_value());
  const auto* method = ast::node_if<ast::Method>(parsed.unit->classes[0].members.at(0));
  ASSERT_NE(method, nullptr);
  const auto* local = ast::node_if<ast::LocalVar>(method->body->statements[0]);
  ASSERT_NE(local, nullptr);
  EXPECT_EQ(text.substr(local->begin, local->end - local->begin), "Int n = 42;");
  EXPECT_EQ(text.substr(local->name.begin, local->name.end - local->name.begin), "n");
}

TEST(JavaParser, AConditionalSpansFromItsConditionToItsElseValue) {
  const std::string text = wrap("    Bool b = !true ? false : true;");
  const auto diagnostics = check(SourceText("plan.java", text));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].rule, "JAVA-UNSUPPORTED-EXPRESSION");
  const auto parsed = parse(text);
  ASSERT_TRUE(parsed.unit.has_value());
  const auto* method = ast::node_if<ast::Method>(parsed.unit->classes[0].members.at(0));
  ASSERT_NE(method, nullptr);
  const auto* local = ast::node_if<ast::LocalVar>(method->body->statements[0]);
  ASSERT_NE(local, nullptr);
  const auto* conditional = ast::node_if<ast::Conditional>(*local->init);
  ASSERT_NE(conditional, nullptr);
  EXPECT_EQ(text.substr(conditional->begin, conditional->end - conditional->begin), "!true ? false : true");
}

// Each construct beyond the subset is a named rule, never JAVA-SYNTAX.
TEST(JavaParser, WhatPlannersWriteBeyondTheSubsetGetsItsRule) {
  const std::pair<const char*, const char*> cases[] = {
      {"    while (true) { }", "JAVA-UNSUPPORTED-STATEMENT"},
      {"    do { } while (false);", "JAVA-UNSUPPORTED-STATEMENT"},
      {"    switch (\"a\") { case \"a\" -> main(); default -> main(); }", "JAVA-UNSUPPORTED-STATEMENT"},
      {"    use(() -> { });", "JAVA-LAMBDA"},
      {"    use(Plan::main);", "JAVA-LAMBDA"},
      // An array type's constructor, as javac reads it; an index is still an index.
      {"    use(String[]::new);", "JAVA-LAMBDA"},
      {"    use(String[] [ ]::new);", "JAVA-LAMBDA"},
      // javac allows `final` and annotations on a typed lambda parameter: still the lambda.
      {"    use((final String s) -> s);", "JAVA-LAMBDA"},
      {"    use((@Deprecated final String s, String t) -> s + t);", "JAVA-LAMBDA"},
      {"    Bool b = !true ? false : true;", "JAVA-UNSUPPORTED-EXPRESSION"},
      {"    String s = null;", "JAVA-LITERAL"},
      {"    String c = 'x' + \"\";", "JAVA-LITERAL"},
      {"    try (ToolResult r = syscall.cloneRepo(\"x\")) { use(\"a\"); } catch (ToolError e) { use(\"b\"); }",
       "JAVA-TRY-FORM"},
      {"    outer: for (String s : new String[] {\"a\"}) { use(s); }", "JAVA-UNSUPPORTED-STATEMENT"},
      {"    record Pair(String a, Int b) { }", "JAVA-EXTRA-CLASS"},
      // `default:` and `case "a":` are switch labels, not statement labels: one finding.
      {"    switch (\"a\") { case \"a\": use(\"x\"); default: use(\"y\"); }", "JAVA-UNSUPPORTED-STATEMENT"},
      // `record` is a contextual word: a call to a method of that name is a call.
      {"    record(\"a\");", "JAVA-UNDEFINED-METHOD"},
      {"    assert 1 + 1 == 2 : \"math\";", "JAVA-UNSUPPORTED-STATEMENT"},
      {"    synchronized (\"lock\") { use(\"a\"); }", "JAVA-UNSUPPORTED-STATEMENT"},
      // Java's expressions that are statements elsewhere: a switch expression (its cases
      // are not judged further, as a lambda's body), an assignment used as a value.
      {"    String s = switch (\"a\") { case \"a\" -> \"x\"; default -> \"y\"; };", "JAVA-UNSUPPORTED-EXPRESSION"},
      {"    String s = switch (\"a\") { case \"a\": yield \"x\"; default: { yield \"y\"; } };", "JAVA-UNSUPPORTED-EXPRESSION"},
      {"    String a = \"x\";\n    String b = \"y\";\n    a = b = \"z\";", "JAVA-UNSUPPORTED-EXPRESSION"},
      {"    String a = \"x\";\n    if ((a = \"y\") == \"y\") { use(a); }", "JAVA-UNSUPPORTED-EXPRESSION"},
      // `yield` outside a switch expression is a statement beyond the seven; as a variable
      // it is a name.
      {"    yield \"x\";", "JAVA-UNSUPPORTED-STATEMENT"},
      {"    continue;", "JAVA-UNSUPPORTED-STATEMENT"},
      // A type test, with a pattern variable or a generic type: the test is the fault, and
      // the variable's uses (in both branches, twice in one block) are not also reported.
      {"    ToolResult r = syscall.cloneRepo(\"x\");\n    if (r instanceof ToolResult t) { use(\"\" + t); } else { use(\"b\"); }",
       "JAVA-UNSUPPORTED-EXPRESSION"},
      {"    ToolResult r = syscall.cloneRepo(\"x\");\n    if (!(r instanceof ToolResult t)) { return; }\n    use(\"\" + t);",
       "JAVA-UNSUPPORTED-EXPRESSION"},
      {"    ToolResult r = syscall.cloneRepo(\"x\");\n    Bool b = r instanceof List<String>;", "JAVA-UNSUPPORTED-EXPRESSION"},
      {"    String s = \"x\";\n    Bool b = s instanceof String t && t == \"x\";", "JAVA-UNSUPPORTED-EXPRESSION"},
      // Explicit type arguments on a call: on a foreign receiver that receiver's rule, on
      // syscall its form's.
      {"    use(List.<String>of(\"a\"));", "JAVA-FOREIGN-CALL"},
      {"    ToolResult r = syscall.<String>cloneRepo(\"x\");", "JAVA-SYSCALL-FORM"},
  };
  for (const auto& [statements, rule] : cases) {
    const auto rules = reported_rules(wrap(statements));
    EXPECT_EQ(rules, std::vector<std::string>{rule}) << statements;
  }
}

TEST(JavaParser, MembersBeyondTheSubsetGetTheirRules) {
  const std::pair<const char*, std::vector<std::string>> cases[] = {
      // D23: the type parameter and each use of it.
      {"public class Plan {\n  public void main() {\n  }\n  private <T extends String> Void f(T x) {\n    return;\n  }\n}\n",
       {"JAVA-INVALID-TYPE", "JAVA-INVALID-TYPE"}},
      {"public class Plan {\n  public <T> void main() {\n  }\n}\n", {"JAVA-MAIN-SIGNATURE"}},
      {"public class Plan {\n  record Pair(String a) implements Comparable<Pair> { }\n  public void main() {\n  }\n}\n",
       {"JAVA-EXTRA-CLASS"}},
      {"public record Plan(String a) {\n  public void main() {\n  }\n}\n", {"JAVA-PLAN-DECLARATION"}},
      // An annotation type, as a planner may declare @Deferred itself: a type besides Plan.
      {"@interface Deferred {\n}\npublic class Plan {\n  public void main() {\n  }\n}\n", {"JAVA-EXTRA-CLASS"}},
      {"public class Plan {\n  public void main() {\n  }\n  @interface Deferred {\n  }\n}\n", {"JAVA-EXTRA-CLASS"}},
      {"public class Plan {\n  public void main() {\n  }\n}\n@Retention(RetentionPolicy.RUNTIME)\n@interface Deferred {\n}\n",
       {"JAVA-EXTRA-CLASS"}},
      // Its elements, with a default value or without.
      {"@interface Deferred {\n  String value() default \"x\";\n  String[] more() default {\"a\"};\n  Int count();\n}\n"
       "public class Plan {\n  public void main() {\n  }\n}\n",
       {"JAVA-EXTRA-CLASS"}},
      // Enum constants with arguments, annotations and bodies, and the constructor they call.
      {"public class Plan {\n  public void main() {\n  }\n}\nenum Color {\n  @Deprecated RED(1) {\n  },\n  GREEN(2, \"g\");\n"
       "  Color(int x) {\n  }\n}\n",
       {"JAVA-EXTRA-CLASS"}},
      // Type parameters: on Plan, its declaration's fault; on another class, that class's.
      {"public class Plan<T> {\n  public void main() {\n  }\n}\n", {"JAVA-PLAN-DECLARATION"}},
      {"public class Plan {\n  public void main() {\n  }\n}\nclass Box<T extends String, U> {\n  public <V> Box() {\n  }\n}\n",
       {"JAVA-EXTRA-CLASS"}},
      {"public class Plan {\n  public void main() {\n  }\n  record Pair<A, B>(A a, B b) { }\n}\n", {"JAVA-EXTRA-CLASS"}},
      // An annotation's `name = value` elements: the annotation is the fault.
      {"public class Plan {\n  @SuppressWarnings(value = \"unchecked\")\n  public void main() {\n  }\n}\n", {"JAVA-UNKNOWN-ANNOTATION"}},
  };
  for (const auto& [text, rules] : cases) EXPECT_EQ(reported_rules(text), rules) << text;
}

// The class forms read their modifiers before their keyword; a form that turns out not to
// be the one written leaves none behind (a fuzzed round trip printed `public public enum`).
TEST(JavaParser, EachClassFormHasTheModifiersWrittenOnce) {
  const std::string text =
      "@Tag public enum E { A }\npublic record R(Int a) {\n}\nfinal interface I {\n}\n"
      "public class Plan {\n  private static enum Mode { SLOW }\n  public void main() {\n  }\n}\n";
  const auto parsed = parse(text);
  ASSERT_TRUE(parsed.unit.has_value());
  const auto& classes = parsed.unit->classes;
  ASSERT_EQ(classes.size(), 4u);
  const auto names = [](const ast::ClassDecl& c) {
    std::vector<std::string> out;
    for (const auto& m : c.modifiers) out.push_back(m.name.str());
    return out;
  };
  EXPECT_EQ(classes[0].kind, "enum");
  EXPECT_EQ(names(classes[0]), (std::vector<std::string>{"Tag", "public"}));
  EXPECT_EQ(classes[1].kind, "record");
  EXPECT_EQ(names(classes[1]), (std::vector<std::string>{"public"}));
  EXPECT_EQ(classes[2].kind, "interface");
  EXPECT_EQ(names(classes[2]), (std::vector<std::string>{"final"}));
  const auto* nested = ast::node_if<ast::ClassDecl>(classes[3].members.at(0));
  ASSERT_NE(nested, nullptr);
  EXPECT_EQ(names(*nested), (std::vector<std::string>{"private", "static"}));
  EXPECT_EQ(text.substr(classes[0].begin, classes[0].end - classes[0].begin), "@Tag public enum E { A }");
}

// §3 "Variable declarations with initializers": Java declares several variables of one
// type in one statement; each needs its initializer, and each is in scope for the next.
TEST(JavaParser, OneDeclarationMayDeclareSeveralVariables) {
  EXPECT_EQ(reported_rules(wrap("    String a = \"x\", b = a + \"y\";\n    use(b);")), std::vector<std::string>{});
  EXPECT_EQ(reported_rules(wrap("    String a = \"x\", b;")), std::vector<std::string>{"JAVA-MISSING-INITIALIZER"});
  EXPECT_EQ(reported_rules(wrap("    String a = \"x\", b = 1;")), std::vector<std::string>{"JAVA-TYPE-MISMATCH"});
  EXPECT_EQ(reported_rules(wrap("    String a = \"x\", a = \"y\";")), std::vector<std::string>{"JAVA-DUPLICATE-VARIABLE"});
  const auto parsed = parse(wrap("    String a = \"x\", b = \"y\";"));
  ASSERT_TRUE(parsed.unit.has_value());
  const auto* method = ast::node_if<ast::Method>(parsed.unit->classes[0].members.at(0));
  ASSERT_NE(method, nullptr);
  ASSERT_EQ(method->body->statements.size(), 1u);  // one statement under the 7-statement limit
  const auto* local = ast::node_if<ast::LocalVar>(method->body->statements[0]);
  ASSERT_NE(local, nullptr);
  ASSERT_EQ(local->more.size(), 1u);
  EXPECT_EQ(local->more[0].name.name, "b");
}

// Java keeps C's array notation (JLS 10.2, 8.4): `[]` after a variable's name or after a
// method's parameters belong to the type, so `String names[]` is an array type, as
// `String[] names` is, not a syntax error: a local's holds §5's list (D14), a
// parameter's or a return type's is JAVA-INVALID-TYPE.
TEST(JavaParser, BracketsAfterANameArePartOfItsType) {
  const std::vector<std::string> array{"JAVA-INVALID-TYPE"};
  const std::vector<std::string> none;
  const std::string init = " = new String[] {\"a\"};\n    use(\"b\");";
  EXPECT_EQ(reported_rules(wrap("    String names[]" + init)), none);
  EXPECT_EQ(reported_rules(wrap("    String names[][]" + init)), array);
  EXPECT_EQ(reported_rules(wrap("    String a = \"x\", b[]" + init)), none);
  EXPECT_EQ(reported_rules(wrap("    String a = \"x\", b[][]" + init)), array);
  EXPECT_EQ(reported_rules(wrap("    String a[]" + init.substr(0, init.find(';')) + ", b = \"x\";\n    use(b);")), none);
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() {\n    use(\"a\");\n  }\n"
                           "  private void use(String text[]) {\n  }\n}\n"),
            array);
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() {\n    use();\n  }\n"
                           "  private String use()[] {\n    return new String[] {\"a\"};\n  }\n}\n"),
            array);
  // main's parameter is its signature's fault alone (D5), in either notation.
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main(String args[]) {\n  }\n}\n"),
            std::vector<std::string>{"JAVA-MAIN-SIGNATURE"});

  // Each variable of one declaration has its own depth: here a is a String, b a String[].
  const auto statement = first_statement("    String a = \"x\", b[][], c[] = null;");
  ASSERT_TRUE(statement.has_value());
  const auto* local = ast::node_if<ast::LocalVar>(statement->statement);
  ASSERT_NE(local, nullptr);
  EXPECT_EQ(local->type.dims, "");
  ASSERT_EQ(local->more.size(), 2u);
  ASSERT_EQ(local->more[0].own_type.size(), 1u);
  EXPECT_EQ(local->more[0].own_type[0].dims, "[[");
  ASSERT_EQ(local->more[1].own_type.size(), 1u);
  EXPECT_EQ(local->more[1].own_type[0].dims, "[");
  const auto first_array = first_statement("    String a[], b, c[];");
  ASSERT_TRUE(first_array.has_value());
  const auto* mixed = ast::node_if<ast::LocalVar>(first_array->statement);
  ASSERT_NE(mixed, nullptr);
  EXPECT_EQ(mixed->type.dims, "[");
  ASSERT_EQ(mixed->more[0].own_type.size(), 1u);
  EXPECT_EQ(mixed->more[0].own_type[0].dims, "");
  EXPECT_TRUE(mixed->more[1].own_type.empty());  // as deep as a
  EXPECT_EQ(mixed->dims_after_name + mixed->more[1].dims_after_name, 0u);
  // A bracket with something in it is not a type's: `String names[3]` is Java's error too.
  EXPECT_EQ(reported_rules(wrap("    String names[3];")), std::vector<std::string>{"JAVA-SYNTAX"});
}

// Two syntax errors planners make: a Windows path's backslash (`\a` is no escape; javac:
// "illegal escape character") and curly quotes. Each message says what Java wants.
TEST(JavaParser, ABadEscapeAndACurlyQuoteAreNamed) {
  const std::string path = wrap(R"(    use("config\app.ini");)");
  auto parsed = parse(path);
  ASSERT_TRUE(parsed.syntax_error);
  EXPECT_EQ(parsed.syntax_error->offset, path.find("app.ini"));
  EXPECT_NE(parsed.syntax_error->message.find("expected an escape sequence after '\\'"), std::string::npos)
      << parsed.syntax_error->message;
  EXPECT_NE(parsed.syntax_error->message.find("a backslash itself is \\\\"), std::string::npos)
      << parsed.syntax_error->message;
  EXPECT_FALSE(parse(wrap(R"(    use("config\\app.ini\t\u00e9\0");)")).syntax_error);
  const std::string curly = wrap("    use(\u201Cnotes.md\u201D);");
  parsed = parse(curly);
  ASSERT_TRUE(parsed.syntax_error);
  EXPECT_EQ(parsed.syntax_error->offset, curly.find("\u201C"));
  EXPECT_NE(parsed.syntax_error->message.find("a curly quote"), std::string::npos) << parsed.syntax_error->message;
}

// A ';' missing at the end of a line belongs right after the token it should follow, past
// a comment that ends the line (a string's "//" is none), as javac places "';' expected".
TEST(JavaParser, AMissingSemicolonIsReportedWhereItBelongs) {
  for (const std::string& line : {std::string(R"(    use("a") // the "b")"), std::string(R"(    use("http://x"))"),
                                  std::string(R"(    use("a") /* not read back */)"),
                                  std::string("    use(\"a\") // one\n    // two\n    /* three\n    four */"),
                                  std::string(R"(    use('/') // a char literal's slash)")}) {
    const std::string text = wrap(line + "\n    use(\"c\");");
    const auto parsed = parse(text);
    ASSERT_TRUE(parsed.syntax_error) << line;
    const std::size_t close = line.find(")") == line.rfind(")") ? line.find(")") : line.find(") ");
    EXPECT_EQ(parsed.syntax_error->offset, text.find(line) + close + 1) << line << ": " << parsed.syntax_error->message;
    EXPECT_NE(parsed.syntax_error->message.find("found 'use'"), std::string::npos) << parsed.syntax_error->message;
  }
}

// In a declaration a name followed by '<' starts type arguments: where they do not close,
// the error stands where they stop, not at the start of the member (round 4's reader).
TEST(JavaParser, TypeArgumentsThatDoNotCloseInADeclarationAreReportedWhereTheyStop) {
  const std::string main = "public class Plan {\n  public void main() {\n  }\n";
  for (const auto& [member, stop] : std::initializer_list<std::pair<std::string, std::string>>{
           {"  @Deferred\n  private List<String names();\n", "names"},
           {"  private Map<String, List<Int> lookup() {\n    return lookup();\n  }\n", "lookup"},
           {"  private void use(List<String texts) {\n  }\n", "texts"},
           {"  private void use(String name, final List<String texts) {\n  }\n", "texts"},
           {"  List<String cached = null;\n", "cached"}}) {
    const std::string text = main + member + "}\n";
    const auto parsed = parse(text);
    ASSERT_TRUE(parsed.syntax_error) << member;
    EXPECT_EQ(parsed.syntax_error->offset, text.find(stop, main.size())) << member << parsed.syntax_error->message;
    EXPECT_EQ(parsed.syntax_error->message, "expected '>', found '" + stop + "'");
  }
  // Type arguments that close, a wildcard's among them, still parse in each place.
  const std::string closed = main + "  private Map<String, List<Int>> lookup(List<?> any) {\n    return lookup(any);\n  }\n}\n";
  EXPECT_FALSE(parse(closed).syntax_error);
}

// Two places keep no C notation (JLS 8.4.1, 8.10.1): javac rejects `[]` after a varargs
// parameter's or a record component's name ("legacy array notation not allowed"). Both
// are syntax errors at the '[', while the modern notation still parses in both places.
TEST(JavaParser, VarargsAndRecordComponentsTakeNoBracketsAfterTheirName) {
  const std::string main = "public class Plan {\n  public void main() {\n  }\n";
  const auto syntax_error_at = [](const std::string& text) {
    const auto parsed = parse(text);
    return parsed.syntax_error ? parsed.syntax_error->offset : std::string::npos;
  };
  const std::string varargs = main + "  private void use(String... texts[]) {\n  }\n}\n";
  EXPECT_EQ(reported_rules(varargs), std::vector<std::string>{"JAVA-SYNTAX"});
  EXPECT_EQ(syntax_error_at(varargs), varargs.find("[]"));
  const std::string component = main + "  record Pair(String a, String b[]) {\n  }\n}\n";
  EXPECT_EQ(reported_rules(component), std::vector<std::string>{"JAVA-SYNTAX"});
  EXPECT_EQ(syntax_error_at(component), component.find("[]"));
  EXPECT_EQ(reported_rules(main + "  record Pair(String... b[]) {\n  }\n}\n"), std::vector<std::string>{"JAVA-SYNTAX"});

  EXPECT_EQ(reported_rules(main + "  private void use(String[]... texts) {\n  }\n}\n"),
            std::vector<std::string>{"JAVA-INVALID-TYPE"});
  EXPECT_EQ(reported_rules(main + "  private void use(String... texts) {\n  }\n}\n"),
            std::vector<std::string>{"JAVA-INVALID-TYPE"});
  EXPECT_EQ(reported_rules(main + "  record Pair(String a, String[] b) {\n  }\n}\n"),
            std::vector<std::string>{"JAVA-EXTRA-CLASS"});
}

// `Class<?>` is how Java writes reflection: the wildcard parses, so the plan gets
// JAVA-REFLECTION, and a wildcard, which names no type, is JAVA-INVALID-TYPE.
TEST(JavaParser, AWildcardIsATypeArgumentThatNamesNoType) {
  EXPECT_EQ(reported_rules(wrap("    Class<?> type = Class.forName(\"Plan\");")),
            (std::vector<std::string>{"JAVA-INVALID-TYPE", "JAVA-REFLECTION"}));
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main() {\n  }\n"
                           "  private void use(List<? extends String> texts) {\n  }\n}\n"),
            std::vector<std::string>{"JAVA-INVALID-TYPE"});

  const auto parsed = first_statement("    Map<String, ? super List<? >> m = f();");
  ASSERT_TRUE(parsed.has_value());
  const auto* local = ast::node_if<ast::LocalVar>(parsed->statement);
  ASSERT_NE(local, nullptr);
  ASSERT_TRUE(local->type.args.has_value());
  ASSERT_EQ(local->type.args->size(), 2u);
  const ast::TypeRef& wildcard = (*local->type.args)[1];
  EXPECT_TRUE(ast::is_wildcard(wildcard));
  EXPECT_EQ(wildcard.name, "? super");
  ASSERT_TRUE(wildcard.args.has_value());
  ASSERT_EQ(wildcard.args->size(), 1u);
  const ast::TypeRef& bound = wildcard.args->front();
  EXPECT_EQ(bound.name, "List");
  ASSERT_TRUE(bound.args.has_value());
  EXPECT_EQ(bound.args->front().name, "?");
  EXPECT_FALSE(bound.args->front().args.has_value());

  const std::string unbounded = wrap("    List<? extends> texts = f();");
  const auto broken = parse(unbounded);
  ASSERT_TRUE(broken.syntax_error.has_value());
  EXPECT_EQ(broken.syntax_error->offset, unbounded.find("> texts"));
  EXPECT_NE(broken.syntax_error->message.find("expected a type"), std::string::npos) << broken.syntax_error->message;
}

// A statement that starts with a word or '@' is told apart by one read of the word
// (statement_def.hpp): the forms it may start are tried in order, and where a form's
// look holds but the form fails, the next is tried.
TEST(JavaParser, AStatementsFirstWordStartsTheFirstFormThatReadsIt) {
  enum class Form { keyword, class_, label, local_var, expression };
  const auto form_of = [](const ast::Statement& s) {
    if (ast::node_if<ast::If>(s) || ast::node_if<ast::Return>(s)) return Form::keyword;
    if (ast::node_if<ast::ClassDecl>(s)) return Form::class_;
    if (ast::node_if<ast::Labeled>(s)) return Form::label;
    if (ast::node_if<ast::LocalVar>(s)) return Form::local_var;
    return Form::expression;
  };
  const std::pair<const char*, Form> cases[] = {
      {"    if (a) { }", Form::keyword},
      {"    return;", Form::keyword},
      {"    final class C { }", Form::class_},
      {"    @A class C { }", Form::class_},
      {"    record R(String a) { }", Form::class_},
      {"    record r = b;", Form::local_var},  // `record` then no '(': a type's name
      {"    record(b);", Form::expression},
      {"    lbl: a = b;", Form::label},
      {"    lbl /* c */ : a = b;", Form::label},
      {"    a::b;", Form::expression},
      {"    final int a = 1;", Form::local_var},
      {"    int a = 1;", Form::local_var},
      {"    @A String a = b;", Form::local_var},
      {"    a.b /* c */ . C d = e;", Form::local_var},
      {"    a.b.c();", Form::expression},
      {"    a = b;", Form::expression},
  };
  for (const auto& [text, form] : cases) {
    const auto s = first_statement(text);
    ASSERT_TRUE(s.has_value()) << text;
    EXPECT_EQ(form_of(s->statement), form) << text;
  }
}

// JLS 3.5, 3.6: a name's words and dots are tokens, and blanks and comments may stand
// between tokens, so `a .\n List<String> x = ...;` declares x as `a.List<String> x = ...;`
// does. Read as a comparison, it printed as one that parsed back as the declaration
// (java_roundtrip_fuzzer).
TEST(JavaParser, BlanksAroundTheDotsOfANameKeepItOneName) {
  const auto local_of = [](const std::optional<ParsedStatement>& s) {
    return s ? ast::node_if<ast::LocalVar>(s->statement) : nullptr;
  };
  const auto tight = first_statement("    a.List<String> x = y;");
  ASSERT_NE(local_of(tight), nullptr);
  EXPECT_EQ(local_of(tight)->type.name, "a.List");
  for (const char* spaced : {"    a .\n      List<String> x = y;", "    a /* c */ . List<String> x = y;"}) {
    const auto s = first_statement(spaced);
    ASSERT_NE(local_of(s), nullptr) << spaced;
    EXPECT_TRUE(*local_of(s) == *local_of(tight)) << spaced;
  }
  // So do an import's, up to its `.*`: the import is JAVA-IMPORT, not a syntax error.
  for (const char* import : {"import java . util . List;", "import java.util. *;"})
    EXPECT_EQ(reported_rules(std::string(import) + "\n" + wrap("    Int n = 1;")), std::vector<std::string>{"JAVA-IMPORT"})
        << import;
  // A dot that no name follows is not part of the type's name: `String...` is varargs.
  EXPECT_EQ(reported_rules("public class Plan {\n  public void main(String... args) {\n  }\n}\n"),
            std::vector<std::string>{"JAVA-MAIN-SIGNATURE"});
}

// The tree's names and literals are views into the parse's own copy of the text (and a
// dotted name written with blanks into a joined one it keeps), so the tree outlives the
// string it was parsed from. ASan would report a view into the string.
TEST(JavaParser, TheTreeOutlivesTheStringItWasParsedFrom) {
  ParseResult parsed;
  {
    std::string text = wrap("    java . util /* c */ . List<String> names = syscall.list(\"x\", 42);");
    parsed = parse(text);
    text.assign(text.size(), '#');
  }
  ASSERT_TRUE(parsed.unit.has_value());
  const auto* method = ast::node_if<ast::Method>(parsed.unit->classes[0].members.at(0));
  ASSERT_NE(method, nullptr);
  EXPECT_EQ(method->name.name, "main");
  const auto* local = ast::node_if<ast::LocalVar>(method->body->statements.at(0));
  ASSERT_NE(local, nullptr);
  EXPECT_EQ(local->type.name, "java.util.List");
  EXPECT_EQ(local->name.name, "names");
  EXPECT_EQ(print(*parsed.unit), print(*parse(wrap("    java.util.List<String> names = syscall.list(\"x\", 42);")).unit));
}

// The unit shares its parse's text: a unit copied out of its parse is good on its own.
TEST(JavaParser, AUnitCopiedOutOfItsParseOutlivesTheString) {
  ast::Unit unit;
  {
    std::string text = wrap("    String s = \"x\";");
    unit = *parse(text).unit;
    text.assign(text.size(), '#');
  }
  ASSERT_EQ(unit.classes.size(), 1u);
  EXPECT_EQ(unit.classes[0].name.name, "Plan");
  EXPECT_EQ(print(unit), print(*parse(wrap("    String s = \"x\";")).unit));
}

// A statement is tried as a declaration only where one can start (the statement
// grammar's look ahead); every shape of declaration still is one, and what is not one
// still parses as the assignment or expression it is.
TEST(JavaParser, EveryShapeOfDeclarationIsOneAndNothingElseIs) {
  for (const char* declaration :
       {"    String a = b;", "    int a = 1;", "    final String a = b;", "    @Deferred String a = b;",
        "    List<String> a = b;", "    Map<String, List<Int>> a = b;", "    String[] a = b;", "    String [] a = b;",
        "    java.util.List<String> a = b;", "    java . util /* c */ . List a = b;", "    var a = b();",
        "    sealed @A String a = b;", "    String\n      a = b;", "    a.b.C<D>[] e;"}) {
    const auto s = first_statement(declaration);
    ASSERT_TRUE(s.has_value()) << declaration;
    EXPECT_NE(ast::node_if<ast::LocalVar>(s->statement), nullptr) << declaration;
  }
  for (const char* other : {"    a = b;", "    a(b);", "    a.b(c);", "    a . b = c;", "    a[0] = b;", "    a++;",
                            "    a.b.c();", "    a += b;", "    this.a = b;", "    a.class.b();"}) {
    const auto s = first_statement(other);
    ASSERT_TRUE(s.has_value()) << other;
    EXPECT_EQ(ast::node_if<ast::LocalVar>(s->statement), nullptr) << other;
  }
}

TEST(JavaParser, CommentsEscapesAndTextBlocksAreJava) {
  EXPECT_TRUE(reported_rules("/** doc */\npublic class Plan { // x\n  /* y */ public void main() {\n"
                       "    String s = \"\\\"q\\\" \\u0041 \\t \\0\";\n    String t = \"\"\"\n      hi\n      \"\"\";\n  }\n}\n")
                  .empty());
}

// JLS 3.10.6: the opening """ is followed by blanks and a line break; javac rejects
// """x""" on one line ("illegal text block open delimiter sequence").
TEST(JavaParser, ATextBlockStartsOnTheLineAfterItsDelimiter) {
  EXPECT_EQ(reported_rules(wrap("    String t = \"\"\"  \t\n      hi\n      \"\"\";")), std::vector<std::string>{});
  EXPECT_EQ(reported_rules(wrap("    String t = \"\"\"\r\n      hi\r\n      \"\"\";")), std::vector<std::string>{});
  const std::string one_line = wrap("    String t = \"\"\"hi\"\"\";");
  const auto parsed = parse(one_line);
  ASSERT_TRUE(parsed.syntax_error.has_value());
  EXPECT_EQ(parsed.syntax_error->offset, one_line.find("hi"));
  EXPECT_NE(parsed.syntax_error->message.find("line break after the opening"), std::string::npos)
      << parsed.syntax_error->message;
  EXPECT_EQ(reported_rules(one_line), std::vector<std::string>{"JAVA-SYNTAX"});
  EXPECT_EQ(reported_rules(wrap("    String t = \"\"\" hi\n  \"\"\";")), std::vector<std::string>{"JAVA-SYNTAX"});
}

TEST(JavaParser, ASyntaxErrorSaysWhatWasExpectedWhere) {
  const std::string text = wrap("    String s = ;");
  const auto parsed = parse(text);
  ASSERT_TRUE(parsed.syntax_error.has_value());
  EXPECT_EQ(parsed.syntax_error->offset, text.find(" ;") + 1);
  EXPECT_NE(parsed.syntax_error->message.find("expected"), std::string::npos) << parsed.syntax_error->message;
  EXPECT_EQ(reported_rules(text), std::vector<std::string>{"JAVA-SYNTAX"});
}

TEST(JavaParser, AnUnterminatedCommentIsNamed) {
  const auto parsed = parse("public class Plan {\n  /* never closed\n");
  ASSERT_TRUE(parsed.syntax_error.has_value());
  EXPECT_NE(parsed.syntax_error->message.find("never ends"), std::string::npos) << parsed.syntax_error->message;
}

TEST(JavaParser, FencesAndProseAroundTheSourceAreFound) {
  const std::string text = "Here you go:\n```java\n" + wrap("") + "```\nDone.\n";
  const auto parsed = parse(text);
  ASSERT_TRUE(parsed.unit.has_value());
  EXPECT_EQ(parsed.envelope.fence_lines.size(), 2u);
  EXPECT_TRUE(parsed.envelope.prose_before.has_value());
  EXPECT_TRUE(parsed.envelope.prose_after.has_value());
}

// D24: a `;` before the class, as after it, is an empty declaration, not prose (javac
// compiles both); before a package or an import, which must come first, it is not Java.
TEST(JavaParser, EmptyDeclarationsBeforeTheClassAreSource) {
  const std::string plan = wrap("    use(\"a\");");
  for (const std::string before : {";\n", ";;\n", "; /* none */ ;\n", "// head\n;\n"}) {
    const auto parsed = parse(before + plan);
    EXPECT_TRUE(parsed.unit.has_value()) << before;
    EXPECT_FALSE(parsed.envelope.prose_before.has_value()) << before;
    EXPECT_EQ(reported_rules(before + plan), std::vector<std::string>{}) << before;
  }
  EXPECT_EQ(reported_rules(";\npackage plans;\n" + plan),
            (std::vector<std::string>{"JAVA-PROSE-OUTSIDE-CLASS", "JAVA-PACKAGE"}));
  EXPECT_EQ(reported_rules("Here it is;\n" + plan), std::vector<std::string>{"JAVA-PROSE-OUTSIDE-CLASS"});
}

// A helper written before or after the class is read with the grammar's own method rule:
// recorded where the prose starts when a whole method, head and body, stands there.
TEST(JavaParser, AMethodOutsideTheClassIsReadWithTheMethodRule) {
  const std::string plan = wrap("    use(\"a\");");
  const std::string helper = "private String greet(String name) {\n  return name;\n}\n";
  auto methods = [](const std::string& text) { return parse(text).methods_outside_class; };
  EXPECT_EQ(methods(plan + helper), std::vector<std::uint32_t>{static_cast<std::uint32_t>(plan.size())});
  EXPECT_EQ(methods("\n" + helper + plan), std::vector<std::uint32_t>{1});  // where the prose starts
  EXPECT_EQ(methods(helper + plan + "\n" + helper),
            (std::vector<std::uint32_t>{0, static_cast<std::uint32_t>(helper.size() + plan.size() + 1)}));
  EXPECT_EQ(methods(plan + "@Deferred\nprivate String later(String names[]);\n").size(), 1u);
  // Prose, a head without its body, a call, a class: none is a method.
  for (const char* after : {"Note that greet (the helper) is gone.\n", "private void greet() { use(\"a\"\n",
                                   "greet(\"x\");\n", "String greet(String name) throws\n", "class Helper {\n}\n"})
    EXPECT_TRUE(methods(plan + after).empty()) << after;
  EXPECT_TRUE(methods(plan).empty());
}

// The depth limit reads literals as the lexer does: the brackets in a char literal or
// a text block are not nesting, and a '"' does not open a string, so the source and its
// printed forms (one line, or several) meet the limit alike.
TEST(JavaParser, BracketsInCharLiteralsAndTextBlocksAreNotNesting) {
  const std::string angles(200, '<'), parens(200, '(');
  const std::string quote_then_string =
      "public class Plan {\n  public void main() {\n    char c = '\"';\n    String s = \"" + angles + "\";\n  }\n}\n";
  const std::string text_block = "public class Plan {\n  public void main() {\n    String t = \"\"\"\n      a \"quote\n      " +
                                 parens + "\n      \"\"\";\n    String s = \"" + angles + "\";\n  }\n}\n";
  const std::string brackets_in_chars = "public class Plan { public void main() { char c = '('; " +
                                        [] {
                                          std::string out;
                                          for (int i = 0; i < 200; ++i) out += "c = '(';";
                                          return out;
                                        }() +
                                        " } }";
  for (const auto& text : {quote_then_string, text_block, brackets_in_chars}) {
    const auto parsed = parse(text);
    EXPECT_FALSE(parsed.limit) << text;
    ASSERT_TRUE(parsed.unit) << text;
    PrintStyle one_line;
    one_line.one_line = true;
    for (const auto& style : {PrintStyle{}, one_line}) {
      const auto again = parse(print(*parsed.unit, style));
      EXPECT_FALSE(again.limit) << print(*parsed.unit, style);
      ASSERT_TRUE(again.unit);
      EXPECT_TRUE(*again.unit == *parsed.unit);
    }
  }
  std::string deep = "public class Plan { public void main() { String t = \"\"\"\n" + parens + "\n\"\"\"; ";
  for (int i = 0; i < 200; ++i) deep += "(";
  EXPECT_TRUE(parse(deep).limit) << "brackets after the text block still count";
}

TEST(JavaParser, DeepNestingIsALimitNotACrash) {
  std::string deep = "public class Plan { public void main() { ";
  for (int i = 0; i < 400; ++i) deep += "if (true) ";
  deep += "main(); } }";
  std::string labels = "public class Plan { public void main() { ";
  for (int i = 0; i < 400; ++i) labels += "a: ";
  labels += "main(); } }";
  std::string assignments = "public class Plan { public void main() { a";
  for (int i = 0; i < 100000; ++i) assignments += " = a";
  assignments += "; } }";
  std::string switches = "public class Plan { public void main() { String s = ";
  for (int i = 0; i < 400; ++i) switches += "switch (k) { default -> ";
  for (int i = 0; i < 400; ++i) switches += "1; }";
  switches += "; } }";
  for (const auto& text : {deep, labels, assignments, switches}) {
    const auto diagnostics = check(SourceText("deep.java", text));
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0].rule, "HARNESS-NESTING-TOO-DEEP");
  }
}

// A flat chain of 'else if', or of ifs without braces, nests a level per link with no
// bracket nested at all: the message says what counts, so the reader can find it.
TEST(JavaParser, AChainOfElseIfsPastTheLimitIsNamedForWhatNests) {
  std::string chain = "public class Plan { public void main() { int a = 1; if (a > 0) {}";
  for (int i = 0; i < 200; ++i) chain += " else if (a > 0) {}";
  chain += " } }";
  std::string unbraced = "public class Plan { public void main() { int a = 1; ";
  for (int i = 0; i < 200; ++i) unbraced += "if (a > 0) ";
  unbraced += "a = 2; } }";
  for (const auto& text : {chain, unbraced}) {
    const auto r = parse(text, Limits{});
    ASSERT_TRUE(r.limit);
    EXPECT_EQ(r.limit->rule, "HARNESS-NESTING-TOO-DEEP");
    EXPECT_NE(r.limit->message.find("each 'else if' of a chain and each body written without braces"), std::string::npos)
        << r.limit->message;
    EXPECT_EQ(r.limit->message.find("brackets"), std::string::npos) << r.limit->message;
  }
  std::string short_chain = "public class Plan { public void main() { int a = 1; if (a > 0) {}";
  for (int i = 0; i < 60; ++i) short_chain += " else if (a > 0) {}";
  short_chain += " } }";
  EXPECT_FALSE(parse(short_chain, Limits{}).limit);
}

// Parentheses and a call's arguments take up to three levels each, and the message says so:
// 41 groups reach the default limit where the writer counts 41 (round 22's reader).
TEST(JavaParser, TheNestingMessageSaysWhatAParenthesisCosts) {
  auto nested = [](int groups) {
    return "public class Plan {\n  public void main() {\n    useText(" + std::string(groups, '(') + "\"a\"" +
           std::string(groups, ')') + ");\n  }\n  private void useText(String t) {\n  }\n}\n";
  };
  EXPECT_FALSE(parse(nested(40), Limits{}).limit);
  const auto r = parse(nested(41), Limits{});
  ASSERT_TRUE(r.limit);
  EXPECT_NE(r.limit->message.find("an expression in parentheses or in a call's arguments takes up to three"),
            std::string::npos)
      << r.limit->message;
}

// The parser's nesting guard counts the levels the grammar opens, not brackets: at a
// small --max-depth it fires where a level opens, even at the '}' that ends a block,
// where a statement is tried as an expression and a name opens its level before its
// first token. Trying a branch only at the bytes it can start at must not move it, nor
// failing an expression or a member at once where none can start (fails_unless).
TEST(JavaParser, TheNestingGuardFiresWhereTheGrammarOpensALevel) {
  const auto fires_at = [](const std::string& text, std::size_t max_depth, std::size_t offset) {
    const auto r = parse(text, Limits{.max_depth = max_depth});
    ASSERT_TRUE(r.limit) << text << " at " << max_depth;
    EXPECT_EQ(r.limit->rule, "HARNESS-NESTING-TOO-DEEP");
    EXPECT_EQ(r.limit->offset, offset) << text << " at " << max_depth;
    EXPECT_FALSE(parse(text, Limits{.max_depth = max_depth + 1}).limit) << text << " at " << max_depth + 1;
  };
  // A statement tried at a block's '}': the block is the third level, the expression
  // opens three more.
  const std::string block = "public class Plan {\n    public void main() {\n        { Bool value2 = false; }\n    }\n}\n";
  fires_at(block, 5, block.find("; }") + 2);
  // An argument tried at the ')' of `f()`: the call's name is the fifth level.
  const std::string call = "public class Plan {\n    public void main() {\n        f();\n    }\n}\n";
  fires_at(call, 7, call.find("();") + 1);
  // An argument alone before ')', read without its layers where they cannot reach the
  // limit: a name opens three levels, the last at its first byte; a string two.
  const std::string name = "public class Plan {\n    public void main() {\n        f(x);\n    }\n}\n";
  fires_at(name, 7, name.find("x)"));
  const std::string string = "public class Plan {\n    public void main() {\n        f(\"s\");\n    }\n}\n";
  fires_at(string, 6, string.find("\"s\""));
  // A member tried at the '}' of an empty class: the class is the first level, the
  // member's head the second.
  const std::string empty = "public class Plan { }\n";
  fires_at(empty, 1, empty.find('}'));
}

// An operand followed by blanks and then a byte that settles it (one that ends an
// expression, or anything but a suffix after an operator's operand) is read without the
// expression's layers (plain_expression.hpp, and expression_def.hpp's lone operand); one
// followed by a comment is read through them. The same text with a comment of the same
// length in place of the blanks must give the same tree, the same positions and the same
// syntax error.
namespace lone {

rc::Gen<std::string> word() {
  return rc::gen::oneOf(rc::gen::element<std::string>("x", "value2", "_a", "$b", "null", "true", "this", "super", "new",
                                                      "int", "record", "var", "instanceof", "syscall"),
                        rc::gen::map(rc::gen::container<std::string>(rc::gen::elementOf(std::string("az_$09"))),
                                     [](std::string s) { return "q" + s; }));
}
rc::Gen<std::string> number() {
  return rc::gen::map(rc::gen::container<std::string>(rc::gen::elementOf(std::string("0179xXlLeEfF._+-ab"))),
                      [](std::string s) { return "1" + s; });
}
// Whole strings: the blanks after an unterminated one (or a text block's `"""`) would be
// its content, not trivia.
rc::Gen<std::string> string_literal() {
  return rc::gen::map(rc::gen::container<std::vector<std::string>>(
                          rc::gen::element<std::string>("a", " ", "'", "\t", "\\n", "\\\"", "\\u0041", "\\q")),
                      [](const std::vector<std::string>& parts) {
                        std::string s = "\"";
                        for (const auto& p : parts) s += p;
                        return s + "\"";
                      });
}
rc::Gen<std::string> operand() {
  return rc::gen::oneOf(word(), number(), string_literal(),
                        rc::gen::element<std::string>("x.y", "x + 1", "-1", "(x)", "f(x)", "x++", "a[0]", "'c'",
                                                      "x -> x", "\"a\" + b", "new int[2]", "{1, 2}", ""));
}
// What follows the blanks, then the frame's close (`);` after an argument, `;` after a
// statement's start).
rc::Gen<std::string> tail() {
  return rc::gen::element<std::string>(")", ", y)", ").z(", "}", "]", ";", ".y)", "+ 1)", "+1)", "- 1)", "-1)", "(1))",
                                       "[0])", "++)", "--)", "-> y)", "->y)", "= 2)", "== 2)", "* 2)", "< y)", "<y>z)",
                                       "? a : b)", "instanceof T)", "::y)", ":", "", "= y", "=y", "=", "==y", "= = y",
                                       "=/**/= y", "+= y", ">>= y", "!= y");
}

}  // namespace lone

RC_GTEST_PROP(JavaParser, AnOperandBeforeBlanksReadsAsBeforeAComment, ()) {
  const std::string op = *lone::operand();
  const std::string next = *lone::tail();
  const auto [blanks, comment] = *rc::gen::element(std::pair<std::string, std::string>("    ", "/**/"),
                                                   std::pair<std::string, std::string>("\n   ", "//\n "));
  // The operand as an argument or a statement's start, alone or an operator's operand
  // or a cast's.
  const auto [frame, close] = *rc::gen::element(std::pair<std::string, std::string>("    use(f(", ");"),
                                                std::pair<std::string, std::string>("    ", ";"));
  const std::string head = frame + *rc::gen::element<std::string>("", "a + ", "a < ", "(String) ", "!", "-");
  const std::string plain = wrap(head + op + blanks + next + close);
  const std::string commented = wrap(head + op + comment + next + close);
  RC_LOG() << plain << "\n" << commented;
  const auto a = reading::read(plain);
  const auto b = reading::read(commented);
  RC_ASSERT(a.unit.has_value() == b.unit.has_value());
  if (a.unit) RC_ASSERT(*a.unit == *b.unit);
  RC_ASSERT(a.positions == b.positions);
  RC_ASSERT(a.error_at == b.error_at);
  RC_ASSERT(a.error == b.error);
}

// A member, and a statement that starts with a reserved word, may be a class: the level a
// class opens is opened at its first modifier, before the class's keyword is found, so the
// guard fires there whether a class, a field or a local variable follows.
TEST(JavaParser, AMemberOrADeclarationOpensItsLevelAtItsFirstModifier) {
  const std::string member = "public class Plan {\n  private int x;\n}\n";
  const auto m = parse(member, Limits{.max_depth = 1});
  ASSERT_TRUE(m.limit);
  EXPECT_EQ(m.limit->rule, "HARNESS-NESTING-TOO-DEEP");
  EXPECT_EQ(m.limit->offset, member.find("private"));
  EXPECT_FALSE(parse(member, Limits{.max_depth = 2}).limit);
  const std::string local = "public class Plan {\n  void f() {\n    final int y = 2;\n  }\n}\n";
  const auto l = parse(local, Limits{.max_depth = 2});
  ASSERT_TRUE(l.limit);
  EXPECT_EQ(l.limit->rule, "HARNESS-NESTING-TOO-DEEP");
  EXPECT_EQ(l.limit->offset, local.find("final"));
}

// Where an operand is read without the layers (expression_def.hpp), it ends where the
// layers end it: a signed exponent, a suffix, a lambda's `->` and an operator after it
// are read as they always were, and an assignment's target ends at its '=' (not at '==').
TEST(JavaParser, AnOperandEndsWhereTheLayersEndIt) {
  const auto parsed = parse(wrap(
      "    use(f(1e+5, 1e+5.x, 2E-3 + x, x-1, x - -1, \"a\"+b, x--, y++ + 1, a->a, b -> b, c .d, e [0], f::g, h\n(i)));"));
  ASSERT_TRUE(parsed.unit.has_value());
  PrintStyle style;
  style.one_line = true;
  const std::string printed = print(*parsed.unit, style);
  EXPECT_NE(printed.find("use(f(1e+5, 1e+5.x, 2E-3 + x, x - 1, x - -1, \"a\" + b, x--, y++ + 1, a -> a, b -> b, c.d, e[0], f::g, h(i)))"),
            std::string::npos)
      << printed;
  // An assignment's '=' ends its target; '==' and '+=' do not end it as that '=' does.
  const auto statements = parse(wrap("    x = y;\n    x == y;\n    x=y;\n    x += 1;"));
  ASSERT_TRUE(statements.unit.has_value());
  const auto& body = plan_methods(*statements.unit).front()->body->statements;
  ASSERT_EQ(body.size(), 4u);
  for (std::size_t i : {0, 2, 3}) {
    const auto* assign = ast::node_if<ast::Assign>(body[i]);
    ASSERT_NE(assign, nullptr) << i;
    EXPECT_NE(ast::node_if<ast::Name>(assign->target), nullptr) << i;
  }
  EXPECT_EQ(ast::node_if<ast::Assign>(body[0])->op, "=");
  EXPECT_EQ(ast::node_if<ast::Assign>(body[3])->op, "+=");
  // A shift followed by '=' is an assignment operator, not a shift then an '='.
  for (const char* op : {"<<=", ">>=", ">>>="}) {
    const auto shifted = parse(wrap(std::string("    x ") + op + " 2;"));
    ASSERT_TRUE(shifted.unit.has_value()) << op;
    const auto* assign = ast::node_if<ast::Assign>(plan_methods(*shifted.unit).front()->body->statements.front());
    ASSERT_NE(assign, nullptr) << op;
    EXPECT_EQ(assign->op, op);
    EXPECT_NE(ast::node_if<ast::Name>(assign->target), nullptr) << op;
  }
  const auto* compare = ast::node_if<ast::ExprStmt>(body[1]);
  ASSERT_NE(compare, nullptr);
  EXPECT_NE(ast::node_if<ast::Chain>(compare->expr), nullptr);
  // An assignment's value may be an assignment: `a = b = c` is a = (b = c).
  const auto chained = parse(wrap("    a = b = c;"));
  ASSERT_TRUE(chained.unit.has_value());
  const auto* outer = ast::node_if<ast::Assign>(plan_methods(*chained.unit).front()->body->statements.front());
  ASSERT_NE(outer, nullptr);
  const auto* inner = ast::node_if<ast::Assign>(outer->value);
  ASSERT_NE(inner, nullptr);
  EXPECT_EQ(ast::node_if<ast::Name>(inner->target)->name, "b");
  EXPECT_EQ(ast::node_if<ast::Name>(inner->value)->name, "c");
}

// `this.helper(…)` is Java's other spelling of the call `helper(…)` (D15): a Call, marked,
// so that the oracles judge both alike. A member read or a method reached through
// `super` or with type arguments stays a suffix of `this`.
TEST(JavaParser, ACallThroughThisIsACallOfPlansMethod) {
  const auto statement = first_statement("    this.use(this.name(), this.field, super.use(\"x\"));");
  ASSERT_TRUE(statement.has_value());
  const auto* expr_stmt = ast::node_if<ast::ExprStmt>(statement->statement);
  ASSERT_NE(expr_stmt, nullptr);
  const auto* call = ast::node_if<ast::Call>(expr_stmt->expr);
  ASSERT_NE(call, nullptr);
  EXPECT_TRUE(call->through_this);
  EXPECT_EQ(call->callee.name, "use");
  ASSERT_EQ(call->args.size(), 3u);
  const auto* inner = ast::node_if<ast::Call>(call->args[0]);
  ASSERT_NE(inner, nullptr);
  EXPECT_TRUE(inner->through_this);
  EXPECT_EQ(inner->callee.name, "name");
  EXPECT_NE(ast::node_if<ast::Postfix>(call->args[1]), nullptr);  // this.field
  EXPECT_NE(ast::node_if<ast::Postfix>(call->args[2]), nullptr);  // super.use(…)
  const auto plain = first_statement("    use(name());");
  ASSERT_TRUE(plain.has_value());
  EXPECT_FALSE(ast::node_if<ast::Call>(ast::node_if<ast::ExprStmt>(plain->statement)->expr)->through_this);
}

TEST(JavaPrinter, PrintsWhatItParsed) {
  const std::string texts[] = {
      wrap("    for (int i = 0; i < 3; i++) { x[i] = (String) y.z(a -> a, B::c); }"),
      wrap("    try (A a = f(); B b = g();) { } catch (E e) { }\n    outer: inner: while (true) break outer;\n"
           "    record R(String a) implements C<R> { }"),
      "public class Plan { private <K, V extends A & B<K>> Map<K, V> f(); }",
      wrap("    String a = \"x\", b, c = a + b;\n    for (int i = 0, j = 1; i < j; i++) { }"),
      wrap("    String a[], b, c[][] = x;\n    int[] d, e[];\n    for (String f[] : g) { }\n    for (int h[] = i, j; ; ) { }"),
      "public class Plan { private String[] f(int a[], String... b)[] throws E { } String g[] = { }; }",
      wrap("    assert a;\n    assert a != b : \"m\";\n    synchronized (this) { assert false; }"),
      wrap("    Map<String, ? super List<?>> m = f(); Class<? /* c */ extends\n  A> b = g(x < y ? 1 : 2);"),
      wrap("    a = b = c = d;\n    if ((a = f()) != null) { continue; }\n"
           "    String s = switch (k) { case 1 -> \"a\"; case 2: yield \"b\"; default -> { yield g(switch (j) { default -> 0; }); } };"),
      "public class Plan<T, U extends A & B<T>> { }\nenum E { X(1) { }, Y; E(int a) { } }\n"
      "@interface D { String v() default \"x\"; }\nrecord P<A>(A a) { }\n@A(v = 1, w = {\"a\"}) class C { public <T> C() { } }",
      wrap("    if (r instanceof ToolResult t && !(r instanceof java.util.List< String > /* l */ l)) { }\n"
           "    Bool b = r instanceof Map<String, List<?>>;\n    x = List.<String>of(\"a\").<Int, Map<String, Int>>g();\n"
           "    syscall. <String> cloneRepo(\"x\");"),
      wrap("    this.use(this.f(1), this . g(), this.h, this.<T>k(), super.m());\n    this.use(\"a\").length();"),
      wrap("    use(String[]::new, String[] /* d */ []::clone, a[0], Plan::main);"),
  };
  for (const auto& text : texts) {
    const auto first = parse(text);
    ASSERT_TRUE(first.unit.has_value()) << text;
    const auto again = parse(print(*first.unit));
    ASSERT_TRUE(again.unit.has_value()) << print(*first.unit);
    EXPECT_TRUE(*again.unit == *first.unit) << print(*first.unit);
  }
}

}  // namespace
}  // namespace conform::java
