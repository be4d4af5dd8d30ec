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

// Writes each U+2028 and U+2029 in `json` from `from` on as `\u2028` and `\u2029`: for JSON
// text written by other means (a batch request's plan, json::append_quoted). Outside its
// strings JSON text is ASCII, so these bytes can only be a string's.
void escape_line_separators(std::string& json, std::size_t from = 0);

}  // namespace conform
