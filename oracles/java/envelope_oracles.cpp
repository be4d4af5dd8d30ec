// Rules about the text as a whole: is it one Java source and nothing else (§1, §7)?
#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

#include "oracles/java/oracles.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java {
namespace {

class SyntaxOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "JAVA-SYNTAX"; }
  bool needs_plan() const override { return false; }
  void check_nodes(const CheckContext& c, Report& r) const override {
    statement_forms(c.nodes, r);
    unqualified_yield_calls(c.nodes, r);
  }
  void check(const CheckContext& c, Report& r) const override {
    if (c.parse.syntax_error) r.at(c.parse.syntax_error->offset, c.parse.syntax_error->message);
    if (c.parse.unit) {
      repeated_modifiers(c, r);
      for (const ast::Method* m : c.nodes.methods)
        for (const auto& p : m->params) variable_modifiers(p.modifiers, "a parameter", r);
    }
  }

 private:
  // `private private String f()`: javac's parser rejects a modifier written twice.
  static void repeated_modifiers(const CheckContext& c, Report& r) {
    auto judge = [&r](const ast::List<ast::Modifier>& modifiers) {
      for (std::size_t i = 1; i < modifiers.size(); ++i) {
        const ast::Modifier& m = modifiers[i];
        if (m.annotation) continue;
        for (std::size_t j = 0; j < i; ++j)
          if (!modifiers[j].annotation && modifiers[j].name == m.name) {
            r.at(m.begin, "'" + m.name + "' written twice (javac: repeated modifier)");
            break;
          }
      }
    };
    for (const auto& k : c.unit().classes) judge(k.modifiers);
    for (const ast::Method* m : c.nodes.methods) judge(m->modifiers);
  }

  // A local, loop variable or parameter takes `final`, once, and annotations: javac's
  // parser takes no other modifier there (`static String s = …;`: "illegal start of
  // expression").
  static void variable_modifiers(const ast::List<ast::Modifier>& modifiers, const char* of, Report& r) {
    bool final_seen = false;
    for (const ast::Modifier& m : modifiers) {
      if (m.annotation) continue;
      if (m.name != "final")
        r.at(m.begin, "'" + m.name + "' is not a modifier of " + of + ": Java allows only final there");
      else if (std::exchange(final_seen, true))
        r.at(m.begin, "'final' written twice (javac: repeated modifier)");
    }
  }

  // `yield(x)`: since Java 14 `yield` is a restricted identifier, and javac's parser takes
  // no unqualified call of it ("invalid use of a restricted identifier"), whether or not
  // Plan declares a method so named; `this.yield(x)` calls one.
  static void unqualified_yield_calls(const PlanNodes& nodes, Report& r) {
    for (const auto& at : nodes.expressions)
      if (auto call = ast::node_if<ast::Call>(*at.expression); call && !call->through_this && call->callee.name == "yield")
        r.at(call->begin, "an unqualified call of 'yield' (javac: invalid use of a restricted identifier): a method named "
                          "yield is called as this.yield(…), or better given another name");
  }

  // Java's grammar takes a declaration only as a statement of a block: `if (ok) String s =
  // name();` does not compile (javac: "variable declaration not allowed here"). A local's
  // and a loop variable's modifiers are judged too (a catch parameter's are
  // JAVA-TRY-FORM's, D12).
  static void statement_forms(const PlanNodes& nodes, Report& r) {
    auto judge = [&](const ast::Statement& body, const char* of) {
      if (ast::node_if<ast::LocalVar>(body))
        r.at(offset_of(body), std::string("a declaration as the body of ") + of +
                                  " without braces: Java allows a declaration only inside a block { }");
      else if (auto k = ast::node_if<ast::ClassDecl>(body))
        r.at(k->begin, "a " + k->kind + " declaration as the body of " + of +
                           " without braces: Java allows a declaration only inside a block { }");
    };
    for (const ast::Statement* statement : nodes.statements) {
      const ast::Statement& s = *statement;
      if (auto i = ast::node_if<ast::If>(s)) {
        judge(i->then_branch, "an if");
        if (i->else_branch) judge(*i->else_branch, "an else");
      }
      if (auto v = ast::node_if<ast::LocalVar>(s)) variable_modifiers(v->modifiers, "a local variable", r);
      if (auto f = ast::node_if<ast::ForEach>(s)) {
        judge(f->body, "a for");
        variable_modifiers(f->modifiers, "a loop variable", r);
      }
      if (auto f = ast::node_if<ast::ClassicFor>(s)) judge(f->body, "a for");
      if (auto w = ast::node_if<ast::While>(s)) judge(w->body, "a while");
      if (auto d = ast::node_if<ast::DoWhile>(s)) judge(d->body, "a do");
      if (auto l = ast::node_if<ast::Labeled>(s)) judge(l->body, "a label");
    }
  }
};

class MissingPlanClassOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-MISSING-PLAN-CLASS"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.parse.envelope.plan_begin) {
      r.at(c.parse.envelope.prose_before.value_or(0), "no Java class: the output is one public class Plan");
      return;
    }
    if (c.parse.unit && !class_named_plan(c.unit()) && !nested_plan(c.unit())) {
      const auto& classes = c.unit().classes;
      r.at(classes.empty() ? *c.parse.envelope.plan_begin : classes.front().name.begin,
           classes.empty() ? "no class: the output is one public class Plan"
                           : "the class is '" + classes.front().name.name + "': the output is one public class Plan");
    }
  }
};

class MarkdownFenceOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-MARKDOWN-FENCE"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    for_each_opening_fence(c.parse.envelope, [&](std::size_t offset) {
      r.at(offset, "markdown code fence: respond with Java source only, not wrapped in fences");
    });
  }
};

class ProseOutsideClassOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-PROSE-OUTSIDE-CLASS"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    const auto& env = c.parse.envelope;
    auto outside = [&](std::size_t offset, const char* where) {
      const auto& methods = c.parse.methods_outside_class;
      if (std::find(methods.begin(), methods.end(), offset) != methods.end())
        r.at(offset, std::string("a method ") + where + " the class: place every helper as a public or private method inside Plan");
      else
        r.at(offset, std::string("text ") + where + " the class: no explanations or commentary, only Java source");
    };
    if (env.prose_before && env.plan_begin) outside(*env.prose_before, "before");
    if (env.prose_after) outside(*env.prose_after, "after");
    if (env.second_plan && !env.prose_after)
      r.at(*env.second_plan, "more Java after the source ended: the output is one public class Plan");
  }
};

}  // namespace

void add_envelope_oracles(JavaOracles& out) {
  out.add(std::make_unique<SyntaxOracle>());
  out.add(std::make_unique<MissingPlanClassOracle>());
  out.add(std::make_unique<MarkdownFenceOracle>());
  out.add(std::make_unique<ProseOutsideClassOracle>());
}

}  // namespace conform::java
