#include "parsers/cpl/parser.hpp"

#include <algorithm>

#include "parsers/core/x3/expectation.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/cpl/grammar/declaration.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl {
namespace x3 = boost::spirit::x3;
namespace {

bool is_word_byte(char c) { return parser::is_ident_char(static_cast<unsigned char>(c)); }

parser::Skipper skipper_for(parser::ParseLog& log) {
  parser::Skipper skipper;
  skipper.log = &log;
  return skipper;
}

std::size_t skip_trivia(std::string_view text, std::size_t pos, parser::ParseLog& log) {
  return x3kit::skip_trivia(skipper_for(log), text, pos);
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
  return x3kit::describe_token(text, offset, parser::is_ident_char);
}

parser::ParseLog log_for(std::string_view text, const Limits& limits) {
  parser::ParseLog log;
  log.base = text.data();
  log.max_depth = limits.max_depth;
  return log;
}

}  // namespace

const LexicalConventions& lexical_conventions() {
  static const LexicalConventions conventions{.line_comments = {"#", "//"}, .block_comments = true};
  return conventions;
}

ParseResult parse(std::string_view source, const Limits& limits) {
  ParseResult result;
  result.limit = check_limits(source, lexical_conventions(), limits);
  if (result.limit) return result;
  result.text = x3kit::TextStore::make(source);
  const std::string_view text = result.text->source();

  parser::ParseLog log = log_for(text, limits);
  log.text = result.text.get();
  EnvelopeSyntax syntax{
      [&log](std::string_view t, std::size_t pos) { return skip_trivia(t, pos, log); },
      [&limits](std::string_view t, std::size_t pos) {
        if (t.substr(pos, 4) != "plan" || (pos > 0 && is_word_byte(t[pos - 1]))) return false;
        if (pos + 4 < t.size() && is_word_byte(t[pos + 4])) return false;
        parser::ParseLog scratch = log_for(t, limits);
        std::size_t brace = skip_trivia(t, pos + 4, scratch);
        return brace < t.size() && t[brace] == '{';
      },
      [](std::string_view t, std::size_t pos) { return skip_token(t, pos); }};

  result.envelope = locate_plan(text, syntax);
  pass_over_mentions_in_prose(text, syntax, result.envelope);
  if (result.envelope.plan_begin) {
    const char* first = text.data() + *result.envelope.plan_begin;
    const char* last = text.data() + text.size();
    ast::Plan plan;
    try {
      if (x3::phrase_parse(first, last, parser::plan, skipper_for(log), plan, x3::skip_flag::dont_post_skip)) {
        plan.text.store = result.text;
        result.plan = std::move(plan);
        inspect_trailing_text(text, static_cast<std::size_t>(first - text.data()), syntax, result.envelope);
        pass_over_mentions_after_the_plan(text, syntax, result.envelope);
      } else {
        std::size_t at = static_cast<std::size_t>(first - text.data());
        result.syntax_error = SyntaxError{at, x3kit::expected_found("a plan", describe_at(text, at))};
      }
    } catch (const x3kit::failure_type& failure) {
      // Comments after the failure are not logged: the parse never reached them.
      parser::ParseLog scratch = log_for(text, limits);
      std::size_t at = x3kit::failure_offset(text, failure, log, skipper_for(scratch));
      result.syntax_error = SyntaxError{at, x3kit::expected_found(failure.which(), describe_at(text, at))};
    } catch (const x3kit::NestingTooDeep& deep) {
      result.limit = nesting_too_deep(static_cast<std::size_t>(deep.where - text.data()), limits);
      return result;
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

std::optional<ast::Signature> parse_signature(x3kit::TextStore& store, std::string* error) {
  const std::string_view text = store.source();
  parser::ParseLog log = log_for(text, Limits{});
  log.text = &store;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  ast::Signature signature;
  try {
    if (x3::phrase_parse(first, last, parser::signature, skipper_for(log), signature) && first == last)
      return signature;
    if (error) *error = "unexpected " + describe_at(text, static_cast<std::size_t>(first - text.data()));
  } catch (const x3kit::failure_type& failure) {
    std::size_t at = static_cast<std::size_t>(failure.where() - text.data());
    if (error) *error = x3kit::expected_found(failure.which(), describe_at(text, at));
  } catch (const x3kit::NestingTooDeep& deep) {
    if (error) *error = nesting_too_deep(static_cast<std::size_t>(deep.where - text.data()), Limits{}).message;
  }
  return std::nullopt;
}

}  // namespace conform::cpl
