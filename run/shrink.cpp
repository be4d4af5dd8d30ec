#include "run/shrink.hpp"

namespace conform::run {

std::string shrink(const std::string& text, const ShrinkSteps& steps, int max_target_runs) {
  std::string current = text;
  int runs = 0;
  for (bool progressed = true; progressed && runs < max_target_runs;) {
    progressed = false;
    for (const auto& candidate : steps.candidates(current)) {
      if (steps.cut_short && steps.cut_short()) return current;
      if (candidate.size() >= current.size() || !steps.still_expected(candidate)) continue;
      if (++runs > max_target_runs) break;
      if (steps.target_still_wrong(candidate)) {
        current = candidate;
        progressed = true;
        break;
      }
    }
  }
  return current;
}

std::vector<std::string> without_one_line(const std::string& text, std::size_t max_lines) {
  std::vector<std::size_t> starts{0};
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n' && i + 1 < text.size()) starts.push_back(i + 1);
  std::vector<std::string> out;
  if (starts.size() > max_lines || starts.size() < 2) return out;
  for (std::size_t l = 0; l < starts.size(); ++l) {
    std::size_t end = l + 1 < starts.size() ? starts[l + 1] : text.size();
    out.push_back(text.substr(0, starts[l]) + text.substr(end));
  }
  return out;
}

}  // namespace conform::run
