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
                          R"({"capabilities": [{"id": "a", "forms": [[{"keywords": {"u": "string"}}, "string"]]}]})"}) {
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
