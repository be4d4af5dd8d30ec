#include "run/batch_messages.hpp"

#include <nlohmann/json.hpp>
#include <optional>

#include "parsers/json/printer.hpp"
#include "run/duplicate_key.hpp"
#include "run/plan_encoding.hpp"
#include "core/json_text.hpp"

namespace conform::run {
namespace {

// A JSON string as json_text() writes it (nlohmann's escapes, invalid UTF-8 replaced, the
// line and paragraph separators escaped): for UTF-8, json::append_quoted writes nlohmann's
// escapes, and the separators are escaped after it. The first for text known to be UTF-8.
void append_utf8_string_value(std::string& out, std::string_view utf8_text) {
  const std::size_t from = out.size();
  json::append_quoted(out, utf8_text);
  escape_line_separators(out, from);
}
void append_string_value(std::string& out, std::string_view text) {
  if (is_utf8(text)) return append_utf8_string_value(out, text);
  out += json_text(nlohmann::json(std::string(text)));
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
    std::optional<bool> said;
    if (!take("{")) return std::nullopt;
    for (int member = 0; member < 2; ++member) {
      if (member == 1 && !take(",")) return std::nullopt;
      if (!id_seen && take("\"id\"")) {
        if (!take(":") || !take(id_)) return std::nullopt;
        id_seen = true;
      } else if (!said && take("\"valid\"")) {
        if (!take(":")) return std::nullopt;
        if (take("true")) said = true;
        else if (take("false")) said = false;
        else return std::nullopt;
      } else {
        return std::nullopt;
      }
    }
    if (!take("}")) return std::nullopt;
    skip_whitespace();
    if (at_ != line_.size()) return std::nullopt;
    return said;
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
    append_utf8_string_value(line, plan);
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
  const JsonRead read = read_json(line);
  if (!read.error.empty())
    return Verdict::failed(Verdict::Error::protocol, "answer is not JSON (" + read.error + "): " + std::string(line.substr(0, 200)));
  const nlohmann::json& answer = read.value;
  if (!answer.is_object())
    return Verdict::failed(Verdict::Error::protocol, "answer is not a JSON object: " + std::string(line.substr(0, 200)));
  if (auto key = duplicate_key(line))
    return Verdict::failed(Verdict::Error::protocol, "answer has the key \"" + key->substr(0, 200) + "\" twice");
  if (!answer.contains("id") || answer["id"] != id)
    return Verdict::failed(Verdict::Error::protocol, "answer for id " + std::to_string(id) + " has id " +
                                                         (answer.contains("id") ? answer["id"].dump() : "none"));
  return verdict_of_answer(answer);
}

}  // namespace conform::run
