#pragma once
#include <functional>
#include <string>
#include <vector>

namespace conform::run {

struct ShrinkSteps {
  // Smaller variants of a text, most promising first.
  std::function<std::vector<std::string>(const std::string&)> candidates;
  // Whether the reference still expects what the original case expected
  // (still breaks the same rule, or is still valid).
  std::function<bool(const std::string&)> still_expected;
  // Whether the target still gets it wrong the same way.
  std::function<bool(const std::string&)> target_still_wrong;
  // When it holds, shrinking stops with what it has (Ctrl-C, the time budget); may be empty.
  std::function<bool()> cut_short;
};

// Greedy delta debugging: keeps taking the first candidate that stays a failure, until
// none does, `max_target_runs` is spent or `cut_short` holds. Returns the smallest failing text found.
std::string shrink(const std::string& text, const ShrinkSteps&, int max_target_runs = 300);

// Every text with one line left out (for texts of at most `max_lines` lines).
std::vector<std::string> without_one_line(const std::string& text, std::size_t max_lines = 400);

}  // namespace conform::run
