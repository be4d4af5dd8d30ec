// The numbering of a plan's function names (oracles/cpl/function_names.hpp, over
// oracles/core/numbered_names.hpp, which java's method names use too) against a plain
// model: a map from name to its definitions, numbered in order of first definition.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "oracles/cpl/function_names.hpp"
#include "parsers/cpl/parser.hpp"

namespace conform::cpl {
namespace {

RC_GTEST_PROP(FunctionNames, NumbersEachNameOnceAndKeepsItsDefinitionsInOrder, ()) {
  // Up to 17 distinct names: the numbering's table starts at 8 slots and doubles, so
  // lists of every length probe full-ish tables of several sizes.
  const auto names = *rc::gen::container<std::vector<std::string>>(rc::gen::element<std::string>(
      "main", "a", "b", "fetchAll", "a2", "c", "d", "e", "f", "g", "h", "i", "j", "k", "fetchOne", "b2", "x"));
  std::string text = "plan {\n";
  for (const auto& n : names) text += "  function " + n + "() : Void {\n  }\n";
  text += "}\n";
  const ParseResult parsed = parse(text, Limits{});
  RC_ASSERT(parsed.plan.has_value());
  const ast::Plan& plan = *parsed.plan;
  RC_ASSERT(plan.functions.size() == names.size());

  std::map<std::string, std::size_t> number_of;      // the model
  std::vector<std::vector<std::uint32_t>> definitions;
  for (std::size_t i = 0; i < names.size(); ++i) {
    auto [at, added] = number_of.emplace(names[i], definitions.size());
    if (added) definitions.emplace_back();
    definitions[at->second].push_back(static_cast<std::uint32_t>(i));
  }

  const FunctionNames numbered(plan);
  RC_ASSERT(numbered.size() == definitions.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    RC_ASSERT(numbered.index_of(plan.functions[i]) == i);
    RC_ASSERT(numbered.of(plan.functions[i]) == number_of.at(names[i]));
    RC_ASSERT(numbered.find(names[i]) == std::optional<std::size_t>(number_of.at(names[i])));
    RC_ASSERT(numbered.repeats(i) == (std::find(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(i), names[i]) !=
                                      names.begin() + static_cast<std::ptrdiff_t>(i)));
  }
  for (std::size_t n = 0; n < definitions.size(); ++n) {
    const auto got = numbered.definitions(n);
    RC_ASSERT(std::vector<std::uint32_t>(got.begin(), got.end()) == definitions[n]);
  }
  RC_ASSERT(!numbered.find("undefinedName").has_value());
}

TEST(FunctionNames, AnEmptyNumberingHasNoNames) {
  const FunctionNames none;
  EXPECT_EQ(none.size(), 0u);
  EXPECT_FALSE(none.find("main").has_value());
}

}  // namespace
}  // namespace conform::cpl
