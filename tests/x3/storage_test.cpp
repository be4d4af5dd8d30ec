// The toolkit's storage pieces against plain models (RapidCheck): a word_set answers as a
// search of its word list does, and the node pool hands out blocks that do not overlap
// while they are held, and takes them back, lists' buffers included.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "parsers/core/x3/located.hpp"
#include "parsers/core/x3/node_pool.hpp"
#include "parsers/core/x3/pool_allocator.hpp"
#include "parsers/core/x3/word.hpp"

namespace {

namespace x3kit = conform::x3kit;

// Same lengths and first bytes on purpose: "do"/"if"/"in", "for"/"fin"/"try", "final"/"float".
constexpr std::array<std::string_view, 10> words{"do", "if", "in", "for", "fin", "try", "final", "float", "f", "instanceof"};
constexpr x3kit::word_set<words.size()> set{words};

bool listed(std::string_view w) { return std::find(words.begin(), words.end(), w) != words.end(); }

TEST(WordSet, HoldsItsWordsAndNoNeighbours) {
  for (auto w : words) EXPECT_TRUE(set.contains(w)) << w;
  for (std::string_view w : {"", "d", "of", "fo", "fim", "floa", "finall", "instanceOf", "Do", "tr", "x"})
    EXPECT_FALSE(set.contains(w)) << w;
  static_assert(set.contains("float") && !set.contains("flo"), "usable in constant expressions");
}

RC_GTEST_PROP(WordSet, AnswersAsASearchOfItsListDoes, ()) {
  const auto alphabet = std::string("dfilnortyace");
  const auto length = *rc::gen::inRange<std::size_t>(0, 11);
  std::string w(length, ' ');
  for (auto& c : w) c = alphabet[*rc::gen::inRange<std::size_t>(0, alphabet.size())];
  if (*rc::gen::inRange(0, 4) == 0) w = std::string(words[*rc::gen::inRange<std::size_t>(0, words.size())]);
  RC_ASSERT(set.contains(w) == listed(w));
}

struct Small : x3kit::Located {
  std::uint64_t tag = 0;
};
struct Large : x3kit::Located {
  char bytes[600] = {};  // beyond the pool's largest class: operator new's
};

RC_GTEST_PROP(NodePool, HeldBlocksNeverOverlapAndFreedOnesComeBack, ()) {
  const auto sizes = *rc::gen::container<std::vector<std::size_t>>(rc::gen::inRange<std::size_t>(1, 700));
  std::vector<std::pair<std::byte*, std::size_t>> held;
  for (std::size_t size : sizes) {
    auto* p = static_cast<std::byte*>(x3kit::node_pool::allocate(size));
    RC_ASSERT(reinterpret_cast<std::uintptr_t>(p) % alignof(std::max_align_t) == 0);
    std::memset(p, 0xA5, size);  // the whole block is usable (ASan would stop a short one)
    for (const auto& [q, n] : held) RC_ASSERT(p + size <= q || q + n <= p);
    held.emplace_back(p, size);
    if (*rc::gen::inRange(0, 3) == 0) {  // give one back; the next of its size may take it
      const auto [q, n] = held.back();
      held.pop_back();
      x3kit::node_pool::release(q, n);
      auto* again = static_cast<std::byte*>(x3kit::node_pool::allocate(n));
      if (x3kit::node_pool::size_class(n) < x3kit::node_pool::size_classes) RC_ASSERT(again == q);
      held.emplace_back(again, n);
    }
  }
  for (const auto& [q, n] : held) x3kit::node_pool::release(q, n);
}

// A thread starts with no blocks: its first ones of a class come from one chunk in
// order, the chunk's rest poisoned under ASan until it is handed out, and a used-up
// chunk is followed by another. (That the rest is not touched at all, so its pages are
// never faulted in, is a matter of time: docs/performance.md, Start-up.)
TEST(NodePool, AThreadsFirstBlocksComeInOrderFromOneChunkThenTheNext) {
  constexpr std::size_t size = 48;
  constexpr std::size_t per_chunk = x3kit::node_pool::chunk_bytes / size;
  std::vector<std::byte*> blocks;
  std::thread([&] {
    for (std::size_t i = 0; i < per_chunk + 1; ++i) {
      blocks.push_back(static_cast<std::byte*>(x3kit::node_pool::allocate(size)));
#ifdef CONFORM_NODE_POOL_ASAN
      if (i + 1 < per_chunk) { EXPECT_TRUE(__asan_address_is_poisoned(blocks.back() + size)) << i; }
#endif
    }
    for (std::byte* p : blocks) x3kit::node_pool::release(p, size);
  }).join();
  for (std::size_t i = 1; i < per_chunk; ++i) ASSERT_EQ(blocks[i], blocks[i - 1] + size) << i;
  const std::byte* first_chunk = blocks.front();
  const std::byte* next_chunk = blocks.back();
  EXPECT_TRUE(next_chunk < first_chunk || next_chunk >= first_chunk + x3kit::node_pool::chunk_bytes);
}

TEST(PoolAllocator, ListsLiveInThePoolExceptUnderAddressSanitizer) {
  std::uintptr_t buffer = 0;
  {
    x3kit::List<std::uint64_t> list{1, 2, 3, 4};
    buffer = reinterpret_cast<std::uintptr_t>(list.data());
  }
  void* next = x3kit::node_pool::allocate(4 * sizeof(std::uint64_t));
  if constexpr (x3kit::PoolAllocator<std::uint64_t>::pooled)
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(next), buffer) << "a freed list's block is the next one of its size";
  else
    EXPECT_NE(reinterpret_cast<std::uintptr_t>(next), buffer) << "under ASan a list's buffer is operator new's";
  x3kit::node_pool::release(next, 4 * sizeof(std::uint64_t));
}

