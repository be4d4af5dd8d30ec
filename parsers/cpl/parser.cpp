#include "parsers/cpl/parser.hpp"

#include <algorithm>

#include "parsers/cpl/grammar.hpp"

namespace conform::cpl {
namespace x3 = boost::spirit::x3;
namespace {

bool is_word_byte(char c) {
  auto u = static_cast<unsigned char>(c);
  return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '_';
}

std::size_t skip_trivia(std::string_view text, std::size_t pos, parser::ParseLog& log) {
  parser::Skipper skipper;
  skipper.log = &log;
  const char* first = text.data() + pos;
  const char* last = text.data() + text.size();
  x3::unused_type unused;
  while (skipper.parse(first, last, unused, unused, unused)) {
  }
  return static_cast<std::size_t>(first - text.data());
}

template <typename T>
std::vector<T> sorted_unique(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

// A string literal or a word as one token, anything else as one byte.
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

// What stands at `offset`, for "expected X but found Y".
std::string describe_at(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return "the end of the input";
  if (text[offset] == '\n' || text[offset] == '\r') return "the end of the line";
  std::size_t end = offset;
  while (end < text.size() && is_word_byte(text[end]) && end - offset < 40) ++end;
  if (end == offset) end = offset + 1;
  while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
  return "'" + std::string(text.substr(offset, end - offset)) + "'";
}

}  // namespace

const LexicalConventions& lexical_conventions() {
  static const LexicalConventions conventions{{"#", "//"}, true, true};
  return conventions;
}

ParseResult parse(std::string_view text, const Limits& limits) {
  ParseResult result;
  result.limit = check_limits(text, lexical_conventions(), limits);
  if (result.limit) return result;

  parser::ParseLog log;
  log.base = text.data();
  EnvelopeSyntax syntax{
      [&log](std::string_view t, std::size_t pos) { return skip_trivia(t, pos, log); },
      [&log](std::string_view t, std::size_t pos) {
        if (t.substr(pos, 4) != "plan" || (pos > 0 && is_word_byte(t[pos - 1]))) return false;
        if (pos + 4 < t.size() && is_word_byte(t[pos + 4])) return false;
        parser::ParseLog scratch{log.base, {}};
        std::size_t brace = skip_trivia(t, pos + 4, scratch);
        return brace < t.size() && t[brace] == '{';
      },
      [](std::string_view t, std::size_t pos) { return skip_token(t, pos); }};

  result.envelope = locate_plan(text, syntax);
  if (result.envelope.plan_begin) {
    parser::Skipper skipper;
    skipper.log = &log;
    const char* first = text.data() + *result.envelope.plan_begin;
    const char* last = text.data() + text.size();
    ast::Plan plan;
    try {
      if (x3::phrase_parse(first, last, parser::plan(), skipper, plan, x3::skip_flag::dont_post_skip)) {
        result.plan = std::move(plan);
        inspect_trailing_text(text, static_cast<std::size_t>(first - text.data()), syntax, result.envelope);
      } else {
        std::size_t at = static_cast<std::size_t>(first - text.data());
        result.syntax_error = SyntaxError{at, "expected a plan, found " + describe_at(text, at)};
      }
    } catch (const x3::expectation_failure<const char*>& failure) {
      std::size_t at = static_cast<std::size_t>(failure.where() - text.data());
      // Point at the next token, unless the failure is inside a string literal, where
      // blanks are content.
      bool in_string = failure.which() == "'\"'" || failure.which().rfind("an escape sequence", 0) == 0;
      if (!in_string) {
        parser::ParseLog scratch{log.base, {}};
        at = skip_trivia(text, at, scratch);
      }
      result.syntax_error = SyntaxError{at, "expected " + failure.which() + ", found " + describe_at(text, at)};
    }
  }
  // A `//` or `/*` inside prose (a URL, say) is prose, not a comment.
  const auto& env = result.envelope;
  auto in_prose = [&](std::uint32_t at) {
    return (env.prose_before && at >= *env.prose_before && (!env.plan_begin || at < *env.plan_begin)) ||
           (env.prose_after && at >= *env.prose_after);
  };
  log.foreign_comments.erase(std::remove_if(log.foreign_comments.begin(), log.foreign_comments.end(), in_prose),
                             log.foreign_comments.end());
  result.foreign_comments = sorted_unique(std::move(log.foreign_comments));
  for (auto at : log.fences) result.envelope.fence_lines.push_back(at);
  result.envelope.fence_lines = sorted_unique(std::move(result.envelope.fence_lines));
  return result;
}

std::optional<ast::Signature> parse_signature(std::string_view text, std::string* error) {
  parser::ParseLog log;
  log.base = text.data();
  parser::Skipper skipper;
  skipper.log = &log;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  ast::Signature signature;
  try {
    if (x3::phrase_parse(first, last, parser::signature(), skipper, signature) && first == last)
      return signature;
    if (error) *error = "unexpected " + describe_at(text, static_cast<std::size_t>(first - text.data()));
  } catch (const x3::expectation_failure<const char*>& failure) {
    std::size_t at = static_cast<std::size_t>(failure.where() - text.data());
    if (error) *error = "expected " + failure.which() + ", found " + describe_at(text, at);
  }
  return std::nullopt;
}

}  // namespace conform::cpl
