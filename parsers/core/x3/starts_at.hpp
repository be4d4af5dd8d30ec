#pragma once
// starts_at<pred>[p]: p, tried only where the first byte after trivia is one `pred`
// accepts. For an alternative every branch of which starts at such a byte (a set of
// operators, say), it fails as p would, without trying each branch in turn: most tries
// of an operator find a ')' or ';'.
#include <boost/spirit/home/x3.hpp>

#include "parsers/core/x3/directive.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <typename Subject, bool (*Starts)(unsigned char)>
struct starts_at_directive : pass_through_directive<Subject, starts_at_directive<Subject, Starts>> {
  using pass_through_directive<Subject, starts_at_directive>::pass_through_directive;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    return reach_start(first, last, ctx) && this->subject.parse(first, last, ctx, rctx, attr);
  }

  // Moves `first` past the trivia; whether the byte there is one the subject may start at.
  template <typename It, typename Ctx>
  static bool reach_start(It& first, It const& last, Ctx const& ctx) {
    x3::skip_over(first, last, ctx);
    return first != last && Starts(static_cast<unsigned char>(*first));
  }
};

template <bool (*Starts)(unsigned char)>
inline constexpr valued_directive<starts_at_directive, Starts> starts_at{};

}  // namespace conform::x3kit