// Items of 64 bytes: a pool block holds 8 of them, so room for 9 or more is beyond it.
struct Item64 {
  std::array<std::uint64_t, 8> words{};
};

TEST(PoolAllocator, AListFitsIntoThePoolWhereItsItemsDo) {
  constexpr std::size_t per_block = x3kit::node_pool::largest_block / sizeof(Item64);
  x3kit::List<Item64> few;
  few.reserve(per_block + 8);
  few.resize(3, Item64{{7}});
  x3kit::fit_into_pool(few);
  EXPECT_EQ(few.capacity(), 3u) << "room beyond a block, items within one: moved to an exact block";
  EXPECT_EQ(few[2].words[0], 7u);

  x3kit::List<Item64> many;
  many.reserve(per_block + 8);
  many.resize(per_block + 1);
  x3kit::fit_into_pool(many);
  EXPECT_EQ(many.capacity(), per_block + 8) << "items beyond a block: left where they are";

  x3kit::List<Item64> pooled;
  pooled.reserve(per_block);
  pooled.resize(1);
  x3kit::fit_into_pool(pooled);
  EXPECT_EQ(pooled.capacity(), per_block) << "room within a block already: left where it is";
}

TEST(NodePool, NodesMadeByNewLiveInThePoolAndLargeOnesOutsideIt) {
  auto* a = new Small{};
  a->tag = 7;
  delete a;
  auto* b = new Small{};
  EXPECT_EQ(b, a) << "a freed node's block is the next one of its size";
  EXPECT_EQ(b->tag, 0u);
  delete b;
  auto* big = new Large{};
  big->bytes[599] = 1;
  delete big;
}

#ifdef CONFORM_NODE_POOL_ASAN
TEST(NodePoolDeathTest, AUseAfterReleaseIsReportedUnderAddressSanitizer) {
  EXPECT_DEATH(
      {
        auto* a = new Small{};
        delete a;
        [[maybe_unused]] const auto tag = *static_cast<volatile std::uint64_t*>(&a->tag);
      },
      "use-after-poison");
}
#endif

}  // namespace
