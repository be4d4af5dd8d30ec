#pragma once
// The trivia skipper and the parse log it carries. The skipper is the one object X3
// hands to every parser through the context, so it is also how rules, handlers and
// directives reach the log: `log_in(ctx)`.
#include <array>
#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <string_view>

#include "core/byte_scan.hpp"
#include "core/line_breaks.hpp"
#include "parsers/core/fence_line.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

// A skipper for Derived, which says what one piece of trivia is:
//   static constexpr std::array<bool, 256> may_start_trivia;  // the bytes trivia starts with
//   bool skip_trivia(const char*& first, const char* last) const;
// skip_trivia moves `first` past one piece (a run of blanks, a comment) and returns true,
// or returns false and leaves `first` alone; it is called only at a byte of
// may_start_trivia. X3 calls the skipper before every token it tries, and most calls
// are at a token: that test is one table look-up, inlined, and the rest stays out of
// line. X3 also backtracks: every alternative, and every sequence tried again, skips the
// same trivia before its first token, so the skipper remembers the last stretch it took
// and takes it again in one step. skip_trivia must therefore depend on nothing but the
// text; what it logs may still be logged twice, when a stretch it no longer remembers
// is skipped again. `log` points at the parse log. Where the compiler keeps skip_trivia
// out of line (CPL's and java's grammars), it is marked [[gnu::always_inline]]: it runs
// once for each stretch, and the call cost as much as a short run of blanks. A space
// must be a blank whose skipping logs nothing: the commonest trivia, one space between
// two tokens, is taken inline without a call.
template <typename Derived, typename Log>
struct trivia_skipper : x3::parser<Derived> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  Log* log = nullptr;

  // Moves `first` (not at `last`) past all the trivia there; whether there was any.
  bool skip_one(const char*& first, const char* last) const {
    return Derived::may_start_trivia[static_cast<unsigned char>(*first)] && take_stretch(first, last);
  }

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const&, RCtx&, Attr&) const {
    return first != last && skip_one(first, last);
  }

  // Whether a byte may be read at `last`, whatever it holds: true where every text parsed
  // is a TextStore's (text.hpp), which a std::string's terminator follows. The test at a
  // token then reads before it compares with `last`, and most calls end at the read.
  static constexpr bool end_is_readable = false;

  // All the trivia at `first`: the test at a token and a lone space inline, the loop out
  // of line (see CONFORM_X3_INLINE_SKIP).
  [[gnu::always_inline]] void skip_all(const char*& first, const char* last) const {
    if constexpr (Derived::end_is_readable) {
      if (!Derived::may_start_trivia[static_cast<unsigned char>(*first)] || first == last) return;
    } else {
      if (first == last || !Derived::may_start_trivia[static_cast<unsigned char>(*first)]) return;
    }
    // A readable end lets first[1] be `last` itself; where it is trivia, the loop takes over.
    if (*first == ' ' && (Derived::end_is_readable || last - first >= 2) &&
        !Derived::may_start_trivia[static_cast<unsigned char>(first[1])]) {
      ++first;
      return;
    }
    skip_all_out_of_line(first, last);
  }

 private:
  struct Stretch {
    const char* begin = nullptr;
    const char* end = nullptr;
    const char* last = nullptr;
  };
  mutable Stretch remembered_;

  // The stretch of trivia at `first` (at a byte of may_start_trivia): the remembered one,
  // or one skipped now; whether there was one.
  bool take_stretch(const char*& first, const char* last) const {
    if (first == remembered_.begin && last == remembered_.last) {
      first = remembered_.end;
      return true;
    }
    return skip_stretch(first, last);
  }

  // A stretch ends where no trivia starts, so one stretch is all the trivia there is.
  [[gnu::noinline]] void skip_all_out_of_line(const char*& first, const char* last) const { take_stretch(first, last); }

  [[gnu::noinline]] bool skip_stretch(const char*& first, const char* last) const {
    auto const& self = static_cast<Derived const&>(*this);
    const char* const begin = first;
    if (!self.skip_trivia(first, last)) return false;
    while (first != last && Derived::may_start_trivia[static_cast<unsigned char>(*first)] &&
           self.skip_trivia(first, last)) {
    }
    remembered_ = {begin, first, last};
    return true;
  }
};

// X3 skips before every token it tries, through a loop it keeps out of line; most calls
// are at a token, where one table look-up says so. Declared at namespace scope after a
// grammar's Skipper and before its rules are instantiated, this puts that look-up at
// every call and leaves the rest out of line.
#define CONFORM_X3_INLINE_SKIP(SkipperType)                                                          \
  template <>                                                                                        \
  [[gnu::always_inline]] inline void boost::spirit::x3::detail::skip_over<const char*, SkipperType>( \
      const char*& first, const char* const& last, SkipperType const& skipper) {                     \
    skipper.skip_all(first, last);                                                                   \
  }

