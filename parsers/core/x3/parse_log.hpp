#pragma once
// What every grammar built on the toolkit records while it parses. A dialect's log
// derives from ParseLogBase and adds what its skipper and semantic actions collect.
#include <cstddef>
#include <cstdint>

namespace conform::x3kit {

class TextStore;

struct ParseLogBase {
  const char* base = nullptr;   // the text's first byte: offsets count from here
  TextStore* text = nullptr;    // where text the source does not hold as written is kept (text.hpp)
  std::size_t max_depth = 128;  // Limits::max_depth, enforced by `nest`
  std::size_t depth = 0;        // the levels `nest` has entered and not yet left
  bool failed_verbatim = false;  // an expectation failed inside a `verbatim` rule

  std::uint32_t offset(const char* at) const { return static_cast<std::uint32_t>(at - base); }
};

}  // namespace conform::x3kit
