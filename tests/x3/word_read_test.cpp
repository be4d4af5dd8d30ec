// The word parsers with a remembered word (WordRead in the parse log) against the same
// parsers without one: any sequence of word parsers, each at a position some earlier one
// may have read from, with its own sets, byte classes and end of text, takes the same
// words, gives the same attributes and moves to the same place.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <boost/spirit/home/x3.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/parse_log.hpp"
#include "parsers/core/x3/skipper.hpp"
#include "parsers/core/x3/word.hpp"

namespace words {

namespace x3 = boost::spirit::x3;
namespace x3kit = conform::x3kit;

struct PlainLog : x3kit::ParseLogBase {};
struct RememberingLog : x3kit::ParseLogBase {
  x3kit::WordRead word_read;
};

template <typename Log>
struct Skipper : x3kit::trivia_skipper<Skipper<Log>, Log> {
  static constexpr auto may_start_trivia = x3kit::byte_set(" ");
  bool skip_trivia(const char*& first, const char*) const {
    if (*first != ' ') return false;
    ++first;
    return true;
  }
};

constexpr bool is_lower(unsigned char c) { return c >= 'a' && c <= 'z'; }
constexpr bool is_word_byte(unsigned char c) { return is_lower(c) || c == '_' || x3kit::is_digit(c); }
constexpr bool is_short_byte(unsigned char c) { return c >= 'a' && c <= 'c'; }
constexpr bool is_set_a(std::string_view w) { return w == "ab" || w == "b" || w == "abc"; }
constexpr bool is_set_b(std::string_view w) { return w.size() == 2 || w == "a_"; }

// One try: which parser, from which offset, to which end of the text.
struct Try {
  int parser;
  std::size_t from;
  std::size_t to;
};
struct Outcome {
  bool ok;
  std::size_t end;
  std::string word;
  bool operator==(const Outcome&) const = default;
};

template <typename Parser, typename Log>
Outcome run_one(const Parser& p, std::string_view text, const Try& t, Log& log) {
  Skipper<Log> skipper;
  skipper.log = &log;
  const char* first = text.data() + t.from;
  const char* const last = text.data() + t.to;
  std::string word;
  const bool ok = x3::phrase_parse(first, last, p, skipper, word);
  return {ok, static_cast<std::size_t>(first - text.data()), word};
}

template <typename Log>
Outcome run_try(std::string_view text, const Try& t, Log& log) {
  switch (t.parser) {
    case 0: return run_one(x3kit::word_parser<is_lower, is_word_byte, is_set_a, true>{}, text, t, log);
    case 1: return run_one(x3kit::word_parser<is_lower, is_word_byte, is_set_a, false>{}, text, t, log);
    case 2: return run_one(x3kit::word_parser<is_lower, is_word_byte, is_set_b, true>{}, text, t, log);
    case 3: return run_one(x3kit::word_parser<is_lower, is_word_byte, x3kit::no_word, false>{}, text, t, log);
    case 4: return run_one(x3::raw[x3kit::word_skip<is_lower, is_word_byte, is_set_a, false>{}], text, t, log);
    case 5: return run_one(x3::raw[x3kit::word_skip<is_lower, is_word_byte>{}], text, t, log);
    case 6: return run_one(x3kit::word_parser<is_short_byte, is_short_byte, is_set_a, true>{}, text, t, log);
    default: return run_one(x3::raw[x3kit::word_skip<is_short_byte, is_short_byte, is_set_b, false>{}], text, t, log);
  }
}

}  // namespace words

namespace {

RC_GTEST_PROP(WordRead, ChangesNoWordParsersResult, ()) {
  // Pieces that join into words of both byte classes, in and out of both sets.
  const auto pieces = *rc::gen::container<std::vector<std::string>>(
      rc::gen::element<std::string>(" ", "a", "ab", "abc", "b", "c", "_", "1", "z", "a_"));
  std::string text;
  for (const auto& p : pieces) text += p;
  const auto tries = *rc::gen::container<std::vector<words::Try>>(rc::gen::apply(
      [&](int parser, std::size_t a, std::size_t b) {
        // Near the start, so that several tries begin where others began.
        const std::size_t from = a % (std::min<std::size_t>(text.size(), 2) + 1);
        // Mostly at the end of the text, which a parse has, sometimes before it.
        const std::size_t to = b % 4 != 0 ? text.size() : from + (b / 4) % (text.size() - from + 1);
        return words::Try{parser, from, to};
      },
      rc::gen::element(0, 1, 2, 3, 4, 5, 6, 7), rc::gen::arbitrary<std::size_t>(),
      rc::gen::arbitrary<std::size_t>()));
  words::PlainLog plain;
  plain.base = text.data();
  words::RememberingLog remembering;
  remembering.base = text.data();
  for (const auto& t : tries) {
    const auto expected = words::run_try(text, t, plain);
    const auto got = words::run_try(text, t, remembering);
    RC_ASSERT(got == expected);
  }
}

TEST(WordRead, RemembersTheWordAndItsSetAtOnePosition) {
  const std::string_view text = "abc d";
  words::RememberingLog log;
  log.base = text.data();
  EXPECT_EQ(words::run_try(text, {0, 0, 5}, log), (words::Outcome{true, 4, "abc"}));  // and the blank after it
  EXPECT_EQ(log.word_read.begin, text.data());
  EXPECT_EQ(log.word_read.end, text.data() + 3);
  EXPECT_TRUE(log.word_read.in_set);
  // A set of its own is tested and remembered; the end of the word is not read again.
  EXPECT_EQ(words::run_try(text, {2, 0, 5}, log), (words::Outcome{false, 0, ""}));
  EXPECT_EQ(log.word_read.set, &words::is_set_b);
  EXPECT_FALSE(log.word_read.in_set);
  // Other bytes of a word make another word.
  EXPECT_EQ(words::run_try("ab_", {3, 0, 3}, log), (words::Outcome{true, 3, "ab_"}));
  EXPECT_EQ(words::run_try("ab_", {6, 0, 3}, log), (words::Outcome{true, 2, "ab"}));
  // A shorter text ends the word sooner: it is read again.
  EXPECT_EQ(words::run_try(text, {2, 0, 2}, log), (words::Outcome{true, 2, "ab"}));
  EXPECT_EQ(log.word_read.end, text.data() + 2);
}

}  // namespace
