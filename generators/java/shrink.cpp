#include <boost/variant/apply_visitor.hpp>

#include "generators/java/generators.hpp"
#include "parsers/java/parser.hpp"

namespace conform::java::gen {
namespace {

namespace x3 = boost::spirit::x3;

// Removes the k-th statement of Plan's method bodies (depth-first, blocks of if, for
// and try included); false when there are fewer than k+1 statements.
class StatementRemover {
 public:
  explicit StatementRemover(std::size_t k) : k_(k) {}
  bool unit(ast::Unit& u) {
    for (auto& c : u.classes)
      for (auto& m : c.members)
        if (auto method = boost::get<x3::forward_ast<ast::Method>>(&m.get()); method && method->get().body)
          if (block(*method->get().body)) return true;
    return false;
  }

 private:
  bool block(ast::Block& b) {
    for (std::size_t i = 0; i < b.statements.size(); ++i) {
      if (seen_++ == k_) {
        b.statements.erase(b.statements.begin() + static_cast<std::ptrdiff_t>(i));
        return true;
      }
      if (boost::apply_visitor([this](auto& node) { return nested(ast::unwrap(node)); }, b.statements[i].get())) return true;
    }
    return false;
  }
  bool branch(ast::Statement& s) {
    if (auto b = boost::get<x3::forward_ast<ast::Block>>(&s.get())) return block(b->get());
    return false;
  }
  template <typename T>
  bool nested(T&) { return false; }
  bool nested(ast::Block& s) { return block(s); }
  bool nested(ast::If& s) { return branch(s.then_branch) || (s.else_branch && branch(*s.else_branch)); }
  bool nested(ast::ForEach& s) { return branch(s.body); }
  bool nested(ast::Try& s) {
    if (block(s.body)) return true;
    for (auto& c : s.catches)
      if (block(c.body)) return true;
    return false;
  }

  std::size_t k_;
  std::size_t seen_ = 0;
};

}  // namespace

std::vector<std::string> shrink_candidates(const std::string& text) {
  auto parsed = parse(text);
  if (!parsed.unit) return {};
  const ast::Unit& unit = *parsed.unit;
  std::vector<std::string> out;
  // A class, an import or a member less (main stays: its absence is a rule of its own).
  for (std::size_t i = 0; i < unit.classes.size(); ++i) {
    if (unit.classes.size() > 1) {
      ast::Unit smaller = unit;
      smaller.classes.erase(smaller.classes.begin() + static_cast<std::ptrdiff_t>(i));
      out.push_back(print(smaller));
    }
    for (std::size_t m = 0; m < unit.classes[i].members.size(); ++m) {
      auto method = ast::node_if<ast::Method>(unit.classes[i].members[m]);
      if (method && method->name.name == "main") continue;
      ast::Unit smaller = unit;
      auto& members = smaller.classes[i].members;
      members.erase(members.begin() + static_cast<std::ptrdiff_t>(m));
      out.push_back(print(smaller));
    }
  }
  for (std::size_t i = 0; i < unit.imports.size(); ++i) {
    ast::Unit smaller = unit;
    smaller.imports.erase(smaller.imports.begin() + static_cast<std::ptrdiff_t>(i));
    out.push_back(print(smaller));
  }
  for (std::size_t k = 0;; ++k) {
    ast::Unit smaller = unit;
    if (!StatementRemover(k).unit(smaller)) break;
    out.push_back(print(smaller));
  }
  return out;
}

}  // namespace conform::java::gen
