#pragma once
// Building RTFS trees by hand, for the generators and the tests.
#include <initializer_list>
#include <string>
#include <vector>

#include "parsers/rtfs/ast.hpp"

namespace conform::rtfs::build {

inline ast::Node atom(ast::Kind k, std::string text) {
  ast::Node n;
  n.kind = k;
  n.text = std::move(text);
  return n;
}
inline ast::Node sym(std::string name) { return atom(ast::Kind::symbol, std::move(name)); }
inline ast::Node kw(std::string name) { return atom(ast::Kind::keyword, std::move(name)); }
inline ast::Node str(std::string value) { return atom(ast::Kind::string, std::move(value)); }
inline ast::Node num(std::string text) { return atom(ast::Kind::number, std::move(text)); }

inline ast::Node seq(ast::Kind k, ast::List<ast::Node> items) {
  ast::Node n;
  n.kind = k;
  n.items = std::move(items);
  return n;
}
inline ast::Node list(ast::List<ast::Node> items) { return seq(ast::Kind::list, std::move(items)); }
inline ast::Node vec(ast::List<ast::Node> items) { return seq(ast::Kind::vector, std::move(items)); }
inline ast::Node map(ast::List<ast::Node> items) { return seq(ast::Kind::map, std::move(items)); }
// (head items…)
inline ast::Node form(std::string head, ast::List<ast::Node> items) {
  items.insert(items.begin(), sym(std::move(head)));
  return list(std::move(items));
}

}  // namespace conform::rtfs::build
