#pragma once
// JSON as conform writes it, in every report, record and message: UTF-8 with any invalid
// byte replaced by U+FFFD, and the line and paragraph separators U+2028 and U+2029 written
// as escapes, so that a reader that splits text on every Unicode line break (Python's
// str.splitlines, older JavaScript) still finds one value per line of JSON Lines output
// or of the batch protocol.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace conform {

// `indent` as nlohmann's dump takes it: -1 for one line.
std::string json_text(const nlohmann::json&, int indent = -1);

// Writes each U+2028 and U+2029 in `json` from `from` on as `\u2028` and `\u2029`: for JSON
// text written by other means (a batch request's plan, json::append_quoted). Outside its
// strings JSON text is ASCII, so these bytes can only be a string's.
void escape_line_separators(std::string& json, std::size_t from = 0);

// `text` read as one JSON value, or why it is none (`error`, empty when it is one):
// nlohmann's words without its exception tag or the raw bytes it last read ("parse error
// at line 1, column 9: syntax error while parsing value - invalid literal"), or "a NUL
// byte at offset N". nlohmann's reader takes a NUL for the end of its input, so
// `{}<NUL>junk` would read as `{}`: every JSON conform reads goes through here. Never throws.
struct JsonRead {
  nlohmann::json value;
  std::string error;
};
JsonRead read_json(std::string_view text);

}  // namespace conform
