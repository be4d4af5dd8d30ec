#include "parsers/rtfs/parser.hpp"

#include <algorithm>

#include "core/ascii.hpp"
#include "core/line_breaks.hpp"
#include "parsers/core/characters.hpp"
#include "parsers/core/x3/expectation.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/tries.hpp"
#include "parsers/rtfs/grammar/form.hpp"
#include "parsers/rtfs/grammar/tokens.hpp"

namespace conform::rtfs {
namespace x3 = boost::spirit::x3;
namespace {

parser::Skipper skipper_for(parser::ParseLog& log) {
  parser::Skipper skipper;
  skipper.log = &log;
  return skipper;
}

parser::ParseLog log_for(std::string_view text, const Limits& limits) {
  parser::ParseLog log;
  log.base = text.data();
  log.max_depth = limits.max_depth;
  return log;
}

// Blanks, commas and comments, not fence lines: the envelope finds those itself.
std::size_t skip_trivia(std::string_view text, std::size_t pos) {
  return x3kit::skip_trivia(parser::Skipper{}, text, pos);
}

bool is_word_byte(char c) { return parser::is_token_byte(static_cast<unsigned char>(c)); }

// `(head` followed by no symbol byte, blanks allowed after the bracket.
bool starts_form(std::string_view text, std::size_t pos, std::string_view head) {
  if (pos >= text.size() || text[pos] != '(') return false;
  std::size_t word = skip_trivia(text, pos + 1);
  if (text.substr(word, head.size()) != head) return false;
  return word + head.size() >= text.size() || !is_word_byte(text[word + head.size()]);
}

bool starts_plan(std::string_view text, std::size_t pos) { return starts_form(text, pos, "plan"); }

// `(plan` and a keyword argument, as every plan of the document starts.
bool starts_plan_with_keyword(std::string_view text, std::size_t pos) {
  if (!starts_plan(text, pos)) return false;
  const std::size_t next = skip_trivia(text, skip_trivia(text, pos + 1) + 4);
  return next < text.size() && text[next] == ':';
}

// A string (to the end of its line, in prose) or a word as one token, else one byte.
std::size_t skip_token(std::string_view text, std::size_t pos) {
  if (text[pos] == '"') return quoted_token_end(text, pos);
  if (!is_word_byte(text[pos])) return pos + 1;
  while (pos < text.size() && is_word_byte(text[pos])) ++pos;
  return pos;
}

// `message:`, `call:ccos.echo`: one token that is none (D17). Empty when no ':' joins or
// ends the word at `offset`.
std::string name_with_a_colon(std::string_view text, std::size_t offset) {
  std::size_t end = offset;
  while (end < text.size() && is_word_byte(text[end])) ++end;
  if (end == offset || end >= text.size() || text[end] != ':') return {};
  std::size_t whole = end;
  while (whole < text.size() && (is_word_byte(text[whole]) || text[whole] == ':')) ++whole;
  const std::string_view token = text.substr(offset, whole - offset);
  if (token.back() == ':')
    return "'" + std::string(token) + "', a name ending in ':': a keyword starts with its colon (:" +
           std::string(token.substr(0, token.find(':'))) + ")";
  return "'" + std::string(token) + "': ':' joins no two names (a blank between them?)";
}

std::string describe_at(std::string_view text, std::size_t offset) {
  if (std::string colon = name_with_a_colon(text, offset); !colon.empty()) return colon;
  constexpr std::string_view names = "(names are ASCII letters, digits and - _ + * / ! ? < > = . % & $)";
  std::string found = x3kit::describe_token(text, offset, parser::is_token_byte);
  if (non_ascii_continues_name(text, offset, parser::is_token_byte))
    found += ", a letter no RTFS name holds " + std::string(names);
  else if (text[offset] == ':' && non_ascii_continues_name(text, offset + 1, [](unsigned char c) { return c == ':'; }))
    found += ", a keyword whose name starts with a letter no RTFS name holds " + std::string(names);
  return found;
}

// The brackets open where the plan starts: the forms it stands inside.
std::vector<std::size_t> openers_before(std::string_view text, const Envelope& envelope) {
  if (!envelope.prose_before || !envelope.plan_begin) return {};
  return open_brackets(text, *envelope.prose_before, *envelope.plan_begin, skip_trivia, skip_token);
}

// Where the plan starts: the first `(plan`, unless text precedes it and a later `(plan`
// that takes keyword arguments stands outside it ("Here is a (plan for you):", then the plan).
Envelope locate(std::string_view text) {
  Envelope first = locate_plan(text, EnvelopeSyntax{skip_trivia, starts_plan, skip_token});
  pass_over_mentions_in_prose(text, EnvelopeSyntax{skip_trivia, starts_plan_with_keyword, skip_token}, first);
  if (!first.plan_begin || !first.prose_before || starts_plan_with_keyword(text, *first.plan_begin)) return first;
  Envelope keyed = locate_plan(text, EnvelopeSyntax{skip_trivia, starts_plan_with_keyword, skip_token});
  if (!keyed.plan_begin) return first;
  for (const auto opener : openers_before(text, keyed))
    if (starts_plan(text, opener)) return first;  // a plan inside the first one's form
  return keyed;
}

// After a plan that closed early, a ')' too many inside it, the rest of its arguments
// (`:annotations {…})`) follows it and ends in a closer that closes nothing: that closer,
// where the text starts with a keyword as an argument does. Prose does not, so a "Hope
// this helps :)" after a plan stays prose.
std::optional<std::size_t> closer_after_trailing_arguments(std::string_view text, std::size_t after) {
  std::size_t at = skip_trivia(text, after);
  if (at + 1 >= text.size() || text[at] != ':' || !is_ascii_letter(text[at + 1])) return std::nullopt;
  std::size_t depth = 0;
  for (; at < text.size(); at = skip_trivia(text, at)) {
    const char c = text[at];
    if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (is_closer(c)) {
      if (depth == 0) return at;
      --depth;
    }
    at = skip_token(text, at);
  }
  return std::nullopt;
}

// The plan parsed and ends at `end`. The forms it stands inside, if any, must close after
// it (then it is kept, and the text after them is the trailing text). A closer after
// the plan, or after those forms, closes nothing.
void place_plan(std::string_view text, std::size_t end, ast::Node plan, ParseResult& result) {
  const auto wrappers = openers_before(text, result.envelope);
  std::size_t after = end;
  if (!wrappers.empty()) {
    BracketScan closing = scan_brackets(text, end, wrappers);
    if (closing.end) {
      result.wrapper = wrappers.front();
      after = *closing.end;
    } else if (closing.error && is_closer(text[closing.error->offset])) {
      result.syntax_error = std::move(closing.error);
      result.plan_before_stray_closer = std::move(plan);
      return;
    }
  }
  const EnvelopeSyntax keyed{skip_trivia, starts_plan_with_keyword, skip_token};
  if (auto next = stray_byte_after_plan(text, after, keyed)) {
    result.syntax_error = closes_nothing(*next, text[*next]);
    result.syntax_error->message += result.wrapper ? ": the form around the plan ended before it" : ": the plan ended before it";
    result.wrapper.reset();
    result.plan_before_stray_closer = std::move(plan);
    return;
  }
  if (auto closer = result.wrapper ? std::nullopt : closer_after_trailing_arguments(text, after)) {
    result.syntax_error = closes_nothing(*closer, text[*closer]);
    result.syntax_error->message += ": the plan ended on line " + std::to_string(line_number(text, end - 1)) +
                                    ", before the arguments after it; is a closing bracket too many inside it?";
    result.plan_before_stray_closer = std::move(plan);
    return;
  }
  result.plan = std::move(plan);
  // A second plan takes keyword arguments too: "(plan" in a note after the plan is prose.
  inspect_trailing_text(text, after, keyed, result.envelope);
  pass_over_mentions_after_the_plan(text, keyed, result.envelope);
  if (const auto second = result.envelope.second_plan; second && !result.envelope.prose_after) {
    std::size_t plans_end = *second;
    for (std::size_t at = *second; keyed.starts_plan(text, at);) {
      const auto closed = scan_brackets(text, at).end;
      if (!closed) break;
      plans_end = *closed;
      at = skip_trivia(text, *closed);
    }
    note_prose_after_second_plan(text, plans_end, keyed, result.envelope);
  }
}

// The grammar's error, or the bracket error where the grammar stopped at one.
SyntaxError syntax_error_at(std::string_view text, std::size_t plan_begin, std::size_t at, std::string message) {
  if (auto brackets = scan_brackets(text, plan_begin).error) {
    const bool unclosed = !is_closer(text[brackets->offset]);
    if ((unclosed && at >= text.size()) || (!unclosed && brackets->offset == at)) return *brackets;
  }
  // 'Greet User' as Python writes a string, or Clojure's quote '(1 2).
  if (at < text.size() && text[at] == '\'' && at > 0 && text[at - 1] == '\\')
    message += ": a ' needs no backslash inside a double-quoted string (\"What's your name?\")";
  else if (at < text.size() && text[at] == '\'')
    message += ": RTFS writes strings in double quotes (\"Greet User\") and has no quote form";
  // `# note`, Clojure's `#{…}` and `#_`: no RTFS form starts with '#'.
  else if (at < text.size() && text[at] == '#')
    message += ": no RTFS form starts with '#'; a comment starts with ';'";
  return SyntaxError{at, std::move(message)};
}

// A text that is one `(do …)` form holding something, and nothing else
// (ParseResult::body_without_plan). Anything else, or a form that does not parse, is left
// unjudged.
void read_body_without_plan(std::string_view text, const Limits& limits, ParseResult& result, parser::ParseLog& log) {
  parser::ParseLog attempt = log_for(text, limits);
  attempt.text = result.text.get();
  const std::size_t begin = x3kit::skip_trivia(skipper_for(attempt), text, 0);
  if (!starts_form(text, begin, "do")) return;
  const char* first = text.data() + begin;
  ast::Node body;
  if (!x3kit::tries(first, text.data() + text.size(), parser::form, skipper_for(attempt), body)) return;
  if (x3kit::skip_trivia(skipper_for(attempt), text, static_cast<std::size_t>(first - text.data())) != text.size()) return;
  if (body.items.size() < 2) return;  // `(do)`: no step to judge, and no plan either
  result.body_without_plan = std::move(body);
  log.foreign_comments.insert(log.foreign_comments.end(), attempt.foreign_comments.begin(), attempt.foreign_comments.end());
}

template <typename T>
std::vector<T> sorted_unique(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

}  // namespace

const LexicalConventions& lexical_conventions() {
  // D16: strings may span lines; no RTFS form is written in angle brackets (`<` is a symbol).
  static const LexicalConventions conventions{
      .line_comments = {";", "//"}, .block_comments = true, .strings_span_lines = true, .angle_brackets = false};
  return conventions;
}

namespace {

// `(Note: the final step …)`, `(This plan greets the user.)`: a capitalised word of letters,
// perhaps with a colon or comma, then a blank and another word. No RTFS form starts so:
// its heads are lower case, and a name of Java's (`Thread/sleep`, `System.out`) has no blank
// after its letters.
bool opens_a_parenthetical_note(std::string_view text, std::size_t pos) {
  std::size_t at = pos + 1;
  if (at >= text.size() || text[at] < 'A' || text[at] > 'Z') return false;
  while (at < text.size() && is_ascii_letter(text[at])) ++at;
  if (at < text.size() && (text[at] == ':' || text[at] == ',')) ++at;
  if (at >= text.size() || (text[at] != ' ' && text[at] != '\t')) return false;
  while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) ++at;
  return at < text.size() && is_ascii_letter(text[at]);
}

}  // namespace

bool opens_form(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return false;
  if (text[pos] == '(') return !opens_a_parenthetical_note(text, pos);
  return text[pos] == '[' || text[pos] == '{';
}

ParseResult parse(std::string_view source, const Limits& limits) {
  ParseResult result;
  result.limit = check_limits(source, lexical_conventions(), limits);
  if (result.limit) return result;
  result.text = x3kit::TextStore::make(source);
  if (reject_byte_order_mark(source, result)) return result;
  const std::string_view text = result.text->source();

  result.envelope = locate(text);
  parser::ParseLog log = log_for(text, limits);
  log.text = result.text.get();
  if (result.envelope.plan_begin) {
    const std::size_t begin = *result.envelope.plan_begin;
    const char* first = text.data() + begin;
    const char* last = text.data() + text.size();
    ast::Node plan;
    try {
      if (x3::phrase_parse(first, last, parser::form, skipper_for(log), plan, x3::skip_flag::dont_post_skip)) {
        place_plan(text, static_cast<std::size_t>(first - text.data()), std::move(plan), result);
      } else {
        const auto at = skip_trivia(text, static_cast<std::size_t>(first - text.data()));
        result.syntax_error = syntax_error_at(text, begin, at, x3kit::expected_found("a form", describe_at(text, at)));
      }
    } catch (const x3kit::failure_type& failure) {
      parser::ParseLog scratch = log_for(text, limits);
      const std::size_t at = x3kit::failure_offset(text, failure, log, skipper_for(scratch));
      result.syntax_error = syntax_error_at(text, begin, at, x3kit::expected_found(failure.which(), describe_at(text, at)));
    } catch (const x3kit::NestingTooDeep& deep) {
      result.limit = nesting_too_deep(static_cast<std::size_t>(deep.where - text.data()), limits);
      return result;
    }
  } else {
    read_body_without_plan(text, limits, result, log);
  }
  // The comments of the trivia before the plan and after it, which the envelope read past.
  x3kit::skip_trivia(skipper_for(log), text, 0);
  if (result.plan) x3kit::skip_trivia(skipper_for(log), text, result.plan->end);
  for (auto at : log.fences) result.envelope.fence_lines.push_back(at);
  result.envelope.fence_lines = sorted_unique(std::move(result.envelope.fence_lines));
  result.foreign_comments = sorted_unique(std::move(log.foreign_comments));
  return result;
}

}  // namespace conform::rtfs
