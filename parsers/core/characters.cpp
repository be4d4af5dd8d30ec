#include "parsers/core/characters.hpp"

#include <optional>

#include "core/utf8.hpp"

namespace conform {

std::string code_point_label(char32_t cp) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out = "U+";
  const int top = cp > 0xFFFFF ? 20 : cp > 0xFFFF ? 16 : 12;
  for (int shift = top; shift >= 0; shift -= 4) out += hex[(cp >> shift) & 15];
  return out;
}

std::string_view lookalike_name(char32_t cp) {
  switch (cp) {
    case 0x00A0: return "a no-break space";
    case 0x00AD: return "a soft hyphen";
    case 0x037E: return "a Greek question mark, not ';'";
    case 0x2007: return "a figure space";
    case 0x200B: return "a zero-width space";
    case 0x200C: return "a zero-width non-joiner";
    case 0x200D: return "a zero-width joiner";
    case 0x200E: return "a left-to-right mark";
    case 0x200F: return "a right-to-left mark";
    case 0x2010:
    case 0x2011: return "a hyphen, not '-'";
    case 0x2013: return "an en dash, not '-'";
    case 0x2014: return "an em dash, not '-'";
    case 0x2028: return "a line separator";
    case 0x2029: return "a paragraph separator";
    case 0x202F: return "a narrow no-break space";
    case 0x2060: return "a word joiner";
    case 0x2212: return "a minus sign, not '-'";
    case 0x3000: return "an ideographic space";
    case 0xFEFF: return "a zero-width no-break space, the byte-order mark";
    case 0xFF1B: return "a fullwidth semicolon, not ';'";
    default: break;
  }
  if (cp >= 0x2000 && cp <= 0x200A) return "a typographic space";
  return {};
}

bool is_invisible(char32_t cp) {
  return cp == 0x00A0 || cp == 0x00AD || cp == 0x034F || cp == 0x061C || cp == 0x115F || cp == 0x1160 ||
         (cp >= 0x180B && cp <= 0x180F) || (cp >= 0x2000 && cp <= 0x200F) || (cp >= 0x2028 && cp <= 0x202F) ||
         (cp >= 0x205F && cp <= 0x206F) || cp == 0x2800 || cp == 0x3000 || cp == 0x3164 || (cp >= 0xFE00 && cp <= 0xFE0F) ||
         cp == 0x17B4 || cp == 0x17B5 || cp == 0xFEFF || cp == 0xFFA0 || (cp >= 0xFFF9 && cp <= 0xFFFB) ||
         (cp >= 0x1BCA0 && cp <= 0x1BCA3) || (cp >= 0x1D173 && cp <= 0x1D17A) || (cp >= 0xE0000 && cp <= 0xE007F) ||
         (cp >= 0xE0100 && cp <= 0xE01EF);
}

namespace {

// The one code point `token` is, when it is a whole non-ASCII UTF-8 sequence.
std::optional<char32_t> one_non_ascii_code_point(std::string_view token) {
  if (token.empty() || static_cast<unsigned char>(token[0]) < 0x80) return std::nullopt;
  const auto step = utf8::decode(token, 0);
  if (step.error != utf8::Error::none || step.length != token.size()) return std::nullopt;
  return step.code_point;
}

}  // namespace

std::string label_code_point(char32_t cp) {
  std::string out = code_point_label(cp);
  if (const auto name = lookalike_name(cp); !name.empty()) out += ", " + std::string(name);
  return out;
}

std::string label_if_confusable(std::string_view token) {
  const auto cp = one_non_ascii_code_point(token);
  if (!cp || (!is_invisible(*cp) && lookalike_name(*cp).empty())) return {};
  return label_code_point(*cp);
}

std::string hex_bytes(std::string_view text, std::size_t offset, std::size_t length) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (std::size_t i = offset; i < offset + length && i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (!out.empty()) out += ' ';
    out += hex[byte >> 4];
    out += hex[byte & 15];
  }
  return out;
}

std::string invalid_utf8_bytes(std::string_view text, std::size_t offset) {
  if (offset >= text.size() || static_cast<unsigned char>(text[offset]) < 0x80) return {};
  const auto step = utf8::decode(text, offset);
  return step.error == utf8::Error::none ? std::string() : hex_bytes(text, offset, step.length);
}

bool non_ascii_continues_name(std::string_view text, std::size_t offset, bool (*is_name_byte)(unsigned char)) {
  if (offset == 0 || offset >= text.size() || static_cast<unsigned char>(text[offset]) < 0x80) return false;
  if (!is_name_byte(static_cast<unsigned char>(text[offset - 1])) || !invalid_utf8_bytes(text, offset).empty()) return false;
  // A blank or a character that looks like punctuation (a no-break space, a curly quote)
  // is named as what it is, not taken for a letter.
  return label_if_confusable(text.substr(offset, utf8::decode(text, offset).length)).empty();
}

}  // namespace conform
