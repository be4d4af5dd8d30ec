#pragma once
// What the checker knows statically about the value of an expression.
#include <string_view>

namespace conform::rtfs {

enum class Type {
  unknown,  // an allowed expression whose kind of value is not known (a capability's undocumented result)
  invalid,  // an expression that breaks a rule itself: never judged again
  string,
  number,
  keyword,
  map,
  vector,
  boolean,
  nil,
  // Wanted only: a string, or a number, which prints as one (echo's message, decision D12).
  text,
  // What a capability documented to return a string gives (a user's answer): a string
  // whose text is not known, so where a number goes it is not judged (decision D12).
  answer,
};

std::string_view describe(Type);
// The type a shape name of the whitelist stands for ("string", "map", …); unknown for "any".
Type type_named(std::string_view name, bool* known = nullptr);

}  // namespace conform::rtfs
