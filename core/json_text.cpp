#include "core/json_text.hpp"

namespace conform {

std::string json_text(const nlohmann::json& value, int indent) {
  std::string text = value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
  escape_line_separators(text);
  return text;
}

void escape_line_separators(std::string& json, std::size_t from) {
  for (std::size_t at = json.find("\xE2\x80", from); at != std::string::npos; at = json.find("\xE2\x80", at + 1)) {
    if (at + 2 >= json.size() || (json[at + 2] != '\xA8' && json[at + 2] != '\xA9')) continue;
    json.replace(at, 3, json[at + 2] == '\xA8' ? "\\u2028" : "\\u2029");
  }
}

}  // namespace conform
