#pragma once
// Scanning eight bytes at a time (SWAR) for the loops that walk long runs of plain
// text: string bodies, ASCII runs in the UTF-8 scan. A mask marks bytes with their high
// bit; the lowest marked byte is always a true match (a false mark can only sit above a
// true one, where a borrow ran), so everything before it is certainly unmarked.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace conform::byte_scan {

using Word = std::uint64_t;
inline constexpr std::size_t word_size = sizeof(Word);
inline constexpr Word ones = 0x0101010101010101ULL;
inline constexpr Word highs = 0x8080808080808080ULL;

// The bytes at p as a T, in the machine's byte order (for hashing, where order is no matter).
template <typename T>
inline T load_native(const char* p) {
  T w;
  std::memcpy(&w, p, sizeof w);
  return w;
}

// Eight bytes, the first at the lowest position on every machine.
inline Word load(const char* p) {
  Word w = load_native<Word>(p);
  if constexpr (std::endian::native == std::endian::big) w = __builtin_bswap64(w);
  return w;
}

// Bytes below n (n <= 0x80).
constexpr Word below(Word w, unsigned char n) { return (w - ones * n) & ~w & highs; }
// Bytes equal to c.
constexpr Word equal(Word w, unsigned char c) { return below(w ^ (ones * c), 1); }
// Bytes at or above 0x80.
constexpr Word non_ascii(Word w) { return w & highs; }
// Bytes other than c, exactly: no borrow or carry crosses a byte, so every mark is true.
constexpr Word other_than(Word w, unsigned char c) {
  constexpr Word lows = ~highs;
  const Word x = w ^ (ones * c);
  return (((x & lows) + lows) | x) & highs;
}

// The index (0..7) of the lowest marked byte; `mask` is not zero.
inline std::size_t first_marked(Word mask) { return static_cast<std::size_t>(std::countr_zero(mask)) / 8; }

// Moves `it` forward past whole words in which `marks` (Word -> Word) marks no byte and
// stops at the first marked byte, or at the last partial word: the caller's byte loop
// takes over from there.
template <typename Marks>
const char* skip_unmarked(const char* it, const char* last, Marks marks) {
  while (static_cast<std::size_t>(last - it) >= word_size) {
    const Word m = marks(load(it));
    if (m != 0) return it + first_marked(m);
    it += word_size;
  }
  return it;
}

// Moves `it` forward past a run of the byte c, eight at a time while whole words are
// left; the caller's byte loop takes the rest.
template <unsigned char c>
const char* skip_word_run(const char* it, const char* last) {
  return skip_unmarked(it, last, [](Word w) { return other_than(w, c); });
}

}  // namespace conform::byte_scan
