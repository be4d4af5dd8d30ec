#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace conform::run {

// What a case's place in the corpus says about it.
enum class Expectation { accept, reject, impl_defined };

std::string_view to_string(Expectation);

// The valid plan a broken case was made from. A reject proves the target checks the
// case's rule only when the target accepts this plan (docs/run.md, "Inconclusive").
struct CaseBase {
  std::string id;    // "cpl/generated/base/CPL-X/gen-7.cpl", or a corpus case's id
  std::string path;  // a file holding the text
  std::string text;
};

struct Case {
  std::string id;        // "cpl/invalid/CPL-MISSING-MAIN/renamed-main.cpl"
  std::string dialect;
  Expectation expectation = Expectation::accept;
  std::string rule;      // the rule an invalid/<RULE>/ case breaks; empty when unnamed
  std::string path;      // a file holding the text
  std::string text;
  std::optional<std::uint64_t> seed;  // generated cases only
  std::optional<CaseBase> base;       // broken cases whose base is known
};

}  // namespace conform::run
