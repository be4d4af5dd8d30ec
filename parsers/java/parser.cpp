#include "parsers/java/parser.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "core/line_breaks.hpp"
#include "core/utf8.hpp"
#include "parsers/core/x3/expectation.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/tries.hpp"
#include "parsers/java/grammar/declaration.hpp"
#include "parsers/java/grammar/tokens.hpp"
#include "parsers/java/methods_without_return_type.hpp"

namespace conform::java {
namespace x3 = boost::spirit::x3;
namespace {

bool is_word_byte(char c) { return parser::is_ident_char(static_cast<unsigned char>(c)); }

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

// Trivia skipped outside the grammar; what the skipper logs (fence lines, comments that
// never end) goes to `log`: the parse's, or a scratch one that is dropped.
std::size_t skip_trivia(parser::ParseLog& log, std::string_view text, std::size_t pos) {
  return x3kit::skip_trivia(skipper_for(log), text, pos);
}

[[gnu::always_inline]] inline std::string_view word_at(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return {};
  const char* const first = text.data() + pos;
  // A number's digits and letters (`10L`) are a word here too.
  return {first, static_cast<std::size_t>(parser::word_end(first, text.data() + text.size()) - first)};
}

// A string or char literal as one token, a word as one token, anything else as one byte.
std::size_t skip_token(std::string_view text, std::size_t pos) {
  const char quote = text[pos];
  if (quote == '"' || quote == '\'') return quoted_token_end(text, pos);
  if (!is_word_byte(quote)) return pos + 1;
  if (const std::size_t word = word_at(text, pos).size(); word > 0) return pos + word;
  return pos + utf8::decode(text, pos).length;  // a character beyond ASCII that is no name's
}

// The word there: a name as javac reads it, by code point, or else a run of ASCII's name
// bytes (a number's digits and letters).
std::string describe_at(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return x3kit::describe_token(text, offset, offset, parser::is_ascii_name_char);
  const char* const first = text.data() + offset;
  const char* const last = text.data() + text.size();
  const char* end = parser::name_end(first, last);
  if (end == first) end = x3kit::end_of_run<parser::is_ascii_name_char>(first, last);
  return x3kit::describe_token(text, offset, static_cast<std::size_t>(end - text.data()), parser::is_ascii_name_char);
}

// Whether a whole method, head and body, starts at `pos`.
bool starts_method(std::string_view text, std::size_t pos, const Limits& limits, x3kit::TextStore& store) {
  parser::ParseLog scratch = log_for(text, limits);
  scratch.text = &store;
  const char* first = text.data() + pos;
  ast::Method method;
  return x3kit::tries(first, text.data() + text.size(), parser::method, skipper_for(scratch), method);
}

// The prose before or after the class that is a method (ParseResult::methods_outside_class).
void find_methods_outside_class(std::string_view text, const Limits& limits, ParseResult& result) {
  const Envelope& env = result.envelope;
  for (const auto& at : {env.plan_begin ? env.prose_before : std::nullopt, env.prose_after})
    if (at && starts_method(text, *at, limits, *result.text))
      result.methods_outside_class.push_back(static_cast<std::uint32_t>(*at));
}

// "Option B:", "Revised plan:", then a class again: a class that starts a line after the
// prose after the plan is a second class of the source, not prose (D3), when it parses
// whole; the text after it stays prose after the plan.
void read_class_after_prose(std::string_view text, const Limits& limits, ParseResult& result, ast::Unit& unit) {
  const Envelope& env = result.envelope;
  if (!env.second_plan || !env.prose_after || *env.prose_after > *env.second_plan) return;
  parser::ParseLog log = log_for(text, limits);
  log.text = result.text.get();
  const char* first = text.data() + *env.second_plan;
  ast::Unit after;
  if (!x3kit::tries(first, text.data() + text.size(), parser::unit, skipper_for(log), after) || after.package ||
      !after.imports.empty() || after.classes.empty())
    return;
  for (auto& k : after.classes) unit.classes.push_back(std::move(k));
}

// A text with no class that is methods from its first byte to its last, each parsed: a
// class with no name around them (ParseResult::class_missing). Anything else, or a method
// that does not parse, is left unjudged.
void read_methods_without_class(std::string_view text, const Limits& limits, ParseResult& result) {
  parser::ParseLog log = log_for(text, limits);
  log.text = result.text.get();
  ast::ClassDecl the_class;
  for (std::size_t at = skip_trivia(log, text, 0); at < text.size();) {
    const char* first = text.data() + at;
    ast::Method method;
    if (!x3kit::tries(first, text.data() + text.size(), parser::method, skipper_for(log), method)) return;
    if (the_class.members.empty()) the_class.begin = method.begin;
    the_class.end = method.end;
    the_class.members.push_back(ast::Member(std::move(method)));
    at = skip_trivia(log, text, static_cast<std::size_t>(first - text.data()));
  }
  if (the_class.members.empty() || !log.unterminated_comments.empty()) return;
  the_class.kind = ast::Text("class");
  the_class.name.begin = the_class.begin;
  ast::Unit unit;
  unit.begin = the_class.begin;
  unit.end = the_class.end;
  unit.classes.push_back(std::move(the_class));
  unit.text.store = result.text;
  result.unit = std::move(unit);
  result.class_missing = true;
}

using namespace std::string_view_literals;
constexpr std::array modifier_words{"public"sv, "private"sv, "protected"sv, "static"sv,     "final"sv,
                                    "abstract"sv, "strictfp"sv, "sealed"sv, parser::non_sealed};
// A look at the word's length and first letter, true of every modifier word, that spares
// most words the comparisons.
constexpr bool may_be_modifier_word(std::string_view word) {
  return word.size() >= 5 && word.size() <= 10 && x3kit::one_of<"psfan">(static_cast<unsigned char>(word[0]));
}
static_assert(std::all_of(modifier_words.begin(), modifier_words.end(), may_be_modifier_word));
bool is_modifier_word(std::string_view word) {
  return may_be_modifier_word(word) &&
         std::find(modifier_words.begin(), modifier_words.end(), word) != modifier_words.end();
}

}  // namespace

bool starts_source(std::string_view text, std::size_t pos) {
  if (pos > 0 && is_word_byte(text[pos - 1])) return false;
  // Most words here stand one space from the next: the skipper, and the scratch log it
  // writes fences and open comments to, only where more trivia starts.
  std::optional<parser::ParseLog> scratch;
  const auto past_trivia = [&](std::size_t from) {
    if (from < text.size() && text[from] == ' ') ++from;
    if (from >= text.size() || !parser::Skipper::may_start_trivia[static_cast<unsigned char>(text[from])]) return from;
    if (!scratch) scratch = log_for(text, Limits{});
    return skip_trivia(*scratch, text, from);
  };
  if (text[pos] == ';') {
    // Empty declarations before the class (JLS 7.6: `;` declares nothing, and javac
    // compiles `;` before `public class Plan`, as after it, D24): source where a type follows
    // them. Not before a package or an import, which must come first.
    std::size_t at = pos;
    while (at < text.size() && text[at] == ';') at = past_trivia(at + 1);
    const auto next = word_at(text, at);
    return at < text.size() && next != "package" && next != "import" && starts_source(text, at);
  }
  auto word = word_at(text, pos);
  if (word == "package" || word == "import") {
    // `package a.b;` / `import static a.b.*;`: a dotted name, then ';'. Blanks, line
    // breaks and comments may stand around its dots, as Java allows.
    std::size_t at = past_trivia(pos + word.size());
    if (word == "import" && word_at(text, at) == "static") at = past_trivia(at + "static"sv.size());
    for (;;) {
      if (at < text.size() && text[at] == '*') {
        at = past_trivia(at + 1);
      } else {
        // Bytes a name may hold, a stray byte beyond ASCII too: the statement's syntax error.
        if (at >= text.size() || !parser::is_ident_start(static_cast<unsigned char>(text[at]))) return false;
        while (at < text.size() && is_word_byte(text[at])) ++at;
        at = past_trivia(at);
      }
      if (at >= text.size() || text[at] != '.') return at < text.size() && text[at] == ';';
      at = past_trivia(at + 1);
      if (at < text.size() && text[at] == ';') return true;  // `package plans.;`: the statement, with its syntax error
    }
  }
  for (std::size_t at = pos; at < text.size();) {
    if (text[at] == '@') {
      auto name = word_at(text, at + 1);
      if (name.empty()) return false;
      if (name == "interface") {  // an annotation type: `@interface Deferred {}`
        ++at;
        continue;
      }
      at = past_trivia(at + 1 + name.size());
      if (at < text.size() && text[at] == '(') {
        auto close = text.find(')', at);
        if (close == std::string_view::npos) return false;
        at = past_trivia(close + 1);
      }
      continue;
    }
    word = word_at(text, at);
    if (word == "non") word = text.substr(at, parser::non_sealed_at(text.data() + at, text.data() + text.size()));
    if (word == "class" || word == "interface" || word == "enum") {
      std::size_t name_at = past_trivia(at + word.size());
      auto name = word_at(text, name_at);
      // At a line's start, a head whose name is missing (`public class {`) or comes after
      // a modifier (`class public Plan {`) is source with a syntax error where the name
      // belongs (javac: "<identifier> expected"), not prose.
      if (at_line_start(text, pos)) {
        if (name_at < text.size() && text[name_at] == '{') return true;
        if (is_modifier_word(name)) {
          while (is_modifier_word(name)) {
            name_at = past_trivia(name_at + name.size());
            name = word_at(text, name_at);
          }
          const std::size_t next = past_trivia(name_at + name.size());
          return !name.empty() && next < text.size() && text[next] == '{';
        }
      }
      if (name.empty()) return false;
      std::size_t next = past_trivia(name_at + name.size());
      auto after = word_at(text, next);
      if (next < text.size() &&
          (text[next] == '{' || text[next] == '<' || after == "extends" || after == "implements" || after == "permits"))
        return true;
      // `class Plan` whose '{' is missing or wrong, a member or '(' coming next: source
      // with a syntax error, not prose (round 11's reader had javac say "'{' expected").
      return name == "Plan" && next < text.size() &&
             (text[next] == '(' || text[next] == '@' || after == "void" ||
              is_modifier_word(after));
    }
    if (word == "record") {  // `record Name(`; a capital, so that prose ("record keeping (…)") is not source
      std::size_t name_at = past_trivia(at + word.size());
      auto name = word_at(text, name_at);
      if (name.empty() || name[0] < 'A' || name[0] > 'Z') return false;
      std::size_t next = past_trivia(name_at + name.size());
      return next < text.size() && text[next] == '(';
    }
    if (!is_modifier_word(word)) return false;
    at = past_trivia(at + word.size());
  }
  return false;
}

namespace {

constexpr const char* unterminated_comment = "a '/*' comment that never ends";

// The start of the first `/*` that never ends and has a Java source after its opening,
// which it swallowed (the envelope found no source); nothing when there is none.
std::optional<std::size_t> comment_hiding_source(std::string_view text, const parser::ParseLog& log) {
  for (std::uint32_t at : log.unterminated_comments)
    for (std::size_t pos = at + 2; pos < text.size(); ++pos)
      if ((parser::is_ident_start(static_cast<unsigned char>(text[pos])) || text[pos] == '@') && starts_source(text, pos))
        return at;
  return std::nullopt;
}

constexpr const char* illegal_unicode_escape =
    "an illegal unicode escape: \\u takes four hex digits (javac: illegal unicode escape)";

// Java reads unicode escapes (JLS 3.3: a backslash, one or more u, four hex digits)
// before anything else, in comments too. A backslash after an odd number of backslashes
// starts no escape.
struct UnicodeEscapes {
  bool any = false;                       // whether the text holds one
  std::optional<std::size_t> illegal;     // the first backslash-u without four hex digits
  std::optional<std::size_t> structural;  // the first that writes a quote, a backslash or a line end
  char structural_char = 0;
};

// What changes how Java reads the text around it when an escape writes it:
// `"say \u0022hi\u0022"` is `"say "hi""` to javac.
bool is_structural(unsigned code) { return code == '"' || code == '\'' || code == '\\' || code == '\n' || code == '\r'; }

unsigned hex_value(char c) {
  return x3kit::is_digit(static_cast<unsigned char>(c)) ? unsigned(c - '0') : unsigned((c | 0x20) - 'a' + 10);
}

// Calls `on_escape(backslash, end, code)` for each unicode escape in [first, last);
// returns the first backslash-u that is none.
template <typename OnEscape>
std::optional<std::size_t> for_each_unicode_escape(std::string_view text, std::size_t first, std::size_t last,
                                                   OnEscape on_escape) {
  for (std::size_t at = text.find('\\', first); at < last; at = text.find('\\', at)) {
    const std::size_t run = at;  // a run of backslashes: only its last can start an escape,
    while (at < last && text[at] == '\\') ++at;  // and only if the run is odd
    if ((at - run) % 2 == 0 || at >= last || text[at] != 'u') continue;
    std::size_t digits = at;
    while (digits < last && text[digits] == 'u') ++digits;
    unsigned code = 0;
    for (std::size_t i = 0; i < 4; ++i) {
      if (digits + i >= last || !x3kit::is_hex_digit(static_cast<unsigned char>(text[digits + i]))) return at - 1;
      code = code * 16 + hex_value(text[digits + i]);
    }
    on_escape(at - 1, digits + 4, code);
    at = digits + 4;
  }
  return std::nullopt;
}

UnicodeEscapes unicode_escapes_in(std::string_view text, std::size_t first, std::size_t last) {
  UnicodeEscapes found;
  found.illegal = for_each_unicode_escape(text, first, last, [&](std::size_t at, std::size_t, unsigned code) {
    found.any = true;
    if (!found.structural && is_structural(code)) {
      found.structural = at;
      found.structural_char = static_cast<char>(code);
    }
  });
  return found;
}

// The text as javac reads it: each unicode escape replaced by its character, in UTF-8.
// A high and a low surrogate escaped one right after the other (\uD835\uDCB3) are the
// one character they encode, as javac reads them; a surrogate half alone is no character
// of its own and stands for U+FFFD, a non-structural character as it is, so the
// translated text parses alike. `where`, when given, receives each escape's place in both
// texts (a pair's as one).
std::string translate_unicode_escapes(std::string_view text, std::vector<TranslatedEscape>* where = nullptr) {
  std::string out;
  out.reserve(text.size());
  std::size_t copied = 0;
  struct HighHalf {
    unsigned code;
    std::size_t begin, source_begin, source_end;
  };
  std::optional<HighHalf> high;  // the escape just translated, when a high surrogate
  for_each_unicode_escape(text, 0, text.size(), [&](std::size_t at, std::size_t end, unsigned code) {
    if (high && at == high->source_end && code >= 0xDC00 && code <= 0xDFFF) {
      out.resize(high->begin);
      utf8::append(out, char32_t{0x10000 + ((high->code - 0xD800) << 10) + (code - 0xDC00)});
      if (where) where->back() = {high->begin, out.size(), high->source_begin, end};
      high.reset();
      copied = end;
      return;
    }
    out.append(text.substr(copied, at - copied));
    const std::size_t begin = out.size();
    utf8::append(out, code >= 0xD800 && code <= 0xDFFF ? char32_t{0xFFFD} : char32_t{code});
    if (where) where->push_back({begin, out.size(), at, end});
    high = code >= 0xD800 && code <= 0xDBFF ? std::optional<HighHalf>(HighHalf{code, begin, at, end}) : std::nullopt;
    copied = end;
  });
  out.append(text.substr(copied));
  return out;
}

// Whether the text still parses once its unicode escapes are read as javac reads them
// (defined after parse()).
bool parses_when_translated(std::string_view text, const Limits& limits);
// The package and imports the source starts with, where they end before its syntax error
// (defined after parse()).
void read_header_before_error(std::string_view text, std::size_t begin, const Limits& limits, ParseResult& result);

// Whether the text's unicode escapes are still to be read (and judged), or none is left:
// they were translated, or parse() found none.
enum class Escapes { unread, none_left };
ParseResult parse_text(std::string_view source, const Limits& limits, Escapes escapes_read);

// Where the Java starts: the text's first byte, comments before the class included, unless
// prose precedes the class (that prose is no Java, and its escapes are not javac's).
std::size_t java_begin(const Envelope& envelope) { return envelope.prose_before ? *envelope.plan_begin : 0; }

std::string structural_escape_message(char c) {
  const char* named = c == '"' ? "'\"'" : c == '\'' ? "'''" : c == '\\' ? "a backslash" : c == '\n' ? "a line feed" : "a carriage return";
  const char* written = c == '"' ? "\\\"" : c == '\'' ? "\\'" : c == '\\' ? "\\\\" : c == '\n' ? "\\n" : "\\r";
  return std::string("this unicode escape is ") + named +
         ", which Java reads before the literal or comment around it (JLS 3.3), and the source does not compile "
         "so (javac agrees); in a literal write " + written;
}

}  // namespace

const LexicalConventions& lexical_conventions() {
  static const LexicalConventions conventions{
      .line_comments = {"//"}, .block_comments = true, .single_quoted_literals = true, .text_blocks = true};
  return conventions;
}

// A text with unicode escapes is read as javac reads it, its escapes translated first, so
// that one in a name or keyword (`pat\u0068`) is that name, and one that writes a quote or
// a line end ends the literal or comment it stands in: the code it uncovers is judged
// (`// note \u000a while (go) { … }` holds a while loop). An illegal escape anywhere is
// javac's error before any other. Where the translated text does not parse, one that
// writes a quote, a backslash or a line end is reported where it stands (parse_text).
ParseResult parse(std::string_view source, const Limits& limits) {
  const bool may_escape = source.find("\\u") != std::string_view::npos;
  const UnicodeEscapes escapes = may_escape ? unicode_escapes_in(source, 0, source.size()) : UnicodeEscapes{};
  if (escapes.illegal) return parse_text(source, limits, Escapes::unread);
  if (!escapes.any) return parse_text(source, limits, Escapes::none_left);
  std::vector<TranslatedEscape> where;
  const std::string translated = translate_unicode_escapes(source, &where);
  ParseResult as_read = parse_text(translated, limits, Escapes::none_left);
  if (escapes.structural && !as_read.unit) return parse_text(source, limits, Escapes::unread);
  as_read.translated_escapes = std::move(where);
  return as_read;
}

std::size_t ParseResult::source_offset(std::size_t offset) const {
  const auto after = std::upper_bound(translated_escapes.begin(), translated_escapes.end(), offset,
                                      [](std::size_t o, const TranslatedEscape& e) { return o < e.begin; });
  if (after == translated_escapes.begin()) return offset;
  const TranslatedEscape& e = *std::prev(after);
  return offset < e.end ? e.source_begin : offset - e.end + e.source_end;
}

namespace {

// `escapes_read`: whether the text's unicode escapes are still to be read (JLS 3.3), or none
// is left (a character an escape wrote starts no escape of its own).
ParseResult parse_text(std::string_view source, const Limits& limits, Escapes escapes_read) {
  ParseResult result;
  result.limit = check_limits(source, lexical_conventions(), limits);
  if (result.limit) return result;
  result.text = x3kit::TextStore::make(source);
  if (reject_byte_order_mark(source, result)) return result;
  const std::string_view text = result.text->source();

  parser::ParseLog log = log_for(text, limits);
  log.text = result.text.get();
  log.unicode_escapes_read = escapes_read == Escapes::none_left;
  // The envelope's trivia loop logs fence lines into the parse's log.
  EnvelopeSyntax syntax{[&log](std::string_view t, std::size_t pos) { return skip_trivia(log, t, pos); },
                        [](std::string_view t, std::size_t pos) { return starts_source(t, pos); },
                        [](std::string_view t, std::size_t pos) { return skip_token(t, pos); }};

  result.envelope = locate_plan(text, syntax);
  pass_over_mentions_in_prose(text, syntax, result.envelope);
  if (!result.envelope.plan_begin) {
    // A `/*` that never ends and swallows the class: the source starts at the comment.
    if (auto at = comment_hiding_source(text, log)) {
      result.envelope.plan_begin = *at;
      result.syntax_error = SyntaxError{*at, unterminated_comment};
    } else {
      read_methods_without_class(text, limits, result);
    }
  } else {
    const char* first = text.data() + *result.envelope.plan_begin;
    const char* last = text.data() + text.size();
    ast::Unit unit;
    try {
      // A start that reads as nothing (`@public class …`: no annotation, no class) is
      // not a source: it is a syntax error where the class should begin.
      if (x3::phrase_parse(first, last, parser::unit, skipper_for(log), unit, x3::skip_flag::dont_post_skip) &&
          (unit.package || !unit.imports.empty() || !unit.classes.empty())) {
        const std::size_t end = static_cast<std::size_t>(first - text.data());
        // A stray closer after the class: the class is whole, and what it holds is judged
        // beside the closer's syntax error; the text after the closer is not read.
        const auto stray = stray_byte_after_plan(text, end, syntax);
        if (!stray) inspect_trailing_text(text, end, syntax, result.envelope);
        if (!stray) read_class_after_prose(text, limits, result, unit);
        // The comments after the class are trivia, but one that never ends does not
        // compile: a syntax error, as one inside the class is.
        if (!stray && !log.unterminated_comments.empty()) {
          result.syntax_error = SyntaxError{log.unterminated_comments.front(), unterminated_comment};
        } else if (const auto escapes = escapes_read == Escapes::none_left
                                            ? UnicodeEscapes{}
                                            : unicode_escapes_in(text, java_begin(result.envelope), end);
                   escapes.illegal) {
          result.syntax_error = SyntaxError{*escapes.illegal, illegal_unicode_escape};
        } else if (escapes.structural && !parses_when_translated(text, limits)) {
          result.syntax_error = SyntaxError{*escapes.structural, structural_escape_message(escapes.structural_char)};
        } else {
          unit.text.store = result.text;
          read_misnamed_constructors_as_methods(unit);
          if (stray) {
            result.syntax_error = SyntaxError{*stray, std::string("'") + text[*stray] + "' closes nothing: the class ended before it"};
            result.unit_before_stray_closer = std::move(unit);
          } else {
            result.unit = std::move(unit);
          }
        }
      } else {
        std::size_t at = static_cast<std::size_t>(first - text.data());
        result.syntax_error = SyntaxError{at, x3kit::expected_found("a class", describe_at(text, at))};
      }
    } catch (const x3kit::failure_type& failure) {
      parser::ParseLog scratch = log_for(text, limits);
      const std::size_t at = x3kit::failure_offset(text, failure, log, skipper_for(scratch));
      result.syntax_error = SyntaxError{x3kit::place_missing_punctuation(text, failure, at, lexical_conventions()),
                                        x3kit::expected_found(failure.which(), describe_at(text, at))};
      if (!log.unterminated_comments.empty() && at == text.size())
        result.syntax_error = SyntaxError{log.unterminated_comments.front(), unterminated_comment};
    } catch (const x3kit::NestingTooDeep& deep) {
      result.limit = statements_nest_too_deep(static_cast<std::size_t>(deep.where - text.data()), limits);
      return result;
    }
    if (result.syntax_error) read_header_before_error(text, *result.envelope.plan_begin, limits, result);
  }
  find_methods_outside_class(text, limits, result);
  for (auto at : log.fences) result.envelope.fence_lines.push_back(at);
  auto& fences = result.envelope.fence_lines;
  std::sort(fences.begin(), fences.end());
  fences.erase(std::unique(fences.begin(), fences.end()), fences.end());
  return result;
}

void read_header_before_error(std::string_view text, std::size_t begin, const Limits& limits, ParseResult& result) {
  parser::ParseLog scratch = log_for(text, limits);
  scratch.text = result.text.get();  // a dotted name written across trivia is joined there
  const char* first = text.data() + begin;
  ast::Unit header;
  try {
    if (!x3::phrase_parse(first, text.data() + text.size(), parser::unit_header, skipper_for(scratch), header,
                          x3::skip_flag::dont_post_skip))
      return;
  } catch (const x3kit::failure_type&) {
    return;
  }
  if ((!header.package && header.imports.empty()) || static_cast<std::size_t>(first - text.data()) > result.syntax_error->offset)
    return;
  header.text.store = result.text;
  result.header_before_error = std::move(header);
}

bool parses_when_translated(std::string_view text, const Limits& limits) {
  return parse_text(translate_unicode_escapes(text), limits, Escapes::none_left).unit.has_value();
}

}  // namespace

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
    if (error) *error = statements_nest_too_deep(static_cast<std::size_t>(deep.where - text.data()), Limits{}).message;
  }
  return std::nullopt;
}

}  // namespace conform::java
