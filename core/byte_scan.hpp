#pragma once
// Scanning a block of bytes at a time for the loops that walk long runs of plain text:
// string bodies, ASCII runs in the UTF-8 scan, indentation, literals and brackets in the
// limits scan.
// Two implementations of the same block operations: Sse2 takes sixteen bytes per step
// (every x86-64 has SSE2), Swar eight in a 64-bit word on any machine; Blocks is the one
// this machine uses. A block operation returns a Mask that marks bytes; the lowest
// marked byte is always a true match (Swar can mark falsely, but only above a true
// mark, where a borrow ran), so everything before it is certainly unmarked.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace conform::byte_scan {

// The bytes at p as a T, in the machine's byte order (for hashing, where order is no matter).
template <typename T>
inline T load_native(const char* p) {
  T w;
  std::memcpy(&w, p, sizeof w);
  return w;
}

// Eight bytes in a word; a mark is a byte's high bit.
struct Swar {
  using Block = std::uint64_t;
  using Mask = std::uint64_t;
  static constexpr std::size_t size = sizeof(Block);
  static constexpr Block ones = 0x0101010101010101ULL;
  static constexpr Block highs = 0x8080808080808080ULL;

  // The first byte at the lowest position on every machine.
  static Block load(const char* p) {
    Block w = load_native<Block>(p);
    if constexpr (std::endian::native == std::endian::big) w = __builtin_bswap64(w);
    return w;
  }
  // Bytes below n (1 <= n <= 0x80).
  static constexpr Mask below(Block w, unsigned char n) { return (w - ones * n) & ~w & highs; }
  static constexpr Mask equal(Block w, unsigned char c) { return below(w ^ splat(c), 1); }
  // equal() against a byte splat() spread over a block beforehand.
  static constexpr Block splat(unsigned char c) { return ones * c; }
  static constexpr Mask equal_splat(Block w, Block splat) { return below(w ^ splat, 1); }
  // The same test kept as a block, to be combined with others (either) before its marks
  // are taken once: a Swar block of marks is its mask.
  static constexpr Block same(Block w, Block splat) { return equal_splat(w, splat); }
  static constexpr Block either(Block a, Block b) { return a | b; }
  static constexpr Block none() { return 0; }
  static constexpr Mask marks_of(Block lanes) { return lanes; }
  // Bytes at or above 0x80.
  static constexpr Mask non_ascii(Block w) { return w & highs; }
  // Bytes other than c, exactly: no borrow or carry crosses a byte.
  static constexpr Mask other_than(Block w, unsigned char c) {
    constexpr Block lows = ~highs;
    const Block x = w ^ (ones * c);
    return (((x & lows) + lows) | x) & highs;
  }
  // The index of the lowest marked byte; `mask` is not zero.
  static std::size_t first_marked(Mask mask) { return static_cast<std::size_t>(std::countr_zero(mask)) / 8; }
  // Counts of marked bytes, one per byte of a tally: add a block of marks (false marks
  // included) to each, then the total of at most max_tallied blocks.
  static constexpr Block tally(Block counts, Block lanes) { return counts + (lanes >> 7); }
  static std::size_t tally_total(Block counts) { return static_cast<std::size_t>((counts * ones) >> 56); }
  static constexpr std::size_t max_tallied = 16;  // the total, at most 8 * 16, fits the top byte
};

#if defined(__SSE2__)
// Sixteen bytes in a register; a mask has one bit per byte, and every mark is true.
struct Sse2 {
  using Block = __m128i;
  using Mask = unsigned;
  static constexpr std::size_t size = sizeof(Block);

