#pragma once
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "run/case.hpp"
#include "dialects/core/dialect.hpp"

namespace conform::run {

// A generated plan, drawn as `conform gen` and `conform run --generate` draw: inside a
// gen::DecisionCapture, so that what a recorded decision alone allows is left out where the
// generator has a choice, and `decisions` names those it could not leave out (the case then
// belongs in impl-defined/); `rule_decisions` those that only the rule naming a plan's
// fault rests on (the plan is rejected all the same: invalid/, no rule folder). With `with_base`, the valid plan a broken one was made from.
struct GeneratedText {
  std::string text;
  std::vector<std::string> decisions;
  std::vector<std::string> rule_decisions;
  std::optional<std::string> base;
};
GeneratedText generate_case(const dialects::Configured&, const std::string& rule, std::uint64_t seed, bool with_base = false);

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
  // The text of a described case, written to its path; a draw that rests on a decision
  // moves to impl-defined/ (its id, path and expectation change).
  void generate(Case&) const;

 private:
  struct Dialect {
    const dialects::Configured* d;
    std::vector<std::string> kinds;  // "": a valid plan; else the rule broken
  };
  void locate(Case&, const Dialect&, const GeneratedText* drawn) const;

  std::vector<Dialect> dialects_;
  std::size_t n_;
  std::uint64_t seed_;
  std::filesystem::path dir_;
};

// Every case of GeneratedCases (without a rule glob), generated and written (for tests and small counts).
std::vector<Case> generated_cases(const std::vector<const dialects::Configured*>& dialects, std::size_t n, std::uint64_t seed,
                                  const std::filesystem::path& dir);

}  // namespace conform::run
