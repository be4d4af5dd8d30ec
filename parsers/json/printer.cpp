#include "parsers/json/printer.hpp"

#include <cstdio>

#include "core/byte_scan.hpp"
#include "core/utf8.hpp"

namespace conform::json {
namespace {

void append_u_escape(std::string& out, unsigned unit) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "\\u%04x", unit);
  out += buf;
}

constexpr bool is_plain_ascii(unsigned char c) { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\'; }

// The escape of an ASCII byte that cannot stand in a string as it is.
void append_ascii_escape(std::string& out, unsigned char c) {
  switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\b': out += "\\b"; break;
    case '\f': out += "\\f"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    default: append_u_escape(out, c);
  }
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
      case Value::Kind::string: append_quoted(out_, v.string, style_.escape_non_ascii); break;
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
          append_quoted(out_, v.members[i].key.text, style_.escape_non_ascii);
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

void append_quoted(std::string& out, std::string_view text, bool escape_non_ascii) {
  out += '"';
  using B = byte_scan::Blocks;
  const auto stops = [](B::Block b) {
    return B::equal(b, '"') | B::equal(b, '\\') | B::below(b, 0x20) | B::non_ascii(b);
  };
  const char* const data = text.data();
  std::size_t i = 0;
  while (i < text.size()) {
    // A run of bytes printed as they are: plain ASCII, and well-formed UTF-8 unless escaped.
    const std::size_t run = i;
    for (;;) {
      i = static_cast<std::size_t>(byte_scan::skip_unmarked(data + i, data + text.size(), stops) - data);
      while (i < text.size() && is_plain_ascii(static_cast<unsigned char>(text[i]))) ++i;
      if (i == text.size() || escape_non_ascii || static_cast<unsigned char>(text[i]) < 0x80) break;
      const std::size_t length = utf8::valid_sequence_length(text, i);
      if (length == 0) break;
      i += length;
    }
    out.append(data + run, i - run);
    if (i == text.size()) break;
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      append_ascii_escape(out, c);
      ++i;
      continue;
    }
    const utf8::Step step = utf8::decode(text, i);
    if (!escape_non_ascii) {
      // The run above took every well-formed sequence: this one is not, and step says how
      // many bytes the replacement character stands for.
      out += utf8::replacement_character;
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
}

std::string quote(std::string_view text, bool escape_non_ascii) {
  std::string out;
  out.reserve(text.size() + 2);
  append_quoted(out, text, escape_non_ascii);
  return out;
}

std::string print(const Value& v, const PrintStyle& style) { return Printer(style).run(v); }

}  // namespace conform::json
