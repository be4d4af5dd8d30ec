#pragma once
// Every block implementation of core/byte_scan.hpp this machine can run, for the typed
// tests that hold each to the byte-at-a-time definition (the one Blocks does not name too).
#include <gtest/gtest.h>

#include "core/byte_scan.hpp"

namespace conform::test {

#if defined(__SSE2__)
using ByteScanImplementations = ::testing::Types<byte_scan::Swar, byte_scan::Sse2>;
#else
using ByteScanImplementations = ::testing::Types<byte_scan::Swar>;
#endif

}  // namespace conform::test
