// valid_type() against type_problem(), the rule it must agree with: a written type has a
// type exactly where it has no problem, and that type is the one written.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "generators/core/kept_text.hpp"
#include "oracles/java/types.hpp"

namespace conform::java {
namespace {

ast::TypeRef written(std::string_view name, boost::optional<std::vector<ast::TypeRef>> args = {}, std::string dims = {}) {
  ast::TypeRef t;
  t.name = gen::kept_text(name);
  if (args) t.args = ast::List<ast::TypeRef>(args->begin(), args->end());
  t.dims = std::move(dims);
  return t;
}

// Written types of every shape: the plan's names, Java's and others; no, empty or up to
// three type arguments; now and then an array's brackets; nested up to `depth`.
rc::Gen<ast::TypeRef> written_type(int depth) {
  const auto name = rc::gen::weightedElement<std::string>({{2, "void"}, {1, "Void"}, {5, "String"}, {3, "Int"}, {2, "Bool"},
                                                          {2, "ToolResult"}, {4, "List"}, {4, "Map"}, {1, "var"},
                                                          {1, "int"}, {1, "Object"}, {1, "?"}});
  const auto dims = rc::gen::weightedElement<std::string>({{9, ""}, {1, "["}, {1, "[["}});
  using Args = boost::optional<std::vector<ast::TypeRef>>;
  const auto args = depth == 0 ? rc::gen::just(Args{})
                               : rc::gen::weightedOneOf<Args>(
                                     {{6, rc::gen::just(Args{})},
                                      {1, rc::gen::just(Args(std::vector<ast::TypeRef>{}))},
                                      {4, rc::gen::map(rc::gen::container<std::vector<ast::TypeRef>>(1, written_type(depth - 1)),
                                                       [](std::vector<ast::TypeRef> v) { return Args(std::move(v)); })},
                                      {4, rc::gen::map(rc::gen::container<std::vector<ast::TypeRef>>(2, written_type(depth - 1)),
                                                       [](std::vector<ast::TypeRef> v) { return Args(std::move(v)); })},
                                      {1, rc::gen::map(rc::gen::container<std::vector<ast::TypeRef>>(3, written_type(depth - 1)),
                                                       [](std::vector<ast::TypeRef> v) { return Args(std::move(v)); })}});
  return rc::gen::apply([](const std::string& n, const Args& a, const std::string& d) { return written(n, a, d); }, name,
                        args, dims);
}

// How to_string() spells a valid written type.
std::string as_plan_type(const ast::TypeRef& t) {
  if (std::string_view(t.name) == "void") return "Void";
  if (!t.dims.empty()) return "List<" + std::string(t.name) + ">";  // a local's array (D14)
  if (!t.args) return std::string(t.name);
  std::string text = std::string(t.name) + "<";
  for (std::size_t i = 0; i < t.args->size(); ++i) {
    if (i) text += ',';
    text += as_plan_type((*t.args)[i]);
  }
  return text + ">";
}

RC_GTEST_PROP(ValidType, HasATypeExactlyWhereTypeProblemFindsNone, ()) {
  const ast::TypeRef t = *written_type(3);
  const auto role = *rc::gen::element(TypeRole::parameter, TypeRole::variable, TypeRole::local, TypeRole::return_type);
  const auto type = valid_type(t, role);
  RC_CLASSIFY(type.has_value(), "valid");
  RC_ASSERT(type.has_value() == type_problem(t, role).empty());
  if (type) RC_ASSERT(to_string(*type) == as_plan_type(t));
  RC_ASSERT(to_string(resolve(t, role)) == (type ? to_string(*type) : "?"));
}

TEST(ValidType, TheShapesSection2Allows) {
  using Types = std::vector<ast::TypeRef>;
  const auto str = written("String");
  EXPECT_EQ(to_string(resolve(written("List", Types{written("Map", Types{str, written("List", Types{written("Int")})})}),
                              TypeRole::variable)),
            "List<Map<String,List<Int>>>");
  EXPECT_FALSE(valid_type(written("Map", Types{written("Int"), str}), TypeRole::variable));
  EXPECT_FALSE(valid_type(written("Map", Types{written("String", {}, "[]"), str}), TypeRole::variable));
  EXPECT_FALSE(valid_type(written("String", {}, "[]"), TypeRole::variable));
  // A local's array of String, Int or Bool is the list §5's initializer converts to (D14);
  // no other array, and no array elsewhere, is a plan type.
  EXPECT_EQ(to_string(resolve(written("String", {}, "["), TypeRole::local)), "List<String>");
  EXPECT_EQ(to_string(resolve(written("Bool", {}, "["), TypeRole::local)), "List<Bool>");
  EXPECT_FALSE(valid_type(written("Int", {}, "[["), TypeRole::local));
  EXPECT_FALSE(valid_type(written("ToolResult", {}, "["), TypeRole::local));
  EXPECT_FALSE(valid_type(written("int", {}, "["), TypeRole::local));
  EXPECT_FALSE(valid_type(written("String", {}, "["), TypeRole::parameter));
  EXPECT_FALSE(valid_type(written("String", {}, "["), TypeRole::return_type));
  EXPECT_FALSE(valid_type(written("List", Types{written("String", {}, "[")}), TypeRole::local));
  EXPECT_FALSE(valid_type(written("List", Types{}), TypeRole::variable));
  EXPECT_FALSE(valid_type(written("void"), TypeRole::variable));
  EXPECT_TRUE(valid_type(written("void"), TypeRole::return_type));
  // §2: methods "accept" Void; Java's void is no parameter type, and neither is a variable's.
  EXPECT_EQ(to_string(resolve(written("Void"), TypeRole::parameter)), "Void");
  EXPECT_FALSE(valid_type(written("void"), TypeRole::parameter));
  EXPECT_FALSE(valid_type(written("Void"), TypeRole::variable));
  EXPECT_FALSE(valid_type(written("List", Types{written("Void")}), TypeRole::parameter));
  EXPECT_FALSE(valid_type(written("List", Types{written("void")}), TypeRole::return_type));
  EXPECT_FALSE(valid_type(written("List", Types{written("?")}), TypeRole::parameter));
  EXPECT_NE(type_problem(written("List", Types{written("?")}), TypeRole::parameter).find("wildcard"), std::string::npos);
}

}  // namespace
}  // namespace conform::java
