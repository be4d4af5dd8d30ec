// libFuzzer's custom mutator and cross-over for one dialect's targets, compiled once per
// target with CONFORM_FUZZ_DIALECT set to the dialect's id (fuzz/CMakeLists.txt).
// A fifth of the mutations, and whatever the dialect mutator cannot do, are left to
// libFuzzer's own byte mutations (LLVMFuzzerMutate), so byte-level damage still happens.
//
// CONFORM_FUZZ_MUTATOR=bytes in the environment turns the dialect mutator off: every
// mutation is libFuzzer's own, which is how docs/fuzzing.md's A/B runs compare the two
// with one binary.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "fuzz/core/dialect_mutator.hpp"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

bool bytes_only() {
  static const bool off = [] {
    const char* mode = std::getenv("CONFORM_FUZZ_MUTATOR");
    return mode && std::string_view(mode) == "bytes";
  }();
  return off;
}

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
  if (bytes_only() || seed % 5 == 0) return LLVMFuzzerMutate(data, size, max_size);
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
