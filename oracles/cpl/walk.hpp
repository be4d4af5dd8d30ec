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
};

void walk(const ast::Plan&, const PlanVisitor&);
void walk(const ast::Block&, const ast::Function&, const PlanVisitor&);

// The offset of an expression or statement node, whatever its alternative.
std::uint32_t offset_of(const ast::Expr&);
std::uint32_t offset_of(const ast::Statement&);

}  // namespace conform::cpl
