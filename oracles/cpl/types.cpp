#include "oracles/cpl/types.hpp"

#include <optional>
#include <string_view>

#include "parsers/cpl/printer.hpp"

namespace conform::cpl {

using namespace std::string_view_literals;
namespace {

struct Simple {
  std::string_view name;
  Type::Kind kind;
};
constexpr Simple simple_types[] = {{"Void", Type::Kind::void_},
                                   {"String", Type::Kind::string},
                                   {"Int", Type::Kind::int_},
                                   {"Bool", Type::Kind::bool_},
                                   {"ToolResult", Type::Kind::tool_result}};

// Why a type with another language's suffix (ast::TypeRef::foreign) is none of CPL's.
std::string foreign_type_problem(const ast::TypeRef& t) {
  const std::string written = "'" + print(t) + "'";
  const std::string_view suffix = t.foreign;
  if (suffix.ends_with("[]") && suffix.find_first_not_of("[]") == std::string_view::npos) {
    ast::TypeRef element = t;
    element.foreign = element.foreign.substr(0, suffix.size() - 2);
    return written + " is an array, which CPL does not have; write List<" + print(element) + ">";
  }
  if (suffix.starts_with("[]")) return written + " is an array, which CPL does not have; write List<T>";
  if (suffix.front() == '[')
    return written + " writes its type parameters in square brackets; CPL writes List<T> and Map<String, T>";
  if (suffix.front() == '|') return written + " is a union type, which CPL does not have: a value has one type";
  return written + " is a nullable type, which CPL does not have: write the type alone";
}

// A Map's key as CPL writes it: String alone.
bool is_string_key(const ast::TypeRef& t) { return t.name == "String"sv && t.args.empty() && t.foreign.empty(); }

// §3 "Where T may be any valid type": an element may be Void, as a return type may (D10).
constexpr bool element_may_be_void = true;

}  // namespace

std::string type_problem(const ast::TypeRef& t, bool may_be_void) {
  if (!t.foreign.empty()) return foreign_type_problem(t);
  for (const auto& s : simple_types) {
    if (t.name != s.name) continue;
    if (!t.args.empty()) return t.name + " takes no type parameters";
    if (s.kind == Type::Kind::void_ && !may_be_void)
      return "Void has no value: it is a return type or a List/Map element type, not a variable's or parameter's";
    return {};
  }
  if (t.name == "List"sv) {
    if (t.args.size() != 1) return "List takes exactly one type parameter: List<T>";
    return type_problem(t.args[0], element_may_be_void);
  }
  if (t.name == "Map"sv) {
    if (t.args.size() != 2) return "Map takes exactly two type parameters: Map<String, T>";
    if (!is_string_key(t.args[0])) return "Map keys must be String: Map<String, T>";
    return type_problem(t.args[1], element_may_be_void);
  }
  return "'" + t.name + "' is not a CPL type (Void, String, Int, Bool, ToolResult, List<T>, Map<String, T>)";
}

std::optional<Type> valid_type(const ast::TypeRef& t, bool may_be_void) {
  if (!t.foreign.empty()) return std::nullopt;
  for (const auto& s : simple_types) {
    if (t.name != s.name) continue;
    if (!t.args.empty() || (s.kind == Type::Kind::void_ && !may_be_void)) return std::nullopt;
    return Type::of(s.kind);
  }
  if (t.name == "List"sv) {
    if (t.args.size() != 1) return std::nullopt;
    auto element = valid_type(t.args[0], element_may_be_void);
    if (!element) return std::nullopt;
    return Type::list_of(std::move(*element));
  }
  if (t.name == "Map"sv) {
    if (t.args.size() != 2 || !is_string_key(t.args[0])) return std::nullopt;
    auto value = valid_type(t.args[1], element_may_be_void);
    if (!value) return std::nullopt;
    return Type::map_of(std::move(*value));
  }
  return std::nullopt;
}

Type declared_type(const ast::TypeRef* written, bool may_be_void) {
  if (!written) return Type::unknown();
  return valid_type(*written, may_be_void).value_or(Type::unknown());
}

Callable callable_of(const ast::List<ast::Param>& params, const ast::TypeRef* result) {
  Callable c;
  c.params.reserve(params.size());
  for (const auto& p : params) c.params.push_back(declared_type(p.type.get_ptr(), false));
  c.result = declared_type(result, true);
  return c;
}

bool compatible(const Type& expected, const Type& actual) {
  if (!expected.known() || !actual.known()) return true;
  if (expected.kind != actual.kind) return false;
  if (expected.element && actual.element) return compatible(*expected.element, *actual.element);
  return true;
}

namespace {
bool wholly_known(const Type& t) { return t.known() && (!t.element || wholly_known(*t.element)); }
}  // namespace

Type most_known(const Type& a, const Type& b) {
  if (wholly_known(a)) return a;
  if (!a.known()) return b;
  if (!b.known() || !b.element) return a;
  if (!a.element) return b;
  return Type{a.kind, std::make_shared<const Type>(most_known(*a.element, *b.element))};
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
    case Type::Kind::list: return "List<" + (t.element ? to_string(*t.element) : "?") + ">";
    case Type::Kind::map: return "Map<String, " + (t.element ? to_string(*t.element) : "?") + ">";
  }
  return "?";
}

}  // namespace conform::cpl
