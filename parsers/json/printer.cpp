#include "parsers/json/printer.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#include "core/byte_scan.hpp"
#include "core/utf8.hpp"

namespace conform::json {
namespace {

// `\u` and the unit's four lowercase hex digits, at `at` (six bytes).
void write_u_escape(char* at, unsigned unit) {
  static constexpr char hex[] = "0123456789abcdef";
  at[0] = '\\';
  at[1] = 'u';
  for (int k = 0; k < 4; ++k) at[2 + k] = hex[unit >> (12 - 4 * k) & 0xF];
}

constexpr bool is_plain_ascii(unsigned char c) { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\'; }

// The letter after the backslash of an ASCII byte's two-character escape, or 0 where the
// byte has none (a control character written \u00XX).
constexpr std::array<char, 128> short_escapes = [] {
  std::array<char, 128> letters{};
  letters['"'] = '"';
  letters['\\'] = '\\';
  letters['\b'] = 'b';
  letters['\f'] = 'f';
  letters['\n'] = 'n';
  letters['\r'] = 'r';
  letters['\t'] = 't';
  return letters;
}();

// Appends to a string through an index, the string sized ahead and grown by half when a
// write outgrows it; finish() cuts it to what was written. One size check per write, where
// JSON text such as a plan has an escape every few bytes.
class AppendBuffer {
 public:
  AppendBuffer(std::string& out, std::size_t expected) : out_(out), used_(out.size()) { out_.resize(used_ + expected); }
  // Room for `n` more bytes, to be written now.
  char* take(std::size_t n) {
    if (out_.size() - used_ < n) out_.resize(std::max(out_.size() + out_.size() / 2, used_ + n));
    char* const at = out_.data() + used_;
    used_ += n;
    return at;
  }
  void append(const char* bytes, std::size_t n) {
    if (n > 0) std::memcpy(take(n), bytes, n);
  }
  void finish() { out_.resize(used_); }

 private:
  std::string& out_;
  std::size_t used_;
};

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
  AppendBuffer buffer(out, text.size() + 2);  // the escapes may grow it further; most texts have few
  buffer.append("\"", 1);
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
    buffer.append(data + run, i - run);
    if (i == text.size()) break;
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      if (const char letter = short_escapes[c]) {
        char* const at = buffer.take(2);
        at[0] = '\\';
        at[1] = letter;
      } else {
        write_u_escape(buffer.take(6), c);
      }
      ++i;
      continue;
    }
    const utf8::Step step = utf8::decode(text, i);
    if (!escape_non_ascii) {
      // The run above took every well-formed sequence: this one is not, and step says how
      // many bytes the replacement character stands for.
      buffer.append(utf8::replacement_character.data(), utf8::replacement_character.size());
    } else {
      char32_t cp = step.error == utf8::Error::none ? step.code_point : U'\uFFFD';
      if (cp >= 0x10000) {
        cp -= 0x10000;
        write_u_escape(buffer.take(6), 0xD800 + static_cast<unsigned>(cp >> 10));
        write_u_escape(buffer.take(6), 0xDC00 + static_cast<unsigned>(cp & 0x3FF));
      } else {
        write_u_escape(buffer.take(6), static_cast<unsigned>(cp));
      }
    }
    i += step.length;
  }
  buffer.append("\"", 1);
  buffer.finish();
}

std::string quote(std::string_view text, bool escape_non_ascii) {
  std::string out;
  out.reserve(text.size() + 2);
  append_quoted(out, text, escape_non_ascii);
  return out;
}

std::string print(const Value& v, const PrintStyle& style) { return Printer(style).run(v); }

}  // namespace conform::json
