#pragma once
// The methods whose call is reflection (JAVA-REFLECTION), on whatever receiver.
#include <algorithm>
#include <iterator>
#include <string_view>

namespace conform::java {

inline constexpr std::string_view reflection_methods[] = {
    "forName",   "getClass",         "getMethod",        "getMethods",        "getDeclaredMethod",
    "getDeclaredMethods", "getField", "getFields",       "getDeclaredField",  "getDeclaredFields",
    "invoke",    "newInstance",      "getConstructor",   "getDeclaredConstructor", "setAccessible"};

inline bool is_reflection_method(std::string_view name) {
  return std::find(std::begin(reflection_methods), std::end(reflection_methods), name) != std::end(reflection_methods);
}

}  // namespace conform::java
