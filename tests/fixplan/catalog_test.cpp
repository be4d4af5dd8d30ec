// spec/fixplan/rules.json (its oracles are matched against it for every dialect in
// tests/dialects/registry_test.cpp).
#include <gtest/gtest.h>


#include "core/rule_catalog.hpp"

namespace conform::fixplan {
namespace {

TEST(FixplanCatalog, EveryRuleHasNotes) {
  for (const Rule* r : RuleCatalog::builtin().for_dialect("fixplan")) EXPECT_FALSE(r->notes.empty()) << r->id;
}

TEST(FixplanCatalog, TheSummaryLimitIsTheOnlyWarning) {
  for (const Rule* r : RuleCatalog::builtin().for_dialect("fixplan"))
    if (r->checkable()) {
      EXPECT_EQ(r->severity == Severity::warning, r->id == "FIXPLAN-SUMMARY-TOO-LONG") << r->id;
    }
  EXPECT_EQ(RuleCatalog::builtin().seed_of("fixplan"), "004_6135c87ede9fc037.txt");
}

}  // namespace
}  // namespace conform::fixplan
