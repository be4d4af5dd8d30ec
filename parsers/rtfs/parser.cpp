#include "parsers/rtfs/parser.hpp"

#include <algorithm>

#include "parsers/core/x3/expectation.hpp"
#include "parsers/core/x3/nest.hpp"
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

// `(plan` followed by no symbol byte, blanks allowed after the bracket.
bool starts_plan(std::string_view text, std::size_t pos) {
  if (pos >= text.size() || text[pos] != '(') return false;
  std::size_t word = skip_trivia(text, pos + 1);
  if (text.substr(word, 4) != "plan") return false;
  return word + 4 >= text.size() || !is_word_byte(text[word + 4]);
}

// A string (to the end of its line, in prose) or a word as one token, else one byte.
std::size_t skip_token(std::string_view text, std::size_t pos) {
  if (text[pos] == '"') {
    for (++pos; pos < text.size() && text[pos] != '"' && text[pos] != '\n'; ++pos)
      if (text[pos] == '\\') ++pos;
    return std::min(pos + 1, text.size());
  }
  if (!is_word_byte(text[pos])) return pos + 1;
  while (pos < text.size() && is_word_byte(text[pos])) ++pos;
  return pos;
}

std::string describe_at(std::string_view text, std::size_t offset) {
  return x3kit::describe_token(text, offset, parser::is_token_byte);
}

constexpr bool is_closer(char c) { return c == ')' || c == ']' || c == '}'; }
constexpr char closer_of(char opener) { return opener == '(' ? ')' : opener == '[' ? ']' : '}'; }

std::string line_of(std::string_view text, std::size_t offset) {
  return std::to_string(1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

// 'c' in quotes, for messages.
std::string quoted(char c) {
  std::string out = "'";
  out += c;
  out += '\'';
  return out;
}

SyntaxError closes_nothing(std::size_t at, char c) {
  std::string message = quoted(c);
  message += " closes nothing";
  return SyntaxError{at, std::move(message)};
}

// The bracket structure of the form that starts at `from`: a closer that closes nothing
// or the wrong opener, or the innermost opener never closed. Nothing when the brackets
// balance, or when the text ends inside a string (the grammar says that better).
std::optional<SyntaxError> bracket_error(std::string_view text, std::size_t from) {
  std::vector<std::size_t> open;
  for (std::size_t i = from; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ';') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
      if (i >= text.size()) return std::nullopt;
    } else if (c == '(' || c == '[' || c == '{') {
      open.push_back(i);
    } else if (is_closer(c)) {
      if (open.empty()) return closes_nothing(i, c);
      const char opener = text[open.back()];
      if (closer_of(opener) != c) {
        std::string message = quoted(c);
        message += " does not close the ";
        message += quoted(opener);
        message += " opened on line ";
        message += line_of(text, open.back());
        message += "; expected ";
        message += quoted(closer_of(opener));
        return SyntaxError{i, std::move(message)};
      }
      open.pop_back();
      if (open.empty()) return std::nullopt;
    }
  }
  if (open.empty()) return std::nullopt;
  const char opener = text[open.back()];
  std::string message = quoted(opener);
  message += " is never closed: the text ends before its ";
  message += quoted(closer_of(opener));
  return SyntaxError{open.back(), std::move(message)};
}

// The grammar's error, or the bracket error where the grammar stopped at one.
SyntaxError syntax_error_at(std::string_view text, std::size_t plan_begin, std::size_t at, std::string message) {
  if (auto brackets = bracket_error(text, plan_begin)) {
    const bool unclosed = !is_closer(text[brackets->offset]);
    if ((unclosed && at >= text.size()) || (!unclosed && brackets->offset == at)) return *brackets;
  }
  return SyntaxError{at, std::move(message)};
}

template <typename T>
std::vector<T> sorted_unique(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

}  // namespace

const LexicalConventions& lexical_conventions() {
  static const LexicalConventions conventions{{";"}, false, true};
  return conventions;
}

bool opens_form(std::string_view text, std::size_t pos) {
  return pos < text.size() && (text[pos] == '(' || text[pos] == '[' || text[pos] == '{');
}

ParseResult parse(std::string_view text, const Limits& limits) {
  ParseResult result;
  result.limit = check_limits(text, lexical_conventions(), limits);
  if (result.limit) return result;

  const EnvelopeSyntax syntax{skip_trivia, starts_plan, skip_token};
  result.envelope = locate_plan(text, syntax);
  parser::ParseLog log = log_for(text, limits);
  if (result.envelope.plan_begin) {
    const std::size_t begin = *result.envelope.plan_begin;
    const char* first = text.data() + begin;
    const char* last = text.data() + text.size();
    ast::Node plan;
    try {
      if (x3::phrase_parse(first, last, parser::form, skipper_for(log), plan, x3::skip_flag::dont_post_skip)) {
        const auto end = static_cast<std::size_t>(first - text.data());
        const std::size_t next = skip_trivia(text, end);
        if (next < text.size() && is_closer(text[next])) {
          result.syntax_error = closes_nothing(next, text[next]);
          result.syntax_error->message += ": the plan ended before it";
        } else {
          result.plan = std::move(plan);
          inspect_trailing_text(text, end, syntax, result.envelope);
        }
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
  }
  for (auto at : log.fences) result.envelope.fence_lines.push_back(at);
  result.envelope.fence_lines = sorted_unique(std::move(result.envelope.fence_lines));
  return result;
}

}  // namespace conform::rtfs
