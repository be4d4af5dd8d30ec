#pragma once
// starts_at<pred>[p]: p, tried only where the first byte after trivia is one `pred`
// accepts. For an alternative every branch of which starts at such a byte (a set of
// operators, say), it fails as p would, without trying each branch in turn: most tries
// of an operator find a ')' or ';'.
#include <boost/spirit/home/x3.hpp>

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <typename Subject, bool (*Starts)(unsigned char)>
struct starts_at_directive : x3::unary_parser<Subject, starts_at_directive<Subject, Starts>> {
  using base_type = x3::unary_parser<Subject, starts_at_directive<Subject, Starts>>;
  static bool const is_pass_through_unary = true;
  static bool const handles_container = Subject::handles_container;

  constexpr starts_at_directive(Subject const& subject) : base_type(subject) {}

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
struct starts_at_gen {
  template <typename Subject>
  constexpr starts_at_directive<typename x3::extension::as_parser<Subject>::value_type, Starts> operator[](
      Subject const& subject) const {
    return {x3::as_parser(subject)};
  }
};

template <bool (*Starts)(unsigned char)>
inline constexpr starts_at_gen<Starts> starts_at{};

}  // namespace conform::x3kit
