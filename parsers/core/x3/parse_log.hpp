#pragma once
// What every grammar built on the toolkit records while it parses. A dialect's log
// derives from ParseLogBase and adds what its skipper and semantic actions collect.
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace conform::x3kit {

class TextStore;

// The word a word parser read last (word.hpp), for a dialect's log to hold as
// `word_read` where its grammar tries several alternatives that start with the same
// word (java: a statement's keyword, label, declaration and expression each test it).
// A parser at `begin` takes `end` from here instead of reading the word again, and the
// test against `set` too when it is the same set. Where words are seldom read twice
// (CPL), keeping it costs more than it saves.
struct WordRead {
  const char* begin = nullptr;
  const char* last = nullptr;
  const char* end = nullptr;
  bool (*is_word)(unsigned char) = nullptr;
  bool (*set)(std::string_view) = nullptr;
  bool in_set = false;
};

struct ParseLogBase {
  const char* base = nullptr;   // the text's first byte: offsets count from here
  TextStore* text = nullptr;    // where text the source does not hold as written is kept (text.hpp)
  std::size_t max_depth = 128;  // Limits::max_depth, enforced by `nest`
  std::size_t depth = 0;        // the levels `nest` has entered and not yet left
  bool failed_verbatim = false;  // an expectation failed inside a `verbatim` rule

  std::uint32_t offset(const char* at) const { return static_cast<std::uint32_t>(at - base); }
};

}  // namespace conform::x3kit
