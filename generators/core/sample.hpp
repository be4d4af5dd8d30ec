#pragma once
#include <cstdint>
#include <optional>
#include <rapidcheck.h>

#include "generators/core/decision_capture.hpp"

namespace conform::gen {

// Draws one value from a generator, reproducibly: the same seed gives the same value.
template <typename T>
T sample(const rc::Gen<T>& generator, std::uint64_t seed, int size = rc::kNominalSize) {
  return generator(rc::Random(seed), size).value();
}

// A draw as `conform gen` makes it, inside a DecisionCapture: the value when it rests on
// the contract document alone (what gen files in valid/ and invalid/<RULE>/), nothing
// when its verdict rests on a recorded decision (impl-defined/) or only its rule does
// (invalid/D<n>-<RULE>-…, without a rule folder).
template <typename T>
std::optional<T> sample_resting_on_no_decision(const rc::Gen<T>& generator, std::uint64_t seed) {
  DecisionCapture capture;
  T value = sample(generator, seed);
  if (!capture.noted().empty() || !capture.noted_for_rule().empty()) return std::nullopt;
  return value;
}

}  // namespace conform::gen
