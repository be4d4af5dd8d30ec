#include "core/printable.hpp"

#include "core/utf8.hpp"

namespace conform {
namespace {

// The C1 controls (U+0080-U+009F: NEL ends a line, CSI starts a terminal sequence) and
// the line and paragraph separators, which end a line for Unicode-aware readers.
bool breaks_or_drives(char32_t cp) { return (cp >= 0x80 && cp <= 0x9f) || cp == 0x2028 || cp == 0x2029; }

}  // namespace

std::string printable(std::string_view text) {
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte >= 0x80) {
      if (const utf8::Step step = utf8::decode(text, i); step.error == utf8::Error::none) {
        if (breaks_or_drives(step.code_point)) {
          out += "\\u";
          for (int shift = 12; shift >= 0; shift -= 4) out += hex[(step.code_point >> shift) & 0xf];
        } else {
          out.append(text, i, step.length);
        }
        i += step.length;
        continue;
      }
    } else if (byte >= 0x20 && byte != 0x7f) {
      out += text[i++];
      continue;
    }
    out += "\\x";
    out += hex[byte >> 4];
    out += hex[byte & 0xf];
    ++i;
  }
  return out;
}

}  // namespace conform
