#pragma once
// The blocks a CPL statement holds, in order: an if's then block, its else-ifs' and its
// else; a loop's body; a try's body and its handler. None for any other statement. For
// the generators and the shrinker, which change the trees they hold (ast::node_if only
// reads).
#include <boost/variant/apply_visitor.hpp>
#include <vector>

#include "parsers/cpl/ast.hpp"

namespace conform::cpl::gen {

namespace detail {
template <typename T>
void add_blocks(T&, std::vector<ast::Block*>&) {}
inline void add_blocks(ast::If& s, std::vector<ast::Block*>& out) {
  out.push_back(&s.then_block);
  for (auto& e : s.else_ifs) out.push_back(&e.body);
  if (s.else_block) out.push_back(&*s.else_block);
}
inline void add_blocks(ast::For& s, std::vector<ast::Block*>& out) { out.push_back(&s.body); }
inline void add_blocks(ast::While& s, std::vector<ast::Block*>& out) { out.push_back(&s.body); }
inline void add_blocks(ast::DoWhile& s, std::vector<ast::Block*>& out) { out.push_back(&s.body); }
inline void add_blocks(ast::Try& s, std::vector<ast::Block*>& out) {
  out.push_back(&s.body);
  out.push_back(&s.handler);
}
}  // namespace detail

inline std::vector<ast::Block*> blocks_of(ast::Statement& s) {
  std::vector<ast::Block*> out;
  boost::apply_visitor([&](auto& node) { detail::add_blocks(node.get(), out); }, s.get());
  return out;
}

}  // namespace conform::cpl::gen
