#include "parsers/cpl/parser.hpp"

#include "core/line_breaks.hpp"

#include <algorithm>

#include "parsers/core/x3/expectation.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/cpl/grammar/declaration.hpp"
#include "parsers/cpl/grammar/statement.hpp"
#include "parsers/cpl/syntax_hints.hpp"
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
  if (text[pos] == '"') return quoted_token_end(text, pos);
  if (!is_word_byte(text[pos])) return pos + 1;
  while (pos < text.size() && is_word_byte(text[pos])) ++pos;
  return pos;
}

// What stands at `offset`, for "expected X but found Y".
std::string describe_at(std::string_view text, std::size_t offset) {
  return x3kit::describe_token(text, offset, parser::is_ident_char);
}

// "expected a name, found 'syscall', a reserved word": a name that is one says why it is none.
std::string expected_found_at(std::string_view text, std::size_t offset, std::string_view expected) {
  std::string found = describe_at(text, offset);
  // Where a name may stand: also a parameter list's first name, which the parser tries and
  // leaves, so that it expects the ')' of an empty list.
  auto after_open_paren = [&] {
    const std::size_t before = x3kit::start_of_run<x3kit::is_blank_or_newline>(text, offset);
    return before > 0 && text[before - 1] == '(';
  };
  if ((expected == "a name" || (expected == "')'" && after_open_paren())) && offset < text.size() &&
      parser::is_ident_start(static_cast<unsigned char>(text[offset]))) {
    std::size_t end = offset;
    while (end < text.size() && parser::is_ident_char(static_cast<unsigned char>(text[end]))) ++end;
    if (parser::is_reserved_word(text.substr(offset, end - offset))) found += ", a reserved word";
  }
  found += name_letter_note(text, offset);
  return x3kit::expected_found(expected, found);
}

parser::ParseLog log_for(std::string_view text, const Limits& limits) {
  parser::ParseLog log;
  log.base = text.data();
  log.max_depth = limits.max_depth;
  return log;
}

// The plan blocks, functions and statements written from `from` on, up to `until` or the
// first text that is none of them (prose): their functions, and where they end.
struct CodeOutsidePlan {
  std::vector<ast::Function> functions;
  std::size_t end = 0;
  std::vector<std::uint32_t> foreign_comments;  // inside it, or in the prose after it
};
CodeOutsidePlan read_code_outside_plan(std::string_view text, std::size_t from, std::size_t until,
                                       const EnvelopeSyntax& syntax, const Limits& limits, x3kit::TextStore& store) {
  parser::ParseLog log = log_for(text, limits);
  log.text = &store;
  CodeOutsidePlan code;
  code.end = from;
  while (code.end < until) {
    const char* first = text.data() + code.end;
    const char* last = text.data() + until;
    try {
      if (syntax.starts_plan(text, code.end)) {
        ast::Plan block;
        if (!x3::phrase_parse(first, last, parser::plan, skipper_for(log), block, x3::skip_flag::dont_post_skip)) break;
        for (auto& f : block.functions) code.functions.push_back(std::move(f));
      } else if (ast::Function f; x3::phrase_parse(first, last, parser::function, skipper_for(log), f,
                                                   x3::skip_flag::dont_post_skip)) {
        code.functions.push_back(std::move(f));
      } else {
        // Statements, such as `main();` after the block: code too, not judged further.
        first = text.data() + code.end;
        ast::Statement statement;
        if (!x3::phrase_parse(first, last, parser::statement, skipper_for(log), statement, x3::skip_flag::dont_post_skip))
          break;
      }
    } catch (const x3kit::failure_type&) {
      break;
    } catch (const x3kit::NestingTooDeep&) {
      break;
    }
    code.end = std::min(until, syntax.skip_trivia(text, static_cast<std::size_t>(first - text.data())));
  }
  code.foreign_comments = std::move(log.foreign_comments);
  return code;
}

