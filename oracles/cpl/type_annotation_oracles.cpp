// §1 "fully typed" and §3 "No other types are allowed".
#include "oracles/cpl/main_signature.hpp"
#include "oracles/cpl/oracles.hpp"
#include "oracles/cpl/types.hpp"
#include "oracles/cpl/walk.hpp"

namespace conform::cpl {
namespace {

class InvalidTypeOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "CPL-INVALID-TYPE"; }
  void check(const CheckContext& c, Report& r) const override {
    auto judge = [&r](const ast::TypeRef& t, bool as_return_type) {
      if (auto problem = type_problem(t, as_return_type); !problem.empty()) r.at(t.begin, problem);
    };
    for (const auto& f : c.plan().functions) {
      if (is_main(f)) continue;  // D5: main's signature is CPL-MAIN-SIGNATURE's
      for (const auto& p : f.params)
        if (p.type) judge(*p.type, false);
      if (f.return_type) judge(*f.return_type, true);
    }
  }
  void check_nodes(const CheckContext& c, Report& r) const override {
    for (const ast::Statement* s : c.nodes.statements)
      if (auto* let = ast::node_if<ast::Let>(*s); let && let->type)
        if (auto problem = type_problem(*let->type, false); !problem.empty()) r.at(let->type->begin, problem);
  }
};

class MissingTypeOracle final : public StretchOracle<CheckContext> {
 public:
  std::string_view rule() const override { return "CPL-MISSING-TYPE"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.plan().functions) {
      for (const auto& p : f.params)
        if (!p.type && !is_main(f)) r.at(p.name.begin, "parameter '" + p.name.name + "' has no type: write " + p.name.name + ": Type");
      if (!f.return_type)
        r.at(f.name.begin, "function '" + f.name.name + "' has no return type: write ') : Type' (Void if none)");
    }
  }
  void check_nodes(const CheckContext& c, Report& r) const override {
    for (const ast::Statement* s : c.nodes.statements)
      if (auto* let = ast::node_if<ast::Let>(*s); let && !let->type)
        r.at(let->name.begin, "variable '" + let->name.name + "' has no type: write let " + let->name.name + ": Type = …");
  }
};

}  // namespace

void add_type_annotation_oracles(CplOracles& out) {
  out.add(std::make_unique<InvalidTypeOracle>());
  out.add(std::make_unique<MissingTypeOracle>());
}

}  // namespace conform::cpl
