// libFuzzer's custom mutator and cross-over for one dialect's targets, compiled once per
// target with CONFORM_FUZZ_DIALECT set to the dialect's id (fuzz/CMakeLists.txt).
// A share of the mutations (default_bytes_percent), and whatever the dialect mutator
// cannot do, are left to libFuzzer's own byte mutations (LLVMFuzzerMutate), so byte-level
// damage still happens.
//
// For docs/fuzzing.md's A/B runs, with one binary: CONFORM_FUZZ_MUTATOR=bytes in the
// environment turns the dialect mutator off (every mutation libFuzzer's own), and
// CONFORM_FUZZ_BYTES_PERCENT=N (0-100) sets the share left to libFuzzer.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "fuzz/core/dialect_mutator.hpp"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

constexpr unsigned default_bytes_percent = 50;

// The share of mutations, in percent, left to libFuzzer's own.
unsigned bytes_percent() {
  static const unsigned percent = [] {
    const char* mode = std::getenv("CONFORM_FUZZ_MUTATOR");
    if (mode && std::string_view(mode) == "bytes") return 100u;
    const char* share = std::getenv("CONFORM_FUZZ_BYTES_PERCENT");
    if (!share || !*share) return default_bytes_percent;
    char* end = nullptr;
    const unsigned long value = std::strtoul(share, &end, 10);
    if (*end != '\0' || value > 100) {
      std::fprintf(stderr, "CONFORM_FUZZ_BYTES_PERCENT must be a whole number from 0 to 100, not '%s'\n", share);
      std::exit(2);
    }
    return static_cast<unsigned>(value);
  }();
  return percent;
}

bool bytes_only() { return bytes_percent() == 100; }

conform::fuzz::DialectMutator& dialect_mutator() {
  static conform::fuzz::DialectMutator mutator(CONFORM_FUZZ_DIALECT);
  return mutator;
}

std::size_t written(const std::string& text, std::uint8_t* out) {
  std::memcpy(out, text.data(), text.size());
  return text.size();
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  if (seed % 100 < bytes_percent()) return LLVMFuzzerMutate(data, size, max_size);
  const auto out = dialect_mutator().mutate({reinterpret_cast<const char*>(data), size}, seed, max_size);
  return out ? written(*out, data) : LLVMFuzzerMutate(data, size, max_size);
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t* first, std::size_t first_size,
                                                 const std::uint8_t* second, std::size_t second_size,
                                                 std::uint8_t* out, std::size_t max_out_size, unsigned int seed) {
  if (!bytes_only()) {
    const auto spliced = dialect_mutator().cross_over({reinterpret_cast<const char*>(first), first_size},
                                                      {reinterpret_cast<const char*>(second), second_size}, seed,
                                                      max_out_size);
    if (spliced) return written(*spliced, out);
  }
  // libFuzzer's own mutations of the first input, its cross-over with the corpus among them.
  const auto size = std::min(first_size, max_out_size);
  std::memcpy(out, first, size);
  return LLVMFuzzerMutate(out, size, max_out_size);
}