// Code before and after the plan block, where the envelope saw prose or a second plan:
// its functions recorded (ParseResult::functions_outside_plan), where it starts kept
// (code_before_plan, code_after_plan), and the prose, if any, moved to where it ends.
void read_code_outside_plan(std::string_view text, const EnvelopeSyntax& syntax, const Limits& limits,
                            ParseResult& result, parser::ParseLog& log) {
  auto& env = result.envelope;
  // Code read outside the plan: its functions and comments kept.
  const auto keep = [&](CodeOutsidePlan& code) {
    for (auto& f : code.functions) result.functions_outside_plan.push_back(std::move(f));
    log.foreign_comments.insert(log.foreign_comments.end(), code.foreign_comments.begin(), code.foreign_comments.end());
  };
  auto read = [&](std::size_t from, std::size_t until, std::optional<std::size_t>& prose,
                  std::optional<std::uint32_t>& code_at) {
    if (prose && starts_a_sentence(text, *prose, syntax)) return;  // `plan {} wraps everything.`
    auto code = read_code_outside_plan(text, from, until, syntax, limits, *result.text);
    keep(code);
    if (!prose) {  // a second plan right after the plan: the text after it, if any, is prose
      note_prose_after_second_plan(text, code.end, syntax, env);
      return;
    }
    if (code.end == *prose) return;
    code_at = static_cast<std::uint32_t>(*prose);
    prose.reset();
    if (code.end < until) prose = code.end;
  };
  if (env.prose_before && env.plan_begin) read(*env.prose_before, *env.plan_begin, env.prose_before, result.code_before_plan);
  if (auto after = env.prose_after ? env.prose_after : env.second_plan)
    read(*after, text.size(), env.prose_after, result.code_after_plan);
  // "And the helper:", then a function: code after the prose after the block, as it would
  // be right after the block (stop 100's auditor), the prose before it prose all the same.
  if (!env.prose_after || env.second_plan || result.code_after_plan) return;
  for (std::size_t line = find_line_break(text, *env.prose_after); line != std::string_view::npos;
       line = find_line_break(text, line + 1)) {
    const std::size_t at = syntax.skip_trivia(text, past_line_break(text, line));
    if (at >= text.size()) return;
    if (!at_line_start(text, at) || !(text.substr(at, 9) == "function " || text.substr(at, 9) == "@Deferred")) continue;
    auto code = read_code_outside_plan(text, at, text.size(), syntax, limits, *result.text);
    if (code.functions.empty()) continue;
    keep(code);
    result.code_after_plan = static_cast<std::uint32_t>(at);
    return;
  }
}

// Where a plan block starts right inside the one at `outer` (`plan { plan { … } }`).
std::optional<std::size_t> plan_inside_plan(std::string_view text, std::size_t outer, const EnvelopeSyntax& syntax) {
  const std::size_t brace = syntax.skip_trivia(text, outer + 4);
  if (brace >= text.size() || text[brace] != '{') return std::nullopt;
  const std::size_t inner = syntax.skip_trivia(text, brace + 1);
  if (!syntax.starts_plan(text, inner)) return std::nullopt;
  return inner;
}

// Where CPL functions start on a line of their own after prose: `function` or an
// annotation first on the line.
std::optional<std::size_t> functions_after_prose(std::string_view text, std::size_t from) {
  for (std::size_t line = from; line < text.size(); line = past_line_break(text, find_line_break(text, line))) {
    std::size_t at = line;
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) ++at;
    const std::string_view rest = text.substr(at);
    if (rest.starts_with('@') || (rest.starts_with("function") && rest.size() > 8 && !is_word_byte(rest[8]))) return at;
  }
  return std::nullopt;
}

// A text with no plan block that is CPL functions, and statements, from its first byte to
// its last, or from a line after prose up to its end or to prose after them: those
// functions as the plan (ParseResult::plan_block_missing), the prose around them prose.
// Code that does not parse to its end is left unjudged: a function that failed would be
// missing from it.
void read_plan_without_block(std::string_view text, const EnvelopeSyntax& syntax, const Limits& limits,
                             ParseResult& result, parser::ParseLog& log) {
  std::size_t from = syntax.skip_trivia(text, 0);
  if (from == text.size()) return;
  auto code = read_code_outside_plan(text, from, text.size(), syntax, limits, *result.text);
  if (code.functions.empty() && code.end == from) {
    const auto after_prose = functions_after_prose(text, from);
    if (!after_prose) return;
    from = *after_prose;
    code = read_code_outside_plan(text, from, text.size(), syntax, limits, *result.text);
  }
  // What follows the functions is prose only where no function starts in it: one that
  // starts there failed to parse. Text around them with a brace is a block miswritten
  // (`Plan {` … `}`), the missing block's own finding, not prose.
  if (code.functions.empty() || (code.end != text.size() && functions_after_prose(text, code.end))) return;
  const auto has_brace = [](std::string_view t) { return t.find_first_of("{}") != std::string_view::npos; };
  if (has_brace(text.substr(0, from)) || has_brace(text.substr(code.end))) return;
  if (code.end != text.size()) result.envelope.prose_after = code.end;
  ast::Plan plan;
  plan.begin = code.functions.front().begin;
  plan.end = code.functions.back().end;
  plan.functions.reserve(code.functions.size());
  for (auto& f : code.functions) plan.functions.push_back(std::move(f));
  plan.text.store = result.text;
  result.plan = std::move(plan);
  result.plan_block_missing = true;
  log.foreign_comments.insert(log.foreign_comments.end(), code.foreign_comments.begin(), code.foreign_comments.end());
}

