#pragma once
// Builds valid CPL plans piece by piece. Every method draws with `*gen`, so it may only
// run inside rc::gen::exec (or a property); the breakers reuse the pieces.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "oracles/cpl/whitelist.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl::gen {

// Whether a value of type `t` is or holds a Map: written as a literal only by decision
// D16, so where none may be drawn it comes from a function or a syscall alone.
bool holds_map(const ast::TypeRef& t);

class PlanBuilder {
 public:
  explicit PlanBuilder(const Whitelist&);

  // A whole plan: main plus helpers, valid under every rule, warnings included, and
  // using only forms the document shows or decisions D3, D16 settle (no empty literals,
  // no negative numbers, `if` always with `else`, `for` over a variable).
  ast::Plan plan();

  // A value of type `t` from literals, syscalls and nothing else: what a statement
  // inserted at the top of a function can use. Empty when no such value exists
  // (a ToolResult under a whitelist without a suitable syscall).
  // `map_literals`: a Map may be written as a literal even where decision D16 may not be
  // drawn on, for a plan every reading rejects whatever the literal is (a miscounted
  // call); the literal notes that only the rule naming the fault rests on D16.
  std::optional<ast::Expr> standalone_value(const ast::TypeRef& t, bool map_literals = false);
  // A literal of a different type than `t`.
  ast::Expr literal_not_of(const ast::TypeRef& t);

 private:
  struct Variable {
    std::string name;
    ast::TypeRef type;
    bool assignable = true;
  };
  struct Helper {
    std::string name;
    ast::List<ast::TypeRef> params;
    ast::TypeRef result;  // Void for none
  };

  ast::Function build_function(std::size_t index, bool is_main);
  ast::List<ast::Statement> statements(std::size_t max_count, int nesting);
  std::optional<ast::Statement> statement(int nesting);
  ast::Block block(std::size_t max_count, int nesting);
  ast::List<ast::Statement> returning_tail(const ast::TypeRef& result);

  std::optional<ast::Expr> value(const ast::TypeRef& t, int depth, bool allow_chain = true);
  std::optional<ast::Expr> literal(const ast::TypeRef& t, int depth);
  std::optional<ast::List<ast::Expr>> arguments(const ast::List<ast::TypeRef>& params, int depth);
  std::optional<ast::Expr> any_call(int depth);

  std::string fresh_variable();
  ast::TypeRef value_type(bool allow_tool_result);
  ast::List<ast::TypeRef> syscall_params(const ast::Signature&) const;
  bool tool_result_available() const;

  const Whitelist& whitelist_;
  std::vector<Helper> helpers_;
  std::size_t current_ = 0;  // helpers_[j] is callable from function current_ when j >= current_
  std::vector<std::vector<Variable>> scopes_;
  std::set<std::string> callees_;
  std::set<std::string> names_used_;
  bool map_literals_ = false;  // standalone_value's `map_literals`, while it draws
};

}  // namespace conform::cpl::gen
