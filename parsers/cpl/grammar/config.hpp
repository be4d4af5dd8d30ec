#pragma once
// What every CPL grammar unit shares: the iterator, the skipper with its parse log, and
// the context the rules are instantiated for (as in Spirit's calc9 config.hpp).
#include <boost/spirit/home/x3.hpp>
#include <cstdint>
#include <vector>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/parse_log.hpp"
#include "parsers/core/x3/reserve_first.hpp"
#include "parsers/core/x3/skipper.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl::parser {

namespace x3 = boost::spirit::x3;
using iterator_type = const char*;

// Besides the toolkit's offsets and depth: the comments that CPL does not have, and
// markdown fence lines (```), which no CPL token starts with.
struct ParseLog : x3kit::ParseLogBase {
  std::vector<std::uint32_t> foreign_comments;  // may repeat after backtracking
  std::vector<std::uint32_t> fences;            // likewise
};

// Whitespace and comments: `#`, and the foreign `//` and `/* */` and ``` fence lines,
// which it logs.
struct Skipper : x3kit::trivia_skipper<Skipper, ParseLog> {
  static constexpr bool end_is_readable = true;  // parser.cpp parses TextStores only
  static constexpr auto may_start_trivia = x3kit::byte_set(" \t\n\r\f\v#`/");

  [[gnu::always_inline]] bool skip_trivia(const char*& first, const char* last) const {
    char c = *first;
    if (x3kit::skip_run<x3kit::is_blank_or_newline>(first, last)) return true;
    if (c == '#') {
      first = x3kit::line_end(first, last);
      return true;
    }
    if (c == '`' && last - first >= 3 && first[1] == '`' && first[2] == '`' && x3kit::at_line_start(log->base, first)) {
      log->fences.push_back(log->offset(first));
      first = x3kit::past_fence_line(log->base, first, last);
      return true;
    }
    if (const char* end = x3kit::c_comment_end(first, last)) {
      log->foreign_comments.push_back(log->offset(first));
      first = end;
      return true;
    }
    return false;
  }
};

using context_type = x3::phrase_parse_context<Skipper>::type;

}  // namespace conform::cpl::parser

CONFORM_X3_INLINE_SKIP(conform::cpl::parser::Skipper)
CONFORM_X3_INLINE_SKIP_CALL(conform::cpl::parser::Skipper)

// A block's statements start with room for four and a call's arguments with room for
// two, so a short list allocates once instead of growing 1, 2, 4.
CONFORM_X3_RESERVE_FIRST(conform::cpl::ast::List<conform::cpl::ast::Statement>, 4);
CONFORM_X3_RESERVE_FIRST(conform::cpl::ast::List<conform::cpl::ast::Expr>, 2);
