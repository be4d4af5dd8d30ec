#pragma once
#include <boost/container/small_vector.hpp>
#include <cstdint>
#include <span>
#include <vector>

#include "oracles/cpl/function_names.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// A call: of a function, a syscall, or a method (`x.f(…)`, itself an unsupported
// expression). Only calls make expression statements (§4, §10).
bool is_call(const ast::Expr&);

// What judging one function needs of the others, and what only the whole plan decides:
// the names of the plan's functions, the calls in its bodies and its try blocks. Gathered
// whole while the plan's stretches are collected (oracles/core/stretches.hpp).
struct PlanFacts {
  PlanFacts() {}  // provided, so that `PlanFacts{}` does not zero the names' inline tables first
  FunctionNames function_names;
  // A call of a function or a syscall, in the order of a depth-first walk of the bodies.
  struct CallSite {
    static constexpr std::uint32_t syscall = UINT32_MAX;
    static constexpr std::uint32_t undefined = UINT32_MAX - 1;  // a name no function of the plan has
    std::uint32_t offset;
    std::uint32_t caller;  // the calling function's position in plan.functions
    std::uint32_t callee;  // the called name's number (function_names), or one of the above
    bool of_plan_function() const { return callee < undefined; }
  };
  struct TryIn {
    std::uint32_t begin;  // the try statement's
    std::uint32_t body_begin;
    std::uint32_t body_end;
  };
  std::vector<CallSite> calls;
  std::vector<TryIn> tries;
};

// The statements, else-ifs and expressions of a stretch of a plan's functions, each list
// in the order of a depth-first walk, for the typing pass and the oracles that judge each
// node alone (StretchOracle::check_nodes).
struct PlanNodes {
  PlanNodes() {}  // provided, likewise
  struct ExpressionIn {
    const ast::Expr* expression;
    // Whether it belongs to a statement form CPL does not have (D23: the thrown value, a
    // while or do … while condition, a switch's subject and case labels, an expression
    // statement that is not a call). Oracles that judge expressions pass over those: such
    // a statement is one fault, reported once by CPL-UNSUPPORTED-STATEMENT. Blocks inside
    // those statements are walked as usual.
    bool of_unsupported_statement;
  };
  std::vector<const ast::Statement*> statements;
  std::vector<const ast::ElseIf*> else_ifs;
  std::vector<ExpressionIn> expressions;
};
// Replaces `nodes` with those of `functions` (consecutive functions of the plan whose
// facts are `facts`, numbered already) and adds their calls and tries to `facts`.
void collect_nodes(std::span<const ast::Function> functions, PlanNodes& nodes, PlanFacts& facts);

// A plan's worth of something, kept inline: most plans have a few functions and calls.
template <typename T>
using PlanSized = boost::container::small_vector<T, 32>;

// The offset of an expression or statement node, whatever its alternative.
std::uint32_t offset_of(const ast::Expr&);
std::uint32_t offset_of(const ast::Statement&);

}  // namespace conform::cpl
