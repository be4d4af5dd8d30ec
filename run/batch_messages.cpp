#include "run/batch_messages.hpp"

#include <nlohmann/json.hpp>
#include <optional>

#include "run/duplicate_key.hpp"
#include "run/plan_encoding.hpp"

namespace conform::run {
namespace {

// A JSON string as nlohmann::json's dump() writes one that is valid UTF-8 (ensure_ascii
// off): the two-character escapes it knows, \u00xx for the other control characters,
// every other byte as it is.
void append_json_string(std::string& out, std::string_view text) {
  static constexpr char hex[] = "0123456789abcdef";
  out += '"';
  std::size_t plain_from = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(text, plain_from, i - plain_from);
    plain_from = i + 1;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\t': out += "\\t"; break;
      case '\n': out += "\\n"; break;
      case '\f': out += "\\f"; break;
      case '\r': out += "\\r"; break;
      default: out += {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
    }
  }
  out.append(text, plain_from, text.size() - plain_from);
  out += '"';
}

void append_string_value(std::string& out, std::string_view text) {
  if (is_utf8(text)) return append_json_string(out, text);
  out += nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// The answer {"id":<id>,"valid":<bool>}, its two keys in either order, JSON whitespace
// between its tokens: its "valid", or nothing for any other line. A token is taken only
// where ',' or '}' must follow it, so none is read as the prefix of a longer one (7 of
// 70, true of truex).
class PlainAnswer {
 public:
  PlainAnswer(std::string_view line, long id) : line_(line), id_(std::to_string(id)) {}

  std::optional<bool> valid() {
    bool id_seen = false;
    std::optional<bool> valid;
    if (!take("{")) return std::nullopt;
    for (int member = 0; member < 2; ++member) {
      if (member == 1 && !take(",")) return std::nullopt;
      if (!id_seen && take("\"id\"")) {
        if (!take(":") || !take(id_)) return std::nullopt;
        id_seen = true;
      } else if (!valid && take("\"valid\"")) {
        if (!take(":")) return std::nullopt;
        if (take("true")) valid = true;
        else if (take("false")) valid = false;
        else return std::nullopt;
      } else {
        return std::nullopt;
      }
    }
    if (!take("}")) return std::nullopt;
    skip_whitespace();
    if (at_ != line_.size()) return std::nullopt;
    return valid;
  }

 private:
  void skip_whitespace() {
    while (at_ < line_.size() && (line_[at_] == ' ' || line_[at_] == '\t' || line_[at_] == '\n' || line_[at_] == '\r')) ++at_;
  }
  bool take(std::string_view token) {
    skip_whitespace();
    if (line_.substr(at_, token.size()) != token) return false;
    at_ += token.size();
    return true;
  }

  std::string_view line_;
  std::string id_;
  std::size_t at_ = 0;
};

// An answer holds exactly one of "valid" (a boolean), "skipped" or "errored" (a message).
Verdict verdict_of_answer(const nlohmann::json& answer) {
  const int said = answer.contains("valid") + answer.contains("skipped") + answer.contains("errored");
  if (said != 1)
    return Verdict::failed(Verdict::Error::protocol, "answer must have exactly one of \"valid\", \"skipped\" and \"errored\"");
  if (answer.contains("valid")) {
    if (!answer["valid"].is_boolean()) return Verdict::failed(Verdict::Error::protocol, "answer has no boolean \"valid\"");
    return answer["valid"].get<bool>() ? Verdict::accepted() : Verdict::rejected();
  }
  const char* key = answer.contains("skipped") ? "skipped" : "errored";
  if (!answer[key].is_string())
    return Verdict::failed(Verdict::Error::protocol, std::string("answer's \"") + key + "\" must be a message string");
  return Verdict::declined(answer.contains("skipped") ? Verdict::Kind::skipped : Verdict::Kind::errored,
                           answer[key].get<std::string>());
}

}  // namespace

std::string request_line(long id, std::string_view dialect, const std::string& plan) {
  std::string line;
  line.reserve(plan.size() + dialect.size() + 48);
  line += "{\"dialect\":";
  append_string_value(line, dialect);
  line += ",\"id\":";
  line += std::to_string(id);
  if (is_utf8(plan)) {
    line += ",\"plan\":";
    append_json_string(line, plan);
  } else {
    line += ",\"plan_base64\":\"";
    line += base64(plan);
    line += '"';
  }
  line += '}';
  return line;
}

Verdict answer_verdict(std::string_view line, long id) {
  if (const auto valid = PlainAnswer(line, id).valid()) return *valid ? Verdict::accepted() : Verdict::rejected();
  return answer_verdict_in_full(line, id);
}

Verdict answer_verdict_in_full(std::string_view line, long id) {
  nlohmann::json answer = nlohmann::json::parse(line, nullptr, false);
  if (answer.is_discarded() || !answer.is_object())
    return Verdict::failed(Verdict::Error::protocol, "answer is not a JSON object: " + std::string(line.substr(0, 200)));
  if (auto key = duplicate_key(line))
    return Verdict::failed(Verdict::Error::protocol, "answer has the key \"" + key->substr(0, 200) + "\" twice");
  if (!answer.contains("id") || answer["id"] != id)
    return Verdict::failed(Verdict::Error::protocol, "answer for id " + std::to_string(id) + " has id " +
                                                         (answer.contains("id") ? answer["id"].dump() : "none"));
  return verdict_of_answer(answer);
}

}  // namespace conform::run
