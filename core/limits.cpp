#include "core/limits.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

#include "core/byte_scan.hpp"
#include "core/line_breaks.hpp"

namespace conform {
namespace {

bool starts_with_at(std::string_view text, std::size_t i, std::string_view prefix) {
  return text.substr(i, prefix.size()) == prefix;
}

// What the scan does at a byte; `none` at the bytes it skips.
enum class Act : std::uint8_t { none, literal, open, close, semicolon, angle_open, angle_close };

// The scan's byte tables for one set of conventions. A byte that may open a comment acts
// as the comment only where one of the prefixes starts there (an empty prefix starts at
// any byte); elsewhere it is a byte like any other.
struct ScanTables {
  explicit ScanTables(const LexicalConventions& conventions) : lex(conventions) {
    for (unsigned char c : std::string_view("([{")) act[c] = Act::open;
    for (unsigned char c : std::string_view(")]}")) act[c] = Act::close;
    act[';'] = Act::semicolon;
    if (lex.angle_brackets) {
      act['<'] = Act::angle_open;
      act['>'] = Act::angle_close;
    }
    for (std::size_t c = 0; c < act.size(); ++c)
      if (act[c] == Act::open || act[c] == Act::angle_open) openers += static_cast<char>(c);
    for (const auto& prefix : lex.line_comments) {
      if (prefix.empty()) opens_comment.fill(true);
      else opens_comment[static_cast<unsigned char>(prefix.front())] = true;
    }
    if (lex.block_comments) opens_comment['/'] = true;
    act['"'] = Act::literal;
    if (lex.single_quoted_literals) act['\''] = Act::literal;
    std::string significant;
    for (std::size_t c = 0; c < act.size(); ++c)
      if (is_significant(static_cast<unsigned char>(c))) significant += static_cast<char>(c);
    if (significant.size() <= byte_scan::ByteSet<>::capacity) members = std::move(significant);
  }

  bool is_significant(unsigned char c) const { return act[c] != Act::none || opens_comment[c]; }

  LexicalConventions lex;
  std::array<Act, 256> act{};
  std::array<bool, 256> opens_comment{};
  // The significant bytes, when a ByteSet can hold them all.
  std::optional<std::string> members;
  // The bytes a level opens at.
  std::string openers;
};

// The tables of the conventions this thread scanned with last: every parse of a dialect
// scans with the same ones, and building them costs more than a small plan's scan.
const ScanTables& tables_for(const LexicalConventions& lex) {
  thread_local std::optional<ScanTables> last;
  if (!last || !(last->lex == lex)) last.emplace(lex);
  return *last;
}

// The offset of the byte that ends the literal whose body starts at `i`: its closing
// quote, or the line break that ends it where it may not span lines; or the size.
std::size_t literal_end(std::string_view text, std::size_t i, char quote, bool spans_lines, bool escapes) {
  const char* const last = text.data() + text.size();
  using B = byte_scan::Blocks;
  const auto stops = [quote, spans_lines](B::Block b) {
    return B::equal(b, static_cast<unsigned char>(quote)) | B::equal(b, '\\') |
           (spans_lines ? 0 : B::equal(b, '\n') | B::equal(b, '\r'));
  };
  for (; i < text.size(); ++i) {
    i = static_cast<std::size_t>(byte_scan::skip_unmarked(text.data() + i, last, stops) - text.data());
    if (i >= text.size() || text[i] == quote || (is_line_break(text[i]) && !spans_lines)) break;
    if (text[i] == '\\' && escapes) ++i;
  }
  return i;
}

// The offset of the last byte of the literal that starts at `i` (a "…" string, a '…'
// literal or a """…""" text block, as `lex` has them), or past the end.
std::size_t literal_last_byte(std::string_view text, std::size_t i, const LexicalConventions& lex) {
  if (text[i] == '\'') return literal_end(text, i + 1, '\'', false, lex.backslash_escapes);
  if (lex.text_blocks && i + 2 < text.size() && text[i + 1] == '"' && text[i + 2] == '"') {
    const auto end = text.find("\"\"\"", i + 3);
    return end == std::string_view::npos ? text.size() : end + 2;
  }
  return literal_end(text, i + 1, '"', lex.strings_span_lines, lex.backslash_escapes);
}

// The bracket depth of a text, read one significant byte at a time. Angle brackets are
// generic types (`List<Map<String, Int>>`) or comparisons (`a < b`); an unmatched
// comparison must not accumulate, so their depth resets at every other bracket and at `;`.
class DepthScan {
 public:
  DepthScan(std::string_view text, const ScanTables& tables, const Limits& limits)
      : text_(text), tables_(tables), max_depth_(limits.max_depth) {}

  // Acts on the byte at `i` and returns where the scan goes on: the next byte, the byte
  // after a literal or comment, or npos where the scan stops. At a byte that is not
  // significant it does nothing (angle brackets count only where they nest), so a
  // block's false marks (byte_scan::Swar's) are harmless.
  std::size_t step(std::size_t i) {
    const auto c = static_cast<unsigned char>(text_[i]);
    const Act act = tables_.act[c];
    if (act == Act::literal) return literal_last_byte(text_, i, tables_.lex) + 1;
    if (tables_.opens_comment[c]) {
      for (const auto& prefix : tables_.lex.line_comments)
        if (starts_with_at(text_, i, prefix)) {
          const auto line_end = find_line_break(text_, i);
          return line_end == std::string_view::npos ? line_end : line_end + 1;
        }
      if (tables_.lex.block_comments && starts_with_at(text_, i, "/*")) {
        const auto end = text_.find("*/", i + 2);
        return end == std::string_view::npos ? end : end + 2;
      }
    }
    switch (act) {
      case Act::none:
      case Act::literal: return i + 1;
      case Act::open:
        ++depth_;
        angle_depth_ = 0;
        break;
      case Act::close:
        if (depth_ > 0) --depth_;
        angle_depth_ = 0;
        return i + 1;
      case Act::semicolon: angle_depth_ = 0; return i + 1;
      case Act::angle_open: ++angle_depth_; break;
      case Act::angle_close:
        if (angle_depth_ > 0) --angle_depth_;
        return i + 1;
    }
    if (depth_ + angle_depth_ <= max_depth_) return i + 1;
    too_deep_at_ = i;
    return std::string_view::npos;
  }

