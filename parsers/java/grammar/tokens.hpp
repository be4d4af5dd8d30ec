#pragma once
// Java's byte classes, keywords and reserved words, for the grammar units' definitions.
#include <boost/spirit/home/x3.hpp>
#include <string>
#include <string_view>

#include "core/utf8.hpp"
#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/keyword.hpp"
#include "parsers/core/x3/skipper.hpp"
#include "parsers/core/x3/text.hpp"
#include "parsers/core/x3/word.hpp"
#include "parsers/java/grammar/names.hpp"

namespace conform::java::parser {

namespace x3 = boost::spirit::x3;

// Where a name may start, and may go on, by byte: an ASCII letter, '_' or '$' (and a
// digit after the first), or any byte of a character beyond ASCII. Which of those
// characters a name holds, javac decides by code point (`String résumé`, `String µs`, not
// `String a“b`): word_start and word_run below, for every word parser and keyword that
// takes these predicates, and names.hpp for the other scans.
constexpr bool is_ident_start(unsigned char c) { return is_ascii_name_start(c) || (c >= 0xC2 && c <= 0xF4); }
constexpr bool is_ident_char(unsigned char c) { return is_ascii_name_char(c) || c >= 0x80; }
constexpr bool is_plain_string_byte(unsigned char c) { return c != '"' && c != '\\' && c != '\n' && c != '\r'; }
constexpr bool is_plain_char_byte(unsigned char c) { return c < 0x80 && c != '\'' && c != '\\' && c != '\n' && c != '\r'; }
// A character literal's one UTF-16 unit, written in UTF-8: a lead of two or three bytes
// and its continuation bytes (four bytes would be two units, which no char holds).
constexpr bool is_two_byte_lead(unsigned char c) { return c >= 0xC2 && c <= 0xDF; }
constexpr bool is_three_byte_lead(unsigned char c) { return c >= 0xE0 && c <= 0xEF; }
using utf8::is_continuation_byte;
// A number's digits and the letters javac would read into it (`0x1F`, `10L`, `1_000`).
constexpr bool is_number_byte(unsigned char c) { return is_ascii_name_char(c); }

}  // namespace conform::java::parser

namespace conform::x3kit {
template <>
struct word_start<java::parser::is_ident_start> {
  template <typename It>
  [[gnu::always_inline]] static It end(It it, It last) {
    return java::parser::name_start_end(it, last);
  }
};
template <>
struct word_run<java::parser::is_ident_char> {
  template <typename It>
  [[gnu::always_inline]] static It end(It it, It last) {
    return java::parser::name_run_end(it, last);
  }
  template <typename It>
  [[gnu::always_inline]] static bool continues(It it, It last) {
    return java::parser::name_continues(it, last);
  }
};
}  // namespace conform::x3kit

