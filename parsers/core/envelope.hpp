#pragma once
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace conform {

// A UTF-8 byte-order mark (U+FEFF) at the start of the text: an editor's artefact that
// no contract's text holds, and that javac rejects ("illegal character"). The front ends
// of the source dialects report it as a syntax error at offset 0, with this message.
inline constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";
inline constexpr const char* byte_order_mark_message =
    "the text starts with a UTF-8 byte-order mark (U+FEFF): save it as UTF-8 without one";

// The byte-order mark of UTF-16 or UTF-32 at the start of the text: a plan saved in an
// encoding no contract's text is in. Every front end reports it as one syntax error at
// offset 0, rather than what its bytes read as in UTF-8 (a NUL after every character).
// Returns the message, or nothing when the text has no such mark.
inline std::optional<std::string> wide_encoding_message(std::string_view text) {
  using namespace std::string_view_literals;
  const char* encoding = text.starts_with("\xFF\xFE\0\0"sv)   ? "UTF-32 (little-endian)"
                         : text.starts_with("\0\0\xFE\xFF"sv) ? "UTF-32 (big-endian)"
                         : text.starts_with("\xFF\xFE"sv)       ? "UTF-16 (little-endian)"
                         : text.starts_with("\xFE\xFF"sv)       ? "UTF-16 (big-endian)"
                                                                 : nullptr;
  if (!encoding) return std::nullopt;
  return "the text is " + std::string(encoding) + ", by its byte-order mark: save it as UTF-8";
}

// Records the syntax error of either mark in a front end's result (its `envelope` and
// optional `syntax_error`) when `text` starts with one; returns whether it did.
template <typename ParseResult>
bool reject_byte_order_mark(std::string_view text, ParseResult& result) {
  std::optional<std::string> message = wide_encoding_message(text);
  if (!message && !text.starts_with(byte_order_mark)) return false;
  result.envelope.plan_begin = 0;  // the syntax error is where the source starts
  result.syntax_error = typename decltype(result.syntax_error)::value_type{0, message.value_or(byte_order_mark_message)};
  return true;
}

// How a dialect tells its own trivia and the start of a plan; the envelope
// analysis below is the same for every dialect.
struct EnvelopeSyntax {
  // Returns the first position at or after `pos` that is not whitespace or a comment.
  std::function<std::size_t(std::string_view, std::size_t)> skip_trivia;
  // Whether a plan begins exactly at `pos` (`plan {` for CPL, `{` for JSON).
  std::function<bool(std::string_view, std::size_t)> starts_plan;
  // The position after the token at `pos` (a whole string literal, a whole word), so
  // that a plan start is never found inside one. Empty: one byte.
  std::function<std::size_t(std::string_view, std::size_t)> skip_token;
};

// A "…" or '…' token from its quote at `pos`: past the closing quote (a backslash takes
// the byte after it along), or the end of the line or of the text, whichever comes
// first. The dialects' skip_token read a string so, that a stray quote in prose takes
// one line at most.
std::size_t quoted_token_end(std::string_view text, std::size_t pos);

// What surrounds the plan: markdown fences, prose before and after, a second plan.
// Contracts that say "output only the plan" turn each into a named violation.
struct Envelope {
  // Offset of each ``` or ~~~ line, and of a closing fence written right after the plan
  // on its last line. A plan may start on its fence's line (```json {…).
  std::vector<std::size_t> fence_lines;
  std::optional<std::size_t> plan_begin;
  std::optional<std::size_t> prose_before;
  std::optional<std::size_t> prose_after;
  std::optional<std::size_t> second_plan;
};

// Calls `report(offset)` at each fence that opens a fenced block, the first, third, … fence
// line: the fence that closes a block is part of the one fault of wrapping the output in
// it, and a fence left open is a fault of its own.
template <typename Report>
void for_each_opening_fence(const Envelope& env, Report&& report) {
  for (std::size_t i = 0; i < env.fence_lines.size(); i += 2) report(env.fence_lines[i]);
}

// Finds the fences, the plan's start and any prose before it.
Envelope locate_plan(std::string_view text, const EnvelopeSyntax&);

// Whether only blanks precede `pos` on its line, or a fence and its info word ("```json ").
bool starts_its_line(std::string_view text, std::size_t pos);

// The first plan start at or after `from`, outside string literals and words.
std::optional<std::size_t> find_plan_start(std::string_view text, std::size_t from, const EnvelopeSyntax&);

// The first plan start at or after `from` that starts its line (or its fence's line).
std::optional<std::size_t> find_line_start_plan(std::string_view text, std::size_t from, const EnvelopeSyntax&);

// Whether the plan start at `at` is named inside a sentence: it does not start its line,
// and its brackets close on that line or never close.
bool is_mention(std::string_view text, std::size_t at, const EnvelopeSyntax&);

// Prose that names the plan's opening ("The outer plan { ... } block is required", "one
// public class Plan { }") holds a plan start inside a sentence. When locate_plan took
// such a start, one whose brackets close on its own line or never close, and a later
// plan start begins its line, the later one is the plan and the sentence is prose.
void pass_over_mentions_in_prose(std::string_view text, const EnvelopeSyntax&, Envelope&);
// After inspect_trailing_text: a plan start named in the prose after the plan is no second
// plan; one that starts a later line is.
void pass_over_mentions_after_the_plan(std::string_view text, const EnvelopeSyntax&, Envelope&);

// A sentence that starts with the plan's opening, its brackets closed on its line and a
// word after them (`plan { ... } is the required outer block.`), is prose when a later
// plan start begins its line: that one is the plan. The first is for the text before the
// plan, after locate_plan; the second for the text after it, after inspect_trailing_text.
// For the dialects whose plan opens with a word; a JSON object that starts its line is
// the plan (stepplan's D22).
bool starts_a_sentence(std::string_view text, std::size_t at, const EnvelopeSyntax&);
void pass_over_sentences_that_start_with_a_plan(std::string_view text, const EnvelopeSyntax&, Envelope&);
void pass_over_a_sentence_after_the_plan(std::string_view text, const EnvelopeSyntax&, Envelope&);

// Moves the plan's start to `begin`, a later plan start than locate_plan's (the dialect's
// parser found no plan at that one), noting the fence lines between the two.
void move_plan_begin(std::string_view text, std::size_t begin, Envelope&);

// The first byte after the plan, past trivia, when it is one of `stray`: a ')', ']' or '}'
// there closes nothing, so the plan's brackets do not balance, a syntax error rather than
// prose (and what follows is not read).
std::optional<std::size_t> stray_byte_after_plan(std::string_view text, std::size_t plan_end,
                                                 const EnvelopeSyntax&, std::string_view stray = ")]}");

// Once the dialect's parser has found where the plan ends, records what follows it.
void inspect_trailing_text(std::string_view text, std::size_t plan_end, const EnvelopeSyntax&, Envelope&);

// After inspect_trailing_text, when a second plan follows the plan with no prose between
// them: `end` is where the dialect's reading of that plan, and of the plans right after
// it, stopped. Text after them is prose after the plan, as it is with no second plan
// (`plan {…} plan {…} Thanks!`). A fence line or another plan there is not.
void note_prose_after_second_plan(std::string_view text, std::size_t end, const EnvelopeSyntax&, Envelope&);

}  // namespace conform
