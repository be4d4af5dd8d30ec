#pragma once
// remembered<&Log::slot>[p]: p, whose last success is kept in the parse log's `slot` and
// handed out again where p is tried at the same byte. An ordered choice whose branches
// all start with p (a member's modifiers, read by the class, enum and record branches
// before the method's) then reads it once.
//
// p must be a function of the text from where it starts: the same byte gives the same
// attribute and end. The one state it may read is the nesting depth, and `nest` only
// ever throws on it, never fails: a success at some depth is a success at any depth no
// deeper, so the kept one is handed out only there. A throw leaves nothing kept.
// The attribute is copied, or moved out where a branch takes it whole (which empties
// the slot: p is read again there), so p should build little (a few modifiers).
#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <type_traits>
#include <utility>

#include "parsers/core/x3/directive.hpp"
#include "parsers/core/x3/skipper.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

// The slot: where p last succeeded, at what depth, and what it read.
template <typename Attr>
struct Remembered {
  const char* at = nullptr;
  const char* end = nullptr;
  std::size_t depth = 0;
  Attr value{};

  // Whether the slot holds a success that stands at `first` when read at `depth`: one
  // read as deep or deeper (see above).
  bool holds_at(const char* first, std::size_t at_depth) const { return at == first && at_depth <= depth; }
  // Notes a success from `start` to `stop` at `at_depth`; the caller puts its value.
  void note(const char* start, const char* stop, std::size_t at_depth) {
    at = start;
    end = stop;
    depth = at_depth;
  }
};

// Copies a kept attribute in or out. Most are empty (a declaration without modifiers),
// and an empty container is copied by a test instead of a call to its operator=.
template <typename T>
void copy_kept(T& to, const T& from) {
  if constexpr (requires { from.empty(); to.clear(); }) {
    if (from.empty()) {
      to.clear();
      return;
    }
  }
  to = from;
}

// Hands a kept attribute out: moved into an empty container, which empties the slot
// (it then holds no success anywhere); else copied.
template <typename T>
void take_kept(T& to, Remembered<T>& slot) {
  if constexpr (requires { to.empty(); }) {
    if (to.empty()) {
      to = std::move(slot.value);
      slot.at = nullptr;
      return;
    }
  }
  copy_kept(to, slot.value);
}

template <typename Subject, auto Slot>
struct remembered_directive : pass_through_directive<Subject, remembered_directive<Subject, Slot>> {
  using pass_through_directive<Subject, remembered_directive>::pass_through_directive;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    auto& log = log_in(ctx);
    auto& kept = log.*Slot;
    if constexpr (std::is_same_v<Attr, decltype(kept.value)>) {
      // What a look (kept[]) left is moved out: the branch after a look is most often
      // the one that succeeds (a method after the class head's look).
      if (kept.holds_at(first, log.depth)) {
        take_kept(attr, kept);
        first = kept.end;
        return true;
      }
      const It start = first;
      if (!this->subject.parse(first, last, ctx, rctx, attr)) return false;
      kept.note(start, first, log.depth);
      copy_kept(kept.value, attr);
      return true;
    } else {
      return this->subject.parse(first, last, ctx, rctx, attr);
    }
  }
};

// kept<&Log::slot>[p]: p read as a look, its attribute left in `slot` (moved, not copied)
// for the remembered<&Log::slot>[p] of the branches that follow, and none exposed. Where
// the slot already holds a success at this byte, it moves past it without reading.
template <typename Subject, auto Slot>
struct kept_directive : x3::unary_parser<Subject, kept_directive<Subject, Slot>> {
  using base_type = x3::unary_parser<Subject, kept_directive<Subject, Slot>>;
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  constexpr kept_directive(Subject const& subject) : base_type(subject) {}

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr&) const {
    auto& log = log_in(ctx);
    auto& kept = log.*Slot;
    if (kept.holds_at(first, log.depth)) {
      first = kept.end;
      return true;
    }
    const It start = first;
    decltype(kept.value) value{};
    if (!this->subject.parse(first, last, ctx, rctx, value)) return false;
    kept.note(start, first, log.depth);
    kept.value = std::move(value);
    return true;
  }
};

template <auto Slot>
inline constexpr valued_directive<kept_directive, Slot> kept{};

template <auto Slot>
inline constexpr valued_directive<remembered_directive, Slot> remembered{};

}  // namespace conform::x3kit
