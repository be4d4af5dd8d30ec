#pragma once
// What the checker knows statically about the value of an expression: the kinds it may
// be of. A branching form whose branches differ is one of their kinds, a union (decision D12).
#include <cstdint>
#include <string>
#include <string_view>

namespace conform::rtfs {

// A set of kinds, one bit each, or one of the special meanings unknown and invalid.
enum class Type : std::uint16_t {
  unknown = 0,  // an allowed expression whose kind of value is not known (a capability's undocumented result): any kind
  // The kinds, in the order a union names them ("a map or a string").
  map = 1u << 0,
  vector = 1u << 1,
  string = 1u << 2,
  number = 1u << 3,
  keyword = 1u << 4,
  boolean = 1u << 5,
  nil = 1u << 6,
  // What a capability documented to return a string gives (a user's answer): a string
  // whose text is not known, so where a number goes it is not judged (decision D12).
  answer = 1u << 7,
  invalid = 1u << 15,  // an expression that breaks a rule itself: never judged again
  // Wanted only: a string, or a number, which prints as one (echo's message, decision D12).
  text = string | number,
};

constexpr Type operator|(Type a, Type b) {
  return static_cast<Type>(static_cast<std::uint16_t>(a) | static_cast<std::uint16_t>(b));
}
constexpr Type operator&(Type a, Type b) {
  return static_cast<Type>(static_cast<std::uint16_t>(a) & static_cast<std::uint16_t>(b));
}
// Whether `a` and `b` name a kind in common (unknown names none).
constexpr bool share_a_kind(Type a, Type b) { return (a & b) != Type::unknown; }
// Whether a value of type `t` may be of `kind`: unknown may be of any kind, invalid of none.
constexpr bool may_be(Type t, Type kind) { return t == Type::unknown || (t != Type::invalid && share_a_kind(t, kind)); }

// "a string", "a map or a string", "a value of unknown kind".
std::string describe(Type);
// The type a shape name of the whitelist stands for ("string", "map", …); unknown for "any".
Type type_named(std::string_view name, bool* known = nullptr);

}  // namespace conform::rtfs
