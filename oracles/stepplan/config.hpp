#pragma once
// What a run tells the stepplan checker beyond the plan: the tool whitelist (seed 003
// §6.1; an installation names its own) and, when known, what the user asked for.
#include <cstddef>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace conform::stepplan {

struct Config {
  std::vector<std::string> tools;                 // the whitelist
  std::optional<std::size_t> expect_steps;        // §4: "generate a 3-step plan"
  std::vector<std::string> requested_tools;       // §6.2: tools the request asked for, each once

  // spec/stepplan/tools.json: echo_tool and get_time, nothing requested.
  static const Config& builtin();
  // Reads the "stepplan" section of a config document: {"tools": [...], "expect_steps": N,
  // "requested_tools": [...]}; absent keys keep their values in `base`, a name listed
  // twice is kept once. Throws std::runtime_error naming the key at fault.
  static Config from_json(const nlohmann::json& section, const Config& base = builtin());

  bool allows(std::string_view tool) const;
};

}  // namespace conform::stepplan
