#include "parsers/core/envelope.hpp"

#include <algorithm>

#include "core/ascii.hpp"
#include "core/line_breaks.hpp"
#include "parsers/core/fence_line.hpp"

namespace conform {
namespace {

bool is_fence_marker_at(std::string_view text, std::size_t pos) {
  auto rest = text.substr(pos);
  return rest.starts_with("```") || rest.starts_with("~~~");
}

bool is_fence_at(std::string_view text, std::size_t pos) {
  return is_fence_marker_at(text, pos) && at_line_start(text, pos);
}

std::size_t skip_blanks(std::string_view text, std::size_t pos) {
  while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
  return pos;
}

std::size_t past_fence_marker(std::string_view text, std::size_t fence) {
  std::size_t pos = fence;
  while (pos < text.size() && text[pos] == text[fence]) ++pos;
  return pos;
}

// A plan written on its fence's line, right after the backticks or after the info word
// ("```{…}", "```json {…", "```java /** doc */ public class Plan {"): where it starts,
// past the trivia (comments) before it, as on a line of its own.
std::optional<std::size_t> plan_on_fence_line(std::string_view text, std::size_t fence, const EnvelopeSyntax& syntax) {
  const auto plan_from = [&](std::size_t at) -> std::optional<std::size_t> {
    if (at >= text.size() || is_line_break(text[at])) return std::nullopt;
    const std::size_t past_trivia = syntax.skip_trivia(text, at);
    if (past_trivia < text.size() && syntax.starts_plan(text, past_trivia)) return past_trivia;
    return std::nullopt;
  };
  std::size_t pos = skip_blanks(text, past_fence_marker(text, fence));
  if (auto plan = plan_from(pos)) return plan;
  std::size_t after_info = pos;
  while (after_info < text.size() && is_fence_info_char(text[after_info])) ++after_info;
  after_info = skip_blanks(text, after_info);
  if (after_info > pos) return plan_from(after_info);
  return std::nullopt;
}

std::size_t end_of_line(std::string_view text, std::size_t pos) {
  return past_line_break(text, find_line_break(text, pos));
}


// Skips trivia and fence lines, noting each fence line once. A fence line after blank
// space is read here, before the dialect's trivia: java's and cpl's take a fence line as
// trivia whole, and a plan written on it ("```java public class Plan {") would go with it.
std::size_t skip_trivia_and_fences(std::string_view text, std::size_t pos, const EnvelopeSyntax& syntax,
                                   std::vector<std::size_t>& fences) {
  for (;;) {
    std::size_t blank_end = pos;
    while (blank_end < text.size() && (text[blank_end] == ' ' || text[blank_end] == '\t' || is_line_break(text[blank_end])))
      ++blank_end;
    pos = blank_end < text.size() && is_fence_at(text, blank_end) ? blank_end : syntax.skip_trivia(text, pos);
    if (pos >= text.size() || !is_fence_at(text, pos)) return pos;
    if (fences.empty() || fences.back() < pos) fences.push_back(pos);
    if (auto plan = plan_on_fence_line(text, pos, syntax)) return *plan;
    if (fence_line_has_words(text, pos)) return fence_line_words(text, pos);
    pos = end_of_line(text, pos);
  }
}

}  // namespace

std::size_t quoted_token_end(std::string_view text, std::size_t pos) {
  const char quote = text[pos];
  for (++pos; pos < text.size() && text[pos] != quote && !is_line_break(text[pos]); ++pos)
    if (text[pos] == '\\') ++pos;
  return std::min(pos + 1, text.size());
}

// Reads backwards from `pos`, over the blanks, an info word and a fence marker at most,
// so that asking for every candidate of a long line stays linear.
bool starts_its_line(std::string_view text, std::size_t pos) {
  if (at_line_start(text, pos)) return true;
  std::size_t p = back_over_blanks(text, pos);
  while (p > 0 && is_fence_info_char(text[p - 1])) --p;
  p = back_over_blanks(text, p);
  const std::size_t marker_end = p;
  while (p > 0 && (text[p - 1] == '`' || text[p - 1] == '~')) --p;
  return p < marker_end && is_fence_at(text, p) && past_fence_marker(text, p) == marker_end;
}

namespace {

// Past the token at `pos`: a whole string or word, one byte else (a bracket included).
std::size_t past_token(std::string_view text, std::size_t pos, const EnvelopeSyntax& syntax) {
  const std::size_t next = syntax.skip_token ? syntax.skip_token(text, pos) : pos + 1;
  return next > pos ? next : pos + 1;
}

}  // namespace

std::optional<std::size_t> find_plan_start(std::string_view text, std::size_t from, const EnvelopeSyntax& syntax) {
  for (std::size_t i = syntax.skip_trivia(text, from); i < text.size(); i = syntax.skip_trivia(text, i)) {
    if (syntax.starts_plan(text, i)) return i;
    i = past_token(text, i, syntax);
  }
  return std::nullopt;
}

std::optional<std::size_t> find_line_start_plan(std::string_view text, std::size_t from, const EnvelopeSyntax& syntax) {
  for (auto at = find_plan_start(text, from, syntax); at; at = find_plan_start(text, *at + 1, syntax))
    if (starts_its_line(text, *at)) return at;
  return std::nullopt;
}

namespace {

bool opens(char c) { return c == '{' || c == '(' || c == '['; }
bool closes(char c) { return c == '}' || c == ')' || c == ']'; }

// Whether the brackets from `start` on close on its line or never close: what a plan
// named in a sentence does, where a plan written out closes lines later.
// The line break is looked for between the two brackets only: a JSON front end asks this
// of every value in a long line of prose, each then costing its own length, not the line's.
// Where the brackets from `start` on close, if they do.
std::optional<std::size_t> closing_bracket(std::string_view text, std::size_t start, const EnvelopeSyntax& syntax) {
  std::size_t depth = 0;
  for (std::size_t i = start; i < text.size(); i = past_token(text, i, syntax)) {
    const char c = text[i];
    if (opens(c)) {
      ++depth;
    } else if (closes(c) && depth > 0 && --depth == 0) {
      return i;
    }
  }
  return std::nullopt;
}

bool closes_on_its_line(std::string_view text, std::size_t start, std::size_t close) {
  return find_line_break(text.substr(0, close), start) == std::string_view::npos;
}

bool closes_on_its_line_or_never(std::string_view text, std::size_t start, const EnvelopeSyntax& syntax) {
  const auto close = closing_bracket(text, start, syntax);
  return !close || closes_on_its_line(text, start, *close);
}

}  // namespace

// `plan { ... } is the required outer block.`: a plan start that begins its line, whose
// brackets close on it, and a word after them there.
bool starts_a_sentence(std::string_view text, std::size_t at, const EnvelopeSyntax& syntax) {
  if (!starts_its_line(text, at)) return false;
  // Its line only: a plan written out closes lines later, and is not read twice.
  const auto close = closing_bracket(text.substr(0, std::min(find_line_break(text, at), text.size())), at, syntax);
  if (!close) return false;
  const std::size_t next = skip_blanks(text, *close + 1);
  return next < text.size() && is_ascii_letter(text[next]);
}

bool is_mention(std::string_view text, std::size_t at, const EnvelopeSyntax& syntax) {
  return !starts_its_line(text, at) && closes_on_its_line_or_never(text, at, syntax);
}

void pass_over_mentions_in_prose(std::string_view text, const EnvelopeSyntax& syntax, Envelope& env) {
  if (!env.prose_before || !env.plan_begin || !is_mention(text, *env.plan_begin, syntax)) return;
  if (auto at = find_line_start_plan(text, *env.plan_begin + 1, syntax)) move_plan_begin(text, *at, env);
}

void pass_over_mentions_after_the_plan(std::string_view text, const EnvelopeSyntax& syntax, Envelope& env) {
  if (!env.prose_after || !env.second_plan || !is_mention(text, *env.second_plan, syntax)) return;
  env.second_plan = find_line_start_plan(text, *env.second_plan + 1, syntax);
}

void pass_over_sentences_that_start_with_a_plan(std::string_view text, const EnvelopeSyntax& syntax, Envelope& env) {
  if (env.plan_begin && !env.prose_before && starts_a_sentence(text, *env.plan_begin, syntax)) {
    if (auto at = find_line_start_plan(text, *env.plan_begin + 1, syntax)) {
      env.prose_before = env.plan_begin;
      move_plan_begin(text, *at, env);
    }
  }
}

void pass_over_a_sentence_after_the_plan(std::string_view text, const EnvelopeSyntax& syntax, Envelope& env) {
  if (env.prose_after || !env.second_plan || !starts_a_sentence(text, *env.second_plan, syntax)) return;
  env.prose_after = env.second_plan;
  env.second_plan = find_line_start_plan(text, *env.second_plan + 1, syntax);
}

namespace {

void collect_fences(std::string_view text, std::size_t from, std::size_t until, std::vector<std::size_t>& fences) {
  for (std::size_t pos = from; pos < until; pos = end_of_line(text, pos)) {
    std::size_t first = skip_blanks(text, pos);
    if (first < until && is_fence_at(text, first) && (fences.empty() || fences.back() < first)) fences.push_back(first);
  }
}

}  // namespace

Envelope locate_plan(std::string_view text, const EnvelopeSyntax& syntax) {
  Envelope env;
  std::size_t first = skip_trivia_and_fences(text, 0, syntax, env.fence_lines);
  if (first >= text.size()) return env;
  if (syntax.starts_plan(text, first)) {
    env.plan_begin = first;
    return env;
  }
  env.prose_before = first;
  env.plan_begin = find_plan_start(text, first, syntax);
  collect_fences(text, first, env.plan_begin.value_or(text.size()), env.fence_lines);
  return env;
}

void move_plan_begin(std::string_view text, std::size_t begin, Envelope& env) {
  collect_fences(text, env.plan_begin.value_or(0), begin, env.fence_lines);
  env.plan_begin = begin;
}

std::optional<std::size_t> stray_byte_after_plan(std::string_view text, std::size_t plan_end,
                                                 const EnvelopeSyntax& syntax, std::string_view stray) {
  const std::size_t next = syntax.skip_trivia(text, plan_end);
  if (next < text.size() && stray.find(text[next]) != std::string_view::npos) return next;
  return std::nullopt;
}

void inspect_trailing_text(std::string_view text, std::size_t plan_end, const EnvelopeSyntax& syntax, Envelope& env) {
  // A closing fence written right after the plan, on its last line ("}```"); what
  // follows it on that line is read as any text after the plan.
  if (std::size_t glued = skip_blanks(text, plan_end); glued < text.size() && is_fence_marker_at(text, glued) &&
                                                     !at_line_start(text, glued)) {
    env.fence_lines.push_back(glued);
    plan_end = past_fence_marker(text, glued);
  }
  std::size_t pos = skip_trivia_and_fences(text, plan_end, syntax, env.fence_lines);
  if (pos >= text.size()) return;
  if (syntax.starts_plan(text, pos)) {
    env.second_plan = pos;
  } else {
    env.prose_after = pos;
    env.second_plan = find_plan_start(text, pos, syntax);
  }
  collect_fences(text, pos, text.size(), env.fence_lines);
}

void note_prose_after_second_plan(std::string_view text, std::size_t end, const EnvelopeSyntax& syntax, Envelope& env) {
  if (env.prose_after) return;
  std::vector<std::size_t> fences;  // inspect_trailing_text noted them all
  const std::size_t at = skip_trivia_and_fences(text, end, syntax, fences);
  if (at < text.size() && !syntax.starts_plan(text, at)) env.prose_after = at;
}

}  // namespace conform
