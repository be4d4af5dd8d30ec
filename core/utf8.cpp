#include "core/utf8.hpp"

#include "core/byte_scan.hpp"

namespace conform::utf8 {

std::size_t valid_until(std::string_view text, std::size_t from) {
  using B = byte_scan::Blocks;
  const char* const data = text.data();
  const auto non_ascii = [](B::Block b) { return B::non_ascii(b); };
  std::size_t at = from;
  while (at < text.size()) {
    if (static_cast<unsigned char>(text[at]) < 0x80) {  // past it, whole blocks of ASCII (not a last partial one)
      at = static_cast<std::size_t>(byte_scan::skip_unmarked(data + at + 1, data + text.size(), non_ascii) - data);
      continue;
    }
    const std::size_t length = valid_sequence_length(text, at);
    if (length == 0) break;
    at += length;
  }
  return at;
}

Step decode(std::string_view text, std::size_t pos) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(pos);
  if (lead < 0x80) return {1, lead, Error::none};
  if (lead < 0xC0) return {1, 0, Error::stray_continuation};
  if (lead >= 0xF8) return {1, 0, Error::invalid_byte};

  const std::size_t needed = lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3;
  char32_t cp = lead & (needed == 1 ? 0x1F : needed == 2 ? 0x0F : 0x07);
  std::size_t length = 1;
  while (length <= needed && pos + length < text.size() && is_continuation_byte(byte(pos + length))) {
    cp = (cp << 6) | (byte(pos + length) & 0x3F);
    ++length;
  }
  if (length <= needed) return {length, 0, Error::truncated};

  static constexpr char32_t smallest[] = {0, 0x80, 0x800, 0x10000};
  if (cp < smallest[needed]) return {length, 0, Error::overlong};
  if (cp >= 0xD800 && cp <= 0xDFFF) return {length, 0, Error::surrogate};
  if (cp > 0x10FFFF) return {length, 0, Error::too_large};
  return {length, cp, Error::none};
}

std::string_view describe(Error error) {
  switch (error) {
    case Error::none: return "valid UTF-8";
    case Error::stray_continuation: return "a continuation byte without a lead byte";
    case Error::invalid_byte: return "a byte that never occurs in UTF-8";
    case Error::truncated: return "a truncated multi-byte sequence";
    case Error::overlong: return "an overlong encoding";
    case Error::surrogate: return "a UTF-16 surrogate (U+D800..U+DFFF) encoded in UTF-8";
    case Error::too_large: return "a code point beyond U+10FFFF";
  }
  return "invalid UTF-8";
}

}  // namespace conform::utf8
