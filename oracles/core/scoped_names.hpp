#pragma once
// The names a type checker sees at one point of a function: nested scopes, each closed in
// the reverse order of opening, where a declaration hides one of the same name until its
// scope closes.
//
// One open-addressing table (linear probing) holds the visible declaration of each name;
// a vector holds every declaration in order, with the one it hides. Scopes close
// last-declared-first, and a name's probe can only have passed slots taken before it was
// declared, so closing empties or restores slots and never moves another name: no node is
// allocated per name and none is tombstoned. Names are views of strings that outlive the
// table.
#include <boost/container/small_vector.hpp>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "oracles/core/name_hash.hpp"

namespace conform {

template <typename Value>
class ScopedNames {
 public:
  ScopedNames() { slots_.assign(initial_slots, empty); }

  void open() { scope_starts_.push_back(declarations_.size()); }

  void close() {
    const std::size_t start = scope_starts_.back();
    scope_starts_.pop_back();
    while (declarations_.size() > start) {
      const Declaration& last = declarations_.back();
      slots_[last.slot] = last.hidden;
      declarations_.pop_back();
    }
  }

  // The visible declaration of `name`, or null. Valid until the next declare().
  const Value* find(std::string_view name) const {
    for (std::size_t s = home(name);; s = next(s)) {
      const std::uint32_t d = slots_[s];
      if (d == empty) return nullptr;
      if (declarations_[d - 1].name == name) return &declarations_[d - 1].value;
    }
  }

  // Declares `name` in the innermost open scope, hiding a visible declaration of it.
  void declare(std::string_view name, Value value) {
    if (2 * (declarations_.size() + 1) > slots_.size()) grow();
    const std::size_t s = slot_of(name);
    declarations_.push_back({name, std::move(value), s, slots_[s]});
    slots_[s] = static_cast<std::uint32_t>(declarations_.size());
  }

 private:
  static constexpr std::uint32_t empty = 0;  // a slot holds 1 + the index of a declaration
  static constexpr std::size_t initial_slots = 32;

  struct Declaration {
    std::string_view name;
    Value value;
    std::size_t slot;
    std::uint32_t hidden;  // the slot's declaration before this one
  };

  std::size_t home(std::string_view name) const { return static_cast<std::size_t>(name_hash(name)) & (slots_.size() - 1); }

  std::size_t next(std::size_t s) const { return (s + 1) & (slots_.size() - 1); }

  // The slot holding `name`'s visible declaration, or the empty slot where its probe ends.
  std::size_t slot_of(std::string_view name) const {
    std::size_t s = home(name);
    while (slots_[s] != empty && declarations_[slots_[s] - 1].name != name) s = next(s);
    return s;
  }

  // Doubles the table and declares everything again, in order, so that each name's probe
  // still passes only slots taken before it.
  void grow() {
    slots_.assign(2 * slots_.size(), empty);
    for (std::size_t i = 0; i < declarations_.size(); ++i) {
      Declaration& d = declarations_[i];
      d.slot = slot_of(d.name);
      d.hidden = slots_[d.slot];
      slots_[d.slot] = static_cast<std::uint32_t>(i + 1);
    }
  }

  // A function's worth kept inline, so that most checks allocate nothing here.
  boost::container::small_vector<std::uint32_t, initial_slots> slots_;
  boost::container::small_vector<Declaration, initial_slots / 2> declarations_;
  boost::container::small_vector<std::size_t, initial_slots / 2> scope_starts_;
};

}  // namespace conform
