#pragma once
// The keys seen so far, to tell a key's first appearance from its repeats (a map's keys, a
// plan's keyword arguments, the offsets an oracle has judged). Most such lists hold a
// handful, where a scan of the keys kept inline beats a set's nodes; past `Inline` keys
// they move into a hash set, so a long list costs linear time. Names are views of strings
// that outlive this.
#include <algorithm>
#include <boost/container/small_vector.hpp>
#include <cstddef>
#include <string_view>
#include <unordered_set>

namespace conform {

template <typename Key, std::size_t Inline = 16>
class Seen {
 public:
  // Whether `key` is new; it is seen from now on.
  bool insert(Key key) {
    if (many_.empty()) {
      if (contains_few(key)) return false;
      if (few_.size() < Inline) {
        few_.push_back(key);
        return true;
      }
      many_.insert(few_.begin(), few_.end());
      few_.clear();
    }
    return many_.insert(key).second;
  }

  bool contains(Key key) const { return many_.empty() ? contains_few(key) : many_.count(key) != 0; }

 private:
  bool contains_few(Key key) const { return std::find(few_.begin(), few_.end(), key) != few_.end(); }

  boost::container::small_vector<Key, Inline> few_;
  std::unordered_set<Key> many_;
};

template <std::size_t Inline = 16>
using SeenNames = Seen<std::string_view, Inline>;

}  // namespace conform
