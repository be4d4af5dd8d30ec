// Edit Actions: "rename_file … Must include target_path" (seed 004).
#include <algorithm>

#include "oracles/fixplan/oracles.hpp"

namespace conform::fixplan {
namespace {

// An unreadable key may be the target_path meant (D23).
bool has_unreadable_key(const json::Value& object, const json_contract::ValueDamage& damage) {
  return std::any_of(object.members.begin(), object.members.end(),
                     [&](const json::Member& m) { return damage.unreadable(m.key); });
}

class MissingTargetPathOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-MISSING-TARGET-PATH"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const EditRef& e : c.view.edits)
      if (e.action && e.action->string == "rename_file" && !e.has_target_path && !has_unreadable_key(*e.object, c.damage))
        r.at(e.action->begin, e.path + ": action \"rename_file\" needs \"target_path\", the file's new path");
  }
};

}  // namespace

void add_edit_oracles(FixplanOracles& out) { out.add(std::make_unique<MissingTargetPathOracle>()); }

}  // namespace conform::fixplan