// The first `#` comment in the trivia from `from` on, up to the first byte that is not
// trivia or to `until`.
std::optional<std::uint32_t> first_comment_in_trivia(std::string_view text, std::size_t from, std::size_t until,
                                                      const Limits& limits) {
  parser::ParseLog scratch = log_for(text, limits);
  const parser::Skipper skipper = skipper_for(scratch);
  const char* at = text.data() + from;
  const char* last = text.data() + until;
  while (at < last) {
    if (*at == '#') return static_cast<std::uint32_t>(at - text.data());
    if (!skipper.skip_trivia(at, last)) break;
  }
  return std::nullopt;
}

// `plan { … }}` or `plan { … };`: the block's brackets do not balance, or a statement's
// ';' follows a block that takes none.
SyntaxError stray_after_plan_block(std::string_view text, std::size_t at) {
  if (text[at] == ';') return SyntaxError{at, "';' after the plan block: the block ends at its '}', and nothing follows it"};
  return SyntaxError{at, std::string("'") + text[at] + "' closes nothing: the plan block ended before it"};
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
  if (reject_byte_order_mark(source, result)) return result;
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
        // `plan TravelPlan {` is the plan block with a name it does not take: a syntax
        // error at the name, not a text without a plan block.
        return (brace < t.size() && t[brace] == '{') || plan_block_name_at(t, pos).has_value();
      },
      [](std::string_view t, std::size_t pos) { return skip_token(t, pos); }};

  result.envelope = locate_plan(text, syntax);
  pass_over_mentions_in_prose(text, syntax, result.envelope);
  pass_over_sentences_that_start_with_a_plan(text, syntax, result.envelope);
  if (result.envelope.plan_begin) {
    // A plan wrapped in a second block is read from the inner one, and the outer block's
    // '}' after it.
    const auto inner = plan_inside_plan(text, *result.envelope.plan_begin, syntax);
    const char* first = text.data() + inner.value_or(*result.envelope.plan_begin);
    const char* last = text.data() + text.size();
    ast::Plan plan;
    try {
      if (x3::phrase_parse(first, last, parser::plan, skipper_for(log), plan, x3::skip_flag::dont_post_skip)) {
        std::size_t end = static_cast<std::size_t>(first - text.data());
        if (inner) {
          const std::size_t close = syntax.skip_trivia(text, end);
          if (close < text.size() && text[close] == '}') {
            end = close + 1;
            result.nested_plan = static_cast<std::uint32_t>(*inner);
          } else {
            result.syntax_error =
                SyntaxError{close, x3kit::expected_found("'}' closing the outer plan block", describe_at(text, close))};
          }
        }
        plan.text.store = result.text;
        if (result.syntax_error) {
          // the outer block left open
        } else if (auto at = stray_byte_after_plan(text, end, syntax, ")]};")) {
          // The block is whole: what it holds is judged beside the stray closer, and the
          // text after that closer is not read.
          result.syntax_error = stray_after_plan_block(text, *at);
          result.plan_before_stray_closer = std::move(plan);
        } else {
          result.plan = std::move(plan);
          const auto& env = result.envelope;
          if (auto at = first_comment_in_trivia(text, 0, env.prose_before.value_or(*env.plan_begin), limits))
            result.comments_outside_plan.push_back(*at);
          if (auto at = first_comment_in_trivia(text, end, text.size(), limits)) result.comments_outside_plan.push_back(*at);
          inspect_trailing_text(text, end, syntax, result.envelope);
          pass_over_mentions_after_the_plan(text, syntax, result.envelope);
          pass_over_a_sentence_after_the_plan(text, syntax, result.envelope);
          read_code_outside_plan(text, syntax, limits, result, log);
        }
      } else {
        std::size_t at = static_cast<std::size_t>(first - text.data());
        result.syntax_error = SyntaxError{at, x3kit::expected_found("a plan", describe_at(text, at))};
      }
    } catch (const x3kit::failure_type& failure) {
      // Comments after the failure are not logged: the parse never reached them.
      parser::ParseLog scratch = log_for(text, limits);
      const std::size_t found = x3kit::failure_offset(text, failure, log, skipper_for(scratch));
      result.syntax_error = foreign_construct_before(text, found);
      if (!result.syntax_error)
        result.syntax_error = SyntaxError{x3kit::place_missing_punctuation(text, failure, found, lexical_conventions()),
                                          expected_found_at(text, found, failure.which())};
    } catch (const x3kit::NestingTooDeep& deep) {
      result.limit = nesting_too_deep(static_cast<std::size_t>(deep.where - text.data()), limits);
      return result;
    }
  } else {
    read_plan_without_block(text, syntax, limits, result, log);
  }
  // A `//` or `/*` inside prose (a URL, say) is prose, not a comment.
  const auto& env = result.envelope;
  const std::optional<std::size_t> code_begin =
      result.plan_block_missing ? std::optional<std::size_t>(result.plan->begin) : env.plan_begin;
  auto in_prose = [&](std::uint32_t at) {
    return (env.prose_before && at >= *env.prose_before && (!code_begin || at < *code_begin)) ||
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
