#include "oracles/rtfs/types.hpp"

namespace conform::rtfs {

std::string_view describe(Type t) {
  switch (t) {
    case Type::unknown: return "a value of unknown kind";
    case Type::invalid: return "an invalid expression";
    case Type::string: return "a string";
    case Type::number: return "a number";
    case Type::keyword: return "a keyword";
    case Type::map: return "a map";
    case Type::vector: return "a vector";
    case Type::boolean: return "a boolean";
    case Type::nil: return "nil";
    case Type::text: return "a string or a number";
    case Type::answer: return "a string";
  }
  return "a value";
}

Type type_named(std::string_view name, bool* known) {
  static constexpr std::pair<std::string_view, Type> names[] = {
      {"any", Type::unknown},       {"string", Type::string}, {"number", Type::number}, {"keyword", Type::keyword},
      {"map", Type::map},           {"vector", Type::vector}, {"boolean", Type::boolean}, {"nil", Type::nil},
      {"text", Type::text}};
  for (const auto& [n, t] : names)
    if (n == name) {
      if (known) *known = true;
      return t;
    }
  if (known) *known = false;
  return Type::unknown;
}

}  // namespace conform::rtfs
