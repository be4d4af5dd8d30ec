#pragma once
// A hash of a name for the open-addressing tables that look names up (ScopedNames,
// NumberedNames): eight bytes at a time, the last word overlapping the one before it,
// then mixed as MurmurHash3's finaliser does; a name's length costs little, and every
// byte counts.
#include <cstdint>
#include <string_view>

#include "core/byte_scan.hpp"

namespace conform {

inline std::uint64_t name_hash(std::string_view name) {
  const char* p = name.data();
  std::size_t n = name.size();
  std::uint64_t h = n * 0x9e3779b97f4a7c15ULL;
  auto mix = [&h](std::uint64_t w) { h = (h ^ w) * 0xff51afd7ed558ccdULL; };
  if (n >= 8) {
    for (; n > 8; p += 8, n -= 8) mix(byte_scan::load_native<std::uint64_t>(p));
    mix(byte_scan::load_native<std::uint64_t>(p + n - 8));
  } else if (n >= 4) {
    const std::uint64_t low = byte_scan::load_native<std::uint32_t>(p);
    const std::uint64_t high = byte_scan::load_native<std::uint32_t>(p + n - 4);
    mix(low | high << 32);
  } else if (n > 0) {
    mix(std::uint64_t{static_cast<unsigned char>(p[0])} | std::uint64_t{static_cast<unsigned char>(p[n / 2])} << 8 |
        std::uint64_t{static_cast<unsigned char>(p[n - 1])} << 16);
  }
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ULL;
  return h ^ (h >> 33);
}

}  // namespace conform
