#include "oracles/java/types.hpp"

#include <array>
#include <string_view>

namespace conform::java {

using namespace std::string_view_literals;
namespace {

constexpr const char* plan_types = "Void, String, Int, Bool, ToolResult, List<T>, Map<String,T>";

std::string java_spelling(std::string_view name) {
  if (name == "int"sv || name == "Integer"sv || name == "long"sv || name == "Long"sv || name == "short"sv ||
      name == "byte"sv)
    return "Int";
  if (name == "boolean"sv || name == "Boolean"sv) return "Bool";
  if (name == "Object"sv || name == "CharSequence"sv) return "String";
  if (name == "ArrayList"sv || name == "LinkedList"sv || name == "Collection"sv || name == "Iterable"sv ||
      name == "Set"sv || name == "HashSet"sv)
    return "List<T>";
  if (name == "HashMap"sv || name == "TreeMap"sv || name == "LinkedHashMap"sv) return "Map<String,T>";
  return "";
}

bool plain(const ast::TypeRef& t) { return !t.args && t.dims.empty(); }

}  // namespace

std::string type_problem(const ast::TypeRef& t, TypeRole role) {
  // A view: each comparison with a literal is a length test and a fixed-size compare.
  const std::string_view n = t.name;
  if (!t.dims.empty())
    return "'" + t.name + "[]' is an array; plan types are " + std::string(plan_types) + " (use List<" + t.name + ">)";
  if (n == "var"sv) return "'var' hides the type: declare the variable with one of " + std::string(plan_types);
  if (n == "void"sv || n == "Void"sv) {
    if (!plain(t)) return "'" + t.name + "' takes no type arguments";
    if (role != TypeRole::return_type) return "'" + t.name + "' has no value: it is only a return type";
    return "";
  }
  if (n == "String"sv || n == "Int"sv || n == "Bool"sv || n == "ToolResult"sv) {
    if (t.args) return "'" + t.name + "' takes no type arguments";
    return "";
  }
  if (n == "List"sv || n == "Map"sv) {
    const std::size_t want = n == "List"sv ? 1 : 2;
    if (!t.args || t.args->size() != want)
      return n == "List"sv ? "List needs one type argument: List<T>" : "Map needs two type arguments: Map<String,T>";
    if (n == "Map"sv && !((*t.args)[0].name == "String"sv && plain((*t.args)[0])))
      return "Map keys must be String: Map<String,T>";
    for (const auto& arg : *t.args)
      if (auto inner = type_problem(arg, TypeRole::variable); !inner.empty()) return inner;
    return "";
  }
  if (auto spelled = java_spelling(t.name); !spelled.empty())
    return "'" + t.name + "' is not a plan type; the plan writes " + spelled + " (" + plan_types + ")";
  return "'" + t.name + "' is not a plan type (" + std::string(plan_types) + ")";
}

Type resolve(const ast::TypeRef& t, TypeRole role) {
  if (!type_problem(t, role).empty()) return Type::unknown();
  const std::string_view n = t.name;
  if (n == "void"sv || n == "Void"sv) return Type::of(Type::Kind::void_);
  if (n == "String"sv) return Type::of(Type::Kind::string);
  if (n == "Int"sv) return Type::of(Type::Kind::int_);
  if (n == "Bool"sv) return Type::of(Type::Kind::bool_);
  if (n == "ToolResult"sv) return Type::of(Type::Kind::tool_result);
  if (n == "List"sv) return Type::list_of(resolve((*t.args)[0], TypeRole::variable));
  return Type::map_of(resolve((*t.args)[1], TypeRole::variable));
}

bool compatible(const Type& expected, const Type& actual) {
  if (!expected.known() || !actual.known()) return true;
  if (expected.kind != actual.kind) return false;
  if (expected.element && actual.element) return compatible(*expected.element, *actual.element);
  return true;
}

std::string to_string(const Type& t) {
  switch (t.kind) {
    case Type::Kind::unknown: return "?";
    case Type::Kind::void_: return "Void";
    case Type::Kind::string: return "String";
    case Type::Kind::int_: return "Int";
    case Type::Kind::bool_: return "Bool";
    case Type::Kind::tool_result: return "ToolResult";
    case Type::Kind::tool_error: return "ToolError";
    case Type::Kind::list: return "List<" + to_string(*t.element) + ">";
    case Type::Kind::map: return "Map<String," + to_string(*t.element) + ">";
  }
  return "?";
}

}  // namespace conform::java
