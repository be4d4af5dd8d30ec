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
};

std::string_view describe(Type);
// The type a shape name of the whitelist stands for ("string", "map", …); unknown for "any".
Type type_named(std::string_view name, bool* known = nullptr);

}  // namespace conform::rtfs
