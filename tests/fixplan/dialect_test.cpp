// tools/conform/fixplan_dialect.cpp, compiled into this test: what `conform` sees.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tools/conform/dialect.hpp"

namespace conform {
std::unique_ptr<Dialect> make_fixplan_dialect();

namespace {

TEST(FixplanDialect, Identity) {
  auto d = make_fixplan_dialect();
  EXPECT_EQ(d->id(), "fixplan");
  EXPECT_EQ(d->extension(), ".json");
}

TEST(FixplanDialect, ConfigSectionMayBeMissingOrEmpty) {
  auto d = make_fixplan_dialect();
  EXPECT_NO_THROW(d->configure(nlohmann::json::object()));
  EXPECT_NO_THROW(d->configure(nlohmann::json::parse(R"({"fixplan": {}})")));
  EXPECT_NO_THROW(d->configure(nlohmann::json::parse(R"({"cpl": {"syscalls": []}})")));
}

TEST(FixplanDialect, ConfigRejectsUnknownKeys) {
  auto d = make_fixplan_dialect();
  EXPECT_THROW(d->configure(nlohmann::json::parse(R"({"fixplan": {"max_tasks": 20}})")), std::runtime_error);
  EXPECT_THROW(d->configure(nlohmann::json::parse(R"({"fixplan": ["x"]})")), std::runtime_error);
  try {
    d->configure(nlohmann::json::parse(R"({"fixplan": {"tools": []}})"));
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("fixplan.tools"), std::string::npos) << e.what();
  }
}

TEST(FixplanDialect, GeneratesReproducibleCasesThatCheckAsPromised) {
  auto d = make_fixplan_dialect();
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    const std::string valid = d->generate_valid(seed);
    EXPECT_EQ(valid, d->generate_valid(seed));
    EXPECT_TRUE(d->check(SourceText("v.json", valid), {}).empty()) << valid;
  }
  const std::string broken = d->generate_broken("FIXPLAN-UNKNOWN-DEPENDENCY", 7);
  auto diagnostics = d->check(SourceText("b.json", broken), {});
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_EQ(diagnostics.front().rule, "FIXPLAN-UNKNOWN-DEPENDENCY");
  EXPECT_THROW(d->generate_broken("FIXPLAN-NO-SUCH-RULE", 1), std::invalid_argument);
  EXPECT_FALSE(d->shrink_candidates(broken).empty());
  EXPECT_FALSE(d->breakable_rules().empty());
}

}  // namespace
}  // namespace conform
