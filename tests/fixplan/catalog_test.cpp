// spec/fixplan/rules.json and the oracles agree: one oracle per checkable rule, none
// for the advisory ones.
#include <gtest/gtest.h>

#include <map>

#include "oracles/fixplan/oracles.hpp"
#include "parsers/core/rule_catalog.hpp"

namespace conform::fixplan {
namespace {

TEST(FixplanCatalog, OneOraclePerCheckableRule) {
  std::map<std::string, int> oracles;
  for (const auto& o : all_oracles()) ++oracles[std::string(o->rule())];
  for (const auto& [rule, n] : oracles) EXPECT_EQ(n, 1) << rule;
  for (const Rule* r : RuleCatalog::builtin().for_dialect("fixplan")) {
    EXPECT_EQ(oracles.count(r->id), r->checkable() ? 1u : 0u) << r->id;
    EXPECT_FALSE(r->title.empty()) << r->id;
    EXPECT_FALSE(r->notes.empty()) << r->id;
    EXPECT_EQ(r->id.rfind("FIXPLAN-", 0), 0u) << r->id;
  }
  for (const auto& [rule, n] : oracles) {
    const Rule* r = RuleCatalog::builtin().find(rule);
    ASSERT_NE(r, nullptr) << rule;
    EXPECT_EQ(r->dialect, "fixplan") << rule;
  }
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
