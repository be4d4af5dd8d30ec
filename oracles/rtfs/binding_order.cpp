// Where a use stands among a let's bindings, for the message of RTFS-VARIABLE-OUT-OF-SCOPE
// (walk.cpp): apart from the walk, which runs on every plan, as this runs on few.
#include <algorithm>

#include "oracles/rtfs/bindings.hpp"
#include "oracles/rtfs/walk.hpp"

namespace conform::rtfs {

using ast::Node;

bool ExpressionWalker::used_before_its_binding(const Node& use) {
  if (!let_indexes_) let_indexes_ = std::make_unique<std::unordered_map<const Node*, LetIndex>>();
  const auto contains = [&](const Node& n) { return n.begin <= use.begin && use.begin < n.end; };
  for (const Node* at = &root_; at && at != &use;) {
    if (at->is_form("let")) {
      auto [entry, fresh] = let_indexes_->try_emplace(at);
      LetIndex& index = entry->second;
      if (fresh)
        if (const auto bindings = bindings_of(*at)) {
          std::size_t pair = 0;
          for_each_binding(*bindings, [&](const Node& name, const Node*) {
            index.pair_begins.push_back(name.begin);
            if (is_plain_name(name)) index.last_pair[name.text] = pair;
            ++pair;
          });
        }
      const auto after = std::upper_bound(index.pair_begins.begin(), index.pair_begins.end(), use.begin);
      const auto found = index.last_pair.find(use.text);
      // In the bindings (the body starts past the last pair's value, which the range check
      // below leaves to the items), at or before the pair that binds the name last.
      // (The name a pair binds is no use before it, though a malformed let may be walked so.)
      if (after != index.pair_begins.begin() && *(after - 1) != use.begin && found != index.last_pair.end() &&
          found->second >= static_cast<std::size_t>(after - index.pair_begins.begin() - 1)) {
        const auto bindings = bindings_of(*at);
        if (bindings && bindings->bracketed && contains(*bindings->bracketed)) return true;
      }
    }
    // The item that holds the use: items stand in order, so a binary search.
    const auto& items = at->items;
    const auto next = std::upper_bound(items.begin(), items.end(), use.begin,
                                       [](std::uint32_t offset, const Node& n) { return offset < n.begin; });
    at = next != items.begin() && contains(*(next - 1)) ? &*(next - 1) : nullptr;
  }
  return false;
}

}  // namespace conform::rtfs
