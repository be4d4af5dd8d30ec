// valid_type() against type_problem(), the rule it must agree with: a written type has a
// type exactly where it has no problem, and that type is the one written.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "generators/cpl/ast_builders.hpp"
#include "oracles/cpl/types.hpp"
#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"

namespace conform::cpl {
namespace {

using build::suffixed;

// Written types of every shape: the plan's names and others, with zero to three type
// arguments, nested up to `depth`, some with another language's suffix.
rc::Gen<ast::TypeRef> written_type(int depth) {
  const auto name = rc::gen::weightedElement<std::string>({{2, "Void"}, {5, "String"}, {3, "Int"}, {2, "Bool"},
                                                          {2, "ToolResult"}, {1, "ToolError"}, {4, "List"}, {4, "Map"},
                                                          {1, "Object"}, {1, "string"}});
  // Mostly none; else what other languages write after a type (ast::TypeRef::foreign).
  const auto suffix = rc::gen::weightedElement<const char*>(
      {{12, ""}, {1, "[]"}, {1, "[][]"}, {1, "?"}, {1, "[]?"}, {1, "[String]"}, {1, "[Int, Bool]"}, {1, "| Int"}});
  if (depth == 0)
    return rc::gen::apply([](const std::string& n, const char* foreign) { return suffixed(build::type(n), foreign); },
                          name, suffix);
  return rc::gen::apply(
      [](const std::string& n, const std::vector<ast::TypeRef>& args, const char* foreign) {
        return suffixed(build::type(n, ast::List<ast::TypeRef>(args.begin(), args.end())), foreign);
      },
      name,
      rc::gen::weightedOneOf<std::vector<ast::TypeRef>>(
          {{6, rc::gen::just(std::vector<ast::TypeRef>{})},
           {4, rc::gen::container<std::vector<ast::TypeRef>>(1, written_type(depth - 1))},
           {4, rc::gen::container<std::vector<ast::TypeRef>>(2, written_type(depth - 1))},
           {1, rc::gen::container<std::vector<ast::TypeRef>>(3, written_type(depth - 1))}}),
      suffix);
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
  const bool may_be_void = *rc::gen::arbitrary<bool>();
  const auto type = valid_type(t, may_be_void);
  RC_CLASSIFY(type.has_value(), "valid");
  RC_ASSERT(type.has_value() == type_problem(t, may_be_void).empty());
  if (type) RC_ASSERT(to_string(*type) == as_written(t));
}

// A type reads back as it is printed, another language's suffix included: the parser
// keeps the suffix as written, without the blanks or comment after it.
RC_GTEST_PROP(ValidType, ATypeReadsBackAsPrinted, ()) {
  const ast::TypeRef t = *written_type(2);
  const std::string after = *rc::gen::element<std::string>(" ", "  # a comment\n", "\n");
  const std::string text = "plan {\n  function f() : " + print(t) + after + "{\n    return;\n  }\n}\n";
  RC_LOG() << text;
  const auto parsed = parse(text);
  RC_ASSERT(parsed.plan.has_value());
  RC_ASSERT(parsed.plan->functions.size() == 1u);
  RC_ASSERT(parsed.plan->functions[0].return_type.has_value());
  RC_ASSERT(*parsed.plan->functions[0].return_type == t);
}

TEST(ValidType, DeclaredTypeIsUnknownWhereTheTypeIsMissingOrInvalid) {
  EXPECT_FALSE(declared_type(nullptr, false).known());
  const auto void_type = build::type("Void");
  EXPECT_FALSE(declared_type(&void_type, false).known());
  EXPECT_TRUE(declared_type(&void_type, true).is(Type::Kind::void_));
  // §3 "Where T may be any valid type": an element may be Void, wherever the list stands.
  const auto list_of_void = build::type("List", {build::type("Void")});
  EXPECT_EQ(to_string(declared_type(&list_of_void, false)), "List<Void>");
  const auto map_of_void = build::type("Map", {build::type("String"), build::type("Void")});
  EXPECT_EQ(type_problem(map_of_void, false), "");
  EXPECT_NE(type_problem(build::type("Void"), false), "");
  const auto map = build::type("Map", {build::type("String"), build::type("List", {build::type("Int")})});
  EXPECT_EQ(to_string(declared_type(&map, false)), "Map<String, List<Int>>");
}

}  // namespace
}  // namespace conform::cpl
