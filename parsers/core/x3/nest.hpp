#pragma once
// The nesting directive. Every rule that can reach itself again goes through
// `nest[…]`, which counts the levels entered in the parse log and throws
// NestingTooDeep, before recursing, when a level would open beyond
// ParseLogBase::max_depth. The front ends pre-check bracket depth (check_limits)
// before parsing; this directive is the guarantee when that count is fooled.
#include <boost/spirit/home/x3.hpp>

#include "parsers/core/x3/directive.hpp"
#include "parsers/core/x3/skipper.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

// Thrown where the level that is one too deep would open.
struct NestingTooDeep {
  const char* where = nullptr;
};

constexpr bool any_byte(unsigned char) { return true; }

// Opens counts as opening a level only at a byte it accepts: a grammar that tries a
// bracketed alternative at every value (JSON) passes the opening brackets, so that
// trying it at a scalar is not a level.
template <typename Subject, bool (*Opens)(unsigned char)>
struct nest_directive : pass_through_directive<Subject, nest_directive<Subject, Opens>> {
  using pass_through_directive<Subject, nest_directive>::pass_through_directive;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    auto& log = log_in(ctx);
    if (log.depth >= log.max_depth && first != last && Opens(static_cast<unsigned char>(*first)))
      throw NestingTooDeep{&*first};
    ++log.depth;
    struct Leave {
      decltype(log)& entered;
      ~Leave() { --entered.depth; }
    } leave{log};
    return this->subject.parse(first, last, ctx, rctx, attr);
  }
};

// nest[p]: p is one level. nest_at<opens>[p]: p is one level where it starts at a byte
// `opens` accepts.
inline constexpr valued_directive<nest_directive, any_byte> nest{};
template <bool (*Opens)(unsigned char)>
inline constexpr valued_directive<nest_directive, Opens> nest_at{};

}  // namespace conform::x3kit
