#include "fuzz/core/dialect_mutator.hpp"

#include <random>
#include <stdexcept>

#include "dialects/core/registry.hpp"
#include "fuzz/core/indent_tree.hpp"

namespace conform::fuzz {
namespace {

constexpr std::size_t valid_pool_size = 8;
constexpr std::uint64_t broken_variants = 3;

using Random = std::mt19937_64;

std::size_t pick(Random& random, std::size_t count) { return static_cast<std::size_t>(random() % count); }

template <typename T>
const T& pick_from(Random& random, const std::vector<T>& items) {
  return items[pick(random, items.size())];
}

std::optional<std::string> drop_subtree(const IndentTree& tree, Random& random) {
  const auto starts = tree.starts();
  if (starts.size() < 2) return std::nullopt;
  const auto at = pick_from(random, starts);
  return tree.replaced(at, tree.end(at), {});
}

std::optional<std::string> duplicate_subtree(const IndentTree& tree, Random& random) {
  const auto starts = tree.starts();
  if (starts.empty()) return std::nullopt;
  const auto at = pick_from(random, starts);
  auto twice = tree.lines(at, tree.end(at));
  const auto copy = twice;
  twice.insert(twice.end(), copy.begin(), copy.end());
  return tree.replaced(at, tree.end(at), twice);
}

std::optional<std::string> swap_siblings(const IndentTree& tree, Random& random) {
  std::vector<std::size_t> with_sibling;
  for (const auto at : tree.starts())
    if (tree.next_sibling(at) < tree.size()) with_sibling.push_back(at);
  if (with_sibling.empty()) return std::nullopt;
  const auto first = pick_from(random, with_sibling);
  const auto second = tree.next_sibling(first);
  auto swapped = tree.lines(second, tree.end(second));
  const auto moved = tree.lines(first, second);
  swapped.insert(swapped.end(), moved.begin(), moved.end());
  return tree.replaced(first, tree.end(second), swapped);
}

// The subtree at a random line of `into` replaced by one at the same depth of `from`.
std::optional<std::string> graft(const IndentTree& into, const IndentTree& from, Random& random) {
  const auto starts = into.starts();
  if (starts.empty()) return std::nullopt;
  const auto at = pick_from(random, starts);
  const auto donors = from.starts_at_depth(into.depth(at));
  if (donors.empty()) return std::nullopt;
  const auto donor = pick_from(random, donors);
  return into.replaced(at, into.end(at), from.lines(donor, from.end(donor)));
}

bool identifier_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool identifier_part(char c) { return identifier_start(c) || (c >= '0' && c <= '9'); }

struct Word {
  std::size_t at;
  std::size_t size;
};

std::vector<Word> words(std::string_view text) {
  std::vector<Word> out;
  for (std::size_t i = 0; i < text.size();) {
    if (!identifier_start(text[i]) || (i > 0 && identifier_part(text[i - 1]))) {
      ++i;
      continue;
    }
    std::size_t end = i + 1;
    while (end < text.size() && identifier_part(text[end])) ++end;
    out.push_back({i, end - i});
    i = end;
  }
  return out;
}

// One identifier renamed at every occurrence: to another identifier of the text (a clash)
// or to a new one.
std::optional<std::string> rename_identifier(std::string_view text, Random& random) {
  const auto found = words(text);
  if (found.empty()) return std::nullopt;
  const auto chosen = pick_from(random, found);
  const std::string_view old_name = text.substr(chosen.at, chosen.size);
  const auto other = pick_from(random, found);
  std::string new_name(text.substr(other.at, other.size));
  if (new_name == old_name || random() % 2 == 0) new_name = std::string(old_name) + std::to_string(random() % 10);
  std::string out;
  std::size_t copied = 0;
  for (const auto& w : found) {
    if (text.substr(w.at, w.size) != old_name) continue;
    out.append(text.substr(copied, w.at - copied));
    out += new_name;
    copied = w.at + w.size;
  }
  out.append(text.substr(copied));
  return out;
}

}  // namespace

DialectMutator::DialectMutator(std::string_view dialect_id) {
  const auto* dialect = dialects::find(dialect_id);
  if (!dialect) throw std::invalid_argument("no dialect '" + std::string(dialect_id) + "'");
  dialect_ = dialect->builtin();
  rules_ = dialect_->breakable_rules();
  valid_pool_.resize(valid_pool_size);
}

const std::string& DialectMutator::valid_plan(std::size_t index) {
  auto& slot = valid_pool_[index % valid_pool_size];
  if (!slot) slot = dialect_->generate_valid(0x5eed0000 + index % valid_pool_size);
  return *slot;
}

std::optional<std::string> DialectMutator::broken_plan(std::size_t rule_index, std::uint64_t variant) {
  if (rules_.empty()) return std::nullopt;
  rule_index %= rules_.size();
  variant %= broken_variants;
  const auto key = std::make_pair(rule_index, variant);
  const auto known = broken_pool_.find(key);
  if (known != broken_pool_.end()) return known->second;
  std::optional<std::string> plan;
  try {
    plan = dialect_->generate_broken(rules_[rule_index], 0xb0ce0000 + variant);
  } catch (const std::invalid_argument&) {
    // The breaker needs settings the built-in ones lack (an empty whitelist).
  }
  return broken_pool_.emplace(key, std::move(plan)).first->second;
}

std::optional<std::string> DialectMutator::mutate(std::string_view input, std::uint64_t seed, std::size_t max_size) {
  Random random(seed);
  std::string base;
  if (auto printed = dialect_->relaid(std::string(input), random())) {
    base = std::move(*printed);
  } else {
    base = valid_plan(pick(random, valid_pool_size));
  }
  for (int attempt = 0; attempt < 3; ++attempt) {
    const IndentTree tree(base);
    std::optional<std::string> out;
    switch (random() % 8) {
      case 0: {
        const auto smaller = dialect_->shrink_candidates(base);
        if (!smaller.empty()) out = pick_from(random, smaller);
        break;
      }
      case 1: out = drop_subtree(tree, random); break;
      case 2: out = duplicate_subtree(tree, random); break;
      case 3: out = swap_siblings(tree, random); break;
      case 4: {
        const auto& donor = valid_plan(pick(random, valid_pool_size));
        out = graft(tree, IndentTree(donor), random);
        break;
      }
      case 5: out = rename_identifier(base, random); break;
      case 6: out = broken_plan(pick(random, rules_.size() + 1), random()); break;
      default: out = base; break;
    }
    if (out && *out != input && out->size() <= max_size) return out;
  }
  return std::nullopt;
}

std::optional<std::string> DialectMutator::cross_over(std::string_view first, std::string_view second,
                                                      std::uint64_t seed, std::size_t max_size) {
  Random random(seed);
  const auto printed_first = dialect_->relaid(std::string(first), random());
  const auto printed_second = dialect_->relaid(std::string(second), random());
  const std::string into = printed_first ? *printed_first : std::string(first);
  const std::string from = printed_second ? *printed_second : std::string(second);
  const IndentTree into_tree(into), from_tree(from);
  for (int attempt = 0; attempt < 3; ++attempt) {
    auto out = graft(into_tree, from_tree, random);
    if (out && out->size() <= max_size) return out;
  }
  return std::nullopt;
}

}  // namespace conform::fuzz
