#include "core/markdown_text.hpp"

#include "core/printable.hpp"

namespace conform {

std::string markdown_text(std::string_view text) {
  std::string one_line;  // a line break is a space in a table cell or a sentence
  for (char c : text)
    if (c == '\n') one_line += ' ';
    else if (c != '\r') one_line += c;
  std::string out;
  for (char c : printable(one_line)) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '\\': case '`': case '*': case '_': case '[': case ']': case '|': case '#': case '~':
        out += '\\';
        out += c;
        break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace conform
