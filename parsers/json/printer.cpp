#include "parsers/json/printer.hpp"

#include <cstdio>

#include "parsers/json/utf8.hpp"

namespace conform::json {
namespace {

void append_u_escape(std::string& out, unsigned unit) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "\\u%04x", unit);
  out += buf;
}

class Printer {
 public:
  explicit Printer(const PrintStyle& style) : style_(style) {}

  std::string run(const Value& v) {
    value(v, 0);
    if (style_.trailing_newline) out_ += newline();
    return std::move(out_);
  }

 private:
  std::string_view newline() const { return style_.crlf ? "\r\n" : "\n"; }

  void break_line(int depth) {
    if (style_.indent == 0) return;
    out_ += newline();
    if (style_.tabs) out_.append(static_cast<std::size_t>(depth), '\t');
    else out_.append(static_cast<std::size_t>(depth * style_.indent), ' ');
  }

  void separator(int depth) {
    out_ += ',';
    if (style_.indent == 0 && style_.space_after_comma) out_ += ' ';
    break_line(depth);
  }

  void value(const Value& v, int depth) {
    switch (v.kind) {
      case Value::Kind::null: out_ += "null"; break;
      case Value::Kind::boolean: out_ += v.boolean ? "true" : "false"; break;
      case Value::Kind::number: out_ += v.number; break;
      case Value::Kind::string: out_ += quote(v.string, style_.escape_non_ascii); break;
      case Value::Kind::array:
        if (v.elements.empty()) {
          out_ += "[]";
          break;
        }
        out_ += '[';
        break_line(depth + 1);
        for (std::size_t i = 0; i < v.elements.size(); ++i) {
          if (i) separator(depth + 1);
          value(v.elements[i], depth + 1);
        }
        break_line(depth);
        out_ += ']';
        break;
      case Value::Kind::object:
        if (v.members.empty()) {
          out_ += "{}";
          break;
        }
        out_ += '{';
        break_line(depth + 1);
        for (std::size_t i = 0; i < v.members.size(); ++i) {
          if (i) separator(depth + 1);
          out_ += quote(v.members[i].key.text, style_.escape_non_ascii);
          out_ += style_.space_after_colon ? ": " : ":";
          value(v.members[i].value, depth + 1);
        }
        break_line(depth);
        out_ += '}';
        break;
    }
  }

  const PrintStyle& style_;
  std::string out_;
};

}  // namespace

std::string quote(std::string_view text, bool escape_non_ascii) {
  std::string out;
  out.reserve(text.size() + 2);
  out += '"';
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
          if (c < 0x20) append_u_escape(out, c);
          else out += static_cast<char>(c);
      }
      ++i;
      continue;
    }
    const utf8::Step step = utf8::decode(text, i);
    if (!escape_non_ascii) {
      if (step.error == utf8::Error::none) out.append(text.substr(i, step.length));
      else out += utf8::replacement_character;
    } else {
      char32_t cp = step.error == utf8::Error::none ? step.code_point : U'\uFFFD';
      if (cp >= 0x10000) {
        cp -= 0x10000;
        append_u_escape(out, 0xD800 + static_cast<unsigned>(cp >> 10));
        append_u_escape(out, 0xDC00 + static_cast<unsigned>(cp & 0x3FF));
      } else {
        append_u_escape(out, static_cast<unsigned>(cp));
      }
    }
    i += step.length;
  }
  out += '"';
  return out;
}

std::string print(const Value& v, const PrintStyle& style) { return Printer(style).run(v); }

}  // namespace conform::json
