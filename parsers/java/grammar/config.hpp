#pragma once
// What every Java grammar unit shares: the iterator, the skipper with its parse log, and
// the context the rules are instantiated for (as in Spirit's calc9 config.hpp).
#include <boost/spirit/home/x3.hpp>
#include <cstdint>
#include <vector>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/parse_log.hpp"
#include "parsers/core/x3/remembered.hpp"
#include "parsers/core/x3/reserve_first.hpp"
#include "parsers/core/x3/skipper.hpp"
#include "parsers/java/ast.hpp"

namespace conform::java::parser {

namespace x3 = boost::spirit::x3;
using iterator_type = const char*;

// Besides the toolkit's offsets and depth: markdown fence lines (```), which no Java
// token starts with, and comments that never end; and the modifiers read last, which a
// member's branches (class, enum, record, method, …) and a statement's (a local class, a
// local variable) each start with.
struct ParseLog : x3kit::ParseLogBase {
  std::vector<std::uint32_t> fences;  // may repeat after backtracking
  std::vector<std::uint32_t> unterminated_comments;
  x3kit::Remembered<ast::List<ast::Modifier>> modifiers;
  // The text's unicode escapes are translated already (JLS 3.3): a `\u` left in a literal
  // has a backslash an escape wrote, which starts no escape, so it is no escape sequence.
  bool unicode_escapes_read = false;
};

// Java's white space (JLS 3.6): space, tab, form feed and line ends; not the vertical tab,
// which javac calls an illegal character.
constexpr bool is_white_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

// White space, `//` and `/* */` comments (Javadoc included), and ``` fence lines, which it logs.
struct Skipper : x3kit::trivia_skipper<Skipper, ParseLog> {
  static constexpr bool end_is_readable = true;  // parser.cpp parses TextStores only
  static constexpr auto may_start_trivia = x3kit::byte_set(" \t\n\r\f`/");

  [[gnu::always_inline]] bool skip_trivia(const char*& first, const char* last) const {
    char c = *first;
    if (x3kit::skip_run<is_white_space>(first, last)) return true;
    if (c == '`' && last - first >= 3 && first[1] == '`' && first[2] == '`' && x3kit::at_line_start(log->base, first)) {
      log->fences.push_back(log->offset(first));
      first = x3kit::past_fence_line(log->base, first, last);
      return true;
    }
    if (const char* end = x3kit::c_comment_end(first, last)) {
      if (x3kit::is_unclosed_block_comment(first, end)) log->unterminated_comments.push_back(log->offset(first));
      first = end;
      return true;
    }
    return false;
  }
};

using context_type = x3::phrase_parse_context<Skipper>::type;

}  // namespace conform::java::parser

CONFORM_X3_INLINE_SKIP(conform::java::parser::Skipper)
CONFORM_X3_INLINE_SKIP_CALL(conform::java::parser::Skipper)

// A block's statements and a class's members start with room for four; a call's
// arguments, a method's parameters and a type's arguments with room for two. So a short
// list allocates once instead of growing 1, 2, 4.
CONFORM_X3_RESERVE_FIRST(conform::java::ast::List<conform::java::ast::Statement>, 4);
CONFORM_X3_RESERVE_FIRST(conform::java::ast::List<conform::java::ast::Member>, 4);
CONFORM_X3_RESERVE_FIRST(conform::java::ast::List<conform::java::ast::Expr>, 2);
CONFORM_X3_RESERVE_FIRST(conform::java::ast::List<conform::java::ast::Param>, 2);
CONFORM_X3_RESERVE_FIRST(conform::java::ast::List<conform::java::ast::TypeRef>, 2);
