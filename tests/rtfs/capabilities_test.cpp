// The capability whitelist: the document's seven by default, replaceable by --config.
#include <gtest/gtest.h>

#include "oracles/rtfs/capabilities.hpp"
#include "oracles/rtfs/check.hpp"
#include "tests/test_support.hpp"

namespace conform::rtfs {
namespace {

TEST(RtfsCapabilities, TheDefaultIsTheDocumentsSeven) {
  std::set<std::string> ids;
  for (const auto& c : Capabilities::builtin().all()) ids.insert(c.id);
  EXPECT_EQ(ids, (std::set<std::string>{"ccos.echo", "ccos.user.ask", "ccos.math.add", "ccos.math.subtract",
                                        "ccos.math.multiply", "ccos.math.divide", "ccos.network.http-fetch"}));
  EXPECT_TRUE(Capabilities::builtin().find("ccos.network.http-fetch")->quoted_id);
  EXPECT_FALSE(Capabilities::builtin().find("ccos.echo")->quoted_id);
  EXPECT_EQ(Capabilities::builtin().find("ccos.network.http-fetch")->returns, Type::map);
  // "Returns: `{:status 200 :body "..." :headers {...}}`" (decision D12).
  const auto& keys = Capabilities::builtin().find("ccos.network.http-fetch")->result_keys;
  ASSERT_TRUE(keys.has_value());
  EXPECT_EQ(keys->keys, (std::vector<std::pair<std::string, Type>>{{"body", Type::string}, {"headers", Type::map},
                                                                   {"status", Type::number}}));
  EXPECT_FALSE(Capabilities::builtin().find("ccos.user.ask")->result_keys.has_value());
}

// A result's keys are what its entry lists (decision D12): a map whose keys are not
// listed is judged as a map only.
TEST(RtfsCapabilities, AResultIsJudgedByTheKeysItsEntryLists) {
  const auto with_lookup = [](const char* returns) {
    return Capabilities::from_json(nlohmann::json::parse(
        std::string(R"({"capabilities": [{"id": "ccos.echo", "forms": [[{"map": {"message": "string"}, "required": ["message"]}]]},
                                         {"id": "acme.lookup", "forms": [["string"]], "returns": )") +
        returns + "}]}"));
  };
  const std::string echo = R"((plan :body (do (step "S" (call :ccos.echo (call :acme.lookup "x"))) (step "F" {:a 1}))))";
  EXPECT_TRUE(check(SourceText("t", echo), with_lookup(R"("map")")).empty());
  EXPECT_TRUE(check(SourceText("t", echo), with_lookup(R"({"map": {"message": "string"}})")).empty());
  EXPECT_EQ(test::rules_of(check(SourceText("t", echo), with_lookup(R"({"map": {"message": "number"}})"))),
            std::set<std::string>{"RTFS-CAPABILITY-ARGUMENT"});
  EXPECT_EQ(test::rules_of(check(SourceText("t", echo), with_lookup(R"({"map": {"msg": "string"}})"))),
            std::set<std::string>{"RTFS-CAPABILITY-ARGUMENT"});
}

TEST(RtfsCapabilities, AConfiguredWhitelistReplacesTheDefault) {
  const auto caps = Capabilities::from_json(nlohmann::json::parse(
      R"({"capabilities": [{"id": ":acme.lookup", "forms": [["string"]], "returns": "map"}]})"));
  const std::string lookup = R"((plan :body (do (step "S" (call :acme.lookup "x")))))";
  EXPECT_TRUE(check(SourceText("t", lookup), caps).empty());
  // Without it, the call is unknown, and what it returns is not judged (decision D14).
  EXPECT_EQ(test::rules_of(check(SourceText("t", lookup))), std::set<std::string>{"RTFS-UNKNOWN-CAPABILITY"});
  const std::string echo = R"((plan :body (do (step "S" (call :ccos.echo {:message "x"})) (step "F" {:a 1}))))";
  EXPECT_EQ(test::rules_of(check(SourceText("t", echo), caps)), std::set<std::string>{"RTFS-UNKNOWN-CAPABILITY"});
}

TEST(RtfsCapabilities, ABadSectionNamesWhatIsWrong) {
  for (const char* bad : {R"([])", R"({"capabilities": 1})", R"({"tools": []})",
                          R"({"capabilities": [{"id": "a"}]})", R"({"capabilities": [{"id": "a", "forms": [["strng"]]}]})",
                          R"({"capabilities": [{"id": "a", "forms": [[]]}, {"id": "a", "forms": [[]]}]})",
                          R"({"capabilities": [{"id": "a", "forms": [[{"keywords": {"u": "string"}}, "string"]]}]})",
                          R"({"capabilities": [{"id": "a", "forms": [[]], "returns": {"map": {"u": "strng"}}}]})",
                          R"({"capabilities": [{"id": "a", "forms": [[]], "returns": {"map": {"u": "string"}, "required": ["u"]}}]})",
                          R"({"capabilities": [{"id": "a", "forms": [[]], "returns": {"keywords": {"u": "string"}}}]})"}) {
    EXPECT_THROW(Capabilities::from_json(nlohmann::json::parse(bad)), std::runtime_error) << bad;
  }
  try {
    Capabilities::from_json(nlohmann::json::parse(R"({"capabilities": [{"id": "a", "forms": [["strng"]]}]})"));
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("strng"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace conform::rtfs
