#pragma once
// A large plan judged a stretch of its functions at a time. Every pass after the parse
// (collecting the node lists, typing, the oracles) reads the tree again; over a plan whose
// tree outgrows the cache each read came from memory, and the time per function grew with
// the plan (docs/performance.md, Scaling). Run over one stretch after another, the passes
// read a stretch's nodes from memory once and from the cache after that; what spans
// functions (their names, the calls between them) is gathered whole as the stretches go.
#include <algorithm>
#include <cstddef>
#include <span>

namespace conform {

// About the source a stretch spans: its tree (some ten times the bytes) stays within a
// core's share of the cache.
inline constexpr std::size_t stretch_bytes = 32 * 1024;

// Calls `judge(stretch, is_last)` with consecutive stretches of `items` (nodes with
// source offsets `begin` and `end`, in source order, none inside another): each item
// begins a new stretch when the stretch so far and it would span more than `bytes`. A
// plan smaller than that is one stretch; a plan without items, one empty stretch.
// `node(item)` gives an item's node where the items are not nodes themselves (pointers).
template <typename Item, typename Judge, typename Node = decltype([](const Item& i) -> const Item& { return i; })>
void for_each_stretch(std::span<const Item> items, std::size_t bytes, Judge judge, Node node = {}) {
  // Most plans: one stretch, told without a look at each item.
  if (items.empty() || node(items.back()).end - node(items.front()).begin <= bytes) {
    judge(items, true);
    return;
  }
  std::size_t first = 0;
  do {
    std::size_t last = std::min(first + 1, items.size());
    while (last < items.size() && node(items[last]).end - node(items[first]).begin <= bytes) ++last;
    judge(items.subspan(first, last - first), last == items.size());
    first = last;
  } while (first < items.size());
}

}  // namespace conform
