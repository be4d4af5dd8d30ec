#pragma once
// Seed 002's "should" limits on a function's size: §6 "no more than 7" statements (top
// level, D8) and §9 at most 7 plan functions called (D9). The oracles warn past them; the
// generators keep valid and broken plans within them.
#include <cstddef>

namespace conform::cpl {

inline constexpr std::size_t max_statements = 7;
inline constexpr std::size_t max_callees = 7;

}  // namespace conform::cpl
