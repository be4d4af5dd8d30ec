#pragma once
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "run/run_settings.hpp"

namespace conform::cli {

// The first stage of `conform run`: its command line, checked, with defaults filled in
// (a random seed when --generate has none). Prints the help and returns nothing for
// --help; throws UsageError for anything wrong.
std::optional<run::RunSettings> parse_run_options(const std::vector<std::string>& args, std::ostream& help);

}  // namespace conform::cli