  std::optional<std::size_t> too_deep_at() const { return too_deep_at_; }

 private:
  std::string_view text_;
  const ScanTables& tables_;
  std::size_t max_depth_;
  std::size_t depth_ = 0;
  std::size_t angle_depth_ = 0;
  std::optional<std::size_t> too_deep_at_;
};

// The depth rises by one only at an opener, so a text with no more openers than the
// limit stays within it. Most plans are decided by this count, which looks at no literal
// or comment. Kept out of line, so that the scan's loop is compiled as without it.
template <typename B>
[[gnu::noinline]] bool has_few_openers(std::string_view text, const ScanTables& tables, std::size_t max_depth) {
  const byte_scan::ByteSet<B> openers(tables.openers);
  return byte_scan::count_up_to<B>(text, openers, max_depth) <= max_depth;
}

}  // namespace

std::size_t code_end_in(std::string_view text, std::size_t begin, std::size_t end, const LexicalConventions& lex) {
  std::size_t code_end = begin;
  for (std::size_t i = begin; i < end;) {
    const char c = text[i];
    if (c == '"' || (c == '\'' && lex.single_quoted_literals)) {
      i = std::min(literal_last_byte(text, i, lex) + 1, text.size());
      code_end = std::min(i, end);
      continue;
    }
    if (std::any_of(lex.line_comments.begin(), lex.line_comments.end(),
                    [&](const std::string& p) { return !p.empty() && starts_with_at(text, i, p); }))
      break;
    if (lex.block_comments && starts_with_at(text, i, "/*")) {
      const auto close = text.find("*/", i + 2);
      if (close == std::string_view::npos) break;
      i = close + 2;
      continue;
    }
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '\f') code_end = i + 1;
    ++i;
  }
  return code_end;
}

template <typename B>
std::optional<std::size_t> too_deep_at(std::string_view text, const LexicalConventions& lex, const Limits& limits) {
  const ScanTables& tables = tables_for(lex);
  if (has_few_openers<B>(text, tables, limits.max_depth)) return std::nullopt;
  DepthScan scan(text, tables, limits);
  const std::size_t n = text.size();
  std::size_t i = 0;
  // Whole blocks, each significant byte in turn, while a ByteSet can mark them.
  if (tables.members) {
    const byte_scan::ByteSet<B> marked(*tables.members);
    while (n - i >= B::size) {
      auto m = marked.marks(B::load(text.data() + i));
      const std::size_t base = i;
      i += B::size;
      while (m != 0) {
        const std::size_t at = base + B::first_marked(m);
        const std::size_t next = scan.step(at);
        m &= m - 1;
        // Past a literal or a comment, the scan goes on from `next` with a new block.
        if (next != at + 1) {
          i = next;
          break;
        }
      }
      if (i > n) return scan.too_deep_at();
    }
  }
  // The last partial block, or the whole text; a byte at a time.
  while (i < n) i = tables.is_significant(static_cast<unsigned char>(text[i])) ? scan.step(i) : i + 1;
  return scan.too_deep_at();
}

template std::optional<std::size_t> too_deep_at<byte_scan::Swar>(std::string_view, const LexicalConventions&, const Limits&);
#if defined(__SSE2__)
template std::optional<std::size_t> too_deep_at<byte_scan::Sse2>(std::string_view, const LexicalConventions&, const Limits&);
#endif

std::optional<LimitViolation> check_limits(std::string_view text, const LexicalConventions& lex, const Limits& limits) {
  if (text.size() > limits.max_bytes)
    return LimitViolation{"HARNESS-INPUT-TOO-LARGE", limits.max_bytes,
                          "input is larger than the " + std::to_string(limits.max_bytes) +
                              " bytes the harness accepts (--max-bytes)"};
  if (auto at = too_deep_at<byte_scan::Blocks>(text, lex, limits)) return nesting_too_deep(*at, limits);
  return std::nullopt;
}

namespace {

// "… nest deeper than 128 levels, the harness's limit (--max-depth)", after `what`.
LimitViolation nests_deeper(std::string_view what, std::size_t offset, const Limits& limits, std::string_view why = {}) {
  return LimitViolation{"HARNESS-NESTING-TOO-DEEP", offset,
                        std::string(what) + " deeper than " + std::to_string(limits.max_depth) +
                            (limits.max_depth == 1 ? " level" : " levels") + ", the harness's limit (--max-depth)" +
                            std::string(why)};
}

}  // namespace

LimitViolation nesting_too_deep(std::size_t offset, const Limits& limits) {
  return nests_deeper("brackets nest", offset, limits);
}

LimitViolation statements_nest_too_deep(std::size_t offset, const Limits& limits) {
  return nests_deeper("the code nests", offset, limits,
                      ": a block, statement or expression inside another is a level (an expression in parentheses "
                      "or in a call's arguments takes up to three), and so is each 'else if' of a chain and each body "
                      "written without braces");
}

}  // namespace conform
