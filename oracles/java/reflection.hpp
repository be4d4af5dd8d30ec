#pragma once
// The methods whose call is reflection (JAVA-REFLECTION), on whatever receiver.
#include <algorithm>
#include <array>
#include <string_view>

namespace conform::java {

inline constexpr std::array<std::string_view, 15> reflection_methods{
    "forName",  "getClass",        "getMethod",   "getMethods",     "getDeclaredMethod",
    "getDeclaredMethods", "getField", "getFields", "getDeclaredField", "getDeclaredFields",
    "invoke",   "newInstance",     "getConstructor", "getDeclaredConstructor", "setAccessible"};

inline bool is_reflection_method(std::string_view name) {
  return std::find(reflection_methods.begin(), reflection_methods.end(), name) != reflection_methods.end();
}

}  // namespace conform::java
