#include "generators/cpl/shrink.hpp"

#include <functional>

#include "generators/cpl/statement_blocks.hpp"
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
      for (ast::Block* inner : blocks_of(b.statements[i])) {
        if (block(*inner)) return true;
        if (found()) return false;
      }
    }
    return false;
  }

  std::size_t k_;
  Edit edit_;
  std::size_t seen_ = 0;
};

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
