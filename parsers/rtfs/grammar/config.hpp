#pragma once
// What every RTFS grammar unit shares: the iterator, the skipper with its parse log, and
// the context the rules are instantiated for (as in Spirit's calc9 config.hpp).
#include <boost/spirit/home/x3.hpp>
#include <cstdint>
#include <vector>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/parse_log.hpp"
#include "parsers/core/x3/reserve_first.hpp"
#include "parsers/core/x3/skipper.hpp"
#include "parsers/rtfs/ast.hpp"

namespace conform::rtfs::parser {

namespace x3 = boost::spirit::x3;
using iterator_type = const char*;

// Besides the toolkit's offsets and depth: markdown fence lines (```), which no RTFS
// token starts with, so the skipper can step over them and the envelope report them.
struct ParseLog : x3kit::ParseLogBase {
  std::vector<std::uint32_t> fences;            // may repeat after backtracking
  std::vector<std::uint32_t> foreign_comments;  // `//` and `/* */`; likewise
};

// Blanks, commas (whitespace in the s-expression family, decision D16), `;` comments,
// and, logging them, ``` fence lines and the foreign comments `//` and `/* */`.
struct Skipper : x3kit::trivia_skipper<Skipper, ParseLog> {
  // Commas are whitespace in RTFS, as in Clojure.
  static constexpr bool blank_or_comma(unsigned char c) { return x3kit::is_blank_or_newline(c) || c == ','; }

  static constexpr auto may_start_trivia = x3kit::byte_set(" \t\n\r\f\v,;`~/");

  bool skip_trivia(const char*& first, const char* last) const {
    const char c = *first;
    if (x3kit::skip_run<blank_or_comma>(first, last)) return true;
    if (c == ';') {
      first = x3kit::line_end(first, last);
      return true;
    }
    // `//` and `/* */`, which RTFS does not have (no RTFS token starts with them): read
    // past as comments, so that the plan around them is judged, and logged.
    if (const char* end = x3kit::c_comment_end(first, last)) {
      if (log) log->foreign_comments.push_back(log->offset(first));
      first = end;
      return true;
    }
    if ((c == '`' || c == '~') && last - first >= 3 && first[1] == c && first[2] == c && log &&
        x3kit::at_line_start(log->base, first)) {
      log->fences.push_back(log->offset(first));
      first = x3kit::past_fence_line(log->base, first, last);
      return true;
    }
    return false;
  }
};

using context_type = x3::phrase_parse_context<Skipper>::type;

}  // namespace conform::rtfs::parser

// A form's items start with room for four (most forms hold two to five), so a short list
// allocates once instead of growing 1, 2, 4.
CONFORM_X3_RESERVE_FIRST(conform::rtfs::ast::List<conform::rtfs::ast::Node>, 4);

// No CONFORM_X3_INLINE_SKIP here: measured, it saves 1.6% of the instructions of a
// check but costs 5% of its time (Rtfs/Check/Synthetic300), where the other grammars gain.
