#include "core/limits.hpp"

#include <array>

#include "core/byte_scan.hpp"

namespace conform {
namespace {

bool starts_with_at(std::string_view text, std::size_t i, std::string_view prefix) {
  return text.substr(i, prefix.size()) == prefix;
}

// The bytes a comment can start with: the comparisons with every comment prefix are
// made at those bytes only (an empty prefix starts at any byte).
std::array<bool, 256> comment_openers(const LexicalConventions& lex) {
  std::array<bool, 256> opens{};
  for (const auto& prefix : lex.line_comments) {
    if (prefix.empty()) opens.fill(true);
    else opens[static_cast<unsigned char>(prefix.front())] = true;
  }
  if (lex.block_comments) opens['/'] = true;
  return opens;
}

// The bytes the scan acts on; at any other byte neither depth changes, so it is skipped.
std::array<bool, 256> significant_bytes(const std::array<bool, 256>& comment_openers, const LexicalConventions& lex) {
  std::array<bool, 256> significant = comment_openers;
  for (unsigned char c : std::string_view("\"()[]{};")) significant[c] = true;
  if (lex.angle_brackets) significant['<'] = significant['>'] = true;
  if (lex.single_quoted_literals) significant['\''] = true;
  return significant;
}

// The offset of the byte that ends the literal whose body starts at `i`: its closing
// quote, or the line break that ends it where it may not span lines; or the size.
std::size_t literal_end(std::string_view text, std::size_t i, char quote, bool spans_lines, bool escapes) {
  const char* const last = text.data() + text.size();
  using B = byte_scan::Blocks;
  const auto stops = [quote, spans_lines](B::Block b) {
    return B::equal(b, static_cast<unsigned char>(quote)) | B::equal(b, '\\') | (spans_lines ? 0 : B::equal(b, '\n'));
  };
  for (; i < text.size(); ++i) {
    i = static_cast<std::size_t>(byte_scan::skip_unmarked(text.data() + i, last, stops) - text.data());
    if (i >= text.size() || text[i] == quote || (text[i] == '\n' && !spans_lines)) break;
    if (text[i] == '\\' && escapes) ++i;
  }
  return i;
}

// The offset of the last byte of the literal that starts at `i` (a "…" string, a '…'
// literal or a """…""" text block, as `lex` has them), or past the end.
std::size_t literal_last_byte(std::string_view text, std::size_t i, const LexicalConventions& lex) {
  if (text[i] == '\'') return literal_end(text, i + 1, '\'', false, lex.backslash_escapes);
  if (lex.text_blocks && starts_with_at(text, i, "\"\"\"")) {
    const auto end = text.find("\"\"\"", i + 3);
    return end == std::string_view::npos ? text.size() : end + 2;
  }
  return literal_end(text, i + 1, '"', lex.strings_span_lines, lex.backslash_escapes);
}

}  // namespace

std::optional<LimitViolation> check_limits(std::string_view text, const LexicalConventions& lex, const Limits& limits) {
  if (text.size() > limits.max_bytes)
    return LimitViolation{"HARNESS-INPUT-TOO-LARGE", limits.max_bytes,
                          "input is larger than the " + std::to_string(limits.max_bytes) +
                              " bytes the harness accepts (--max-bytes)"};
  // Angle brackets are generic types (`List<Map<String, Int>>`) or comparisons
  // (`a < b`); an unmatched comparison must not accumulate, so their depth resets
  // at every other bracket and at `;`.
  std::size_t depth = 0;
  std::size_t angle_depth = 0;
  const auto may_open_comment = comment_openers(lex);
  const auto significant = significant_bytes(may_open_comment, lex);
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (!significant[static_cast<unsigned char>(c)]) continue;
    if (c == '"' || (c == '\'' && lex.single_quoted_literals)) {
      i = literal_last_byte(text, i, lex);
      continue;
    }
    if (may_open_comment[static_cast<unsigned char>(c)]) {
      bool comment = false;
      for (const auto& prefix : lex.line_comments) {
        if (starts_with_at(text, i, prefix)) {
          while (i < text.size() && text[i] != '\n') ++i;
          comment = true;
          break;
        }
      }
      if (comment) continue;
      if (lex.block_comments && starts_with_at(text, i, "/*")) {
        auto end = text.find("*/", i + 2);
        if (end == std::string_view::npos) break;
        i = end + 1;
        continue;
      }
    }
    if (c == '<') {
      ++angle_depth;
    } else if (c == '>') {
      if (angle_depth > 0) --angle_depth;
    } else if (c == '(' || c == '[' || c == '{') {
      ++depth;
      angle_depth = 0;
    } else if (c == ')' || c == ']' || c == '}' || c == ';') {
      if (c != ';' && depth > 0) --depth;
      angle_depth = 0;
    }
    if (depth + angle_depth > limits.max_depth) return nesting_too_deep(i, limits);
  }
  return std::nullopt;
}

LimitViolation nesting_too_deep(std::size_t offset, const Limits& limits) {
  return LimitViolation{"HARNESS-NESTING-TOO-DEEP", offset,
                        "brackets nest deeper than " + std::to_string(limits.max_depth) +
                            " levels, the harness's limit (--max-depth)"};
}

}  // namespace conform
