// The seven statement forms (§3).
#include "oracles/java/oracles.hpp"

namespace conform::java {

using namespace std::string_view_literals;
namespace {

using namespace ast;

const std::string helper = "; move the logic into a helper method";

struct Unsupported {
  Report& r;
  void operator()(const While& s) const { r.at(s.begin, "'while' is not an allowed statement" + helper); }
  void operator()(const DoWhile& s) const { r.at(s.begin, "'do … while' is not an allowed statement" + helper); }
  void operator()(const ClassicFor& s) const {
    r.at(s.begin, "the classic 'for (…; …; …)' is not an allowed statement; loop with for (T item : list)");
  }
  void operator()(const Switch& s) const { r.at(s.begin, "'switch' is not an allowed statement; use if/else or helpers"); }
  void operator()(const Jump& s) const { r.at(s.begin, "'" + s.keyword + "' is not an allowed statement" + helper); }
  void operator()(const Yield& s) const { r.at(s.begin, "'yield' outside a switch expression is not an allowed statement" + helper); }
  void operator()(const Throw& s) const { r.at(s.begin, "'throw' is not an allowed statement; failures are ToolErrors from syscalls"); }
  void operator()(const Assert& s) const { r.at(s.begin, "'assert' is not an allowed statement; check with if/else"); }
  void operator()(const Synchronized& s) const {
    r.at(s.begin, "'synchronized' is not an allowed statement: a plan runs its statements in order");
  }
  void operator()(const Block& s) const { r.at(s.begin, "a bare block is not an allowed statement" + helper); }
  void operator()(const Empty& s) const { r.at(s.begin, "an empty statement ';' is not an allowed statement"); }
  void operator()(const Labeled& s) const {
    r.at(s.begin, "the label '" + s.label.name + ":' is not an allowed statement" + helper);
  }
  void operator()(const Assign& s) const {
    if (!is_subset_assignment(s.op))
      r.at(s.begin, "'" + s.op + "' is not in the subset: '" + std::string(operation_of(s.op)) + "' is no allowed operator");
    else if (const Name* n = assigned_name(s.target); !n || n->name == "this"sv)
      r.at(s.begin, "only variables can be assigned");
  }
  void operator()(const ExprStmt& s) const {
    if (is_call(s.expr)) return;
    if (auto p = node_if<Paren>(s.expr); p && is_call(p->inner))
      r.at(s.begin, "a call in parentheses is not a statement (javac: not a statement); write the call alone");
    else
      r.at(s.begin, "an expression statement must call a plan method or a syscall");
  }
  template <typename T>
  void operator()(const T&) const {}
};

class UnsupportedStatementOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "JAVA-UNSUPPORTED-STATEMENT"; }
  void check_nodes(const CheckContext& c, Report& r) const override {
    for (const Statement* s : c.nodes.statements)
      boost::apply_visitor([&](const auto& n) { Unsupported{r}(unwrap(n)); }, s->get());
  }
};

// Where `finally` is written: the tree keeps only its block, after the last catch.
std::size_t finally_keyword(std::string_view text, const Try& t) {
  const std::uint32_t block = t.finally_block->begin;
  const std::uint32_t after = t.catches.empty() ? t.body.end : t.catches.back().body.end;
  const std::size_t at = text.substr(0, block).rfind("finally");
  return at != std::string_view::npos && at >= after ? at : block;
}

void try_form(const Statement& s, std::string_view text, Report& r) {
  const Try* t = node_if<Try>(s);
  if (!t) return;
  static const std::string want = ": write try { … } catch (ToolError e) { … }";
  if (t->resources) r.at(t->begin, "try-with-resources" + want);
  if (t->catches.empty()) r.at(t->begin, "try without catch" + want);
  if (t->catches.size() > 1) r.at(t->catches[1].begin, "a second catch clause" + want);
  for (const auto& c : t->catches) {
    if (c.types.size() > 1) {
      r.at(c.begin, "a multi-catch" + want);
      continue;
    }
    const auto& type = c.types.front();
    if (type.name != "ToolError"sv || type.args || !type.dims.empty())
      r.at(type.begin, "catch (" + type.name + " …): the only exception a plan catches is ToolError");
    bool final_seen = false;  // one `final`, as on any local, leaves the form as it is (D12)
    for (const auto& m : c.modifiers) {
      const bool first_final = !m.annotation && m.name == "final"sv && !final_seen;
      final_seen = final_seen || first_final;
      if (!first_final) r.at(m.begin, "'" + m.name + "' on the catch parameter" + want);
    }
  }
  if (t->finally_block) r.at(finally_keyword(text, *t), "a finally block" + want);
}

class TryFormOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "JAVA-TRY-FORM"; }
  void check_nodes(const CheckContext& c, Report& r) const override {
    for (const Statement* s : c.nodes.statements) try_form(*s, c.source.text(), r);
  }
};

}  // namespace

void add_statement_oracles(JavaOracles& out) {
  out.add(std::make_unique<UnsupportedStatementOracle>());
  out.add(on_each<Statement>("JAVA-MISSING-INITIALIZER", [](const Statement& s, Report& r) {
    const auto* v = node_if<LocalVar>(s);
    if (!v) return;
    static const std::string needs = "' is declared without a value: declarations need an initializer";
    for_each_variable(*v, [&](const Identifier& name, const boost::optional<Expr>& init, std::size_t at, const TypeRef&) {
      if (!init) r.at(at, "'" + name.name + needs);
    });
  }));
  out.add(std::make_unique<TryFormOracle>());
}

}  // namespace conform::java
