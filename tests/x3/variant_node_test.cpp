// same_node, the equality every AST variant's operator== rests on (a printed and re-read
// plan must compare equal to the original, and a changed one must not), against
// std::variant's own equality on a model of the same alternatives.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <boost/spirit/home/x3/support/ast/variant.hpp>

#include <string>
#include <utility>
#include <variant>

#include "parsers/core/x3/variant_node.hpp"

namespace {

namespace x3 = boost::spirit::x3;
using conform::x3kit::same_node;

struct Pair {
  int first = 0;
  int second = 0;
  friend bool operator==(const Pair&, const Pair&) = default;
};

// Held directly (int, std::string) and through forward_ast (Pair), as the ASTs hold theirs.
struct Node : x3::variant<int, x3::forward_ast<Pair>, std::string> {
  using base_type::base_type;
  using base_type::operator=;
};

using Model = std::variant<int, std::pair<int, int>, std::string>;

Node node_of(const Model& m) {
  if (const auto* i = std::get_if<int>(&m)) return Node(*i);
  if (const auto* p = std::get_if<std::pair<int, int>>(&m)) return Node(Pair{p->first, p->second});
  return Node(std::get<std::string>(m));
}

TEST(SameNode, EqualNodesOfOneAlternative) {
  EXPECT_TRUE(same_node(Node(7), Node(7)));
  EXPECT_TRUE(same_node(Node(Pair{1, 2}), Node(Pair{1, 2})));
  EXPECT_TRUE(same_node(Node(std::string("a")), Node(std::string("a"))));
}

TEST(SameNode, OneAlternativeWithDifferentContent) {
  EXPECT_FALSE(same_node(Node(7), Node(8)));
  EXPECT_FALSE(same_node(Node(Pair{1, 2}), Node(Pair{1, 3})));
  EXPECT_FALSE(same_node(Node(std::string("a")), Node(std::string("b"))));
}

TEST(SameNode, DifferentAlternativesNeverCompareEqual) {
  EXPECT_FALSE(same_node(Node(0), Node(std::string())));
  EXPECT_FALSE(same_node(Node(std::string()), Node(0)));
  EXPECT_FALSE(same_node(Node(0), Node(Pair{})));
  EXPECT_FALSE(same_node(Node(Pair{}), Node(0)));
}

RC_GTEST_PROP(SameNode, AgreesWithTheModelsEquality, ()) {
  // Small values, so that equal pairs come up often.
  const auto model = rc::gen::oneOf(rc::gen::construct<Model>(rc::gen::inRange(0, 3)),
                                    rc::gen::construct<Model>(rc::gen::pair(rc::gen::inRange(0, 2), rc::gen::inRange(0, 2))),
                                    rc::gen::construct<Model>(rc::gen::element<std::string>("", "a")));
  const Model a = *model, b = *model;
  RC_TAG(a == b);
  RC_ASSERT(same_node(node_of(a), node_of(b)) == (a == b));
}

}  // namespace
