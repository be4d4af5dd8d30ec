#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace conform {

struct Limits {
  std::size_t max_bytes = std::size_t{1} << 20;
  std::size_t max_depth = 128;
};

// What a dialect's lexer treats as opaque when counting brackets, and which brackets
// nest. The scan reads strings as the lexer does, so that a text that parses counts the
// same nesting however it is laid out: a printed plan meets the limit its input met.
struct LexicalConventions {
  std::vector<std::string> line_comments;  // e.g. "#", "//"
  bool block_comments = false;             // /* … */
  bool backslash_escapes = true;           // inside "…"
  bool strings_span_lines = false;         // a raw line break is string content, not its end
  bool single_quoted_literals = false;     // '…' (java's char literals): a line at most
  bool text_blocks = false;                // """…""" spans lines, and takes no escape
  bool angle_brackets = true;              // `<…>` nests (generic types)

  friend bool operator==(const LexicalConventions&, const LexicalConventions&) = default;
};

struct LimitViolation {
  std::string rule;  // HARNESS-INPUT-TOO-LARGE or HARNESS-NESTING-TOO-DEEP
  std::size_t offset = 0;
  std::string message;
};

// Where the code in [begin, end), a line or its start, ends: past the last byte that is
// neither blank nor in a comment, literals read as `lex` has them; `begin` when the stretch
// holds only blanks and comments. It is read from `begin`, so a stretch that starts inside
// a comment or literal is misread.
std::size_t code_end_in(std::string_view text, std::size_t begin, std::size_t end, const LexicalConventions&);

// Checks size and bracket depth before any recursive parser sees the text, so that
// no input can exhaust the stack.
std::optional<LimitViolation> check_limits(std::string_view text, const LexicalConventions&, const Limits&);

// Where the bracket depth first exceeds limits.max_depth, if it does: check_limits()'s
// scan, with the block operations of B (byte_scan::Swar or Sse2) for its tests.
template <typename B>
std::optional<std::size_t> too_deep_at(std::string_view text, const LexicalConventions&, const Limits&);

// HARNESS-NESTING-TOO-DEEP at `offset`: what check_limits() reports, and a parser's
// nesting guard when the bracket count was fooled.
LimitViolation nesting_too_deep(std::size_t offset, const Limits&);
// HARNESS-NESTING-TOO-DEEP from a grammar that counts statements as levels (Java): a flat
// chain of 'else if' or of unbraced bodies nests without a bracket, and the message says so.
LimitViolation statements_nest_too_deep(std::size_t offset, const Limits&);

}  // namespace conform
