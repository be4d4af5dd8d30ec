#include "oracles/stepplan/config.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "oracles/json_contract/shape.hpp"
#include "spec/embedded.hpp"

namespace conform::stepplan {
namespace {

// The tool names in the order given, each once: a name listed twice is one tool.
std::vector<std::string> names(const nlohmann::json& value, const std::string& key) {
  if (!value.is_array()) throw std::runtime_error("stepplan." + key + " must be an array of tool names");
  std::vector<std::string> out;
  for (const auto& item : value) {
    if (!item.is_string() || json_contract::is_blank(item.get<std::string>()))
      throw std::runtime_error("stepplan." + key + " must hold non-blank strings, not " + item.dump());
    if (std::find(out.begin(), out.end(), item.get<std::string>()) == out.end()) out.push_back(item.get<std::string>());
  }
  return out;
}

}  // namespace

const Config& Config::builtin() {
  static const Config config = [] {
    Config c;
    c.tools = names(nlohmann::json::parse(spec::embedded_file("stepplan/tools.json")).at("stepplan").at("tools"), "tools");
    return c;
  }();
  return config;
}

Config Config::from_json(const nlohmann::json& section, const Config& base) {
  if (!section.is_object()) throw std::runtime_error("the stepplan section must be an object");
  Config c = base;
  for (const auto& [key, value] : section.items()) {
    if (key == "tools") {
      c.tools = names(value, key);
      if (c.tools.empty()) throw std::runtime_error("stepplan.tools must name at least one tool");
    } else if (key == "requested_tools") {
      c.requested_tools = names(value, key);
    } else if (key == "expect_steps") {
      if (!value.is_number_integer() || value.get<std::int64_t>() <= 0)
        throw std::runtime_error("stepplan.expect_steps must be a positive integer, not " + value.dump());
      c.expect_steps = value.get<std::size_t>();
    } else {
      throw std::runtime_error("unknown key stepplan." + key + " (known: tools, expect_steps, requested_tools)");
    }
  }
  return c;
}

bool Config::allows(std::string_view tool) const { return std::find(tools.begin(), tools.end(), tool) != tools.end(); }

}  // namespace conform::stepplan
