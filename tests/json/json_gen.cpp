#include "tests/json/json_gen.hpp"

#include <random>
#include <vector>

#include "core/utf8.hpp"

namespace conform::json::test {
namespace {

std::string digits(int count) {
  return *rc::gen::container<std::string>(static_cast<std::size_t>(count), rc::gen::inRange('0', ':'));
}

std::string nonzero_led_digits(int count) {
  std::string out(1, *rc::gen::inRange('1', ':'));
  return out + digits(count - 1);
}

std::string number_text() {
  switch (*rc::gen::inRange(0, 9)) {
    case 0: return std::to_string(*rc::gen::inRange(-1000, 1000));
    case 1: return std::to_string(*rc::gen::arbitrary<std::int64_t>());
    case 2: return std::to_string(*rc::gen::arbitrary<std::uint64_t>());
    case 3: return (*rc::gen::arbitrary<bool>() ? "-" : "") + nonzero_led_digits(*rc::gen::inRange(19, 41));
    case 4:
      return *rc::gen::element<std::string>("0", "-0", "0.0", "-0.0", "1e-400", "4.9e-324", "1E300",
                                            "1.7976931348623157e308", "2.2250738585072014e-308");
    default: {
      std::string out = *rc::gen::arbitrary<bool>() ? "-" : "";
      out += *rc::gen::arbitrary<bool>() ? "0" : nonzero_led_digits(*rc::gen::inRange(1, 21));
      const bool fraction = *rc::gen::arbitrary<bool>();
      const bool exponent = !fraction || *rc::gen::arbitrary<bool>();
      if (fraction) out += "." + digits(*rc::gen::inRange(1, 21));
      if (exponent) {
        out += *rc::gen::element<std::string>("e", "E");
        std::string sign = *rc::gen::element<std::string>("", "+", "-");
        out += sign;
        out += std::to_string(sign == "-" ? *rc::gen::inRange(0, 400) : *rc::gen::inRange(0, 280));
      }
      return out;
    }
  }
}

char32_t code_point() {
  return *rc::gen::weightedOneOf<char32_t>({
      {12, rc::gen::inRange<char32_t>(0x20, 0x7F)},
      {2, rc::gen::inRange<char32_t>(0x00, 0x20)},
      {2, rc::gen::element<char32_t>('"', '\\', '/', '\'')},
      {2, rc::gen::inRange<char32_t>(0x80, 0xD800)},
      {1, rc::gen::inRange<char32_t>(0xE000, 0x10000)},
      {2, rc::gen::inRange<char32_t>(0x10000, 0x110000)},
      {1, rc::gen::element<char32_t>(0xFEFF, 0x2028, 0xFFFD, 0xFFFF, 0x7F)},
  });
}

std::string string_text() {
  std::string out;
  const int length = *rc::gen::inRange(0, 12);
  for (int i = 0; i < length; ++i) utf8::append(out, code_point());
  return out;
}

std::string key_text() {
  if (*rc::gen::inRange(0, 3) == 0) return string_text();
  return *rc::gen::element<std::string>("a", "b", "id", "step_1", "$x", "_k", "tool", "a\xC3\xA9", "");
}

Value value_at(int depth) {
  Value v;
  const int kind = *rc::gen::inRange(0, depth > 0 ? 8 : 5);
  switch (kind) {
    case 0: v.kind = Value::Kind::null; break;
    case 1:
      v.kind = Value::Kind::boolean;
      v.boolean = *rc::gen::arbitrary<bool>();
      break;
    case 2:
      v.kind = Value::Kind::number;
      v.number = NumberText(number_text());
      break;
    case 3:
    case 4:
      v.kind = Value::Kind::string;
      v.string = string_text();
      break;
    case 5:
    case 6: {
      v.kind = Value::Kind::array;
      const int n = *rc::gen::inRange(0, 5);
      for (int i = 0; i < n; ++i) v.elements.push_back(value_at(depth - 1));
      break;
    }
    default: {
      v.kind = Value::Kind::object;
      const int n = *rc::gen::inRange(0, 5);
      for (int i = 0; i < n; ++i) {
        Member m;
        m.key.text = key_text();
        m.value = value_at(depth - 1);
        v.members.push_back(std::move(m));
      }
      break;
    }
  }
  return v;
}

bool is_identifier(std::string_view s) {
  if (s.empty()) return false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
    if (!letter && !(i > 0 && c >= '0' && c <= '9')) return false;
  }
  return true;
}

class Printer {
 public:
  explicit Printer(const PrintStyle& style) : style_(style), rng_(style.seed) {}

