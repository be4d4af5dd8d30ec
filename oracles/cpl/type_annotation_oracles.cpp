// §1 "fully typed" and §3 "No other types are allowed".
#include "oracles/cpl/main_signature.hpp"
#include "oracles/cpl/oracles.hpp"
#include "oracles/cpl/types.hpp"
#include "oracles/cpl/walk.hpp"

namespace conform::cpl {
namespace {

class InvalidTypeOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-INVALID-TYPE"; }
  void check(const CheckContext& c, Report& r) const override {
    PlanVisitor v;
    const ast::Function* function = nullptr;  // walk() visits a function before its signature's types
    v.on_function = [&](const ast::Function& f) { function = &f; };
    v.on_type = [&](const ast::TypeRef& t, TypeRole role) {
      if (role != TypeRole::variable && is_main(*function)) return;  // D5: CPL-MAIN-SIGNATURE's
      if (auto problem = type_problem(t, role == TypeRole::return_type); !problem.empty()) r.at(t.begin, problem);
    };
    walk(c.plan(), v);
  }
};

class MissingTypeOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-MISSING-TYPE"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.plan().functions) {
      for (const auto& p : f.params)
        if (!p.type && !is_main(f)) r.at(p.name.begin, "parameter '" + p.name.name + "' has no type: write " + p.name.name + ": Type");
      if (!f.return_type)
        r.at(f.name.begin, "function '" + f.name.name + "' has no return type: write ') : Type' (Void if none)");
    }
    for (const auto& in : c.nodes.statements)
      if (auto* let = ast::node_if<ast::Let>(*in.statement); let && !let->type)
        r.at(let->name.begin, "variable '" + let->name.name + "' has no type: write let " + let->name.name + ": Type = …");
  }
};

}  // namespace

void add_type_annotation_oracles(CplOracles& out) {
  out.add(std::make_unique<InvalidTypeOracle>());
  out.add(std::make_unique<MissingTypeOracle>());
}

}  // namespace conform::cpl
