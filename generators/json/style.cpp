#include "generators/json/style.hpp"

#include <algorithm>
#include <memory>

namespace conform::json_gen {

rc::Gen<json::PrintStyle> print_style() {
  return rc::gen::apply(
      [](int indent, bool tabs, bool colon_space, bool comma_space, bool escape, bool crlf, bool newline) {
        json::PrintStyle s;
        s.indent = indent;
        s.tabs = tabs && indent > 0;
        s.space_after_colon = colon_space;
        s.space_after_comma = comma_space;
        s.escape_non_ascii = escape;
        s.crlf = crlf;
        s.trailing_newline = newline;
        return s;
      },
      rc::gen::element(0, 1, 2, 4), rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(),
      rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>());
}

namespace {

void shuffle_in_place(json::Value& v, rc::Random random) {
  for (auto& e : v.elements) shuffle_in_place(e, random.split());
  for (auto& m : v.members) shuffle_in_place(m.value, random.split());
  // Fisher–Yates with the generator's own random source, so shrinking stays deterministic.
  for (std::size_t i = v.members.size(); i > 1; --i) {
    std::size_t j = static_cast<std::size_t>(random.next() % i);
    std::swap(v.members[i - 1], v.members[j]);
  }
}

}  // namespace

// The keys shuffled with one half of the random source and the style drawn with the other,
// split as rc::gen::mapcat(shuffling, printing) splits it: a generated case names its seed,
// and the seed must keep giving that plan. The tree is held through a shared pointer:
// RapidCheck copies a generator's function into every value it makes, and a tree held by
// value would be copied with it.
rc::Gen<std::string> restyled(const json::Value& v) {
  return [tree = std::make_shared<const json::Value>(v)](const rc::Random& random, int size) {
    rc::Random keys = random;
    const rc::Random styles = keys.split();
    auto shuffled = std::make_shared<json::Value>(*tree);
    shuffle_in_place(*shuffled, keys);
    return rc::shrinkable::map(print_style()(styles, size), [shuffled = std::move(shuffled)](const json::PrintStyle& s) {
      return json::print(*shuffled, s);
    });
  };
}

rc::Gen<std::string> prose_text() {
  static const std::vector<std::string> words{
      "clone",  "the",     "repository", "inspect", "failing", "tests",  "update",   "config", "verify", "build",
      "résumé", "naïve",   "Straße",     "日本語", "テスト",  "计划",   "проверка", "données", "🚀",     "✅",
      "مرحبا",  "שלום",    "café",       "\"quoted\"", "back\\slash", "tab\there", "line\nbreak", "50%", "a/b/c"};
  // One to twelve words, twelve in most texts: the count a list of the generator's size
  // would have, cut at twelve, drawn first so that a text costs only the draws it uses.
  const auto picks = rc::gen::mapcat(rc::gen::inRange<std::size_t>(1, rc::kNominalSize + 1), [](std::size_t n) {
    return rc::gen::container<std::vector<std::size_t>>(std::min<std::size_t>(n, 12),
                                                         rc::gen::inRange<std::size_t>(0, words.size()));
  });
  return rc::gen::map(picks, [](const std::vector<std::size_t>& chosen) {
    std::string out;
    for (const std::size_t w : chosen) {
      if (!out.empty()) out += ' ';
      out += words[w];
    }
    return out;
  });
}

}  // namespace conform::json_gen
