#pragma once
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>

#include "oracles/core/numbered_names.hpp"
#include "oracles/java/types.hpp"
#include "parsers/java/ast.hpp"

namespace conform::java {

// The class §1 is about: the first top-level type named Plan, or nullptr.
const ast::ClassDecl* class_named_plan(const ast::Unit&);
// With no top-level Plan, the first type named Plan nested in a top-level one (D3: the
// type around it is the extra one), or nullptr.
const ast::ClassDecl* nested_plan(const ast::Unit&);
// The class judged as the plan: the one named Plan, at the top level or else nested in a
// top-level type; or else the only top-level type, under whatever name (`public class
// Main`): its wrong name is JAVA-MISSING-PLAN-CLASS's one finding, and what it holds is
// still judged. Several types, none named Plan, none the one with main(): nullptr.
const ast::ClassDecl* plan_class(const ast::Unit&);
// An interface Plan is one JAVA-PLAN-DECLARATION; what an interface's methods need or
// imply (`default` for a body, public by default, no body) is part of that fault, not another.
bool plan_is_interface(const ast::Unit&);
// Plan's methods, in order.
x3kit::List<const ast::Method*> plan_methods(const ast::Unit&);
// Why a method of Plan cannot be declared beside the method of java.lang.Object it
// overrides (JLS 8.4.8.3: a final method, weaker access, an incompatible return type), or
// empty when it overloads one, overrides one as Java allows, or has another name.
std::string clash_with_object_method(const ast::Method&);

// What a depth-first walk over Plan's methods meets, each kind in its order, collected in
// one walk per check for the oracles that look at one kind of node at a time. The walk
// does not enter lambda bodies, anonymous class bodies or the header of a classic `for`:
// the construct itself is what is reported (spec/java/decisions.md D11).
//
// A plan is walked a stretch of methods at a time (oracles/core/stretches.hpp): the
// statements and expressions are the current stretch's, for StretchOracle::check_nodes; the
// methods, their names, and the types, annotations and local classes met so far are the
// whole plan's, whole once the last stretch is collected.
struct PlanNodes {
  PlanNodes() {}  // provided, so that `PlanNodes{}` does not zero the lists' inline room first
  struct ExpressionAt {
    const ast::Expr* expression;
    bool whole_statement;  // the expression of an expression statement
  };
  struct TypeAt {
    const ast::TypeRef* type;
    TypeRole role;
    const ast::Method* method;  // the method it is written in
  };
  x3kit::List<const ast::Method*> methods;  // plan_methods()
  NumberedNames method_names;                // the names of `methods`, by position
  x3kit::List<const ast::Statement*> statements;
  x3kit::List<ExpressionAt> expressions;
  x3kit::List<TypeAt> types;
  x3kit::List<const ast::Modifier*> annotations;
  x3kit::List<const ast::ClassDecl*> local_classes;
  std::span<const ast::Method* const> stretch;  // the methods whose statements and expressions these are
};
// Plan's methods and their names, into `nodes`, whose lists are empty.
void collect_methods(const ast::Unit&, PlanNodes& nodes);
// Replaces the stretch's statements and expressions with those of `methods` (consecutive
// methods of nodes.methods) and adds their types, annotations and local classes.
void collect_stretch(std::span<const ast::Method* const> methods, PlanNodes& nodes);
// Both, the plan as one stretch.
PlanNodes collect_plan_nodes(const ast::Unit&);

// Every class declared inside `c`, at any depth: its member classes and the local classes
// in its methods' bodies (where the walk goes), each before the classes inside it.
void for_each_class_inside(const ast::ClassDecl& c, const std::function<void(const ast::ClassDecl&)>& f);

// The offset of a node, whatever its alternative.
std::uint32_t offset_of(const ast::Expr&);
std::uint32_t offset_of(const ast::Statement&);
std::uint32_t offset_of(const ast::Member&);

// Whether an expression is a method call: `helper(…)`, `syscall.name(…)`, `x.y(…)`.
bool is_call(const ast::Expr&);

// The variable an assignment writes: its target inside any parentheses, as Java reads it
// (`(a) = "y";` assigns a, JLS 15.26); none when the target is no name.
const ast::Name* assigned_name(const ast::Expr& target);

// Whether an assignment's operator is one the subset writes: `=`, or `x op= e` whose
// `x = x op e` it can write (`+=`, `-=`, `*=`, `/=`, `%=`; decision D11).
bool is_subset_assignment(std::string_view op);
// The operation a compound assignment writes: `+` for `+=`, `>>>` for `>>>=`.
inline std::string_view operation_of(std::string_view compound_op) { return compound_op.substr(0, compound_op.size() - 1); }

}  // namespace conform::java
