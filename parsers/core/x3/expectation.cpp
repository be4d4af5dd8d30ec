#include "parsers/core/x3/expectation.hpp"

namespace conform::x3kit {

std::string describe_boundary(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return "the end of the input";
  if (text[offset] == '\n' || text[offset] == '\r') return "the end of the line";
  return {};
}

std::string describe_token(std::string_view text, std::size_t offset, bool (*is_word_byte)(unsigned char)) {
  if (auto boundary = describe_boundary(text, offset); !boundary.empty()) return boundary;
  std::size_t end = offset;
  while (end < text.size() && is_word_byte(static_cast<unsigned char>(text[end])) && end - offset < 40) ++end;
  if (end == offset) end = offset + 1;
  while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
  const std::string_view token = text.substr(offset, end - offset);
  // U+2018, U+2019, U+201C, U+201D: what a word processor or a chat window makes of quotes.
  const bool curly_quote = token == "\u2018" || token == "\u2019" || token == "\u201C" || token == "\u201D";
  return "'" + std::string(token) + "'" + (curly_quote ? " (a curly quote: a string is written between straight quotes, \"…\")" : "");
}

std::string expected_found(std::string_view expected, std::string_view found) {
  // A parser without a label names itself by its C++ type (Spirit's what()); a grammar
  // should label every expectation, and a reader is never shown the mangled name.
  if (expected.substr(0, 7) == "N5boost" || expected.find("spirit") != std::string_view::npos)
    return "unexpected " + std::string(found);
  return "expected " + std::string(expected) + ", found " + std::string(found);
}

}  // namespace conform::x3kit
