// One breaker per rule: a valid plan, changed in one place so that it breaks that rule
// and no other. Most add a helper of their own (its name is one the valid generator
// never draws), so the rest of the plan stays as it was.
#include <functional>
#include <map>
#include <stdexcept>

#include "generators/core/base_capture.hpp"
#include "generators/core/decision_capture.hpp"
#include "generators/java/generators.hpp"
#include "generators/text/corruptions.hpp"

namespace conform::java::gen {
namespace {

using Breaker = std::function<void(PlanSketch&, const Whitelist&)>;

MethodSketch method(std::string modifiers, std::string return_type, std::string name,
                    std::vector<std::pair<std::string, std::string>> params, std::vector<std::string> body) {
  MethodSketch m;
  m.modifiers = std::move(modifiers);
  m.return_type = std::move(return_type);
  m.name = std::move(name);
  m.params = std::move(params);
  m.body = std::move(body);
  return m;
}

// Adds a helper at a drawn place after main.
void add(PlanSketch& p, MethodSketch m) {
  const auto at = *rc::gen::inRange<std::size_t>(1, p.methods.size() + 1);
  p.methods.insert(p.methods.begin() + static_cast<std::ptrdiff_t>(at), std::move(m));
}
// A helper `brokenStep` with these statements, and `useText(String)` for it to call.
// Half the time main calls it, where main has room under the seven statements (D9): a
// validator that skips a helper nobody calls should not pass every generated case.
// A single statement stands, a third of the time, inside an if or its else.
void add_step(PlanSketch& p, std::vector<std::string> body) {
  if (body.size() == 1 && *rc::gen::inRange(0, 3) == 0)
    body.front() = *rc::gen::arbitrary<bool>() ? "if (flag) { " + body.front() + " }"
                                               : "if (flag) { useText(name); } else { " + body.front() + " }";
  add(p, method("private", "void", "useText", {{"String", "text"}}, {}));
  add(p, method(*rc::gen::element<std::string>("private", "public"), "void", "brokenStep", {{"String", "name"}, {"Bool", "flag"}},
                std::move(body)));
  auto& main = p.main().body;
  if (p.main().has_body && main.size() < 7 && *rc::gen::arbitrary<bool>()) {
    std::size_t end = main.size();
    if (end > 0 && main.back().starts_with("return")) --end;
    const auto at = static_cast<std::ptrdiff_t>(*rc::gen::inRange<std::size_t>(0, end + 1));
    const std::string text = *rc::gen::element<std::string>("origin/main", "README.md", "release");
    const std::string flag = *rc::gen::element<std::string>("true", "false");
    main.insert(main.begin() + at, "brokenStep(\"" + text + "\", " + flag + ");");
  }
}
std::string pick(std::vector<std::string> options) { return *rc::gen::elementOf(options); }

// Decisions of spec/java/decisions.md (generators/core/decision_capture.hpp).
using conform::gen::may_rest_on;
using conform::gen::rests_on;
using conform::gen::rule_rests_on;
std::string pick_resting(std::vector<std::string> options, std::size_t seed_decided, const char* d) {
  return conform::gen::pick_resting(std::move(options), seed_decided, d);
}
std::string pick_rule_resting(std::vector<std::string> options, std::size_t seed_decided, const char* d) {
  return conform::gen::pick_rule_resting(std::move(options), seed_decided, d);
}
// Puts `statement` at a drawn place among main's own statements; main has room under the
// seven (a valid main holds at most six).
void add_to_main(PlanSketch& p, std::string statement) {
  auto& main = p.main();
  if (!main.has_body || main.body.size() >= 7) throw std::logic_error("a generated main without room for a statement");
  main.body.insert(main.body.begin() + static_cast<std::ptrdiff_t>(*rc::gen::inRange<std::size_t>(0, main.body.size() + 1)),
                   std::move(statement));
}

const std::map<std::string, Breaker>& breakers() {
  static const std::map<std::string, Breaker> all{
      {"JAVA-SYNTAX",
       [](PlanSketch& p, const Whitelist&) {
         // Or a string in Python's quotes: no literal javac reads ("unclosed character
         // literal"), so rejected under any reading; that it is this rule, not a char
         // literal's JAVA-LITERAL, is D13's (corpus/java/invalid/D13-JAVA-SYNTAX-single-quoted-string.java).
         std::string broken = pick_rule_resting({"String broken = ;", "useText(name", "if (flag) { useText(name);", "String s = \"open;", "quoted"},
                                                4, "D13");
         if (broken == "quoted") broken = pick({"useText('origin/main');", "String ref = 'README.md';"});
         add_step(p, {std::move(broken)});
       }},
      {"JAVA-MISSING-PLAN-CLASS", [](PlanSketch& p, const Whitelist&) { p.class_head = pick({"public class Main", "public class PlanImpl", "class Solution"}); }},
      {"JAVA-EXTRA-CLASS",
       [](PlanSketch& p, const Whitelist&) {
         if (*rc::gen::arbitrary<bool>())
           p.trailing_classes.push_back(pick({"class Helper {\n}", "interface Step {\n}", "enum Mode { FAST, SLOW }",
                                              "@interface Note {\n  String value() default \"\";\n}", "class Box<T> {\n}"}));
         else p.members.push_back(pick({"private static class Node { }", "enum Mode { FAST, SLOW }"}));
       }},
      {"JAVA-PLAN-DECLARATION",
       [](PlanSketch& p, const Whitelist&) {
         // Each compiles (§7): `implements Runnable` comes with the run() it asks for, a
         // public helper like any other.
         // "exactly one `public class Plan`": one that is not public breaks the words; that
         // final, abstract, a supertype or a type parameter do is D3's.
         p.class_head = pick_resting({"class Plan", "public final class Plan", "public abstract class Plan", "public class Plan extends Object",
                                      "public class Plan implements Runnable", "public class Plan<T>"},
                                     1, "D3");
         if (p.class_head.ends_with("Runnable")) add(p, method("public", "void", "run", {}, {}));
       }},
      {"JAVA-PACKAGE", [](PlanSketch& p, const Whitelist&) { p.header.insert(p.header.begin(), pick({"package plans;", "package com.example.agent;"})); }},
      {"JAVA-IMPORT",
       [](PlanSketch& p, const Whitelist&) { p.header.push_back(pick({"import java.util.List;", "import java.util.*;", "import static java.lang.Math.max;"})); }},
      {"JAVA-MARKDOWN-FENCE",
       [](PlanSketch& p, const Whitelist&) {
         p.before = pick({"```java\n", "```\n"}) + p.before;
         p.after += "```\n";
       }},
      {"JAVA-PROSE-OUTSIDE-CLASS",
       [](PlanSketch& p, const Whitelist&) {
         // Prose with no code in it: `public class Plan { }` in it would read as a second
         // Plan (D3's JAVA-EXTRA-CLASS).
         const std::string opening = "Plan class";
         if (*rc::gen::arbitrary<bool>()) p.before = *conform::gen::prose_before(opening);
         else p.after = *conform::gen::prose_after(opening);
       }},
      {"JAVA-MISSING-MAIN", [](PlanSketch& p, const Whitelist&) { p.methods.erase(p.methods.begin()); }},
      {"JAVA-MAIN-SIGNATURE",
       [](PlanSketch& p, const Whitelist&) {
         // A parameter or `private` is not §1's `public void main()` under any reading, and
         // breaks nothing else. `String[] args` is a parameter of no §2 type, and a `static`
         // main calling one of Plan's instance helpers fails javac ("non-static method …
         // cannot be referenced from a static context"): rejected under any reading, and
         // only that the rule is this one alone is D5's
         // (corpus/java/invalid/D5-JAVA-MAIN-SIGNATURE-static-main*.java). A static main
         // calling nothing of Plan's compiles, and may read as §1's main to some: so it
         // always calls a helper here.
         const std::string how = pick_rule_resting({"parameter", "private", "args", "static"}, 2, "D5");
         if (how == "parameter") p.main().params.emplace_back("String", "branch");
         else if (how == "private") p.main().modifiers = "private";
         if (how == "args" || (how == "static" && *rc::gen::inRange(0, 3) == 0)) p.main().params.emplace_back("String[]", "args");
         if (how == "static") {
           p.main().modifiers = "public static";
           add(p, method("private", "void", "tidyUp", {}, {}));
           add_to_main(p, "tidyUp();");
         }
       }},
      {"JAVA-METHOD-VISIBILITY",
       [](PlanSketch& p, const Whitelist&) { add(p, method(pick({"", "protected"}), "void", "tidyUp", {}, {})); }},
      {"JAVA-METHOD-MODIFIER",
       [](PlanSketch& p, const Whitelist&) {
         add(p, method(pick({"private static", "public final", "private synchronized", "public static"}), "void", "tidyUp", {}, {}));
       }},
      {"JAVA-NON-METHOD-MEMBER",
       [](PlanSketch& p, const Whitelist&) {
         // A field is no method (§1); that a constructor or an initializer is a fault too is D6's.
         p.members.push_back(pick_resting({"private static final String BRANCH = \"main\";", "private String target = \"origin\";",
                                           "public Plan() { }", "static { }"},
                                          2, "D6"));
       }},
      {"JAVA-DUPLICATE-METHOD",
       [](PlanSketch& p, const Whitelist&) {
         // A helper that clashes with a method Plan inherits from Object (a final one, or
         // one whose return type it changes) fails javac ("cannot override"): rejected under
         // any reading, and that it is a second method of that name is decision D7's
         // (corpus/java/invalid/helper-named-clone.java).
         if (*rc::gen::inRange(0, 3) == 0) {
           rule_rests_on("D7");
           const std::string access = pick({"private", "public"});
           add(p, method(access, "void", pick({"clone", "toString", "hashCode", "notify", "notifyAll", "wait"}), {}, {}));
           return;
         }
         // Two with one signature never compile; an overload only by D7.
         add(p, method("private", "void", "tidyUp", {}, {}));
         const bool overload = may_rest_on("D7") && *rc::gen::arbitrary<bool>();
         if (overload) rests_on("D7");
         add(p, method("private", "void", "tidyUp", overload ? std::vector<std::pair<std::string, std::string>>{{"String", "why"}}
                                                             : std::vector<std::pair<std::string, std::string>>{},
                       {}));
       }},
      {"JAVA-METHOD-NAME-CASE",
       [](PlanSketch& p, const Whitelist&) { add(p, method("private", "void", pick({"Cleanup", "tidy_up", "TIDY", "_tidy"}), {}, {})); }},
      {"JAVA-TOO-MANY-STATEMENTS",
       [](PlanSketch& p, const Whitelist&) {
         std::vector<std::string> body;
         const int n = *rc::gen::inRange(8, 12);
         for (int i = 0; i < n; ++i) body.push_back("String part" + std::to_string(i) + " = name;");
         // A compound statement counts once (decision D9), whatever it holds.
         if (*rc::gen::arbitrary<bool>()) body.back() = "if (flag) { useText(name); useText(name); }";
         add_step(p, std::move(body));
       }},
      {"JAVA-INVALID-TYPE",
       [](PlanSketch& p, const Whitelist&) {
         // §2's list is said of methods' parameters and returns; of locals (var) by D4, of a
         // helper's throws by D25; that a wildcard is no `T` of `List<T>` by D2, and that a
         // parameter's array is no list by D14.
         // Those compile, and their verdict rests on the decision. But a helper main calls
         // whose throws names a checked exception fails javac ("unreported exception": main
         // declares none, and a plan's try catches ToolError alone): rejected under any
         // reading, and only that its rule is this one is D25's
         // (corpus/java/invalid/helper-throws-exception.java).
         std::vector<int> ways{0, 1, 5, 7};
         if (may_rest_on("D4")) ways.push_back(2);
         if (may_rest_on("D14")) ways.push_back(3);
         if (may_rest_on("D2")) ways.push_back(4);
         if (may_rest_on("D25")) ways.push_back(6);
         const int how = *rc::gen::elementOf(ways);
         if (how == 2) rests_on("D4");
         if (how == 3) rests_on("D14");
         if (how == 4) rests_on("D2");
         if (how == 6) rests_on("D25");
         switch (how) {
           case 0: add(p, method("private", "int", "countItems", {}, {"return 1;"})); break;
           case 6: {  // decision D25: nobody calls it, or what it throws is unchecked
             MethodSketch m = method("private", "void", "review", {}, {});
             m.throws = pick({"Exception", "java.io.IOException", "RuntimeException, ToolError"});
             add(p, m);
             break;
           }
           case 7: {
             rule_rests_on("D25");
             MethodSketch m = method("private", "void", "review", {}, {});
             m.throws = pick({"Exception", "java.io.IOException"});
             add(p, m);
             add_to_main(p, "review();");
             break;
           }
           case 1: add(p, method("private", "void", "review", {{pick({"Object", "File", "Commit"}), "item"}}, {})); break;
           case 2: add_step(p, {"var copy = name;"}); break;
           case 3:  // a parameter's array
             add(p, method("private", "void", "review", {{pick({"String[]", "Int[]"}), "parts"}}, {}));
             break;
           case 4: add(p, method("private", "void", "review", {{pick({"List<?>", "List<? extends String>"}), "names"}}, {})); break;
           default: add(p, method("private", "void", "review", {{"Map<Int, String>", "table"}}, {}));
         }
       }},
      {"JAVA-MISSING-BODY", [](PlanSketch& p, const Whitelist&) {
         MethodSketch m = method("private", pick({"void", "String", "ToolResult"}), "prepareLater", {}, {});
         m.has_body = false;
         add(p, m);
       }},
      {"JAVA-UNKNOWN-ANNOTATION",
       [](PlanSketch& p, const Whitelist&) {
         MethodSketch m = method("private", "void", "tidyUp", {}, {});
         // An annotation no one supplies fails javac (§7). So does @Override on a method
         // that overrides nothing, and a misspelt @Deferred on a method without a body
         // (unknown, and the body missing): rejected under any reading, and only that the
         // rule is this one alone is D10's
         // (corpus/java/invalid/D10-JAVA-UNKNOWN-ANNOTATION-misspelt-deferred-without-body.java).
         // @SuppressWarnings compiles, and whether @Deferred takes an argument the document
         // does not say (D22's prelude declares none): that either is a fault is D10's.
         if (may_rest_on("D10") && *rc::gen::inRange(0, 3) == 0) {
           rests_on("D10");
           m.annotations = {pick({"SuppressWarnings(\"unchecked\")", "Deferred(\"later\")"})};
         } else if (const std::string a = pick_rule_resting({"Async", "Cached", "Override", "misspelt"}, 2, "D10"); a == "misspelt") {
           m.annotations = {pick({"Defered", "Deffered", "deferred", "DEFERRED", "Deferd"})};
           m.has_body = false;
         } else {
           m.annotations = {a};
         }
         add(p, m);
       }},
      {"JAVA-UNSUPPORTED-STATEMENT",
       [](PlanSketch& p, const Whitelist&) {
         add_step(p, {pick({"while (flag) { useText(name); }", "do { useText(name); } while (flag);",
                            "switch (name) { case \"a\": useText(name); default: useText(name); }",
                            "for (Int i = 0; i < 3; i = i + 1) { useText(name); }", "{ useText(name); }", "again: useText(name);",
                            "name;"})});
       }},
      {"JAVA-MISSING-INITIALIZER", [](PlanSketch& p, const Whitelist&) { add_step(p, {pick({"String label;", "Int count;", "ToolResult result;"})}); }},
      {"JAVA-TRY-FORM",
       [](PlanSketch& p, const Whitelist&) {
         // A multi-catch of unrelated types: ToolError | RuntimeException does not compile
         // (javac: alternatives related by subclassing).
         // Each is not §3's `try { … } catch (ToolError e) { … }`, a multi-catch no more than
         // the others (corpus/java/invalid/JAVA-TRY-FORM/multi-catch.java).
         add_step(p, {pick({"try { useText(name); } catch (Exception e) { useText(name); }",
                            "try { useText(name); } catch (ToolError e) { useText(name); } finally { useText(name); }",
                            "try { useText(name); } finally { useText(name); }",
                            "try { useText(name); } catch (ToolError | IllegalStateException e) { useText(name); }"})});
       }},
      // The expressions below stand where Java takes them, so that the plan compiles but
      // for its one rule (§7; javac, mapped as D22 says): a value that is no String is
      // concatenated to one before it goes to useText(String), and a class that java.util
      // holds is named in full, as no import may bring it in (JAVA-IMPORT).
      //
      // A lambda or method reference cannot: Java gives it a type only from a functional
      // interface it is assigned or passed to, and none of §2's types is one, so javac
      // rejects every lambda in a plan ("String is not a functional interface"), at the
      // lambda itself.
      {"JAVA-LAMBDA", [](PlanSketch& p, const Whitelist&) { add_step(p, {pick({"useText(x -> x);", "useText(() -> name);", "useText(this::useText);"})}); }},
      {"JAVA-ANONYMOUS-CLASS",
       [](PlanSketch& p, const Whitelist&) {
         add_step(p, {pick({"useText(name + new Object() { });",
                            "useText(name + new Object() { public String toString() { return name; } });"})});
       }},
      // Not Class.forName: it throws the checked ClassNotFoundException, which a plan's
      // try may not catch (D12), so it never compiles.
      {"JAVA-REFLECTION",
       [](PlanSketch& p, const Whitelist&) { add_step(p, {pick({"useText(name + getClass());", "useText(name + this.getClass());", "useText(name + Plan.class);"})}); }},
      {"JAVA-OBJECT-CREATION",
       [](PlanSketch& p, const Whitelist&) {
         add_step(p, {pick({"useText(name + new StringBuilder());", "useText(new String(name));", "List<String> names = new java.util.ArrayList<>();"})});
       }},
      {"JAVA-MANUAL-MAP",
       [](PlanSketch& p, const Whitelist&) {
         add(p, method("private", "void", "store", {{"Map<String, String>", "table"}}, {}));
         add_step(p, {pick({"store(new java.util.HashMap<>());", "store(new java.util.HashMap<String, String>());", "store(Map.of(name, name));",
                            "Map<String, String> table = new java.util.TreeMap<>();"})});
       }},
      {"JAVA-LITERAL", [](PlanSketch& p, const Whitelist&) {
         // §5's literals are strings, ints, bools and array initializers. An int literal
         // Java cannot read (an underscore after 0x or at the end, a decimal beyond an
         // int's range) fails javac: rejected under any reading, and only that its rule is
         // this one, not JAVA-SYNTAX, is D13's
         // (corpus/java/invalid/D13-JAVA-LITERAL-underscore-after-hex-prefix.java). An array
         // created by its size and a long's suffix compile: their verdict is D14's and D13's.
         std::vector<int> ways{0, 1, 2, 3, 4};
         if (may_rest_on("D14")) ways.push_back(5);
         if (may_rest_on("D13")) ways.push_back(6);
         const int how = *rc::gen::elementOf(ways);
         if (how == 4) rule_rests_on("D13");
         if (how == 5) rests_on("D14");
         if (how == 6) rests_on("D13");
         if (how == 4) {
           add_step(p, {pick({"useText(name + 0x_3);", "Int mask = 0b_101;", "useText(name + 100_);", "useText(name + 2147483648);"})});
           return;
         }
         add_step(p, {std::vector<std::string>{"useText(null);", "useText(name + 'c');", "useText(name + 1.5);", "String empty = null;", "",
                                               "useText(name + new String[3]);", "useText(name + 10L);"}[how]});
       }},
      {"JAVA-SYSCALL-FORM", [](PlanSketch& p, const Whitelist&) {
         // A value made of it goes where a String does, so no argument is mistyped too.
         // The helper called as a method, `syscall(name)`, is no method of Plan's nor a
         // supplied syscall (§7; javac: cannot find symbol): rejected under any reading, and
         // only that it is this rule, not JAVA-UNDEFINED-METHOD, is D15's. Whether the helper
         // reached in parentheses is the helper at all is D15's (its verdict).
         if (may_rest_on("D15") && *rc::gen::inRange(0, 5) == 0) {
           rests_on("D15");
           add_step(p, {"useText((syscall).toString());"});
           return;
         }
         add_step(p, {pick_rule_resting({"useText(name + syscall);", "String syscall = name;", "useText(name + syscall.name);", "syscall(name);"},
                                        3, "D15")});
       }},
      {"JAVA-UNKNOWN-SYSCALL", [](PlanSketch& p, const Whitelist& wl) {
         std::string name = pick({"deleteRepo", "runShell", "sendEmail"});
         while (wl.find(name)) name += "X";
         add_step(p, {"syscall." + name + "(name);"});
       }},
      {"JAVA-ARITY-MISMATCH",
       [](PlanSketch& p, const Whitelist& wl) {
         if (!wl.signatures().empty() && *rc::gen::arbitrary<bool>()) {
           const auto& s = *rc::gen::elementOf(wl.signatures());
           std::string args;
           for (std::size_t i = 0; i <= s.params.size(); ++i) args += (i ? ", " : "") + std::string("name");
           add_step(p, {"syscall." + s.name.name + "(" + args + ");"});
         } else {
           add_step(p, {pick({"useText(name, name);", "useText();"})});
         }
       }},
      {"JAVA-ARGUMENT-TYPE-MISMATCH", [](PlanSketch& p, const Whitelist&) { add_step(p, {pick({"useText(42);", "useText(flag);", "useText(true);"})}); }},
      {"JAVA-UNDEFINED-METHOD",
       [](PlanSketch& p, const Whitelist&) {
         add_step(p, {pick({"notifyTeam(name);", "String done = finishAll();", "if (flag) { notifyTeam(name); }",
                            "useText(name + countItems());"})});
       }},
      {"JAVA-FOREIGN-CALL",
       [](PlanSketch& p, const Whitelist&) { add_step(p, {pick({"String upper = name.toUpperCase();", "useText(name.trim());", "Int size = name.length();"})}); }},
      {"JAVA-UNDECLARED-VARIABLE",
       [](PlanSketch& p, const Whitelist&) {
         // Never declared, or used before its declaration (javac: cannot find symbol).
         if (*rc::gen::inRange(0, 4) == 0) add_step(p, {"useText(later);", "String later = name;"});
         else add_step(p, {pick({"useText(missing);", "missing = name;", "if (ready) { useText(name); }", "useText(name + count);"})});
       }},
      {"JAVA-DUPLICATE-VARIABLE",
       [](PlanSketch& p, const Whitelist&) {
         // A parameter declared again, also in a nested block or as a loop's variable,
         // where Java allows no shadowing of a local.
         add_step(p, {pick({"String name = \"again\";", "Bool flag = true;", "if (flag) { String name = \"inner\"; useText(name); }",
                            "for (String name : new String[] {\"a\"}) { useText(name); }"})});
       }},
      {"JAVA-FINAL-REASSIGNED",
       [](PlanSketch& p, const Whitelist&) {
         // A final local, compound-assigned too, or a final loop variable, given a value again.
         switch (*rc::gen::inRange(0, 3)) {
           case 0: add_step(p, {"final String fixed = name + \"!\";", "fixed = \"again\";", "useText(fixed);"}); break;
           case 1: add_step(p, {"final String fixed = name;", "fixed += \"!\";", "useText(fixed);"}); break;
           default: add_step(p, {"for (final String item : new String[] {\"a\", \"b\"}) { item = \"x\"; useText(item); }"});
         }
       }},
      {"JAVA-TYPE-MISMATCH",
       [](PlanSketch& p, const Whitelist&) { add_step(p, {pick({"Int count = name;", "Bool done = \"yes\";", "name = flag;", "Int n = 1 + flag;"})}); }},
      {"JAVA-NON-BOOLEAN-CONDITION",
       [](PlanSketch& p, const Whitelist&) {
         add_step(p, {pick({"if (name) { useText(name); }", "if (1) { useText(name); }",
                            "if (flag) { useText(name); } else if (name) { useText(name); }"})});
       }},
      {"JAVA-FOR-OVER-NON-LIST",
       [](PlanSketch& p, const Whitelist&) {
         add_step(p, {pick({"for (String c : name) { useText(c); }", "for (Int n : new String[] {\"a\"}) { }"})});
       }},
      {"JAVA-RETURN-MISMATCH",
       [](PlanSketch& p, const Whitelist&) {
         switch (*rc::gen::inRange(0, 3)) {
           case 0: add(p, method("private", "void", "finish", {}, {"return \"done\";"})); break;
           case 1: add(p, method("private", "String", "finish", {}, {"return 1;"})); break;
           default: add(p, method("private", "String", "finish", {}, {"return;"}));
         }
       }},
      {"JAVA-MISSING-RETURN",
       [](PlanSketch& p, const Whitelist&) {
         const bool text = *rc::gen::arbitrary<bool>();
         const std::string value = text ? "\"yes\"" : "true";
         add(p, method("private", text ? "String" : "Bool", "decide", {{"Bool", "flag"}},
                       {pick({"if (flag) { return " + value + "; }", "useDecision(flag);",
                              "try { return " + value + "; } catch (ToolError e) { useDecision(flag); }"})}));
         add(p, method("private", "void", "useDecision", {{"Bool", "flag"}}, {}));
       }},
      {"JAVA-UNREACHABLE-STATEMENT",
       [](PlanSketch& p, const Whitelist&) {
         const std::string end = pick({"return;", "if (flag) { return; } else { useFlag(flag); return; }",
                                       "try { useFlag(flag); return; } catch (ToolError e) { return; }"});
         add(p, method("private", "void", "finish", {{"Bool", "flag"}}, {end, "useFlag(flag);"}));
         add(p, method("private", "void", "useFlag", {{"Bool", "flag"}}, {}));
       }},
      {"JAVA-UNSUPPORTED-EXPRESSION",
       [](PlanSketch& p, const Whitelist&) {
         // Not `this.name` (Plan has no field, and declaring one is JAVA-NON-METHOD-MEMBER)
         // nor `name instanceof String text` (javac 17: a pattern of the expression's own
         // type is an error).
         // The document names no operator; only the switch expression is the "inline block
         // expression" §3 warns against. The others are D16's.
         add_step(p, {pick_resting({"String pick = switch (name) { case \"a\" -> name; default -> \"none\"; };",
                                    "String pick = flag ? name : \"none\";", "String copy = (String) name;", "Int bits = 1 << 2;",
                                    "Bool same = name instanceof String;", "name = name = \"x\";"},
                                   1, "D16")});
       }},
  };
  return all;
}

}  // namespace

std::vector<std::string> breakable_rules() {
  std::vector<std::string> out;
  for (const auto& [rule, _] : breakers()) out.push_back(rule);
  return out;
}

rc::Gen<std::string> broken_text(std::string_view rule, const Whitelist& whitelist) {
  auto found = breakers().find(std::string(rule));
  if (found == breakers().end()) throw std::invalid_argument("no breaker for " + std::string(rule));
  const Breaker& breaker = found->second;
  return rc::gen::exec([&breaker, &whitelist] {
    PlanSketch p = *valid_sketch(whitelist);
    conform::gen::BaseCapture::note(render(p));
    breaker(p, whitelist);
    return render(p);
  });
}

}  // namespace conform::java::gen