  std::string run(const Value& v) {
    space();
    value(v);
    space();
    return std::move(out_);
  }

 private:
  bool chance(unsigned percent) { return rng_() % 100 < percent; }

  void space() {
    static const char* const blanks[] = {" ", "\n", "\t", "\r\n", "  ", "\n    "};
    if (chance(50)) out_ += blanks[rng_() % 6];
    if (style_.comments && chance(15)) {
      out_ += chance(50) ? "/* note */" : "// note\n";
      if (chance(50)) out_ += ' ';
    }
  }

  void hex4(char32_t u) {
    static const char* const lower = "0123456789abcdef";
    static const char* const upper = "0123456789ABCDEF";
    const char* digits = chance(50) ? lower : upper;
    out_ += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) out_ += digits[(u >> shift) & 15];
  }

  void unicode_escape(char32_t cp) {
    if (cp >= 0x10000) {
      char32_t v = cp - 0x10000;
      hex4(0xD800 + (v >> 10));
      hex4(0xDC00 + (v & 0x3FF));
    } else {
      hex4(cp);
    }
  }

  void string(std::string_view s, bool allow_single) {
    const char quote = allow_single && style_.single_quotes && chance(30) ? '\'' : '"';
    out_ += quote;
    for (std::size_t i = 0; i < s.size();) {
      auto step = utf8::decode(s, i);
      const char32_t cp = step.code_point;
      const std::string_view raw(s.data() + i, step.length);
      i += step.length;
      const char* short_escape = nullptr;
      switch (cp) {
        case '"': short_escape = "\\\""; break;
        case '\\': short_escape = "\\\\"; break;
        case '/': short_escape = "\\/"; break;
        case '\b': short_escape = "\\b"; break;
        case '\f': short_escape = "\\f"; break;
        case '\n': short_escape = "\\n"; break;
        case '\r': short_escape = "\\r"; break;
        case '\t': short_escape = "\\t"; break;
        case '\'': if (quote == '\'') short_escape = "\\'"; break;
        default: break;
      }
      const bool must_escape = cp < 0x20 || cp == static_cast<char32_t>(quote) || cp == '\\';
      if (!must_escape && chance(70)) {
        out_ += raw;
      } else if (short_escape && chance(70)) {
        out_ += short_escape;
      } else {
        unicode_escape(cp);
      }
    }
    out_ += quote;
  }

  void value(const Value& v) {
    switch (v.kind) {
      case Value::Kind::null: out_ += "null"; return;
      case Value::Kind::boolean: out_ += v.boolean ? "true" : "false"; return;
      case Value::Kind::number: out_ += v.number; return;
      case Value::Kind::string: string(v.string, true); return;
      case Value::Kind::array:
        out_ += '[';
        space();
        for (std::size_t i = 0; i < v.elements.size(); ++i) {
          if (i > 0) {
            out_ += ',';
            space();
          }
          value(v.elements[i]);
          space();
        }
        close(!v.elements.empty(), ']');
        return;
      case Value::Kind::object:
        out_ += '{';
        space();
        for (std::size_t i = 0; i < v.members.size(); ++i) {
          if (i > 0) {
            out_ += ',';
            space();
          }
          const std::string_view key = v.members[i].key.text;
          if (style_.unquoted_keys && is_identifier(key) && chance(50)) out_ += key;
          else string(key, true);
          space();
          out_ += ':';
          space();
          value(v.members[i].value);
          space();
        }
        close(!v.members.empty(), '}');
        return;
    }
  }

