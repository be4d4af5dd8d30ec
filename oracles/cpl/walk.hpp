#pragma once
#include <boost/container/small_vector.hpp>
#include <compare>
#include <cstdint>
#include <vector>

#include "oracles/cpl/function_names.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// A call: of a function, a syscall, or a method (`x.f(…)`, itself an unsupported
// expression). Only calls make expression statements (§4, §10).
bool is_call(const ast::Expr&);

// The statements, else-ifs and expressions of a plan's bodies, each list in the order of
// a depth-first walk, the names of its functions and the calls between them, collected
// once per check for the typing pass and the oracles that judge each node alone.
struct PlanNodes {
  FunctionNames function_names;
  struct StatementIn {
    const ast::Statement* statement;
    const ast::Function* function;
  };
  struct ExpressionIn {
    const ast::Expr* expression;
    const ast::Function* function;
    // Whether it belongs to a statement form CPL does not have (D23: the thrown value, a
    // while or do … while condition, a switch's subject and case labels, an expression
    // statement that is not a call). Oracles that judge expressions pass over those: such
    // a statement is one fault, reported once by CPL-UNSUPPORTED-STATEMENT. Blocks inside
    // those statements are walked as usual.
    bool of_unsupported_statement;
  };
  // A call of a function the plan defines.
  struct CallIn {
    std::uint32_t caller;  // the calling function's position in plan.functions
    std::uint32_t callee;  // the called name's number (function_names)
    friend auto operator<=>(const CallIn&, const CallIn&) = default;
  };
  std::vector<StatementIn> statements;
  std::vector<const ast::ElseIf*> else_ifs;
  std::vector<ExpressionIn> expressions;
  std::vector<CallIn> calls;
};
PlanNodes collect_plan_nodes(const ast::Plan&);

// A plan's worth of something, kept inline: most plans have a few functions and calls.
template <typename T>
using PlanSized = boost::container::small_vector<T, 32>;

// The offset of an expression or statement node, whatever its alternative.
std::uint32_t offset_of(const ast::Expr&);
std::uint32_t offset_of(const ast::Statement&);

}  // namespace conform::cpl
