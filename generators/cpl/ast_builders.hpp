#pragma once
// Short constructors for CPL AST nodes, for generators and tests. Their texts are kept
// (generators/core/kept_text.hpp).
#include <string>
#include <string_view>
#include <vector>

#include "generators/core/kept_text.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl::build {

namespace x3 = boost::spirit::x3;

inline ast::Identifier ident(std::string_view name) {
  ast::Identifier i;
  i.name = conform::gen::kept_text(name);
  return i;
}
inline ast::TypeRef type(std::string_view name, ast::List<ast::TypeRef> args = {}) {
  ast::TypeRef t;
  t.name = conform::gen::kept_text(name);
  t.args = std::move(args);
  return t;
}
// `t` with another language's suffix written after it (`[]`, `?`, `| Int`), as the
// parser keeps it (ast::TypeRef::foreign).
inline ast::TypeRef suffixed(ast::TypeRef t, std::string_view foreign) {
  t.foreign = conform::gen::kept_text(foreign);
  return t;
}
inline ast::Expr str(std::string_view value) {
  ast::StringLit s;
  s.value = conform::gen::kept_text(value);
  return ast::Expr(std::move(s));
}
inline ast::Expr integer(long long value) {
  ast::IntLit i;
  i.digits = conform::gen::kept_text(std::to_string(value));
  return ast::Expr(std::move(i));
}
inline ast::Expr boolean(bool value) {
  ast::BoolLit b;
  b.value = value;
  return ast::Expr(std::move(b));
}
inline ast::Expr var(std::string_view name) {
  ast::VarRef v;
  v.name = conform::gen::kept_text(name);
  return ast::Expr(std::move(v));
}
inline ast::Expr call(std::string_view callee, ast::List<ast::Expr> args) {
  ast::Call c;
  c.callee = ident(callee);
  c.args = std::move(args);
  return ast::Expr(x3::forward_ast<ast::Call>(std::move(c)));
}
inline ast::Expr syscall(std::string_view name, ast::List<ast::Expr> args) {
  ast::SyscallCall c;
  c.name = ident(name);
  c.args = std::move(args);
  return ast::Expr(x3::forward_ast<ast::SyscallCall>(std::move(c)));
}
inline ast::Expr list(ast::List<ast::Expr> elements) {
  ast::ListLit l;
  l.elements = std::move(elements);
  return ast::Expr(x3::forward_ast<ast::ListLit>(std::move(l)));
}
inline ast::Expr map(std::vector<std::pair<ast::Expr, ast::Expr>> entries) {
  ast::MapLit m;
  for (auto& [k, v] : entries) {
    ast::MapEntry e;
    e.key = std::move(k);
    e.value = std::move(v);
    m.entries.push_back(std::move(e));
  }
  return ast::Expr(x3::forward_ast<ast::MapLit>(std::move(m)));
}
inline ast::Expr chain(ast::Expr first, std::vector<std::pair<std::string, ast::Expr>> rest) {
  ast::Chain c;
  c.first = std::move(first);
  for (auto& [op, operand] : rest) {
    ast::BinaryOperation b;
    b.op = conform::gen::kept_text(op);
    b.operand = std::move(operand);
    c.rest.push_back(std::move(b));
  }
  return ast::Expr(x3::forward_ast<ast::Chain>(std::move(c)));
}

template <typename Node>
ast::Statement stmt(Node node) {
  return ast::Statement(x3::forward_ast<Node>(std::move(node)));
}
inline ast::Statement let(std::string_view name, boost::optional<ast::TypeRef> t, ast::Expr init) {
  ast::Let l;
  l.name = ident(name);
  l.type = std::move(t);
  l.init = std::move(init);
  return stmt(std::move(l));
}
inline ast::Statement assign(std::string_view target, ast::Expr value) {
  ast::Assign a;
  a.target = ident(target);
  a.value = std::move(value);
  return stmt(std::move(a));
}
inline ast::Statement ret(boost::optional<ast::Expr> value = boost::none) {
  ast::Return r;
  r.value = std::move(value);
  return stmt(std::move(r));
}
inline ast::Statement expr_stmt(ast::Expr e) {
  ast::ExprStmt s;
  s.expr = std::move(e);
  return stmt(std::move(s));
}
inline ast::Block block(ast::List<ast::Statement> statements = {}) {
  ast::Block b;
  b.statements = std::move(statements);
  return b;
}
inline ast::Statement if_else(ast::Expr condition, ast::Block then_block, boost::optional<ast::Block> else_block) {
  ast::If i;
  i.condition = std::move(condition);
  i.then_block = std::move(then_block);
  i.else_block = std::move(else_block);
  return stmt(std::move(i));
}
inline ast::Statement for_in(std::string_view item, ast::Expr source, ast::Block body) {
  ast::For f;
  f.item = ident(item);
  f.source = std::move(source);
  f.body = std::move(body);
  return stmt(std::move(f));
}
inline ast::Statement try_catch(ast::Block body, std::vector<std::string> catch_words, ast::Block handler) {
  ast::Try t;
  t.body = std::move(body);
  for (auto& w : catch_words) t.catch_words.push_back(ident(w));
  t.handler = std::move(handler);
  return stmt(std::move(t));
}
inline ast::Param param(std::string_view name, boost::optional<ast::TypeRef> t) {
  ast::Param p;
  p.name = ident(name);
  p.type = std::move(t);
  return p;
}
inline ast::Function function(std::string_view name, ast::List<ast::Param> params, boost::optional<ast::TypeRef> result,
                              boost::optional<ast::Block> body) {
  ast::Function f;
  f.name = ident(name);
  f.params = std::move(params);
  f.return_type = std::move(result);
  f.body = std::move(body);
  return f;
}

}  // namespace conform::cpl::build
