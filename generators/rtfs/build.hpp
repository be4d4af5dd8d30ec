#pragma once
// Building RTFS trees by hand, for the generators and the tests. Their texts are kept
// (generators/core/kept_text.hpp).
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "generators/core/kept_text.hpp"
#include "parsers/rtfs/ast.hpp"

namespace conform::rtfs::build {

inline ast::Node atom(ast::Kind k, std::string_view text) {
  ast::Node n;
  n.kind = k;
  n.text = conform::gen::kept_text(text);
  return n;
}
inline ast::Node sym(std::string_view name) { return atom(ast::Kind::symbol, name); }
inline ast::Node kw(std::string_view name) { return atom(ast::Kind::keyword, name); }
inline ast::Node str(std::string_view value) { return atom(ast::Kind::string, value); }
inline ast::Node num(std::string_view text) { return atom(ast::Kind::number, text); }

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
inline ast::Node form(std::string_view head, ast::List<ast::Node> items) {
  items.insert(items.begin(), sym(head));
  return list(std::move(items));
}

}  // namespace conform::rtfs::build
