#include "parsers/core/x3/expectation.hpp"

#include <algorithm>
#include <cctype>

#include "core/line_breaks.hpp"
#include "core/utf8.hpp"
#include "parsers/core/characters.hpp"

namespace conform::x3kit {

std::string describe_boundary(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return "the end of the input";
  if (text[offset] == '\n' || text[offset] == '\r') return "the end of the line";
  return {};
}

std::string describe_token(std::string_view text, std::size_t offset, bool (*is_word_byte)(unsigned char)) {
  std::size_t word_end = offset;
  while (word_end < text.size() && is_word_byte(static_cast<unsigned char>(text[word_end])) && word_end - offset < 40)
    ++word_end;
  return describe_token(text, offset, word_end, is_word_byte);
}

std::string describe_token(std::string_view text, std::size_t offset, std::size_t word_end,
                           bool (*is_word_byte)(unsigned char)) {
  if (auto boundary = describe_boundary(text, offset); !boundary.empty()) return boundary;
  if (const std::string bytes = invalid_utf8_bytes(text, offset); !bytes.empty())
    return "the bytes " + bytes + " (invalid UTF-8)";
  std::size_t end = std::min(word_end, offset + 40);
  if (end == offset) end = offset + 1;
  while (end < text.size() && utf8::is_continuation_byte(static_cast<unsigned char>(text[end]))) ++end;
  // A word that runs into bytes that are not UTF-8 is quoted up to them.
  for (std::size_t at = offset; at < end;) {
    const std::size_t length = static_cast<unsigned char>(text[at]) < 0x80 ? 1 : utf8::valid_sequence_length(text, at);
    if (length == 0) {
      end = at;
      break;
    }
    at += length;
  }
  const std::string_view token = text.substr(offset, end - offset);
  // U+2018, U+2019, U+201C, U+201D: what a word processor or a chat window makes of quotes.
  const bool curly_quote = token == "\u2018" || token == "\u2019" || token == "\u201C" || token == "\u201D";
  if (curly_quote) return "'" + std::string(token) + "' (a curly quote: a string is written between straight quotes, \"…\")";
  // `f"…"`: the word before the quote is Python's f-string prefix.
  const bool f_string = token == "\"" && offset >= 1 && (text[offset - 1] == 'f' || text[offset - 1] == 'F') &&
                        (offset == 1 || !is_word_byte(static_cast<unsigned char>(text[offset - 2])));
  if (f_string) return "'\"' after 'f' (a Python f-string, which this language does not have)";
  // A character that looks like another or like nothing is named: "' ' (U+00A0, a no-break space)".
  const std::string label = label_if_confusable(token);
  // A text cut off (an output at its token limit) after a token that something must
  // follow, a separator, an opening bracket or an operator: say that the text ends there.
  const bool last = token.size() == 1 && std::string_view(",([{+.:=").find(token[0]) != std::string_view::npos &&
                    std::all_of(text.begin() + static_cast<std::ptrdiff_t>(end), text.end(),
                                [](char c) { return std::isspace(static_cast<unsigned char>(c)); });
  return "'" + std::string(token) + "'" + (label.empty() ? "" : " (" + label + ")") +
         (last ? ", and then the end of the input" : "");
}

bool expects_punctuation(std::string_view label) {
  return label.size() >= 3 && label[0] == '\'' && label[2] == '\'' && !std::isalnum(static_cast<unsigned char>(label[1]));
}

namespace {

std::size_t trim_blanks_before(std::string_view text, std::size_t at) {
  while (at > 0 && std::isspace(static_cast<unsigned char>(text[at - 1]))) --at;
  return at;
}

// The end of the last token before `at`: past blanks and the comments `lex` has, on its
// line and on lines that hold only comments. A line is read from its start, and one that
// ends a block comment from where the comment opens.
std::size_t end_of_code_before(std::string_view text, std::size_t at, const LexicalConventions& lex) {
  std::size_t end = trim_blanks_before(text, at);
  while (end > 0) {
    if (lex.block_comments && end >= 4 && text.substr(end - 2, 2) == "*/") {
      const std::size_t open = text.rfind("/*", end - 3);
      if (open == std::string_view::npos) return end;
      end = trim_blanks_before(text, open);
      continue;
    }
    const std::size_t newline = text.find_last_of("\n\r", end - 1);
    const std::size_t line = newline == std::string_view::npos ? 0 : newline + 1;
    if (const std::size_t code = code_end_in(text, line, end, lex); code > line) return code;
    end = trim_blanks_before(text, line);
  }
  return end;
}

}  // namespace

std::size_t place_missing_punctuation(std::string_view text, failure_type const& failure, std::size_t found,
                                      const LexicalConventions& lex) {
  if (found > text.size() || !expects_punctuation(failure.which())) return found;
  auto before = static_cast<std::size_t>(failure.where() - text.data());
  // A parser that looked past the blanks for more (`.`, `(`) may have failed there: then
  // the token before ends at the last byte before them.
  if (before >= found) {
    before = end_of_code_before(text, found, lex);
  }
  if (before == 0) return found;
  return find_line_break(text.substr(before, found - before), 0) == std::string_view::npos ? found : before;
}

std::string expected_found(std::string_view expected, std::string_view found) {
  // A parser without a label names itself by its C++ type (Spirit's what()); a grammar
  // should label every expectation, and a reader is never shown the mangled name.
  if (expected.substr(0, 7) == "N5boost" || expected.find("spirit") != std::string_view::npos)
    return "unexpected " + std::string(found);
  return "expected " + std::string(expected) + ", found " + std::string(found);
}

}  // namespace conform::x3kit
