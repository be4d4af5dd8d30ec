#pragma once
#include <cstdint>
#include <filesystem>
#include <vector>

#include "run/case.hpp"
#include "dialects/core/dialect.hpp"

namespace conform::run {

// `n` fresh cases per dialect, spread evenly over valid plans and each error rule the
// dialect can break: case i uses seed `seed + i`. Each is written under `dir` at its id,
// and so is each broken case's base, the valid plan it was made from, when known.
std::vector<Case> generated_cases(const std::vector<const dialects::Configured*>& dialects, std::size_t n, std::uint64_t seed,
                                  const std::filesystem::path& dir);

}  // namespace conform::run
