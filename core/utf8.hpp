#pragma once
// UTF-8 decoding as RFC 3629 and Unicode Table 3-7 define it: no overlong forms, no
// encoded surrogates, nothing above U+10FFFF. Shared by the JSON string lexer, the
// whole-text scan that reports invalid UTF-8 anywhere in the input, and the messages that
// name a character (characters.hpp).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace conform::utf8 {

enum class Error : std::uint8_t {
  none,
  stray_continuation,  // 80–BF where a sequence should start
  invalid_byte,        // F8–FF: never in UTF-8
  truncated,           // a lead byte without all its continuation bytes
  overlong,            // C0/C1 leads, E0 80–9F, F0 80–8F: a shorter form exists
  surrogate,           // ED A0–BF: U+D800–U+DFFF encoded directly
  too_large,           // F4 90–BF and F5–F7 leads: beyond U+10FFFF
};

// Whether a byte continues a multi-byte sequence (10xxxxxx): no character starts there.
constexpr bool is_continuation_byte(unsigned char c) { return (c & 0xC0) == 0x80; }

struct Step {
  std::size_t length = 1;  // bytes consumed: the sequence, or the invalid part to replace by U+FFFD
  char32_t code_point = 0;
  Error error = Error::none;
};

// Decodes the sequence at text[pos] (pos < text.size()).
Step decode(std::string_view text, std::size_t pos);

// The length of the well-formed multi-byte sequence at text[pos] (Unicode Table 3-7), or
// 0 when there is none: decode()'s fast path for scans that only need to skip valid text.
inline std::size_t valid_sequence_length(std::string_view text, std::size_t pos) {
  const auto at = [&](std::size_t i) { return static_cast<unsigned char>(text[pos + i]); };
  const auto cont = [&](std::size_t i, unsigned char low = 0x80, unsigned char high = 0xBF) {
    return pos + i < text.size() && at(i) >= low && at(i) <= high;
  };
  const unsigned char lead = at(0);
  if (lead >= 0xC2 && lead <= 0xDF) return cont(1) ? 2 : 0;
  if (lead >= 0xE0 && lead <= 0xEF) {
    const unsigned char low = lead == 0xE0 ? 0xA0 : 0x80, high = lead == 0xED ? 0x9F : 0xBF;
    return cont(1, low, high) && cont(2) ? 3 : 0;
  }
  if (lead >= 0xF0 && lead <= 0xF4) {
    const unsigned char low = lead == 0xF0 ? 0x90 : 0x80, high = lead == 0xF4 ? 0x8F : 0xBF;
    return cont(1, low, high) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

// The offset of the first byte at or after `from` that begins no well-formed sequence
// (ASCII or valid_sequence_length's), or text.size() when there is none: ASCII is taken a
// block at a time. Whether a text is UTF-8, and where each invalid sequence of it starts.
std::size_t valid_until(std::string_view text, std::size_t from);

// Appends the UTF-8 form of a code point (callers pass only scalar values) to a string
// of any allocator.
template <typename String>
void append(String& out, char32_t code_point) {
  if (code_point < 0x80) {
    out.push_back(static_cast<char>(code_point));
    return;
  }
  char bytes[4];
  const std::size_t length = code_point < 0x800 ? 2 : code_point < 0x10000 ? 3 : 4;
  static constexpr unsigned char lead[] = {0, 0, 0xC0, 0xE0, 0xF0};
  for (std::size_t i = length - 1; i > 0; --i, code_point >>= 6)
    bytes[i] = static_cast<char>(0x80 | (code_point & 0x3F));
  bytes[0] = static_cast<char>(lead[length] | code_point);
  out.append(bytes, length);
}

// "an overlong encoding", …, for messages.
std::string_view describe(Error);

inline constexpr std::string_view replacement_character = "\xEF\xBF\xBD";

// `text` as valid UTF-8: each invalid sequence (decode()'s step) replaced by U+FFFD, the
// text a report can carry and a page show. `moved(from, to)` is told, for each step, its
// offset in `text` and the offset of what replaces it in the result.
template <typename Moved>
std::string repaired(std::string_view text, Moved moved) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t pos = 0; pos < text.size();) {
    const auto step = decode(text, pos);
    moved(pos, out.size());
    if (step.error == Error::none) out.append(text.substr(pos, step.length));
    else out.append(replacement_character);
    pos += step.length;
  }
  return out;
}
inline std::string repaired(std::string_view text) {
  return repaired(text, [](std::size_t, std::size_t) {});
}

}  // namespace conform::utf8
