#pragma once
// The names seen so far, to tell a name's first appearance from its repeats (a map's
// keys, a plan's keyword arguments). Most such lists hold a handful of names, where a
// scan of the names kept inline beats a set's nodes; past `Inline` names they move into
// a hash set, so a long list costs linear time. Names are views of strings that outlive
// this.
#include <boost/container/small_vector.hpp>
#include <cstddef>
#include <string_view>
#include <unordered_set>

namespace conform {

template <std::size_t Inline = 16>
class SeenNames {
 public:
  // Whether `name` is new; it is seen from now on.
  bool insert(std::string_view name) {
    if (many_.empty()) {
      for (std::string_view seen : few_)
        if (seen == name) return false;
      if (few_.size() < Inline) {
        few_.push_back(name);
        return true;
      }
      many_.insert(few_.begin(), few_.end());
      few_.clear();
    }
    return many_.insert(name).second;
  }

 private:
  boost::container::small_vector<std::string_view, Inline> few_;
  std::unordered_set<std::string_view> many_;
};

}  // namespace conform
