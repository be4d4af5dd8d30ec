#pragma once
#include "parsers/core/x3/in_place.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/starts_at.hpp"
#include "parsers/java/ast_adapted.hpp"
#include "parsers/java/grammar/common.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/statement.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

// An escape or the closing quote that fails is reported at the byte where it failed:
// blanks inside a string are content. Literals keep their text as written.
CONFORM_X3_RULE_WITH(string_text, ast::Text, "a string", x3kit::annotate_offsets, x3kit::verbatim)
CONFORM_X3_RULE_WITH(text_block_text, ast::Text, "a text block", x3kit::annotate_offsets, x3kit::verbatim)
CONFORM_X3_RULE_WITH(char_text, ast::Text, "a character literal", x3kit::annotate_offsets, x3kit::verbatim)
CONFORM_X3_RULE(escape, x3::unused_type, "an escape sequence")
// What follows a backslash; a failure names the escapes Java has ("config\app" is the
// Windows path LLMs write).
CONFORM_X3_RULE(escape_code, x3::unused_type,
                "an escape sequence after '\\' (\\\" \\' \\\\ \\n \\t \\r \\b \\f \\s \\uXXXX or octal; a backslash itself is "
                "\\\\)")
CONFORM_X3_RULE_WITH(string_body, ast::Text, "a string", x3kit::plain)
CONFORM_X3_RULE_WITH(char_body, ast::Text, "a character", x3kit::plain)
CONFORM_X3_RULE_WITH(char_close, x3::unused_type,
                     "''' after one character (a character literal holds one; a string is written between double quotes)",
                     x3kit::plain)
CONFORM_X3_RULE_WITH(text_block_opening, x3::unused_type,
                     "a line break after the opening \"\"\" (a text block's text starts on the next line)", x3kit::plain)
CONFORM_X3_RULE(annotation, ast::Modifier, "an annotation")
CONFORM_X3_RULE(wildcard, ast::TypeRef, "a wildcard")

using x3::lit;

auto const name_def = unreserved_word;
auto const identifier_def = unreserved_word;
auto const qualified_name_def = dotted_name;
// `?`, `? extends T` or `? super T`: named as written up to the bound, the bound type its
// one type argument (ast::is_wildcard). No expression starts with '?', so a type follows
// the keyword or the text is no Java.
struct wildcard_parser : x3::parser<wildcard_parser> {
  using attribute_type = ast::TypeRef;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, ast::TypeRef& type) const {
    x3::skip_over(first, last, ctx);
    if (first == last || *first != '?') return false;
    const It start = first++;
    const It mark = first;
    if (!(keyword("extends") | keyword("super")).parse(first, last, ctx, rctx, x3::unused)) {
      first = mark;  // not past the blanks the keyword's try skipped
      type.name = ast::Text(start, 1);
      return true;
    }
    type.name = ast::Text(start, static_cast<std::size_t>(first - start));
    ast::TypeRef bound;
    x3::expect[type_ref].parse(first, last, ctx, rctx, bound);
    type.args.emplace();
    type.args->push_back(std::move(bound));
    return true;
  }
};
auto const wildcard_def = wildcard_parser{};

// `>>` throughout: a name followed by `<` may be a comparison tried as a type. A type
// argument is a wildcard where it starts with '?'.
auto const type_arg = x3kit::starts_at<x3kit::is_byte<'?'>>[wildcard] | type_ref;
auto const type_args_def = '<' >> -x3kit::in_place_list(type_arg, ',') >> '>';
// The same after the '<', read again with expectations, so that an error stands where they stop
// (`List<String names()` at `names`). It never succeeds where type_args failed.
auto const closed_type_args_def = x3::omit[-(type_arg % ',')] > '>';

