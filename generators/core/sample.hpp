#pragma once
#include <cstdint>
#include <rapidcheck.h>

namespace conform::gen {

// Draws one value from a generator, reproducibly: the same seed gives the same value.
template <typename T>
T sample(const rc::Gen<T>& generator, std::uint64_t seed, int size = rc::kNominalSize) {
  return generator(rc::Random(seed), size).value();
}

}  // namespace conform::gen
