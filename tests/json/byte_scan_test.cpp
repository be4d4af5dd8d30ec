// The scanning shortcuts agree with the byte-at-a-time definitions they stand for:
// core/byte_scan.hpp's block skip, byte marks and byte sets, in both of its
// implementations (the one this machine does not use is tested too);
// utf8::valid_sequence_length, utf8::valid_until and utf8::append against decode.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "core/byte_scan.hpp"
#include "core/utf8.hpp"
#include "tests/byte_scan_implementations.hpp"

namespace conform {
namespace {

// Bytes likely to sit next to each other in a plan, stops included.
rc::Gen<std::string> plan_like_bytes() {
  return rc::gen::container<std::string>(rc::gen::oneOf(
      rc::gen::element<char>('a', 'z', ' ', '"', '\\', '\n', '\t', '\x01', '\x1f', '\x20', '\x21'),
      rc::gen::arbitrary<char>()));
}

bool is_stop(unsigned char c) { return c == '"' || c == '\\' || c < 0x20 || c >= 0x80; }

template <typename B>
typename B::Mask stops(typename B::Block b) {
  return B::equal(b, '"') | B::equal(b, '\\') | B::below(b, 0x20) | B::non_ascii(b);
}

// The position of the first byte of a block for which `holds` is true, and of the lowest
// byte `mask` marks; the two must agree.
template <typename B, typename Holds>
void first_mark_is_first_match(const std::string& block, typename B::Mask mask, Holds holds) {
  std::optional<std::size_t> expected;
  for (std::size_t i = 0; i < B::size && !expected; ++i)
    if (holds(static_cast<unsigned char>(block[i]))) expected = i;
  RC_ASSERT((mask == 0) == !expected);
  if (expected) RC_ASSERT(B::first_marked(mask) == *expected);
}

// One block's bytes, the bytes the marks are about (and their neighbours) often.
template <typename B>
rc::Gen<std::string> a_block() {
  return rc::gen::container<std::string>(
      B::size, rc::gen::oneOf(rc::gen::element<char>(' ', '"', '\x00', '\x1f', '\x21', '\x7f', '\x80', '\xa0', '\xff'),
                              rc::gen::arbitrary<char>()));
}

template <typename B>
class ByteScan : public ::testing::Test {};

TYPED_TEST_SUITE(ByteScan, test::ByteScanImplementations);

TYPED_TEST(ByteScan, EachMarkFindsTheFirstByteItStandsFor) {
  using B = TypeParam;
  EXPECT_TRUE(rc::check([] {
    const std::string block = *a_block<B>();
    const unsigned char c = *rc::gen::oneOf(rc::gen::element<unsigned char>(' ', '"', 0x00, 0x7f, 0x80, 0xff),
                                            rc::gen::arbitrary<unsigned char>());
    const unsigned char n = *rc::gen::inRange<unsigned>(1, 0x81);
    const auto b = B::load(block.data());
    first_mark_is_first_match<B>(block, B::equal(b, c), [c](unsigned char x) { return x == c; });
    first_mark_is_first_match<B>(block, B::below(b, n), [n](unsigned char x) { return x < n; });
    first_mark_is_first_match<B>(block, B::non_ascii(b), [](unsigned char x) { return x >= 0x80; });
    first_mark_is_first_match<B>(block, B::other_than(b, c), [c](unsigned char x) { return x != c; });
  }));
}

TYPED_TEST(ByteScan, AByteSetMarksFirstTheFirstOfItsMembers) {
  using B = TypeParam;
  EXPECT_TRUE(rc::check([] {
    const std::string block = *a_block<B>();
    const std::string members = *rc::gen::resize(
        byte_scan::ByteSet<B>::capacity,
        rc::gen::container<std::string>(rc::gen::oneOf(rc::gen::elementOf(block), rc::gen::arbitrary<char>())));
    RC_PRE(members.size() <= byte_scan::ByteSet<B>::capacity);
    const byte_scan::ByteSet<B> set(members);
    first_mark_is_first_match<B>(block, set.marks(B::load(block.data())),
                                 [&](unsigned char x) { return members.find(static_cast<char>(x)) != std::string::npos; });
  }));
}

TYPED_TEST(ByteScan, ACountUpToALimitIsNeverBelowTheCountItVouchesFor) {
  using B = TypeParam;
  EXPECT_TRUE(rc::check([] {
    const std::string piece = *rc::gen::container<std::string>(
        rc::gen::oneOf(rc::gen::element('(', '[', '{', '<', ')', 'a', ' '), rc::gen::arbitrary<char>()));
    // Copies of the piece, so that some texts run over the sixteen blocks tallied between
    // looks at the limit, and some over several times that.
    std::string text;
    for (int copies = *rc::gen::inRange(1, 24); copies > 0; --copies) text += piece;
    RC_CLASSIFY(text.size() > 16 * B::size, "over sixteen blocks");
    // Any byte may be a member: the bytes past the last whole block are tested one at a
    // time, against the set's own table.
    const std::string members = *rc::gen::resize(
        byte_scan::ByteSet<B>::capacity,
        rc::gen::container<std::string>(rc::gen::oneOf(rc::gen::element('(', '[', '{', '<', '"', ' '), rc::gen::arbitrary<char>())));
    RC_PRE(members.size() <= byte_scan::ByteSet<B>::capacity);
    const std::size_t limit = *rc::gen::oneOf(rc::gen::inRange<std::size_t>(0, 40), rc::gen::inRange<std::size_t>(0, 400));
    const byte_scan::ByteSet<B> set(members);
    std::size_t count = 0;
    for (char c : text) count += members.find(c) != std::string::npos ? 1 : 0;
    const std::size_t got = byte_scan::count_up_to<B>(text, set, limit);
    RC_CLASSIFY(count > limit, "over the limit");
    if (count > limit) RC_ASSERT(got > limit);
    else if (got <= limit) RC_ASSERT(got >= count);
    const bool exact = count > limit ? got > limit : got == count;
    if constexpr (!std::is_same_v<B, byte_scan::Swar>) RC_ASSERT(exact);
  }));
}

TYPED_TEST(ByteScan, OtherThanMarksExactlyTheOtherBytes) {
  using B = TypeParam;
  EXPECT_TRUE(rc::check([] {
    const std::string block = *a_block<B>();
    auto marks = B::other_than(B::load(block.data()), ' ');
    // Every marked byte is another byte, and every other byte is marked: clear them one by one.
    for (std::size_t i = 0; i < B::size; ++i)
      if (block[i] != ' ') {
        RC_ASSERT(marks != 0);
        RC_ASSERT(B::first_marked(marks) == i);
        marks &= marks - 1;
      }
    RC_ASSERT(marks == 0);
  }));
}

TYPED_TEST(ByteScan, StopsAtTheFirstMarkedByteOrInTheLastPartialBlock) {
  using B = TypeParam;
  EXPECT_TRUE(rc::check([] {
    const std::string text = *plan_like_bytes();
    const std::size_t start = *rc::gen::inRange<std::size_t>(0, text.size() + 1);
    const char* first = text.data() + start;
    const char* last = text.data() + text.size();
    const char* stop = byte_scan::skip_unmarked<B>(first, last, stops<B>);
    RC_ASSERT(stop >= first);
    RC_ASSERT(stop <= last);
    for (const char* p = first; p < stop; ++p) RC_ASSERT(!is_stop(static_cast<unsigned char>(*p)));
    // Either on a stop byte, or less than a block from the end (the caller's loop).
    RC_ASSERT((stop != last && is_stop(static_cast<unsigned char>(*stop))) ||
              static_cast<std::size_t>(last - stop) < B::size);
  }));
}

TYPED_TEST(ByteScan, FindsEachStopAtEveryPositionOfABlock) {
  using B = TypeParam;
  for (const char stop_byte : {'"', '\\', '\n', '\x00', '\x1f', '\x80', '\xff'})
    for (std::size_t at = 0; at < 2 * B::size; ++at) {
      std::string text(3 * B::size, 'x');
      text[at] = stop_byte;
      EXPECT_EQ(byte_scan::skip_unmarked<B>(text.data(), text.data() + text.size(), stops<B>), text.data() + at)
          << int(static_cast<unsigned char>(stop_byte)) << " at " << at;
    }
  const std::string plain(2 * B::size + 4, ' ');
  // No stop: it leaves the last partial block to the caller.
  EXPECT_EQ(byte_scan::skip_unmarked<B>(plain.data(), plain.data() + plain.size(), stops<B>),
            plain.data() + 2 * B::size);
}

TYPED_TEST(ByteScan, ARunEndsAtTheFirstOtherByteOrInTheLastPartialBlock) {
  using B = TypeParam;
  EXPECT_TRUE(rc::check([] {
    // Mostly spaces or tabs, so that runs span several blocks.
    const std::string text = *rc::gen::container<std::string>(rc::gen::weightedOneOf<char>(
        {{8, rc::gen::just(' ')}, {4, rc::gen::just('\t')}, {1, rc::gen::arbitrary<char>()}}));
    const char* last = text.data() + text.size();
    const auto run_ends_right = [&](char c, const char* stop) {
      for (const char* p = text.data(); p < stop; ++p) RC_ASSERT(*p == c);
      RC_ASSERT((stop != last && *stop != c) || static_cast<std::size_t>(last - stop) < B::size);
    };
    run_ends_right(' ', byte_scan::skip_run_of<' ', B>(text.data(), last));
    run_ends_right('\t', byte_scan::skip_run_of<'\t', B>(text.data(), last));
  }));
}

RC_GTEST_PROP(Utf8, TheFastPathAgreesWithDecode, ()) {
  const auto bytes = *rc::gen::container<std::vector<unsigned char>>(
      *rc::gen::inRange<std::size_t>(1, 5),
      rc::gen::oneOf(rc::gen::inRange<unsigned char>(0x80, 0xC0), rc::gen::inRange<unsigned char>(0xC0, 0xFF),
                     rc::gen::arbitrary<unsigned char>()));
  const std::string text(bytes.begin(), bytes.end());
  const auto step = utf8::decode(text, 0);
  const std::size_t expected = step.error == utf8::Error::none && step.length > 1 ? step.length : 0;
  RC_ASSERT(utf8::valid_sequence_length(text, 0) == expected);
}

// valid_until takes ASCII a block at a time: from any offset, it stops where decode, a
// sequence at a time, first reads an error, wherever the blocks start.
RC_GTEST_PROP(Utf8, ValidUntilStopsWhereDecodeFirstFails, ()) {
  const auto pieces = *rc::gen::container<std::vector<std::string>>(rc::gen::weightedOneOf<std::string>({
      {8, rc::gen::container<std::string>(rc::gen::inRange<char>(0x00, 0x7F))},
      {4, rc::gen::element<std::string>("\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\xed\x9f\xbf", "\xf4\x8f\xbf\xbf")},
      {1, rc::gen::element<std::string>("\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80", "\x80", "\xe2\x82", "\xff")},
      {1, rc::gen::container<std::string>(*rc::gen::inRange<std::size_t>(1, 5), rc::gen::arbitrary<char>())},
  }));
  std::string text;
  for (const auto& piece : pieces) text += piece;
  const std::size_t from = *rc::gen::inRange<std::size_t>(0, text.size() + 1);
  std::size_t expected = from;
  while (expected < text.size() && utf8::decode(text, expected).error == utf8::Error::none)
    expected += utf8::decode(text, expected).length;
  RC_CLASSIFY(expected == text.size(), "valid to the end");
  RC_ASSERT(utf8::valid_until(text, from) == expected);
}

RC_GTEST_PROP(Utf8, AppendWritesWhatDecodeReadsBack, ()) {
  const char32_t code_point = *rc::gen::oneOf(rc::gen::inRange<char32_t>(0, 0xD800), rc::gen::inRange<char32_t>(0xE000, 0x110000),
                                              rc::gen::element<char32_t>(0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000, 0x10FFFF));
  std::string text = "x";
  utf8::append(text, code_point);
  const std::size_t expected_length = code_point < 0x80 ? 1 : code_point < 0x800 ? 2 : code_point < 0x10000 ? 3 : 4;
  RC_ASSERT(text.size() == 1 + expected_length);
  const auto step = utf8::decode(text, 1);
  RC_ASSERT(step.error == utf8::Error::none);
  RC_ASSERT(step.length == expected_length);
  RC_ASSERT(step.code_point == code_point);
}

}  // namespace
}  // namespace conform
