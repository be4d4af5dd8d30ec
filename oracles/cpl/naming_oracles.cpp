// §6: "Function names must be camelCase. Argument names must be camelCase."
#include "oracles/cpl/main_signature.hpp"
#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {

// D7: a lower-case ASCII letter, then ASCII letters and digits.
bool is_camel_case(std::string_view name) {
  if (name.empty() || !(name[0] >= 'a' && name[0] <= 'z')) return false;
  for (char c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) return false;
  return true;
}

namespace {

class FunctionNameCaseOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-FUNCTION-NAME-CASE"; }
  void check(const CheckContext& c, Report& r) const override {
    const bool main_missing = !has_main(c.plan());
    for (const auto& f : c.plan().functions)
      if (!is_camel_case(f.name.name) && !(main_missing && is_main_in_other_case(f)))
        r.at(f.name.begin, "function name '" + f.name.name + "' is not camelCase");
  }
};

class ArgumentNameCaseOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-ARGUMENT-NAME-CASE"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.plan().functions)
      for (const auto& p : f.params)
        if (!is_camel_case(p.name.name) && !is_main(f))  // D5: main's parameters are CPL-MAIN-SIGNATURE's
          r.at(p.name.begin, "parameter name '" + p.name.name + "' is not camelCase");
  }
};

}  // namespace

void add_naming_oracles(CplOracles& out) {
  out.add(std::make_unique<FunctionNameCaseOracle>());
  out.add(std::make_unique<ArgumentNameCaseOracle>());
}

}  // namespace conform::cpl
