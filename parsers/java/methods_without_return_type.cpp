#include "parsers/java/methods_without_return_type.hpp"

#include <utility>

#include <boost/variant/get.hpp>

namespace conform::java {
namespace {

ast::Method method_without_return_type(ast::Constructor&& c) {
  ast::Method m;
  m.begin = c.begin;
  m.end = c.end;
  m.modifiers = std::move(c.modifiers);
  m.return_type.begin = m.return_type.end = c.name.begin;
  m.name = std::move(c.name);
  m.params = std::move(c.params);
  m.throws = std::move(c.throws);
  m.body = std::move(c.body);
  return m;
}

template <typename Node>
Node* mutable_node_if(ast::Member& member) {
  auto* node = boost::get<boost::spirit::x3::forward_ast<Node>>(&member.get());
  return node ? &node->get() : nullptr;
}

void read_members(ast::ClassDecl& k) {
  for (auto& member : k.members) {
    if (auto* nested = mutable_node_if<ast::ClassDecl>(member)) {
      read_members(*nested);
    } else if (auto* c = mutable_node_if<ast::Constructor>(member); c && c->name.name != k.name.name) {
      ast::Method m = method_without_return_type(std::move(*c));
      member = ast::Member(std::move(m));
    }
  }
}

}  // namespace

void read_misnamed_constructors_as_methods(ast::Unit& unit) {
  for (auto& k : unit.classes) read_members(k);
}

}  // namespace conform::java
