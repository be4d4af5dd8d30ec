// The scanning shortcuts agree with the byte-at-a-time definitions they stand for:
// core/byte_scan.hpp's eight-byte skip and exact byte marks, and utf8::valid_sequence_length against decode.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "core/byte_scan.hpp"
#include "parsers/json/utf8.hpp"

namespace conform {
namespace {

// Bytes likely to sit next to each other in a plan, stops included.
rc::Gen<std::string> plan_like_bytes() {
  return rc::gen::container<std::string>(rc::gen::oneOf(
      rc::gen::element<char>('a', 'z', ' ', '"', '\\', '\n', '\t', '\x01', '\x1f', '\x20', '\x21'),
      rc::gen::arbitrary<char>()));
}

bool is_stop(unsigned char c) { return c == '"' || c == '\\' || c < 0x20 || c >= 0x80; }

byte_scan::Word stops(byte_scan::Word w) {
  using namespace byte_scan;
  return equal(w, '"') | equal(w, '\\') | below(w, 0x20) | non_ascii(w);
}

RC_GTEST_PROP(ByteScan, StopsAtTheFirstMarkedByteOrInTheLastPartialWord, ()) {
  const std::string text = *plan_like_bytes();
  const std::size_t start = *rc::gen::inRange<std::size_t>(0, text.size() + 1);
  const char* first = text.data() + start;
  const char* last = text.data() + text.size();
  const char* stop = byte_scan::skip_unmarked(first, last, stops);
  RC_ASSERT(stop >= first);
  RC_ASSERT(stop <= last);
  for (const char* p = first; p < stop; ++p) RC_ASSERT(!is_stop(static_cast<unsigned char>(*p)));
  // Either on a stop byte, or fewer than eight bytes from the end (the caller's loop).
  RC_ASSERT((stop != last && is_stop(static_cast<unsigned char>(*stop))) ||
            static_cast<std::size_t>(last - stop) < byte_scan::word_size);
}

TEST(ByteScan, FindsEachStopAtEveryPositionOfAWord) {
  for (const char stop_byte : {'"', '\\', '\n', '\x00', '\x1f', '\x80', '\xff'})
    for (std::size_t at = 0; at < 16; ++at) {
      std::string text(24, 'x');
      text[at] = stop_byte;
      EXPECT_EQ(byte_scan::skip_unmarked(text.data(), text.data() + text.size(), stops), text.data() + at)
          << int(static_cast<unsigned char>(stop_byte)) << " at " << at;
    }
  const std::string plain(20, ' ');
  // No stop: it leaves the last partial word to the caller.
  EXPECT_EQ(byte_scan::skip_unmarked(plain.data(), plain.data() + plain.size(), stops), plain.data() + 16);
}

RC_GTEST_PROP(ByteScan, OtherThanMarksExactlyTheOtherBytes, ()) {
  const auto bytes = *rc::gen::container<std::vector<unsigned char>>(
      byte_scan::word_size, rc::gen::oneOf(rc::gen::element<unsigned char>(' ', 0x00, 0x1f, 0x21, 0x7f, 0x80, 0xa0, 0xff),
                                           rc::gen::arbitrary<unsigned char>()));
  const std::string word(bytes.begin(), bytes.end());
  const byte_scan::Word marks = byte_scan::other_than(byte_scan::load(word.data()), ' ');
  for (std::size_t i = 0; i < byte_scan::word_size; ++i)
    RC_ASSERT(((marks >> (8 * i + 7)) & 1) == (word[i] != ' ' ? 1U : 0U));
}

RC_GTEST_PROP(ByteScan, ASpaceRunEndsAtTheFirstOtherByteOrInTheLastPartialWord, ()) {
  // Mostly spaces, so that runs span several words.
  const std::string text = *rc::gen::container<std::string>(
      rc::gen::weightedOneOf<char>({{8, rc::gen::just(' ')}, {1, rc::gen::arbitrary<char>()}}));
  const char* last = text.data() + text.size();
  const char* stop = byte_scan::skip_word_run<' '>(text.data(), last);
  for (const char* p = text.data(); p < stop; ++p) RC_ASSERT(*p == ' ');
  RC_ASSERT((stop != last && *stop != ' ') || static_cast<std::size_t>(last - stop) < byte_scan::word_size);
}

RC_GTEST_PROP(Utf8, TheFastPathAgreesWithDecode, ()) {
  const auto bytes = *rc::gen::container<std::vector<unsigned char>>(
      *rc::gen::inRange<std::size_t>(1, 5),
      rc::gen::oneOf(rc::gen::inRange<unsigned char>(0x80, 0xC0), rc::gen::inRange<unsigned char>(0xC0, 0xFF),
                     rc::gen::arbitrary<unsigned char>()));
  const std::string text(bytes.begin(), bytes.end());
  const auto step = json::utf8::decode(text, 0);
  const std::size_t expected = step.error == json::utf8::Error::none && step.length > 1 ? step.length : 0;
  RC_ASSERT(json::utf8::valid_sequence_length(text, 0) == expected);
}

}  // namespace
}  // namespace conform
