#pragma once
// The text of a tree a generator builds. A parsed tree's Text views its parse's copy of
// the source; a built one has no source, so what it names is kept here, once per
// distinct text, for the life of the process, and any tree may share it (RapidCheck
// copies generated values around freely). The generators draw their names and literals
// from fixed vocabularies with small counters, so what is kept stays small
// (tests/dialects/generation_test.cpp bounds it); a generator drawing unbounded text must
// not build trees through this.
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_set>

#include "parsers/core/x3/text.hpp"

namespace conform::gen {

namespace detail {
struct KeptTexts {
  std::mutex mutex;
  std::unordered_set<std::string> texts;  // node-based: a kept string never moves
};
inline KeptTexts& kept_texts() {
  static KeptTexts kept;
  return kept;
}
}  // namespace detail

inline x3kit::Text kept_text(std::string_view text) {
  auto& kept = detail::kept_texts();
  std::lock_guard<std::mutex> lock(kept.mutex);
  return x3kit::Text(*kept.texts.emplace(text).first);
}

inline std::size_t kept_text_count() {
  auto& kept = detail::kept_texts();
  std::lock_guard<std::mutex> lock(kept.mutex);
  return kept.texts.size();
}

}  // namespace conform::gen