// A type written as one word (`String`, `int`, `Plan`), read without the full rule's
// level and alternatives where the first byte after the word and its blanks can continue
// no type: what the full rule reads there too, a name or a primitive type alone. The
// full rule reads the rest: a dotted name, type arguments, `[]` (where Dims), trivia
// that may hide them, a reserved word, and any type at the depth limit, where its level
// throws.
template <typename Full, bool Dims>
struct one_word_type_parser : x3::parser<one_word_type_parser<Full, Dims>> {
  using attribute_type = ast::TypeRef;
  static bool const has_attribute = true;

  Full full;
  constexpr explicit one_word_type_parser(Full const& f) : full(f) {}

  template <typename It, typename Ctx, typename RCtx>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, ast::TypeRef& type) const {
    x3::skip_over(first, last, ctx);
    const auto& log = x3kit::log_in(ctx);
    if (first != last && log.depth < log.max_depth && is_ident_start(static_cast<unsigned char>(*first))) {
      const ast::Text word = word_starting_at(first, last);
      const It end = first + word.size();
      It next = end;
      if (next != last) x3kit::skip_run<x3kit::is_blank_or_newline>(next, last);
      if (!word.empty() && next != last && !continues_type(static_cast<unsigned char>(*next)) &&
          (!is_reserved_word(word) || is_primitive_word(word))) {
        type.name = word;
        first = end;
        return true;
      }
    }
    return full.parse(first, last, ctx, rctx, type);
  }

 private:
  static constexpr bool continues_type(unsigned char c) {
    return c == '.' || c == '<' || (Dims && c == '[') || Skipper::may_start_trivia[c];
  }
};
template <bool Dims, typename Full>
constexpr auto one_word_type_or(Full const& full) { return one_word_type_parser<Full, Dims>(full); }

auto const class_type_def = one_word_type_or<false>(
    x3kit::nest[(qualified_name | primitive_type) >> -type_args >> x3::attr(std::string{})]);
auto const type_ref_def = one_word_type_or<true>(x3kit::nest[(qualified_name | primitive_type) >> -type_args >>
                                                             *(lit('[') >> ']' >> x3::attr('['))]);

// `\uXXXX` in a literal of the text as written; in the text javac reads, where the escapes
// are translated, `"\u005cu0041"` holds `\u`, which javac calls an illegal escape.
struct unicode_escape_parser : x3::parser<unicode_escape_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  template <typename It, typename Ctx, typename RCtx>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, x3::unused_type) const {
    if (first == last || *first != 'u' || x3kit::log_in(ctx).unicode_escapes_read) return false;
    return (+lit('u') > x3::repeat(4)[hex_digit]).parse(first, last, ctx, rctx, x3::unused);
  }
};
auto const escape_code_def =
    x3::char_("\"'\\\\ntrbfs") | unicode_escape_parser{} | x3::repeat(1, 3)[x3::char_('0', '7')];
auto const escape_def = lit('\\') > escape_code;
// `*(escape | plain_string_byte)`, read a run of plain bytes at a time.
struct string_body_parser : x3::parser<string_body_parser> {
  using attribute_type = ast::Text;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, ast::Text& body) const {
    const It start = first;
    for (;;) {
      first = x3kit::end_of_run<is_plain_string_byte>(first, last);
      if (first == last || *first != '\\' || !escape.parse(first, last, ctx, rctx, x3::unused)) break;
    }
    body = ast::Text(start, static_cast<std::size_t>(first - start));
    return true;
  }
};
auto const string_body_def = string_body_parser{};
auto const string_text_def = x3::lexeme['"' >> !lit("\"\"") > string_body > '"'];
auto const string_lit_def = string_text;
// JLS 3.10.6: blanks may follow the opening delimiter, then a line terminator; the text
// keeps them, so the printer writes the block back as it was.
auto const text_block_opening_def = &(*x3::char_(" \t\f") >> (lit('\n') | '\r'));
// An escape is taken whole, so `\"""` is three quotes of the text, not its end. A text
// block has a string's escapes and `\` before a line break (JLS 3.10.7); any other
// (`C:\dir`, a regex's `\d`) is javac's "illegal escape character".
auto const text_block_text_def =
    x3::lexeme[lit("\"\"\"") > text_block_opening >
               x3::raw[*((lit('\\') >> x3::char_("\r\n")) | escape | (x3::char_ - lit("\"\"\"")))] > lit("\"\"\"")];
