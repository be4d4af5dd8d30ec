#pragma once
// fails_unless<starts, levels>[p]: p, which at a byte `starts` refuses opens at most
// `levels` nesting levels (nest[…]) on its way down and fails, having read nothing. There
// it fails at once: a block's statements and a call's arguments try an expression at
// every ')' and '}' that closes them, a descent of several rules and levels.
//
// Only `nest` can make such a descent do anything but fail: it throws where a level would
// open at the depth limit. So p itself runs wherever one of its levels could reach the
// limit (the depth is within `levels` of it), or at the end of the text, and throws or
// fails there exactly as it did. `levels` must count every level p can open before it
// fails at such a byte; a larger count only runs p at more depths. With `end_refuses`,
// the end of the text is such a byte too: for a p that reaches no expectation there (a
// class, which starts with a word, after the last one).
#include <boost/spirit/home/x3.hpp>
#include <cstddef>

#include "parsers/core/x3/directive.hpp"
#include "parsers/core/x3/skipper.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <typename Subject, bool (*Starts)(unsigned char), std::size_t Levels, bool EndRefuses = false>
struct fails_unless_directive
    : pass_through_directive<Subject, fails_unless_directive<Subject, Starts, Levels, EndRefuses>> {
  using pass_through_directive<Subject, fails_unless_directive>::pass_through_directive;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    const auto& log = log_in(ctx);
    const bool refused = first == last ? EndRefuses : !Starts(static_cast<unsigned char>(*first));
    if (refused && log.depth + Levels <= log.max_depth) return false;
    return this->subject.parse(first, last, ctx, rctx, attr);
  }
};

template <bool (*Starts)(unsigned char), std::size_t Levels, bool EndRefuses = false>
inline constexpr valued_directive<fails_unless_directive, Starts, Levels, EndRefuses> fails_unless{};

}  // namespace conform::x3kit