  static Block load(const char* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
  // Bytes below n (1 <= n <= 0x80): those whose minimum with n - 1 is themselves.
  static Mask below(Block b, unsigned char n) {
    return marks(_mm_cmpeq_epi8(_mm_min_epu8(b, splat(static_cast<unsigned char>(n - 1))), b));
  }
  static Mask equal(Block b, unsigned char c) { return equal_splat(b, splat(c)); }
  static Block splat(unsigned char c) { return _mm_set1_epi8(static_cast<char>(c)); }
  static Mask equal_splat(Block b, Block splat) { return marks(_mm_cmpeq_epi8(b, splat)); }
  static Block same(Block b, Block splat) { return _mm_cmpeq_epi8(b, splat); }
  static Block either(Block a, Block b) { return _mm_or_si128(a, b); }
  static Block none() { return _mm_setzero_si128(); }
  static Mask marks_of(Block lanes) { return marks(lanes); }
  static Mask non_ascii(Block b) { return marks(b); }
  static Mask other_than(Block b, unsigned char c) { return equal(b, c) ^ 0xFFFFU; }
  static std::size_t first_marked(Mask mask) { return static_cast<std::size_t>(std::countr_zero(mask)); }
  // Counts of marked bytes, one per byte lane of a tally: a marked lane is all ones
  // (-1), so subtracting a block of lanes adds one to each count it marks; the total sums
  // the lanes (psadbw against zero).
  static Block tally(Block counts, Block lanes) { return _mm_sub_epi8(counts, lanes); }
  static std::size_t tally_total(Block counts) {
    const Block sums = _mm_sad_epu8(counts, _mm_setzero_si128());
    return static_cast<std::size_t>(_mm_cvtsi128_si32(sums)) + static_cast<std::size_t>(_mm_extract_epi16(sums, 4));
  }
  static constexpr std::size_t max_tallied = 255;  // a lane counts to 255

 private:
  static Mask marks(Block b) { return static_cast<Mask>(_mm_movemask_epi8(b)); }
};
using Blocks = Sse2;
#else
using Blocks = Swar;
#endif

// A set of bytes chosen at run time, marked in a block by one comparison per member;
// the comparisons are combined before the marks are taken once.
template <typename B = Blocks>
class ByteSet {
 public:
  static constexpr std::size_t capacity = 16;
  // `members` has at most `capacity` bytes.
  explicit ByteSet(std::string_view members) : count_(members.size()) {
    for (std::size_t k = 0; k < count_; ++k) {
      const auto c = static_cast<unsigned char>(members[k]);
      splats_[k] = B::splat(c);
      bits_[c >> 6] |= std::uint64_t{1} << (c & 63);
    }
  }
  typename B::Mask marks(typename B::Block b) const { return B::marks_of(lanes(b)); }
  // The comparisons combined, before their marks are taken: for B::tally.
  typename B::Block lanes(typename B::Block b) const {
    typename B::Block lanes = B::none();
    for (std::size_t k = 0; k < count_; ++k) lanes = B::either(lanes, B::same(b, splats_[k]));
    return lanes;
  }
  // Calls f with a function Block -> Block that does what lanes() does. For a set of up
  // to four members the count is a constant there, so a loop over blocks that calls it
  // compares without a loop over the members and keeps their splats in registers.
  template <typename F>
  decltype(auto) with_lanes(F&& f) const {
    switch (count_) {
      case 1: return f([this](typename B::Block b) { return fixed_lanes<1>(b); });
      case 2: return f([this](typename B::Block b) { return fixed_lanes<2>(b); });
      case 3: return f([this](typename B::Block b) { return fixed_lanes<3>(b); });
      case 4: return f([this](typename B::Block b) { return fixed_lanes<4>(b); });
      default: return f([this](typename B::Block b) { return lanes(b); });
    }
  }
  // A byte at a time, for the bytes past the last whole block.
  bool holds(unsigned char c) const { return (bits_[c >> 6] >> (c & 63)) & 1; }

 private:
  template <std::size_t N>
  typename B::Block fixed_lanes(typename B::Block b) const {
    typename B::Block lanes = B::same(b, splats_[0]);
    for (std::size_t k = 1; k < N; ++k) lanes = B::either(lanes, B::same(b, splats_[k]));
    return lanes;
  }

  typename B::Block splats_[capacity]{};  // not std::array: a vector type's attributes
  std::size_t count_;
  std::uint64_t bits_[4]{};  // the members, a bit per byte value
};

// How many bytes of `text` are members of `set`, read until the count passes `limit`.
// The result is never below the count, unless it is above `limit`; so a result of at
// most `limit` means at most that many members. It is the count itself where blocks
// mark exactly (Sse2); Swar's false marks can only raise it.
// The blocks are tallied sixteen at a time (B::tally) between looks at the limit.
template <typename B = Blocks>
std::size_t count_up_to(std::string_view text, const ByteSet<B>& set, std::size_t limit) {
  constexpr std::size_t blocks_per_look = 16;
  static_assert(blocks_per_look <= B::max_tallied);
  const char* it = text.data();
  const char* const last = it + text.size();
  std::size_t count = 0;
  set.with_lanes([&](auto lanes) {
    for (std::size_t blocks = text.size() / B::size; blocks != 0 && count <= limit;) {
      const std::size_t look = blocks < blocks_per_look ? blocks : blocks_per_look;
      blocks -= look;
      typename B::Block counts = B::none();
      for (std::size_t k = 0; k < look; ++k, it += B::size) counts = B::tally(counts, lanes(B::load(it)));
      count += B::tally_total(counts);
    }
  });
  for (; it != last && count <= limit; ++it) count += set.holds(static_cast<unsigned char>(*it)) ? 1 : 0;
  return count;
}

// Moves `it` forward past whole blocks in which `marks` (Block -> Mask) marks no byte
// and stops at the first marked byte, or at the last partial block: the caller's byte
// loop takes over from there.
template <typename B = Blocks, typename Marks>
const char* skip_unmarked(const char* it, const char* last, Marks marks) {
  while (static_cast<std::size_t>(last - it) >= B::size) {
    const typename B::Mask m = marks(B::load(it));
    if (m != 0) return it + B::first_marked(m);
    it += B::size;
  }
  return it;
}

// Moves `it` forward past a run of the byte c, a block at a time while whole blocks are
// left; the caller's byte loop takes the rest.
template <unsigned char c, typename B = Blocks>
const char* skip_run_of(const char* it, const char* last) {
  return skip_unmarked<B>(it, last, [](typename B::Block b) { return B::other_than(b, c); });
}

}  // namespace conform::byte_scan
