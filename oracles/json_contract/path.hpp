#pragma once
// A JSON path for messages ("tasks[1].edits[0].path"), kept as its segments and spelled
// only when a message needs it: the plan views record a path for every value they
// hand the oracles, and on a valid plan none of them is ever spelled. A member key is
// a view, of a string literal or of a key in the JSON tree, which outlives the path.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace conform::json_contract {

class Path {
 public:
  // The deepest path the contracts' schemas reach is tasks[i].edits[j].context_files[k].
  static constexpr std::size_t capacity = 8;

  Path() = default;  // the top-level value

  // This path with one more segment. Past `capacity` segments the extra ones are dropped
  // and the spelling ends in ".…" (the schema walks never go that deep).
  Path member(std::string_view key) const;
  Path element(std::size_t index) const;

  bool is_top_level() const { return size_ == 0; }
  std::string str() const;  // "" for the top-level value

  friend std::string operator+(const Path& path, std::string_view tail) { return path.str().append(tail); }

 private:
  struct Segment {
    const char* key = nullptr;  // nullptr: an array element
    std::size_t key_size_or_index = 0;
  };
  std::array<Segment, capacity> segments_{};
  std::uint8_t size_ = 0;
  bool truncated_ = false;

  Path with(Segment) const;
};

}  // namespace conform::json_contract
