#pragma once
// The positions of a list's items by key, for the JSON contracts' views: which step has
// step number k, which task has id "T3". Built once with the view, then looked up in
// O(log n), so a rule that resolves a reference per item stays O(n log n).
#include <algorithm>
#include <cstddef>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace conform::json_contract {

template <typename Key>
class FirstPositions {
 public:
  using Entry = std::pair<Key, std::size_t>;  // (key, position in the list)

  // Add every item, then sort once.
  void add(Key key, std::size_t position) { entries_.emplace_back(key, position); }
  void sort() { std::sort(entries_.begin(), entries_.end()); }

  // The first position with `key`; nothing when none.
  std::optional<std::size_t> first(const Key& key) const {
    const auto at = first_entry(key);
    if (at == entries_.end() || at->first != key) return std::nullopt;
    return at->second;
  }
  // Whether exactly one item has `key`.
  bool only_one(const Key& key) const {
    const auto at = first_entry(key);
    return at != entries_.end() && at->first == key && (at + 1 == entries_.end() || (at + 1)->first != key);
  }
  // Calls `repeat(position)` for each item whose key an earlier item has.
  template <typename F>
  void for_each_repeat(F repeat) const {
    for (std::size_t i = 1; i < entries_.size(); ++i)
      if (entries_[i].first == entries_[i - 1].first) repeat(entries_[i].second);
  }
  // No key is there twice.
  bool keys_unique() const {
    const auto same_key = [](const Entry& a, const Entry& b) { return a.first == b.first; };
    return std::adjacent_find(entries_.begin(), entries_.end(), same_key) == entries_.end();
  }
  // Sorted by key and, among equal keys, by position: the first of each key is its first item.
  std::span<const Entry> entries() const { return entries_; }

 private:
  typename std::vector<Entry>::const_iterator first_entry(const Key& key) const {
    return std::lower_bound(entries_.begin(), entries_.end(), key, [](const Entry& e, const Key& k) { return e.first < k; });
  }
  std::vector<Entry> entries_;
};

}  // namespace conform::json_contract