auto const text_block_def = text_block_text;
// One character, as javac reads it: `'origin/main'` is an unclosed character literal.
auto const char_body_def = x3::raw[escape | plain_char_byte | (two_byte_lead >> continuation_byte) |
                                   (three_byte_lead >> continuation_byte >> continuation_byte)];
auto const char_text_def = x3::lexeme['\'' > char_body > char_close];
auto const char_close_def = x3::lit('\'');
auto const char_lit_def = char_text;
// Every form of Java number as written (42, 0x1F, 10L, 1.5, .5, 2e3f, 5., 1.e3, 0x1p-3);
// the oracles decide. As javac's scanner, a '.' after digits is the number's point whatever
// follows it, and a sign belongs to an exponent: after `e` in a decimal, after `p` in a
// hexadecimal (where `e` is a digit: `0x1e+2` is 0x1e plus 2).
template <typename Exponent>
constexpr auto number_rest(Exponent exponent) {
  return *((exponent >> x3::char_("+-") >> digit) | number_byte | lit('.'));
}
auto const number_lit_def = x3::raw[x3::lexeme[(lit('0') >> x3::char_("xX") >> number_rest(x3::char_("pP"))) |
                                                ((digit | (lit('.') >> &digit)) >> number_rest(x3::char_("eE")))]];

// An element's value is written `name = value` (an assignment's form) or alone.
auto const annotation_def = lit('@') >> x3::attr(true) >> !keyword("interface") >> qualified_name >>
                            -(x3::lit('(') > -(assigned % ',') > ')');

// The modifiers before a declaration: annotations (their rule) and modifier words, up
// to the first byte after trivia that starts neither, where `first` is left. A word is
// read where a modifier word starts with its byte and built in place: most declarations
// start with a type name, which costs one look. Read once where several branches start
// with them (config.hpp).
struct modifier_list_parser : x3::parser<modifier_list_parser> {
  using attribute_type = ast::List<ast::Modifier>;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, ast::List<ast::Modifier>& list) const {
    for (;;) {
      x3::skip_over(first, last, ctx);
      if (first == last) return true;
      if (*first == '@') {
        ast::Modifier annotated;
        if (!annotation.parse(first, last, ctx, rctx, annotated)) return true;
        list.push_back(std::move(annotated));
        continue;
      }
      if (!modifier_words.has_word_starting_with(static_cast<unsigned char>(*first))) return true;
      ast::Text word = word_starting_at(first, last);
      if (const std::size_t n = word == "non" ? non_sealed_at(first, last) : 0) word = ast::Text(first, n);
      else if (!modifier_words.contains(word)) return true;
      const It end = first + word.size();
      const auto& log = x3kit::log_in(ctx);
      ast::Modifier& modifier = list.emplace_back();
      modifier.begin = log.offset(first);
      modifier.end = log.offset(end);
      modifier.name = word;
      first = end;
    }
  }
};
inline constexpr modifier_list_parser modifier_list{};
auto const read_modifiers_def = x3kit::remembered<&ParseLog::modifiers>[modifier_list];
auto const modifiers_look_def = x3kit::kept<&ParseLog::modifiers>[modifier_list];

BOOST_SPIRIT_DEFINE(name, identifier, qualified_name, type_args, closed_type_args, wildcard, class_type, type_ref, escape, escape_code,
                    string_body, string_text, string_lit, text_block_opening, text_block_text, char_body, char_close, text_block, char_text, char_lit, number_lit,
                    annotation, read_modifiers, modifiers_look)

}  // namespace conform::java::parser
