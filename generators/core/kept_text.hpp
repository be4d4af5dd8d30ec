#pragma once
// The text of a tree a generator builds. A parsed tree's Text views its parse's copy of
// the source; a built one has no source, so what it names is kept here, once per
// distinct text, for the life of the process, and any tree may share it (RapidCheck
// copies generated values around freely). The generators draw their names and literals
// from fixed vocabularies with small counters, so what is kept stays small
// (tests/dialects/generation_test.cpp bounds it); a generator drawing unbounded text must
// not build trees through this.
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_set>

#include "parsers/core/x3/text.hpp"

namespace conform::gen {

namespace detail {
// Looked up by view: emplace alone would build a node for every text it is given, kept or not.
struct TextHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view text) const { return std::hash<std::string_view>{}(text); }
};
struct KeptTexts {
  std::mutex mutex;
  std::unordered_set<std::string, TextHash, std::equal_to<>> texts;  // node-based: a kept string never moves
};
inline KeptTexts& kept_texts() {
  static KeptTexts kept;
  return kept;
}
}  // namespace detail

inline x3kit::Text kept_text(std::string_view text) {
  auto& kept = detail::kept_texts();
  std::lock_guard<std::mutex> lock(kept.mutex);
  auto at = kept.texts.find(text);
  if (at == kept.texts.end()) at = kept.texts.emplace(text).first;
  return x3kit::Text(*at);
}

inline std::size_t kept_text_count() {
  auto& kept = detail::kept_texts();
  std::lock_guard<std::mutex> lock(kept.mutex);
  return kept.texts.size();
}

}  // namespace conform::gen