namespace conform::java::parser {

using keyword = x3kit::keyword<is_ident_char>;

// The name that starts at `first` (not `last`), where is_ident_start holds of its byte;
// empty when no name starts there. word_end's answer there, where that precondition spares
// its table look-up: an ASCII byte is then a name's start (5,000 instructions of
// BM_JavaCorpus's 3.29 million).
[[gnu::always_inline]] inline std::string_view word_starting_at(const char* first, const char* last) {
  const char* end = static_cast<unsigned char>(*first) < 0x80 ? name_run_end(first + 1, last) : name_end(first, last);
  return {first, static_cast<std::size_t>(end - first)};
}

inline constexpr x3kit::byte_if<is_ident_start> ident_start{};
inline constexpr x3kit::byte_if<is_number_byte> number_byte{};
inline constexpr x3kit::byte_if<x3kit::is_digit> digit{};
inline constexpr x3kit::byte_if<is_plain_string_byte> plain_string_byte{};
inline constexpr x3kit::byte_if<is_plain_char_byte> plain_char_byte{};
inline constexpr x3kit::byte_if<is_two_byte_lead> two_byte_lead{};
inline constexpr x3kit::byte_if<is_three_byte_lead> three_byte_lead{};
inline constexpr x3kit::byte_if<is_continuation_byte> continuation_byte{};
inline constexpr x3kit::byte_if<x3kit::is_hex_digit> hex_digit{};

// Java's keywords and literals (none of which can be a name; `var`, `record` and
// `yield` are contextual and stay names) and primitive types. Defined here, not in a
// .cpp, so that the word parsers that test every name inline the look-up.
// `_` is a keyword since Java 9 (JLS 3.9).
inline constexpr x3kit::word_set<54> reserved_words{
    {"_", "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
     "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
     "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
     "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
     "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while"}};
inline constexpr x3kit::word_set<9> primitive_words{
    {"boolean", "byte", "char", "double", "float", "int", "long", "short", "void"}};
// The words a type declaration starts with after its modifiers (`@interface` aside).
inline constexpr x3kit::word_set<4> type_declaration_words{{"class", "enum", "interface", "record"}};

constexpr bool is_reserved_word(std::string_view word) { return reserved_words.contains(word); }
constexpr bool is_primitive_word(std::string_view word) { return primitive_words.contains(word); }
constexpr bool is_type_declaration_word(std::string_view word) { return type_declaration_words.contains(word); }

// `sealed` is a contextual word (JLS 3.9): a modifier where one can stand, a name elsewhere.
inline constexpr x3kit::word_set<13> modifier_words{{"abstract", "default", "final", "native", "private", "protected",
                                                     "public", "sealed", "static", "strictfp", "synchronized",
                                                     "transient", "volatile"}};
// `non-sealed` (JLS 3.9) is the one modifier that is no word: `non`, `-` and `sealed`, with
// no blank between, are read as one token. Its length when it starts at `first`, else 0.
inline constexpr std::string_view non_sealed = "non-sealed";
inline std::size_t non_sealed_at(const char* first, const char* last) {
  const auto left = static_cast<std::size_t>(last - first);
  if (left < non_sealed.size() || std::string_view(first, non_sealed.size()) != non_sealed) return 0;
  return left > non_sealed.size() && is_ident_char(static_cast<unsigned char>(first[non_sealed.size()])) ? 0 : non_sealed.size();
}
// Where a modifier can start: an annotation's '@' or a modifier word's first byte.
constexpr bool may_start_modifier(unsigned char c) { return c == '@' || modifier_words.has_word_starting_with(c); }

template <bool (*InSet)(std::string_view), bool Member>
using word_parser = x3kit::word_parser<is_ident_start, is_ident_char, InSet, Member>;
inline constexpr word_parser<is_reserved_word, false> unreserved_word{};
inline constexpr word_parser<is_reserved_word, true> reserved_word{};
inline constexpr word_parser<is_primitive_word, true> primitive_type{};
// `class`, `interface`, `enum` or `record`, read once and not built: what tells a class's
// head from a method's after the same modifiers.
inline constexpr x3kit::word_skip<is_ident_start, is_ident_char, is_type_declaration_word, true> type_declaration_word{};

using x3kit::no_word;  // with Member false: every word, reserved too

// A dotted name (`java.util.List`). Java allows blanks and comments around its dots, so
// `a . b` and `a.b` are one name, and the attribute is the words joined by single dots: the
// source's own run when it is written so, else the joined name, kept in the parse's
// TextStore. A dot not followed by a word (`String...`, `Plan.class`) is left to what
// follows. An import's name (`Star`) may end in `.*`, and its words may be any words,
// reserved ones too: whatever it names, an import is JAVA-IMPORT's.
template <typename Word, bool Star>
struct dotted_parser : x3::parser<dotted_parser<Word, Star>> {
  using attribute_type = x3kit::Text;
  static bool const has_attribute = true;

  Word word;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    x3kit::Text name;
    if (!word.parse(first, last, ctx, rctx, name)) return false;
    std::string joined;  // set once trivia stood next to a dot
    for (;;) {
      It it = first;
      if (!dot(it, last, ctx)) break;
      x3kit::Text next;
      if (Star && it != last && *it == '*') {
        next = x3kit::Text(&*it, 1);
        ++it;
      } else if (!word.parse(it, last, ctx, rctx, next)) {
        break;
      }
      if (joined.empty() && next.data() == name.data() + name.size() + 1) {
        name = x3kit::Text(name.data(), name.size() + 1 + next.size());
      } else {
        if (joined.empty()) joined = name;
        joined += '.';
        joined += next;
      }
      first = it;
      if (next == "*") break;
    }
    if (!joined.empty()) name = x3kit::log_in(ctx).text->keep(std::move(joined));
    x3::traits::move_to(name, attr);
    return true;
  }

 private:
  // A dot, with trivia skipped on both sides.
  template <typename It, typename Ctx>
  static bool dot(It& it, It const& last, Ctx const& ctx) {
    x3::skip_over(it, last, ctx);
    if (it == last || *it != '.') return false;
    ++it;
    x3::skip_over(it, last, ctx);
    return true;
  }
};
inline constexpr dotted_parser<word_parser<is_reserved_word, false>, false> dotted_name{};
inline constexpr dotted_parser<word_parser<no_word, false>, true> import_path{};

}  // namespace conform::java::parser
