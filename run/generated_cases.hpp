#pragma once
#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

#include "run/case.hpp"
#include "dialects/core/dialect.hpp"

namespace conform::run {

// `n` fresh cases per dialect, spread evenly over valid plans and each error rule the
// dialect can break, or, given a rule glob (--rule), over the rules it matches only (a
// dialect with none has no generated cases): case i of a dialect uses seed `seed + i`. Nothing is generated up
// front: describe() names a case, generate() makes its text and writes it under `dir`
// at its id (and a broken case's base, the valid plan it was made from, when known), so that any count costs only the cases a run reaches.
class GeneratedCases {
 public:
  GeneratedCases(const std::vector<const dialects::Configured*>& dialects, std::size_t n, std::uint64_t seed,
                 std::filesystem::path dir, const std::optional<std::string>& rule_glob = std::nullopt);
  std::size_t size() const;                 // n per dialect (saturating)
  Case describe(std::size_t index) const;   // id, dialect, expectation, rule, seed, path; no text
  void generate(Case&) const;               // the text of a described case, written to its path

 private:
  struct Dialect {
    const dialects::Configured* d;
    std::vector<std::string> kinds;  // "": a valid plan; else the rule broken
  };
  std::vector<Dialect> dialects_;
  std::size_t n_;
  std::uint64_t seed_;
  std::filesystem::path dir_;
};

// Every case of GeneratedCases (without a rule glob), generated and written (for tests and small counts).
std::vector<Case> generated_cases(const std::vector<const dialects::Configured*>& dialects, std::size_t n, std::uint64_t seed,
                                  const std::filesystem::path& dir);

}  // namespace conform::run