  void close(bool non_empty, char bracket) {
    if (non_empty && style_.trailing_commas && chance(50)) {
      out_ += ',';
      space();
    }
    out_ += bracket;
  }

  PrintStyle style_;
  std::mt19937_64 rng_;
  std::string out_;
};

std::string edit(std::string text) {
  static const std::vector<std::string> tokens = {
      ",", "}", "]", "{", "[", ":", "\"", "'", "//c\n", "/*c*/", "/*", "\xEF\xBB\xBF", std::string(1, '\0'),
      "\\", "\\u", "\\uD800", "\\uDC00", "\\x", "NaN", "Infinity", "-Infinity", "-", "0", "01", "1e999", "1e",
      ".", "e", "true", "nul", "\x80", "\xC0\xAF", "\xE0\x80\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xF5",
      "\xFF", "\xE2\x82", "\n", "\t", "\x01", "```", "```json\n", "x", "a:", "{\"a\":1}", "[1]", " ", "\"\"",
      "9223372036854775808", "-9223372036854775809", "1" + std::string(400, '0'), "\f", "\xC2\xA0"};
  const int edits = *rc::gen::inRange(1, 4);
  for (int e = 0; e < edits; ++e) {
    const std::size_t pos = *rc::gen::inRange<std::size_t>(0, text.size() + 1);
    switch (*rc::gen::inRange(0, 5)) {
      case 0:
      case 1: text.insert(pos, *rc::gen::elementOf(tokens)); break;
      case 2: text.erase(pos, *rc::gen::inRange<std::size_t>(1, 4)); break;
      case 3:
        if (pos < text.size()) text[pos] = *rc::gen::arbitrary<char>();
        break;
      default: text.resize(pos); break;
    }
  }
  return text;
}

}  // namespace

std::string print(const Value& v, const PrintStyle& style) { return Printer(style).run(v); }

rc::Gen<Value> arbitrary_value() {
  return rc::gen::exec([] { return value_at(*rc::gen::inRange(0, 5)); });
}

rc::Gen<PrintStyle> strict_style() {
  return rc::gen::map(rc::gen::arbitrary<std::uint64_t>(), [](std::uint64_t seed) {
    PrintStyle style;
    style.seed = seed;
    return style;
  });
}

rc::Gen<PrintStyle> lenient_style() {
  return rc::gen::exec([] {
    PrintStyle style;
    style.seed = *rc::gen::arbitrary<std::uint64_t>();
    style.trailing_commas = *rc::gen::arbitrary<bool>();
    style.comments = *rc::gen::arbitrary<bool>();
    style.single_quotes = *rc::gen::arbitrary<bool>();
    style.unquoted_keys = *rc::gen::arbitrary<bool>();
    return style;
  });
}

rc::Gen<std::string> json_text() {
  return rc::gen::exec([] { return print(*arbitrary_value(), *strict_style()); });
}

rc::Gen<std::string> mangled_text() {
  static const std::string soup = "{}[],:\"'0123456789.eE+-tfnrulsaNIy \n\t\\/*u";
  return rc::gen::weightedOneOf<std::string>({
      {6, rc::gen::exec([] { return edit(*json_text()); })},
      {1, rc::gen::exec([] { return print(*arbitrary_value(), *lenient_style()); })},
      {2, rc::gen::container<std::string>(rc::gen::elementOf(soup))},
      {1, rc::gen::arbitrary<std::string>()},
      {1, rc::gen::exec([] {
         std::string text = *json_text();
         switch (*rc::gen::inRange(0, 5)) {
           case 0: return "\xEF\xBB\xBF" + text;
           case 1: return text + std::string(1, '\0') + *rc::gen::arbitrary<std::string>();
           case 2: return "```json\n" + text + "\n```\n";
           case 3: return "Here is the plan:\n" + text;
           default: return text + " " + *json_text();
         }
       })},
  });
}

}  // namespace conform::json::test
