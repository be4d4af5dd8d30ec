#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace conform::run {

// What a case's place in the corpus says about it.
enum class Expectation { accept, reject, impl_defined };

std::string_view to_string(Expectation);

struct Case {
  std::string id;        // "cpl/invalid/CPL-MISSING-MAIN/renamed-main.cpl"
  std::string dialect;
  Expectation expectation = Expectation::accept;
  std::string rule;      // the rule an invalid/<RULE>/ case breaks; empty when unnamed
  std::string path;      // a file holding the text
  std::string text;
  std::optional<std::uint64_t> seed;  // generated cases only
};

}  // namespace conform::run
