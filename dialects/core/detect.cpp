// `--dialect auto`. Key markers are counted without their quotes, so that a plan inside a
// JSON string or with escaped quotes counts; a dialect lists a common word (`"steps"`)
// with its quotes, so prose that mentions it does not. A dialect wins on markers alone
// with at least two more than any other could claim; otherwise the first signature that
// fits (registration order), then the markers' strict winner.
#include <algorithm>

#include "dialects/core/registry.hpp"

namespace conform::dialects {
namespace {

int marker_score(std::string_view text, const std::vector<std::string_view>& markers) {
  int score = 0;
  for (auto m : markers)
    for (auto at = text.find(m); at != std::string_view::npos; at = text.find(m, at + m.size())) ++score;
  return score;
}

// The dialect with the highest score when no other has as much, and that score.
std::pair<const Dialect*, int> strict_winner(const std::vector<std::pair<const Dialect*, int>>& scores) {
  const Dialect* best = nullptr;
  int top = 0;
  bool tied = false;
  for (const auto& [d, s] : scores) {
    if (s > top) {
      best = d;
      top = s;
      tied = false;
    } else if (s == top && s > 0) {
      tied = true;
    }
  }
  return tied ? std::pair<const Dialect*, int>{nullptr, 0} : std::pair{best, top};
}

}  // namespace

std::string_view detect(std::string_view text) {
  std::vector<std::pair<const Dialect*, int>> scores;
  for (const Dialect* d : all())
    if (!d->descriptor().key_markers.empty()) scores.emplace_back(d, marker_score(text, d->descriptor().key_markers));
  const auto [by_markers, score] = strict_winner(scores);
  if (by_markers && score >= 2) return by_markers->id();
  for (const Dialect* d : all())
    if (d->descriptor().signature && d->descriptor().signature(text)) return d->id();
  return by_markers ? by_markers->id() : std::string_view{};
}

}  // namespace conform::dialects
