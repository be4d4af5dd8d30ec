#pragma once
#include <functional>
#include <vector>

#include "oracles/cpl/function_names.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

enum class TypeRole { parameter, variable, return_type };

// Callbacks for a depth-first walk over a plan; leave unneeded ones empty.
struct PlanVisitor {
  std::function<void(const ast::Function&)> on_function;
  std::function<void(const ast::Statement&, const ast::Function&)> on_statement;
  std::function<void(const ast::ElseIf&)> on_else_if;
  // Every expression, sub-expressions included, and whether it belongs to a statement form
  // CPL does not have (D23: the thrown value, a while or do … while condition, a switch's
  // subject and case labels, an expression statement that is not a call). Oracles that
  // judge expressions pass over those: such a statement is one fault, reported once by
  // CPL-UNSUPPORTED-STATEMENT. Blocks inside those statements are walked as usual.
  std::function<void(const ast::Expr&, bool of_unsupported_statement)> on_expression;
  std::function<void(const ast::TypeRef&, TypeRole)> on_type;
};

// A call: of a function, a syscall, or a method (`x.f(…)`, itself an unsupported
// expression). Only calls make expression statements (§4, §10).
bool is_call(const ast::Expr&);

void walk(const ast::Plan&, const PlanVisitor&);
void walk(const ast::Block&, const ast::Function&, const PlanVisitor&);

// The statements, else-ifs and expressions of a plan's bodies, each list in walk order,
// and the names of its functions, collected once per check for the typing pass and the
// oracles that judge each node alone.
struct PlanNodes {
  FunctionNames function_names;
  struct StatementIn {
    const ast::Statement* statement;
    const ast::Function* function;
  };
  struct ExpressionIn {
    const ast::Expr* expression;
    const ast::Function* function;
    bool of_unsupported_statement;  // D23, as PlanVisitor::on_expression says
  };
  std::vector<StatementIn> statements;
  std::vector<const ast::ElseIf*> else_ifs;
  std::vector<ExpressionIn> expressions;
};
PlanNodes collect_plan_nodes(const ast::Plan&);

// The offset of an expression or statement node, whatever its alternative.
std::uint32_t offset_of(const ast::Expr&);
std::uint32_t offset_of(const ast::Statement&);

}  // namespace conform::cpl
