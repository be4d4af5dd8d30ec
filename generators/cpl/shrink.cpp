#include "generators/cpl/shrink.hpp"

#include <boost/variant/apply_visitor.hpp>

#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"

namespace conform::cpl::gen {
namespace {

// Removes the k-th statement (depth-first over every block of the plan); false when
// there are fewer than k+1 statements.
class StatementRemover {
 public:
  explicit StatementRemover(std::size_t k) : k_(k) {}
  bool plan(ast::Plan& p) {
    for (auto& f : p.functions)
      if (f.body && block(*f.body)) return true;
    return false;
  }

 private:
  bool block(ast::Block& b) {
    for (std::size_t i = 0; i < b.statements.size(); ++i) {
      if (seen_++ == k_) {
        b.statements.erase(b.statements.begin() + static_cast<std::ptrdiff_t>(i));
        return true;
      }
      if (boost::apply_visitor([this](auto& node) { return nested(node.get()); }, b.statements[i].get())) return true;
    }
    return false;
  }
  template <typename T>
  bool nested(T&) { return false; }
  bool nested(ast::If& s) {
    if (block(s.then_block)) return true;
    for (auto& e : s.else_ifs)
      if (block(e.body)) return true;
    return s.else_block && block(*s.else_block);
  }
  bool nested(ast::For& s) { return block(s.body); }
  bool nested(ast::While& s) { return block(s.body); }
  bool nested(ast::DoWhile& s) { return block(s.body); }
  bool nested(ast::Try& s) { return block(s.body) || block(s.handler); }

  std::size_t k_;
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
    if (!StatementRemover(k).plan(smaller)) break;
    out.push_back(print(smaller));
  }
  return out;
}

}  // namespace conform::cpl::gen
