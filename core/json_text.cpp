#include "core/json_text.hpp"

#include <utility>

namespace conform {

std::string json_text(const nlohmann::json& value, int indent) {
  std::string text = value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
  escape_line_separators(text);
  return text;
}

void escape_line_separators(std::string& json, std::size_t from) {
  // One pass into a copy, made at the first separator: a replace in place per separator
  // would move the rest of the text each time, quadratic in a text full of them.
  std::string escaped;
  std::size_t copied = 0;
  for (std::size_t at = json.find("\xE2\x80", from); at != std::string::npos; at = json.find("\xE2\x80", at + 1)) {
    if (at + 2 >= json.size() || (json[at + 2] != '\xA8' && json[at + 2] != '\xA9')) continue;
    if (copied == 0) escaped.reserve(json.size() + 16);
    escaped.append(json, copied, at - copied);
    escaped += json[at + 2] == '\xA8' ? "\\u2028" : "\\u2029";
    copied = at + 3;
  }
  if (copied == 0) return;
  escaped.append(json, copied, std::string::npos);
  json = std::move(escaped);
}

JsonRead read_json(std::string_view text) {
  JsonRead read;
  if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
    read.error = "a NUL byte at offset " + std::to_string(nul);
    return read;
  }
  try {
    read.value = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    std::string why = e.what();
    if (const auto tag_end = why.find("] "); why.starts_with("[json.exception") && tag_end != std::string::npos)
      why.erase(0, tag_end + 2);
    if (const auto last_read = why.find("; last read:"); last_read != std::string::npos) why.resize(last_read);
    read.error = why.empty() ? "not JSON" : why;
  }
  return read;
}

}  // namespace conform
