#include "core/json_text.hpp"

namespace conform {

std::string json_text(const nlohmann::json& value, int indent) {
  std::string text = value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
  // Outside strings the text is ASCII, so these bytes are a separator inside one.
  for (std::size_t at = text.find("\xE2\x80"); at != std::string::npos; at = text.find("\xE2\x80", at + 1)) {
    if (at + 2 >= text.size() || (text[at + 2] != '\xA8' && text[at + 2] != '\xA9')) continue;
    text.replace(at, 3, text[at + 2] == '\xA8' ? "\\u2028" : "\\u2029");
  }
  return text;
}

}  // namespace conform
