// valid_type() against type_problem(), the rule it must agree with: a written type has a
// type exactly where it has no problem, and that type is the one written.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "generators/cpl/ast_builders.hpp"
#include "oracles/cpl/types.hpp"

namespace conform::cpl {
namespace {

// Written types of every shape: the plan's names and others, with zero to three type
// arguments, nested up to `depth`.
rc::Gen<ast::TypeRef> written_type(int depth) {
  const auto name = rc::gen::weightedElement<std::string>({{2, "Void"}, {5, "String"}, {3, "Int"}, {2, "Bool"},
                                                          {2, "ToolResult"}, {1, "ToolError"}, {4, "List"}, {4, "Map"},
                                                          {1, "Object"}, {1, "string"}});
  if (depth == 0) return rc::gen::map(name, [](const std::string& n) { return build::type(n); });
  return rc::gen::apply(
      [](const std::string& n, const std::vector<ast::TypeRef>& args) {
        return build::type(n, ast::List<ast::TypeRef>(args.begin(), args.end()));
      },
      name,
      rc::gen::weightedOneOf<std::vector<ast::TypeRef>>(
          {{6, rc::gen::just(std::vector<ast::TypeRef>{})},
           {4, rc::gen::container<std::vector<ast::TypeRef>>(1, written_type(depth - 1))},
           {4, rc::gen::container<std::vector<ast::TypeRef>>(2, written_type(depth - 1))},
           {1, rc::gen::container<std::vector<ast::TypeRef>>(3, written_type(depth - 1))}}));
}

std::string as_written(const ast::TypeRef& t) {
  if (t.args.empty()) return std::string(t.name);
  std::string text = std::string(t.name) + "<";
  for (std::size_t i = 0; i < t.args.size(); ++i) {
    if (i) text += ", ";
    text += as_written(t.args[i]);
  }
  return text + ">";
}

RC_GTEST_PROP(ValidType, HasATypeExactlyWhereTypeProblemFindsNone, ()) {
  const ast::TypeRef t = *written_type(3);
  const bool as_return_type = *rc::gen::arbitrary<bool>();
  const auto type = valid_type(t, as_return_type);
  RC_CLASSIFY(type.has_value(), "valid");
  RC_ASSERT(type.has_value() == type_problem(t, as_return_type).empty());
  if (type) RC_ASSERT(to_string(*type) == as_written(t));
}

TEST(ValidType, DeclaredTypeIsUnknownWhereTheTypeIsMissingOrInvalid) {
  EXPECT_FALSE(declared_type(nullptr, false).known());
  const auto void_type = build::type("Void");
  EXPECT_FALSE(declared_type(&void_type, false).known());
  EXPECT_TRUE(declared_type(&void_type, true).is(Type::Kind::void_));
  const auto list_of_void = build::type("List", {build::type("Void")});
  EXPECT_FALSE(declared_type(&list_of_void, true).known());
  const auto map = build::type("Map", {build::type("String"), build::type("List", {build::type("Int")})});
  EXPECT_EQ(to_string(declared_type(&map, false)), "Map<String, List<Int>>");
}

}  // namespace
}  // namespace conform::cpl
