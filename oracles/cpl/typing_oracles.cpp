// The rules the type checker decides (typing.cpp): each oracle reports its own share.
#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {
namespace {

class TypingOracle final : public CplOracle {
 public:
  explicit TypingOracle(std::string_view rule) : rule_(rule) {}
  std::string_view rule() const override { return rule_; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.typing)
      if (f.rule == rule_) r.at(f.offset, f.message);
  }

 private:
  std::string_view rule_;
};

constexpr std::string_view typing_rules[] = {
    "CPL-UNKNOWN-SYSCALL",     "CPL-UNDEFINED-FUNCTION",  "CPL-ARITY-MISMATCH",     "CPL-ARGUMENT-TYPE-MISMATCH",
    "CPL-RETURN-VALUE-IN-VOID", "CPL-RETURN-WITHOUT-VALUE", "CPL-RETURN-TYPE-MISMATCH", "CPL-MISSING-RETURN",
    "CPL-UNDECLARED-VARIABLE", "CPL-DUPLICATE-VARIABLE",  "CPL-TYPE-MISMATCH"};

}  // namespace

void add_typing_oracles(std::vector<std::unique_ptr<CplOracle>>& out) {
  for (auto rule : typing_rules) out.push_back(std::make_unique<TypingOracle>(rule));
}

}  // namespace conform::cpl
