// The stepplan config section and the catalog's agreement with the oracles.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "oracles/stepplan/config.hpp"
#include "oracles/stepplan/oracles.hpp"
#include "core/rule_catalog.hpp"

namespace conform::stepplan {
namespace {

TEST(StepplanConfig, BuiltinWhitelistIsTheDocuments) {
  EXPECT_EQ(Config::builtin().tools, (std::vector<std::string>{"echo_tool", "get_time"}));
  EXPECT_FALSE(Config::builtin().expect_steps);
  EXPECT_TRUE(Config::builtin().requested_tools.empty());
}

TEST(StepplanConfig, SectionReplacesOnlyWhatItNames) {
  Config c = Config::from_json(nlohmann::json{{"tools", {"search"}}});
  EXPECT_EQ(c.tools, std::vector<std::string>{"search"});
  Config d = Config::from_json(nlohmann::json{{"expect_steps", 3}}, c);
  EXPECT_EQ(d.tools, std::vector<std::string>{"search"});
  EXPECT_EQ(d.expect_steps, 3u);
  EXPECT_TRUE(d.allows("search"));
  EXPECT_FALSE(d.allows("echo_tool"));
}

TEST(StepplanConfig, ANameListedTwiceIsKeptOnce) {
  Config c = Config::from_json(nlohmann::json{{"requested_tools", {"web_search", "send_email", "web_search"}},
                                              {"tools", {"echo_tool", "echo_tool", "get_time"}}});
  EXPECT_EQ(c.requested_tools, (std::vector<std::string>{"web_search", "send_email"}));
  EXPECT_EQ(c.tools, (std::vector<std::string>{"echo_tool", "get_time"}));
  // Names are compared exactly (D10): these are two tools.
  EXPECT_EQ(Config::from_json(nlohmann::json{{"requested_tools", {"web_search", "Web_Search"}}}).requested_tools.size(), 2u);
}

TEST(StepplanConfig, RejectsBadSectionsNamingTheKey) {
  auto message = [](const nlohmann::json& j) {
    try {
      Config::from_json(j);
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(message({{"tool", {"x"}}}).find("stepplan.tool"), std::string::npos);
  EXPECT_NE(message({{"tools", "echo_tool"}}).find("stepplan.tools"), std::string::npos);
  EXPECT_NE(message({{"tools", nlohmann::json::array()}}).find("at least one"), std::string::npos);
  EXPECT_NE(message({{"tools", {""}}}).find("non-blank"), std::string::npos);
  EXPECT_NE(message({{"tools", {" "}}}).find("non-blank"), std::string::npos);  // round 26's auditor
  EXPECT_NE(message({{"requested_tools", {"\u200b"}}}).find("non-blank"), std::string::npos);
  EXPECT_NE(message({{"expect_steps", 0}}).find("expect_steps"), std::string::npos);
  EXPECT_NE(message({{"expect_steps", -2}}).find("expect_steps"), std::string::npos);
  EXPECT_NE(message({{"requested_tools", {1}}}).find("requested_tools"), std::string::npos);
  EXPECT_NE(message(nlohmann::json::array()).find("object"), std::string::npos);
}


}  // namespace
}  // namespace conform::stepplan
