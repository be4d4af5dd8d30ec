#include "oracles/json_contract/shape.hpp"

#include <algorithm>
#include <cstdint>

#include "parsers/core/characters.hpp"
#include "parsers/json/printer.hpp"
#include "core/utf8.hpp"

namespace conform::json_contract {

bool is_known_key(std::span<const KeySpec> spec, std::string_view key) {
  for (const auto& k : spec)
    if (k.name == key) return true;
  return false;
}

std::string key_list(std::span<const KeySpec> spec) {
  std::string out;
  for (const auto& k : spec) out += (out.empty() ? "" : ", ") + std::string(k.name);
  return out;
}

const json::Member* plan_wrapper(const json::Value& top, std::span<const KeySpec> spec) {
  // Bit i: the top level lacks spec[i].
  std::uint64_t absent = spec.size() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << spec.size()) - 1;
  for (const auto& m : top.members)
    if (m.key.readable)
      for (std::size_t i = 0; i < spec.size(); ++i)
        if (spec[i].name == m.key.text) absent &= ~(std::uint64_t{1} << i);
  if (absent == 0) return nullptr;
  for (const auto& m : top.members) {
    if (is_known_key(spec, m.key.text) || !m.value.is_object()) continue;
    for (std::size_t i = 0; i < spec.size(); ++i)
      if ((absent >> i & 1) && m.value.find(spec[i].name)) return &m;
  }
  return nullptr;
}

const json::Member* WrapperNotes::wrapper() {
  if (!looked_) wrapper_ = plan_wrapper(object_, spec_);
  looked_ = true;
  return wrapper_;
}

std::string WrapperNotes::inside(std::string_view key) {
  if (!top_level_) return {};
  const json::Member* w = wrapper();
  if (!w || !w->value.find(key)) return {};
  return " (it is inside " + quoted_excerpt(w->key.text) + ")";
}

std::string WrapperNotes::of(const json::Member& m) {
  if (!top_level_ || wrapper() != &m) return {};
  return "; it holds the plan's own keys: the plan is the top-level object itself, not wrapped in " +
         quoted_excerpt(m.key.text);
}

KeyProblems find_key_problems(const json::Value& object, std::span<const KeySpec> spec, const ValueDamage& damage) {
  // `present` has bit i when spec[i] is there.
  std::uint64_t present = 0;
  bool a_key_is_unreadable = false;
  KeyProblems found;
  for (const auto& m : object.members) {
    if (damage.unreadable(m.key)) {
      a_key_is_unreadable = true;
      continue;
    }
    const auto known = std::find_if(spec.begin(), spec.end(), [&](const KeySpec& k) { return k.name == m.key.text; });
    if (known == spec.end()) found.extra = true;
    else present |= std::uint64_t{1} << (known - spec.begin());
  }
  if (!a_key_is_unreadable)
    for (std::size_t i = 0; i < spec.size(); ++i)
      if (spec[i].required && (present >> i & 1) == 0) found.missing |= std::uint64_t{1} << i;
  return found;
}

namespace {

// DEL and the C1 controls: JSON's quoting leaves them raw, and they print as nothing.
constexpr bool is_del_or_c1(char32_t c) { return c >= 0x7F && c <= 0x9F; }

// White space, and what prints as nothing or as a blank (D9 of the stepplan contract): the
// control characters (C0, DEL, C1) among them.
bool prints_blank(char32_t c) { return c == U' ' || c < 0x20 || is_del_or_c1(c) || c == 0x1680 || is_invisible(c); }

}  // namespace

bool is_blank(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto step = utf8::decode(text, i);
    if (step.error != utf8::Error::none || !prints_blank(step.code_point)) return false;
    i += step.length;
  }
  return true;
}

std::string quoted_excerpt(std::string_view text) {
  constexpr std::size_t limit = 60;
  // A character that prints as nothing or as a blank, or is a control that JSON's quoting
  // leaves raw (DEL, C1), is written as its escape ("echo\u200Btool"): the same JSON
  // string, and one a reader can see.
  std::string body;
  std::size_t run = 0, end = 0;
  const auto flush = [&] {
    const std::string quoted = json::quote(text.substr(run, end - run));
    body.append(quoted, 1, quoted.size() - 2);
  };
  for (std::size_t count = 0; end < text.size() && count < limit; ++count) {
    const auto step = utf8::decode(text, end);
    const char32_t cp = step.code_point;
    if (step.error == utf8::Error::none && (is_invisible(cp) || is_del_or_c1(cp))) {
      flush();
      body += "\\u" + code_point_label(step.code_point).substr(2);
      run = end + step.length;
    }
    end += step.length;
  }
  flush();
  return "\"" + body + "\"" + (end < text.size() ? "…" : "");
}

std::string_view a_kind(json::Value::Kind kind) {
  switch (kind) {
    case json::Value::Kind::null: return "null";
    case json::Value::Kind::boolean: return "a boolean";
    case json::Value::Kind::number: return "a number";
    case json::Value::Kind::string: return "a string";
    case json::Value::Kind::array: return "an array";
    case json::Value::Kind::object: return "an object";
  }
  return "a value";
}

std::string describe(const json::Value& v) {
  switch (v.kind) {
    case json::Value::Kind::boolean: return v.boolean ? "true" : "false";
    case json::Value::Kind::number:
      return "the number " + (v.number.size() <= 24 ? std::string(v.number) : v.number.substr(0, 24) + "…");
    case json::Value::Kind::string: return "the string " + quoted_excerpt(v.string);
    case json::Value::Kind::null:
    case json::Value::Kind::array:
    case json::Value::Kind::object: return std::string(a_kind(v.kind));
  }
  return "a value";
}

}  // namespace conform::json_contract
