#pragma once
#include <boost/container/small_vector.hpp>
#include <memory>
#include <optional>
#include <string>

#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// A CPL type as the checker sees it. `unknown` stands for anything the checker
// could not type (an error reported elsewhere) and is compatible with every type,
// so one mistake is reported once.
struct Type {
  enum class Kind { unknown, void_, string, int_, bool_, tool_result, list, map, tool_error };
  Kind kind = Kind::unknown;
  std::shared_ptr<const Type> element;  // List<element>, Map<String, element>

  static Type unknown() { return {}; }
  static Type of(Kind k) { return Type{k, nullptr}; }
  static Type list_of(Type e) { return Type{Kind::list, std::make_shared<Type>(std::move(e))}; }
  static Type map_of(Type v) { return Type{Kind::map, std::make_shared<Type>(std::move(v))}; }

  bool is(Kind k) const { return kind == k; }
  bool known() const { return kind != Kind::unknown; }
};

// Checks a written type against §3. Returns an empty string when it is valid, else why not.
// `may_be_void`: the type stands where Void may (a return type; an element is always such
// a place, D10), not as a variable's or parameter's.
std::string type_problem(const ast::TypeRef&, bool may_be_void);

// The type a written type denotes, where it is valid: exactly where type_problem() finds
// no problem, and without building the message.
std::optional<Type> valid_type(const ast::TypeRef&, bool may_be_void);
// The type a declaration gives: unknown when the written type is missing or breaks §3
// (that is reported once, by its own rule).
Type declared_type(const ast::TypeRef* written, bool may_be_void);

// The parameter and result types of something callable: a plan function or a syscall.
struct Callable {
  boost::container::small_vector<Type, 4> params;  // unknown where the written type is missing or invalid
  Type result;
};
Callable callable_of(const ast::List<ast::Param>& params, const ast::TypeRef* result);

bool compatible(const Type& expected, const Type& actual);
// Of two compatible types, the one with every part either knows: List<?> and List<Int>
// give List<Int>.
Type most_known(const Type& a, const Type& b);
std::string to_string(const Type&);

}  // namespace conform::cpl
