// Edit Actions: "rename_file … Must include target_path" (seed 004).
#include "oracles/fixplan/oracles.hpp"

namespace conform::fixplan {
namespace {

class MissingTargetPathOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-MISSING-TARGET-PATH"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const EditRef& e : c.view.edits)
      // An unreadable key may be the target_path meant (D23).
      if (e.action && e.action->string == "rename_file" && !e.has_target_path && !c.damage.some_key_unreadable(*e.object))
        r.at(e.action->begin, e.path + ": action \"rename_file\" needs \"target_path\", the file's new path");
  }
};

}  // namespace

void add_edit_oracles(FixplanOracles& out) { out.add(std::make_unique<MissingTargetPathOracle>()); }

}  // namespace conform::fixplan