// The step before that one, X3's skip_over of the grammar's context, which GCC keeps out
// of line in a large grammar: forced inline too. Measured per grammar, and used where it
// pays (CPL and java are faster with it; the JSON grammar showed no change); after
// CONFORM_X3_INLINE_SKIP.
#define CONFORM_X3_INLINE_SKIP_CALL(SkipperType)                                                   \
  template <>                                                                                      \
  [[gnu::always_inline]] inline void boost::spirit::x3::skip_over<                                 \
      const char*, boost::spirit::x3::context<boost::spirit::x3::skipper_tag, SkipperType const,   \
                                              boost::spirit::x3::unused_type>>(                    \
      const char*& first, const char* const& last,                                                 \
      boost::spirit::x3::context<boost::spirit::x3::skipper_tag, SkipperType const,                \
                                 boost::spirit::x3::unused_type> const& ctx) {                     \
    boost::spirit::x3::get<boost::spirit::x3::skipper_tag>(ctx).skip_all(first, last);             \
  }

// Where the line that `first` is on ends: its line break, or `last`.
inline const char* line_end(const char* first, const char* last) {
  while (first != last && !is_line_break(*first)) ++first;
  return first;
}
// Past a fence line whose marker starts at `first`: its line's end, or the words on it,
// which are no trivia (conform::fence_line_words). The text starts at `base`.
inline const char* past_fence_line(const char* base, const char* first, const char* last) {
  const std::string_view text(base, static_cast<std::size_t>(last - base));
  return base + fence_line_words(text, static_cast<std::size_t>(first - base));
}
// Whether `at` starts its line, blanks aside: the text starts at `base`.
inline bool at_line_start(const char* base, const char* at) {
  return conform::at_line_start(std::string_view(base, static_cast<std::size_t>(at - base)),
                                static_cast<std::size_t>(at - base));
}

// The end of a C-family comment starting at `first`: `//` up to its line break, `/* … */`
// past its `*/`, or `last` when that never comes; nullptr when no comment starts there.
// java has them; CPL, RTFS and JSON read past them as foreign comments and log them.
inline const char* c_comment_end(const char* first, const char* last) {
  if (last - first < 2 || first[0] != '/' || (first[1] != '/' && first[1] != '*')) return nullptr;
  const char* it = first + 2;
  if (first[1] == '/') return line_end(it, last);
  for (; last - it >= 2; ++it)
    if (it[0] == '*' && it[1] == '/') return it + 2;
  return last;
}
// Whether the comment from `first` to `end` (c_comment_end's) is a `/*` never closed.
inline bool is_unclosed_block_comment(const char* first, const char* end) {
  return first[1] == '*' && (end - first < 4 || end[-2] != '*' || end[-1] != '/');
}

// Moves `first` (not at `last`) past a run of bytes for which Blank holds; whether there
// was one. One call takes a whole run of indentation, not one byte per call, and the
// spaces or tabs that indent a line a block at a time.
template <bool (*Blank)(unsigned char)>
[[gnu::always_inline]] inline bool skip_run(const char*& first, const char* last) {
  if (!Blank(static_cast<unsigned char>(*first))) return false;
  do {
    if constexpr (Blank('\n') && Blank(' '))
      if (*first == '\n') {
        ++first;
        first = first != last && *first == '\t' ? byte_scan::skip_run_of<'\t'>(first, last)
                                                : byte_scan::skip_run_of<' '>(first, last);
        continue;
      }
    ++first;
  } while (first != last && Blank(static_cast<unsigned char>(*first)));
  return true;
}

// The trivia loop: the offset of the first byte at or after `pos` that is not trivia.
template <typename Skipper>
std::size_t skip_trivia(Skipper const& skipper, std::string_view text, std::size_t pos) {
  const char* first = text.data() + pos;
  const char* const last = text.data() + text.size();
  while (first != last && skipper.skip_one(first, last)) {
  }
  return static_cast<std::size_t>(first - text.data());
}

// The parse log, from the skipper in a context (inside `lexeme[]` the skipper is
// wrapped in x3::unused_skipper).
template <typename Skipper>
auto& log_of(Skipper const& skipper) { return *skipper.log; }
template <typename Skipper>
auto& log_of(x3::unused_skipper<Skipper> const& wrapped) { return log_of(wrapped.skipper); }
template <typename Context>
auto& log_in(Context const& ctx) { return log_of(x3::get<x3::skipper_tag>(ctx)); }

}  // namespace conform::x3kit
