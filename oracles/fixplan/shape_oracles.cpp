// The schema's keys and types: each oracle reports its share of the one walk over
// the tree (plan_view.cpp).
#include "oracles/fixplan/oracles.hpp"

namespace conform::fixplan {
namespace {

class ShapeOracle final : public FixplanOracle {
 public:
  explicit ShapeOracle(std::string rule) : rule_(std::move(rule)) {}
  std::string_view rule() const override { return rule_; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.shape)
      if (f.rule == rule_) r.at(f.offset, f.message);
  }

 private:
  std::string rule_;
};

}  // namespace

void add_shape_oracles(FixplanOracles& out) {
  for (const char* rule : {"FIXPLAN-MISSING-FIELD", "FIXPLAN-EXTRA-FIELD", "FIXPLAN-WRONG-TYPE"})
    out.push_back(std::make_unique<ShapeOracle>(rule));
}

}  // namespace conform::fixplan
