#pragma once
// JSON objects with a key twice: nlohmann::json keeps the last one without a word, so a
// config or a batch answer saying {"valid": true, "valid": false} would be read as one
// of its two meanings. Those who read such text refuse it instead.
#include <optional>
#include <string>
#include <string_view>

namespace conform::run {

// The first key that appears twice in one object of `json_text`; nothing when there is
// none or when the text is not JSON (the parse that follows says so).
std::optional<std::string> duplicate_key(std::string_view json_text);

}  // namespace conform::run
