#pragma once
// The structure-aware mutator of a dialect's fuzz targets, built only from what every
// dialect unit offers (dialects/core/dialect.hpp), so a dialect gets it by registering.
//
// An input that parses is first printed again by the dialect (`relaid`: another layout,
// siblings reordered where order carries no meaning); one that does not starts from a
// generated valid plan. Then one operation, chosen by the seed:
//  - a structurally smaller variant (the shrinker's: drop a step, a binding, a method);
//  - on the printed text's indentation tree (every printer puts a nested item on its own
//    line, indented under its parent): drop a subtree, duplicate one, swap two siblings,
//    or replace one with a subtree of the same depth from a generated valid plan;
//  - rename an identifier everywhere it occurs;
//  - a plan broken in one of the dialect's breakable rules (the breakers start from
//    plans of their own);
//  - nothing more (the new layout alone).
// cross_over splices a subtree of the second input into the first at the same depth.
// Everything is a function of the inputs and the seed, as libFuzzer requires: the
// generated plans come from fixed seeds.
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dialects/core/dialect.hpp"

namespace conform::fuzz {

class DialectMutator {
 public:
  // Throws std::invalid_argument when no dialect has that id.
  explicit DialectMutator(std::string_view dialect_id);

  // nullopt: the caller should mutate the bytes instead (the result would not fit
  // max_size, or the operation had nothing to work on).
  std::optional<std::string> mutate(std::string_view input, std::uint64_t seed, std::size_t max_size);
  std::optional<std::string> cross_over(std::string_view first, std::string_view second, std::uint64_t seed,
                                        std::size_t max_size);

 private:
  const std::string& valid_plan(std::size_t index);
  std::optional<std::string> broken_plan(std::size_t rule_index, std::uint64_t variant);

  std::shared_ptr<const dialects::Configured> dialect_;
  std::vector<std::string> rules_;
  std::vector<std::optional<std::string>> valid_pool_;
  std::map<std::pair<std::size_t, std::uint64_t>, std::optional<std::string>> broken_pool_;
};

}  // namespace conform::fuzz
