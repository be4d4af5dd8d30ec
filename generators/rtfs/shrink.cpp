#include "generators/rtfs/generators.hpp"
#include "parsers/rtfs/parser.hpp"

namespace conform::rtfs::gen {
namespace {

// Every let binding vector of the tree, depth first.
void binding_vectors(ast::Node& n, std::vector<ast::Node*>& out) {
  if (n.is_form("let") && n.items.size() > 1 && n.items[1].is(ast::Kind::vector)) out.push_back(&n.items[1]);
  for (auto& item : n.items) binding_vectors(item, out);
}

ast::Node* body_of(ast::Node& plan) {
  for (std::size_t i = 1; i + 1 < plan.items.size(); ++i)
    if (plan.items[i].is(ast::Kind::keyword) && plan.items[i].text == "body" && plan.items[i + 1].is_form("do"))
      return &plan.items[i + 1];
  return nullptr;
}

}  // namespace

std::vector<std::string> shrink_candidates(const std::string& text) {
  const auto parsed = parse(text);
  if (!parsed.plan) return {};
  const ast::Node& plan = *parsed.plan;
  std::vector<std::string> out;
  ast::Node copy = plan;
  if (const ast::Node* body = body_of(copy); body && body->items.size() > 2) {
    for (std::size_t i = 1; i < body->items.size(); ++i) {
      ast::Node smaller = plan;
      auto& steps = body_of(smaller)->items;
      steps.erase(steps.begin() + static_cast<std::ptrdiff_t>(i));
      out.push_back(print(smaller));
    }
  }
  std::vector<ast::Node*> vectors;
  binding_vectors(copy, vectors);
  for (std::size_t v = 0; v < vectors.size(); ++v) {
    for (std::size_t pair = 0; pair + 1 < vectors[v]->items.size(); pair += 2) {
      ast::Node smaller = plan;
      std::vector<ast::Node*> in_smaller;
      binding_vectors(smaller, in_smaller);
      auto& items = in_smaller[v]->items;
      items.erase(items.begin() + static_cast<std::ptrdiff_t>(pair), items.begin() + static_cast<std::ptrdiff_t>(pair + 2));
      out.push_back(print(smaller));
    }
  }
  return out;
}

}  // namespace conform::rtfs::gen
