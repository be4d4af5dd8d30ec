#pragma once
#include <functional>
#include <memory>
#include <string>
#include <type_traits>

#include "oracles/core/registry.hpp"
#include "oracles/java/context.hpp"
#include "oracles/java/walk.hpp"

namespace conform::java {

using JavaOracles = OracleRegistry<CheckContext>;

// Every Java oracle, one per checkable rule of spec/java/rules.json.
const JavaOracles& all_oracles();
// The rules the type checker decides (typing.cpp): "pass": "typing" in the catalog.
const PassRules& typing_rules();

// The one shape of most Java oracles: a rule and what it reports about one node that a
// walk over Plan's methods meets. The check is kept as its own type, so that the loop
// over the nodes calls it directly. Methods are judged once, with the whole plan;
// statements and expressions a stretch at a time.
template <typename Check>
class MethodOracle final : public JavaOracle {
 public:
  MethodOracle(std::string rule, Check check) : rule_(std::move(rule)), check_(std::move(check)) {}
  std::string_view rule() const override { return rule_; }
  void check(const CheckContext& c, Report& r) const override {
    for (const ast::Method* m : c.nodes.methods) check_(*m, r);
  }

 private:
  std::string rule_;
  Check check_;
};

template <typename Node, typename Check>
class NodeOracle final : public StretchOracle<CheckContext> {
 public:
  NodeOracle(std::string rule, Check check) : rule_(std::move(rule)), check_(std::move(check)) {}
  std::string_view rule() const override { return rule_; }
  void check_nodes(const CheckContext& c, Report& r) const override {
    if constexpr (std::is_same_v<Node, ast::Expr>)
      for (const auto& at : c.nodes.expressions) check_(*at.expression, r);
    else
      for (const ast::Statement* s : c.nodes.statements) check_(*s, r);
  }

 private:
  std::string rule_;
  Check check_;
};

// `check` is called as check(const Node&, Report&).
template <typename Node, typename Check>
std::unique_ptr<JavaOracle> on_each(std::string rule, Check check) {
  static_assert(std::is_invocable_v<const Check&, const Node&, Report&>);
  static_assert(std::is_same_v<Node, ast::Method> || std::is_same_v<Node, ast::Statement> || std::is_same_v<Node, ast::Expr>);
  if constexpr (std::is_same_v<Node, ast::Method>)
    return std::make_unique<MethodOracle<Check>>(std::move(rule), std::move(check));
  else
    return std::make_unique<NodeOracle<Node, Check>>(std::move(rule), std::move(check));
}

// An oracle that looks at the parsed unit as a whole.
class UnitOracle final : public JavaOracle {
 public:
  using Check = std::function<void(const CheckContext&, Report&)>;
  UnitOracle(std::string rule, Check check, bool needs_plan)
      : rule_(std::move(rule)), check_(std::move(check)), needs_plan_(needs_plan) {}
  std::string_view rule() const override { return rule_; }
  bool needs_plan() const override { return needs_plan_; }
  void check(const CheckContext& c, Report& r) const override { check_(c, r); }

 private:
  std::string rule_;
  Check check_;
  bool needs_plan_;
};
inline std::unique_ptr<JavaOracle> on_unit(std::string rule, UnitOracle::Check check, bool needs_plan = true) {
  return std::make_unique<UnitOracle>(std::move(rule), std::move(check), needs_plan);
}

// Each group registers its oracles; registry.cpp calls them all, in this order.
void add_envelope_oracles(JavaOracles&);
void add_structure_oracles(JavaOracles&);
void add_method_oracles(JavaOracles&);
void add_statement_oracles(JavaOracles&);
void add_expression_oracles(JavaOracles&);

}  // namespace conform::java
