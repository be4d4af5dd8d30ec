#pragma once
#include <functional>

#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

enum class TypeRole { parameter, variable, return_type };

// Callbacks for a depth-first walk over a plan; leave unneeded ones empty.
struct PlanVisitor {
  std::function<void(const ast::Function&)> on_function;
  std::function<void(const ast::Statement&, const ast::Function&)> on_statement;
  std::function<void(const ast::ElseIf&)> on_else_if;
  std::function<void(const ast::Expr&)> on_expression;  // every expression, sub-expressions included
  std::function<void(const ast::TypeRef&, TypeRole)> on_type;
  // D23: leave out the expressions that belong to a statement form CPL does not have (the
  // thrown value, a while or do … while condition, a switch's subject and case labels, an
  // expression statement that is not a call). Oracles that judge expressions set it: such a statement is one fault, reported
  // once by CPL-UNSUPPORTED-STATEMENT. Blocks inside those statements are walked as usual.
  bool skip_unsupported_statement_expressions = false;
};

// A call: of a function, a syscall, or a method (`x.f(…)`, itself an unsupported
// expression). Only calls make expression statements (§4, §10).
bool is_call(const ast::Expr&);

void walk(const ast::Plan&, const PlanVisitor&);
void walk(const ast::Block&, const ast::Function&, const PlanVisitor&);

// The offset of an expression or statement node, whatever its alternative.
std::uint32_t offset_of(const ast::Expr&);
std::uint32_t offset_of(const ast::Statement&);

}  // namespace conform::cpl
