#include "oracles/rtfs/types.hpp"

#include <utility>
#include <vector>

namespace conform::rtfs {

std::string describe(Type t) {
  if (t == Type::unknown) return "a value of unknown kind";
  if (t == Type::invalid) return "an invalid expression";
  // A user's answer is a string (its text unknown): named once beside a string.
  if (share_a_kind(t, Type::answer)) t = t | Type::string;
  static constexpr std::pair<Type, std::string_view> kinds[] = {
      {Type::map, "a map"},         {Type::vector, "a vector"},   {Type::string, "a string"}, {Type::number, "a number"},
      {Type::keyword, "a keyword"}, {Type::boolean, "a boolean"}, {Type::nil, "nil"}};
  std::vector<std::string_view> names;
  for (const auto& [kind, name] : kinds)
    if (share_a_kind(t, kind)) names.push_back(name);
  if (names.empty()) return "a value";
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i)
    (out += i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") += names[i];
  return out;
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
