// Where a Java name starts and ends, by code point, as javac's Character methods say
// (parsers/java/grammar/names.hpp).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "parsers/java/grammar/names.hpp"

namespace conform::java::parser {
namespace {

std::uint32_t hex(char32_t cp) { return static_cast<std::uint32_t>(cp); }

template <std::size_t N>
void expect_sorted_and_disjoint(const std::array<CodePointRange, N>& ranges) {
  for (std::size_t i = 0; i < N; ++i) {
    EXPECT_LE(ranges[i].first, ranges[i].last) << i;
    EXPECT_GE(hex(ranges[i].first), 0x80u) << i;
    EXPECT_LE(hex(ranges[i].last), 0x10FFFFu) << i;
    if (i > 0) { EXPECT_GT(ranges[i].first, ranges[i - 1].last + 1) << i; }  // merged, not adjacent
  }
}

// The binary search takes the tables' ranges as they are written: sorted, merged.
TEST(JavaNames, TheTablesAreSortedMergedRanges) {
  expect_sorted_and_disjoint(java_identifier_start_ranges);
  expect_sorted_and_disjoint(java_identifier_part_ranges);
}

// Every character that starts a name may continue one; at the edges of each range the
// search answers as the range says.
TEST(JavaNames, EveryStartIsAPartAndTheEdgesAreExact) {
  for (const auto& r : java_identifier_start_ranges) {
    EXPECT_TRUE(in_ranges(java_identifier_part_ranges, r.first)) << std::hex << hex(r.first);
    EXPECT_TRUE(in_ranges(java_identifier_part_ranges, r.last)) << std::hex << hex(r.last);
  }
  for (const auto& r : java_identifier_part_ranges) {
    EXPECT_TRUE(in_ranges(java_identifier_part_ranges, r.first));
    EXPECT_TRUE(in_ranges(java_identifier_part_ranges, r.last));
    EXPECT_FALSE(in_ranges(java_identifier_part_ranges, r.last + 1)) << std::hex << hex(r.last + 1);
    if (r.first > 0x80) { EXPECT_FALSE(in_ranges(java_identifier_part_ranges, r.first - 1)) << std::hex << hex(r.first - 1); }
  }
}

std::size_t name_length(const std::string& text) {
  return static_cast<std::size_t>(name_end(text.data(), text.data() + text.size()) - text.data());
}

TEST(JavaNames, ANameEndsAtTheFirstCharacterJavacReadsInNone) {
  EXPECT_EQ(name_length("abc = 1"), 3u);
  EXPECT_EQ(name_length("r\xC3\xA9sum\xC3\xA9;"), 8u);         // résumé
  EXPECT_EQ(name_length("\xC2\xB5s "), 3u);                       // µs
  EXPECT_EQ(name_length("\xF0\x9D\x92\xB3" "1("), 5u);           // 𝒳1
  EXPECT_EQ(name_length("a\xEF\xBB\xBF" "b"), 5u);               // the ignorable U+FEFF inside
  EXPECT_EQ(name_length("a\xE2\x80\x9C" "b"), 1u);               // a curly quote ends it
  EXPECT_EQ(name_length("a\xC3\x97" "b"), 1u);                   // × ends it
  EXPECT_EQ(name_length("a\x80" "b"), 1u);                       // a stray continuation byte
  EXPECT_EQ(name_length("a\xC3"), 1u);                           // a sequence cut by the end
  EXPECT_EQ(name_length("\xCC\x81x"), 0u);                       // a mark starts none
  EXPECT_EQ(name_length("\xEF\xBB\xBFx"), 0u);                   // nor does U+FEFF
  EXPECT_EQ(name_length("1a"), 0u);
  EXPECT_EQ(name_length(""), 0u);
}

}  // namespace
}  // namespace conform::java::parser
