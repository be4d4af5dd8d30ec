#include "oracles/java/types.hpp"

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace conform::java {

using namespace std::string_view_literals;
namespace {

constexpr const char* plan_types = "Void, String, Int, Bool, ToolResult, List<T>, Map<String,T>";
// The types a variable may have: the plan types but Void (D2).
constexpr const char* variable_types = plan_types + std::char_traits<char>::length("Void, ");

std::string java_spelling(std::string_view name) {
  if (name == "int"sv || name == "Integer"sv || name == "long"sv || name == "Long"sv || name == "short"sv ||
      name == "byte"sv)
    return "Int";
  if (name == "boolean"sv || name == "Boolean"sv) return "Bool";
  if (name == "CharSequence"sv) return "String";
  if (name == "ArrayList"sv || name == "LinkedList"sv || name == "Collection"sv || name == "Iterable"sv ||
      name == "Set"sv || name == "HashSet"sv)
    return "List<T>";
  if (name == "HashMap"sv || name == "TreeMap"sv || name == "LinkedHashMap"sv) return "Map<String,T>";
  return "";
}

bool plain(const ast::TypeRef& t) { return !t.args && t.dims.empty(); }

// The names a written type is judged by. Every type of a check is named here, most of
// them valid, so a name is told by its length and then one comparison.
enum class Named { other, var, void_, string, int_, bool_, tool_result, patch, list, map };
Named named(std::string_view n) {
  switch (n.size()) {
    case 3: return n == "Int"sv ? Named::int_ : n == "Map"sv ? Named::map : n == "var"sv ? Named::var : Named::other;
    case 4: return n == "Bool"sv ? Named::bool_ : n == "List"sv ? Named::list
                 : (n == "void"sv || n == "Void"sv) ? Named::void_ : Named::other;
    case 5: return n == "Patch"sv ? Named::patch : Named::other;
    case 6: return n == "String"sv ? Named::string : Named::other;
    case 10: return n == "ToolResult"sv ? Named::tool_result : Named::other;
    default: return Named::other;
  }
}

// The plan types that take no type arguments, Void aside.
std::optional<Type::Kind> simple_kind(Named n) {
  switch (n) {
    case Named::string: return Type::Kind::string;
    case Named::int_: return Type::Kind::int_;
    case Named::bool_: return Type::Kind::bool_;
    case Named::tool_result: return Type::Kind::tool_result;
    case Named::patch: return Type::Kind::patch;
    default: return std::nullopt;
  }
}

// `String[] names` declaring a local: the list of §5's array initializer (D14).
std::optional<Type::Kind> local_array_element(const ast::TypeRef& t, TypeRole role) {
  if (role != TypeRole::local || t.dims.size() != 1 || t.args) return std::nullopt;
  const Named n = named(t.name);
  if (n != Named::string && n != Named::int_ && n != Named::bool_) return std::nullopt;
  return simple_kind(n);
}

}  // namespace

std::string type_problem(const ast::TypeRef& t, TypeRole role) {
  if (t.name.empty())  // methods_without_return_type.hpp
    return "the method has no return type: write one of " + std::string(plan_types) + " before its name";
  const Named n = named(t.name);
  if (local_array_element(t, role)) return {};
  if (!t.dims.empty()) {
    std::string written(t.name);
    for (std::size_t i = 0; i < t.dims.size(); ++i) written += "[]";
    return "'" + written + "' is an array; plan types are " + std::string(plan_types) + " (use List<" + t.name + ">)";
  }
  if (n == Named::var)
    return "'var' hides the type: declare the variable with one of " + std::string(variable_types);
  if (n == Named::void_) {
    if (!plain(t)) return "'" + t.name + "' takes no type arguments";
    if (role == TypeRole::return_type || (role == TypeRole::parameter && t.name == "Void"sv)) return {};
    if (role == TypeRole::parameter) return "'void' is only a return type; a parameter of no value is written Void";
    return "'" + t.name + "' has no value: it is only a return or parameter type";
  }
  if (simple_kind(n)) {
    if (t.args) return "'" + t.name + "' takes no type arguments";
    return {};
  }
  if (n == Named::list || n == Named::map) {
    const std::size_t want = n == Named::list ? 1 : 2;
    if (!t.args || t.args->size() != want)
      return n == Named::list ? "List needs one type argument: List<T>" : "Map needs two type arguments: Map<String,T>";
    if (n == Named::map && !(named((*t.args)[0].name) == Named::string && plain((*t.args)[0])))
      return "Map keys must be String: Map<String,T>, where a Map here has the key type '" + std::string((*t.args)[0].name) +
             "'";
    for (const auto& arg : *t.args)
      if (auto inner = type_problem(arg, TypeRole::variable); !inner.empty()) return inner;
    return {};
  }
  if (ast::is_wildcard(t)) return "a wildcard ('?') is not a plan type; name the type (" + std::string(plan_types) + ")";
  // §2's list writes List<T> and Map<String,T> with T standing for a type: a plan that
  // copies the letter names no type.
  if (t.name == "T"sv && plain(t))
    return "'T' stands for a type in §2's list; name one: Void, String, Int, Bool, ToolResult, List<…> or Map<String,…>";
  if (auto spelled = java_spelling(t.name); !spelled.empty())
    return "'" + t.name + "' is not a plan type; the plan writes " + spelled + " (" + plan_types + ")";
  return "'" + t.name + "' is not a plan type (" + std::string(plan_types) + ")";
}

std::optional<Type> valid_type(const ast::TypeRef& t, TypeRole role) {
  const Named n = named(t.name);
  if (const auto element = local_array_element(t, role)) return Type::list_of(Type::of(*element));
  if (!t.dims.empty()) return std::nullopt;
  if (n == Named::void_) {
    if (!plain(t)) return std::nullopt;
    if (role == TypeRole::return_type) return Type::of(Type::Kind::void_);
    if (role == TypeRole::parameter && t.name == "Void"sv) return Type::of(Type::Kind::void_param);
    return std::nullopt;
  }
  if (const auto kind = simple_kind(n)) return t.args ? std::nullopt : std::optional<Type>(Type::of(*kind));
  if (n != Named::list && n != Named::map) return std::nullopt;
  const bool list = n == Named::list;
  if (!t.args || t.args->size() != (list ? 1U : 2U)) return std::nullopt;
  if (!list && !(named((*t.args)[0].name) == Named::string && plain((*t.args)[0]))) return std::nullopt;
  std::optional<Type> element;  // the last argument's: List<element>, Map<String,element>
  for (const auto& arg : *t.args)
    if (!(element = valid_type(arg, TypeRole::variable))) return std::nullopt;
  return list ? Type::list_of(std::move(*element)) : Type::map_of(std::move(*element));
}

Type resolve(const ast::TypeRef& t, TypeRole role) { return valid_type(t, role).value_or(Type::unknown()); }

bool compatible(const Type& expected, const Type& actual) {
  if (!expected.known() || !actual.known()) return true;
  if (expected.kind != actual.kind) return false;
  if (expected.element && actual.element) return compatible(*expected.element, *actual.element);
  return true;
}

std::string to_string(const Type& t) {
  switch (t.kind) {
    case Type::Kind::unknown: return "?";
    case Type::Kind::void_:
    case Type::Kind::void_param: return "Void";
    case Type::Kind::string: return "String";
    case Type::Kind::int_: return "Int";
    case Type::Kind::bool_: return "Bool";
    case Type::Kind::tool_result: return "ToolResult";
    case Type::Kind::patch: return "Patch";
    case Type::Kind::tool_error: return "ToolError";
    case Type::Kind::list: return "List<" + to_string(*t.element) + ">";
    case Type::Kind::map: return "Map<String," + to_string(*t.element) + ">";
  }
  return "?";
}

}  // namespace conform::java
