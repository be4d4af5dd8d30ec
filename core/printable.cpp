#include "core/printable.hpp"

#include "core/utf8.hpp"

namespace conform {

std::string printable(std::string_view text) {
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte >= 0x80) {
      if (const std::size_t length = utf8::valid_sequence_length(text, i); length != 0) {
        out.append(text, i, length);
        i += length;
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
