#pragma once
// Text: a run of the parsed source a tree node names (a name, a literal as written, an
// operator), held as a view instead of a copy. A tree whose nodes hold Text lives no
// longer than the TextStore it was parsed from, which its parse result shares (and a
// CPL or java tree's root, through a TextOwner): the source's own copy, and the few texts
// the source does not hold as written (a dotted name written with blanks or comments
// around its dots, a string with escapes, decoded). A tree a generator builds keeps its
// texts elsewhere (generators/core/kept_text.hpp).
//
// It is a std::string_view that X3 treats as one value (not a container of chars) and
// fills from the source bytes a parser matched (put_chars, raw[]), and that joins
// strings with `+` as std::string does, for the oracles' messages.
#include <boost/spirit/home/x3/support/traits/container_traits.hpp>
#include <boost/spirit/home/x3/support/traits/move_to.hpp>
#include <cstdio>
#include <cstdlib>
#include <forward_list>
#include <memory>
#include <string>
#include <string_view>

#include "parsers/core/x3/pool_allocator.hpp"

namespace conform::x3kit {

struct Text : std::string_view {
  using std::string_view::string_view;
  constexpr Text(std::string_view v) noexcept : std::string_view(v) {}

  std::string str() const { return std::string(*this); }
  constexpr Text substr(size_type pos, size_type n = npos) const { return Text(std::string_view::substr(pos, n)); }

  friend std::string operator+(std::string a, Text b) { return a.append(b); }
  friend std::string operator+(const char* a, Text b) { return std::string(a).append(b); }
  friend std::string operator+(Text a, const std::string& b) { return std::string(a).append(b); }
  friend std::string operator+(Text a, const char* b) { return std::string(a).append(b); }
  friend std::string operator+(Text a, char b) { return std::string(a) + b; }
  friend std::string operator+(char a, Text b) { return std::string(1, a).append(b); }
};

// Source bytes [first, last) into a Text: assigned when it is empty, else it must end
// where they begin (a parser that matched the pieces of one run in turn), and it grows.
// Anything else is a grammar that appends what a view cannot hold: it stops the
// program, in every build, rather than hold the bytes in between.
inline void assign_source(Text& text, const char* first, const char* last) {
  if (text.empty()) {
    text = Text(first, static_cast<std::size_t>(last - first));
    return;
  }
  if (text.data() + text.size() != first) {
    std::fputs("x3kit::Text: source bytes appended that do not follow the text (a grammar bug)\n", stderr);
    std::abort();
  }
  text = Text(text.data(), static_cast<std::size_t>(last - text.data()));
}

// The text a tree's Text points into. Neither the source nor a joined name ever moves:
// a list does not move its elements as it grows (and, unlike a deque, allocates nothing
// while empty, as it is for nearly every plan).
class TextStore {
 public:
  explicit TextStore(std::string_view source) : source_(source) {}
  TextStore(const TextStore&) = delete;
  TextStore& operator=(const TextStore&) = delete;

  // A store made for one parse: it and the copy of a short source come from the node
  // pool, as the tree's nodes do, not from malloc.
  static std::shared_ptr<TextStore> make(std::string_view source) {
    return std::allocate_shared<TextStore>(PoolAllocator<TextStore>{}, source);
  }

  // The text, followed by a readable '\0' (a std::string's terminator), which a skipper
  // may read at the end (trivia_skipper::end_is_readable).
  std::string_view source() const { return source_; }
  Text keep(std::string joined) { return Text(joined_.emplace_front(std::move(joined))); }

 private:
  const PoolString source_;
  std::forward_list<std::string> joined_;
};

// What a tree's Text views, held by the tree's root, so that a copy of the whole tree
// is good as long as the copy lives. Not part of the tree's value: any two compare equal.
struct TextOwner {
  std::shared_ptr<const TextStore> store;
  friend bool operator==(const TextOwner&, const TextOwner&) { return true; }
};

}  // namespace conform::x3kit

namespace boost::spirit::x3::traits {

template <>
struct detail::is_container_impl<conform::x3kit::Text, void> : mpl::false_ {};

// raw[] and put_chars hand their match over through move_to(first, last, attr).
template <>
inline void move_to<const char*, conform::x3kit::Text>(const char* first, const char* last,
                                                        conform::x3kit::Text& dest) {
  conform::x3kit::assign_source(dest, first, last);
}

}  // namespace boost::spirit::x3::traits
