#pragma once
#include <ostream>
#include <string>

namespace conform::cli {

// Whether to paint a report: --color always, or auto on a terminal's standard output
// without NO_COLOR. Throws UsageError unless the option is auto, always or never.
bool wants_color(const std::string& option, const std::ostream& out);

}  // namespace conform::cli
