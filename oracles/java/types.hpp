#pragma once
#include <memory>
#include <optional>
#include <string>

#include "parsers/java/ast.hpp"

namespace conform::java {

// A plan type as the checker sees it (seed 000 §2; decisions D1, D2). `unknown` stands
// for anything the checker could not type (an error reported elsewhere) and is
// compatible with every type, so one mistake is reported once.
struct Type {
  // void_ is what a Void method returns: no value. void_param is what a Void parameter
  // holds (D2: §2's methods "accept" Void); both are written Void.
  // patch is §3's example's `Patch`, a value the runtime supplies as it does ToolResult (D4).
  enum class Kind { unknown, void_, void_param, string, int_, bool_, tool_result, patch, tool_error, list, map };
  Kind kind = Kind::unknown;
  std::shared_ptr<const Type> element;  // List<element>, Map<String, element>

  static Type unknown() { return {}; }
  static Type of(Kind k) { return Type{k, nullptr}; }
  static Type list_of(Type e) { return Type{Kind::list, element_of(std::move(e))}; }
  static Type map_of(Type v) { return Type{Kind::map, element_of(std::move(v))}; }

  bool is(Kind k) const { return kind == k; }
  bool known() const { return kind != Kind::unknown; }

 private:
  // From the node pool: a check types every List and Map it meets.
  static std::shared_ptr<const Type> element_of(Type t) {
    return std::allocate_shared<const Type>(x3kit::PoolAllocator<Type>{}, std::move(t));
  }
};

// `local` is a local variable's declared type, where an array of String, Int or Bool is
// the list §5's array initializer converts to (D14); `variable` is every other value's
// (a field's, a loop variable's, a type argument's).
enum class TypeRole { parameter, variable, local, return_type };

// Checks a written type against §2. Returns an empty string when it is valid, else why not.
std::string type_problem(const ast::TypeRef&, TypeRole);
// The type a written type denotes where it is valid: exactly where type_problem() finds
// no problem, and without building the message.
std::optional<Type> valid_type(const ast::TypeRef&, TypeRole);
// The type a written type denotes: unknown when it breaks §2 (reported once, elsewhere).
Type resolve(const ast::TypeRef&, TypeRole);

bool compatible(const Type& expected, const Type& actual);
std::string to_string(const Type&);

}  // namespace conform::java
