#include "generators/cpl/shrink.hpp"

#include <boost/variant/apply_visitor.hpp>
#include <functional>

#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"

namespace conform::cpl::gen {
namespace {

// Calls `edit` on the k-th statement (depth-first over every block of the plan), with
// the list that holds it; false when there are fewer than k+1 statements or `edit` says so.
class KthStatement {
 public:
  using Edit = std::function<bool(ast::List<ast::Statement>&, std::size_t)>;
  KthStatement(std::size_t k, Edit edit) : k_(k), edit_(std::move(edit)) {}
  bool plan(ast::Plan& p) {
    for (auto& f : p.functions)
      if (f.body && block(*f.body)) return true;
    return false;
  }
  bool found() const { return seen_ > k_; }

 private:
  bool block(ast::Block& b) {
    for (std::size_t i = 0; i < b.statements.size(); ++i) {
      if (seen_++ == k_) return edit_(b.statements, i);
      if (boost::apply_visitor([this](auto& node) { return nested(node.get()); }, b.statements[i].get())) return true;
      if (found()) return false;
    }
    return false;
  }
  template <typename T>
  bool nested(T&) { return false; }
  bool nested(ast::If& s) {
    if (block(s.then_block) || found()) return found();
    for (auto& e : s.else_ifs)
      if (block(e.body) || found()) return found();
    return s.else_block && block(*s.else_block);
  }
  bool nested(ast::For& s) { return block(s.body); }
  bool nested(ast::While& s) { return block(s.body); }
  bool nested(ast::DoWhile& s) { return block(s.body); }
  bool nested(ast::Try& s) { return block(s.body) || (!found() && block(s.handler)); }

  std::size_t k_;
  Edit edit_;
  std::size_t seen_ = 0;
};

// The blocks a statement holds, in order.
std::vector<const ast::Block*> blocks_of(const ast::Statement& s) {
  std::vector<const ast::Block*> out;
  if (auto* i = ast::node_if<ast::If>(s)) {
    out.push_back(&i->then_block);
    for (const auto& e : i->else_ifs) out.push_back(&e.body);
    if (i->else_block) out.push_back(&*i->else_block);
  } else if (auto* f = ast::node_if<ast::For>(s)) {
    out.push_back(&f->body);
  } else if (auto* w = ast::node_if<ast::While>(s)) {
    out.push_back(&w->body);
  } else if (auto* d = ast::node_if<ast::DoWhile>(s)) {
    out.push_back(&d->body);
  } else if (auto* t = ast::node_if<ast::Try>(s)) {
    out.push_back(&t->body);
    out.push_back(&t->handler);
  }
  return out;
}

}  // namespace

std::vector<std::string> shrink_candidates(const std::string& text) {
  auto parsed = parse(text);
  if (!parsed.plan) return {};
  const ast::Plan& plan = *parsed.plan;
  std::vector<std::string> out;
  for (std::size_t i = 0; i < plan.functions.size(); ++i) {
    if (plan.functions[i].name.name == "main") continue;
    ast::Plan smaller = plan;
    smaller.functions.erase(smaller.functions.begin() + static_cast<std::ptrdiff_t>(i));
    out.push_back(print(smaller));
  }
  for (std::size_t k = 0;; ++k) {
    ast::Plan smaller = plan;
    KthStatement remove(k, [](ast::List<ast::Statement>& list, std::size_t i) {
      list.erase(list.begin() + static_cast<std::ptrdiff_t>(i));
      return true;
    });
    if (!remove.plan(smaller)) break;
    out.push_back(print(smaller));
  }
  // A statement that holds blocks, replaced by what one of them holds: a fault inside a
  // loop or a try need not keep the loop.
  for (std::size_t k = 0;; ++k) {
    bool exists = false;
    for (std::size_t j = 0;; ++j) {
      ast::Plan smaller = plan;
      bool had_block = false;
      KthStatement unwrap(k, [&](ast::List<ast::Statement>& list, std::size_t i) {
        const auto blocks = blocks_of(list[i]);
        if (j >= blocks.size()) return false;
        had_block = true;
        // Built anew: inserting into the list would copy-assign onto the slots its own
        // shuffle moved from, and a moved-from forward_ast holds no node to assign to.
        ast::List<ast::Statement> rebuilt;
        rebuilt.reserve(list.size() + blocks[j]->statements.size());
        for (std::size_t at = 0; at < list.size(); ++at) {
          if (at != i) rebuilt.push_back(std::move(list[at]));
          else rebuilt.insert(rebuilt.end(), blocks[j]->statements.begin(), blocks[j]->statements.end());
        }
        list = std::move(rebuilt);
        return true;
      });
      unwrap.plan(smaller);
      exists = unwrap.found();
      if (!had_block) break;
      out.push_back(print(smaller));
    }
    if (!exists) break;
  }
  return out;
}

}  // namespace conform::cpl::gen
