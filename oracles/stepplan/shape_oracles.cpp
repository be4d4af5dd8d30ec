// The Output Contract's keys and types (design/CONTRACTS.md): each oracle reports its
// share of the one shape pass (shape.cpp).
#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {
namespace {

class ShapeOracle final : public StepplanOracle {
 public:
  explicit ShapeOracle(std::string rule) : rule_(std::move(rule)) {}
  std::string_view rule() const override { return rule_; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.shape)
      if (f.rule == rule_) r.at(f.offset, f.message);
  }

 private:
  std::string rule_;
};

}  // namespace

void add_shape_oracles(std::vector<std::unique_ptr<StepplanOracle>>& out) {
  for (const char* rule : {"STEPPLAN-MISSING-FIELD", "STEPPLAN-EXTRA-FIELD", "STEPPLAN-WRONG-TYPE", "STEPPLAN-BLANK-STRING",
                           "STEPPLAN-NO-STEPS"})
    out.push_back(std::make_unique<ShapeOracle>(rule));
}

}  // namespace conform::stepplan
