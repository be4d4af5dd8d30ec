// §4, §5 and §9 "Use only allowed syntax": the statement and expression forms LLMs
// borrow from other languages.
#include <set>

#include "core/ascii.hpp"
#include "oracles/cpl/oracles.hpp"
#include "oracles/cpl/walk.hpp"
#include "parsers/cpl/syntax_hints.hpp"

namespace conform::cpl {

using namespace std::string_view_literals;
namespace {

// "; 'Return' is not a CPL keyword: …" for a bare name that spells one in the wrong case.
std::string keyword_note(const ast::Expr& expr) {
  if (const auto* group = ast::node_if<ast::Paren>(expr); group && is_call(group->inner))
    return "; a call in parentheses is no statement: write it without them";
  const auto* name = ast::node_if<ast::VarRef>(expr);
  if (!name) return {};
  const std::string message = miscased_keyword_message(name->name);
  return message.empty() ? message : "; " + message;
}

class UnsupportedStatementOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "CPL-UNSUPPORTED-STATEMENT"; }
  void check_nodes(const CheckContext& c, Report& r) const override {
    std::set<const ast::Break*> breaks_of_switches;  // a switch comes before its cases
    for (const ast::Statement* in : c.nodes.statements) {
      const ast::Statement& s = *in;
      if (auto* w = ast::node_if<ast::While>(s)) r.at(w->begin, "'while' is not a CPL statement; CPL loops with for (item in list)");
      else if (auto* d = ast::node_if<ast::DoWhile>(s)) r.at(d->begin, "'do … while' is not a CPL statement; CPL loops with for (item in list)");
      else if (auto* b = ast::node_if<ast::Break>(s)) {
        if (!breaks_of_switches.contains(b)) r.at(b->begin, "'break' is not a CPL statement");
      }
      else if (auto* k = ast::node_if<ast::Continue>(s)) r.at(k->begin, "'continue' is not a CPL statement");
      else if (auto* t = ast::node_if<ast::Throw>(s)) r.at(t->begin, "'throw' is not a CPL statement; only syscalls throw ToolError");
      else if (auto* w = ast::node_if<ast::Switch>(s)) {
        r.at(w->begin, "'switch' is not a CPL statement; write if (…) { … } else { … }");
        for (const auto& c : w->cases)  // the break that ends a case is part of the switch
          for (const auto& in_case : c.body.statements)
            if (auto* b = ast::node_if<ast::Break>(in_case)) breaks_of_switches.insert(b);
      }
      else if (auto* l = ast::node_if<ast::Let>(s); l && !l->keyword.empty())
        r.at(l->begin, "'" + std::string(l->keyword) + "' is not CPL; declare with let " + std::string(l->name.name) + ": Type = …");
      else if (auto* e = ast::node_if<ast::ExprStmt>(s); e && !is_call(e->expr))
        r.at(e->begin, "an expression statement must be a function or syscall call" + keyword_note(e->expr));
    }
    for (const ast::ElseIf* e : c.nodes.else_ifs)
      r.at(e->begin, "'" + (e->keyword.empty() ? std::string("else if") : std::string(e->keyword)) +
                         "' is not CPL; write else { if (…) { … } }");
  }
};

class UnsupportedOperatorOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "CPL-UNSUPPORTED-OPERATOR"; }
  void check_nodes(const CheckContext& c, Report& r) const override {
    for (const ast::Statement* s : c.nodes.statements)
      if (auto* a = ast::node_if<ast::CompoundAssign>(*s))
        r.at(a->op.begin, "'" + a->op.text + "' is not a CPL operator; " +
                              (a->value ? "assign with '=' (the only operator is '+', string concatenation)"
                                        : "the only operator is '+' (string concatenation)"));
    for (const auto& in : c.nodes.expressions) {
      if (in.of_unsupported_statement) continue;
      const ast::Expr& e = *in.expression;
      if (auto* u = ast::node_if<ast::Unary>(e))
        r.at(u->begin, u->ops.starts_with('+')
                           ? std::string("prefix '+' is not a CPL operator: '+' joins two strings; write the number alone")
                           : "prefix '" + u->ops.substr(0, 1) + "' is not a CPL operator; the only operator is '+' (string concatenation)");
      if (auto* q = ast::node_if<ast::Conditional>(e))
        r.at(q->branches.begin, "'? :' is not a CPL operator; write if (…) { … } else { … }");
      if (auto* chain = ast::node_if<ast::Chain>(e))
        for (const auto& op : chain->rest)
          if (op.op != "+"sv)
            r.at(op.begin, "'" + op.op + "' is not a CPL operator; the only operator is '+' (string concatenation)");
    }
  }
};

class UnsupportedExpressionOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "CPL-UNSUPPORTED-EXPRESSION"; }
  void check_nodes(const CheckContext& c, Report& r) const override {
    // `syscall.tools.log(…)`: the chain is the fault, reported for what it ends in (D24);
    // `syscall` as its receiver is not a second one.
    std::set<const ast::VarRef*> receivers;  // a postfix comes before its base
    for (const auto& in : c.nodes.expressions) {
      if (in.of_unsupported_statement) continue;
      const ast::Expr& e = *in.expression;
      if (auto* n = ast::node_if<ast::NullLit>(e)) r.at(n->begin, "'null' is not a CPL value");
      if (auto* n = ast::node_if<ast::New>(e))
        r.at(n->begin, "'new " + n->type + "(…)' is not CPL: nothing is constructed; a value is a literal, a variable, "
                       "or what a syscall or function returns");
      if (auto* v = ast::node_if<ast::VarRef>(e); v && v->name == "syscall"sv && !receivers.count(v))
        r.at(v->begin, "'syscall' is not a value; a syscall is invoked as syscall.name(…)");
      if (auto* c = ast::node_if<ast::Call>(e); c && c->callee.name == "syscall"sv)
        r.at(c->begin, "'syscall' is not a function; a syscall is invoked as syscall.name(…)");
      if (auto* f = ast::node_if<ast::FloatLit>(e))
        r.at(f->begin, "'" + f->text + "' is not a CPL literal; Int is the only number type");
      // `System.out.println(…)`, `xs[0].name`: one expression, reported once for what it
      // ends in (D24); what comes before is its receiver.
      if (auto* p = ast::node_if<ast::Postfix>(e); p && !p->suffixes.empty()) {
        const auto* base = ast::node_if<ast::VarRef>(p->base);
        if (base) receivers.insert(base);
        const ast::Suffix& s = p->suffixes.back();
        switch (s.kind) {
          case ast::Suffix::Kind::member:
            if (base && base->name == "syscall"sv && p->suffixes.size() == 1)
              r.at(s.begin, "'syscall." + s.name + "' is not a value; a syscall is invoked: syscall." + s.name + "(…)");
            else
              r.at(s.begin, "member access '." + s.name + "' is not CPL; only syscall.name(…) uses a dot");
            break;
          case ast::Suffix::Kind::method_call: {
            // `syscalls.log(…)`, `Syscall.log(…)`: the one receiver CPL has, misspelt.
            const bool like_syscall = base && p->suffixes.size() == 1 && base->name != "syscall"sv &&
                                      (equal_ignoring_ascii_case(base->name, "syscall") ||
                                       equal_ignoring_ascii_case(base->name, "syscalls") || base->name == "sys"sv);
            r.at(s.begin, "method call '." + s.name + "(…)' is not CPL; only functions and syscalls may be invoked" +
                              (like_syscall ? "; a syscall is invoked as syscall." + s.name + "(…)" : std::string()));
            break;
          }
          case ast::Suffix::Kind::index: r.at(s.begin, "indexing '[…]' is not CPL"); break;
        }
      }
    }
  }
};

}  // namespace

void add_language_subset_oracles(CplOracles& out) {
  out.add(std::make_unique<UnsupportedStatementOracle>());
  out.add(std::make_unique<UnsupportedOperatorOracle>());
  out.add(std::make_unique<UnsupportedExpressionOracle>());
}

}  // namespace conform::cpl
