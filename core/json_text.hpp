#pragma once
// JSON as conform writes it, in every report, record and message: UTF-8 with any invalid
// byte replaced by U+FFFD, and the line and paragraph separators U+2028 and U+2029 written
// as escapes, so that a reader that splits text on every Unicode line break (Python's
// str.splitlines, older JavaScript) still finds one value per line of JSON Lines output
// or of the batch protocol.
#include <nlohmann/json.hpp>
#include <string>

namespace conform {

// `indent` as nlohmann's dump takes it: -1 for one line.
std::string json_text(const nlohmann::json&, int indent = -1);

}  // namespace conform
