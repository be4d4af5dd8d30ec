// ScopedNames (oracles/core) against a plain model: a list of every open declaration,
// searched from the most recent, with a mark where each open scope begins.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oracles/core/scoped_names.hpp"

namespace {

using conform::ScopedNames;

struct Model {
  std::vector<std::pair<std::string_view, int>> declared;
  std::vector<std::size_t> scope_starts;
  const int* find(std::string_view name) const {
    for (auto it = declared.rbegin(); it != declared.rend(); ++it)
      if (it->first == name) return &it->second;
    return nullptr;
  }
};

TEST(ScopedNames, ADeclarationHidesAnotherUntilItsScopeCloses) {
  ScopedNames<int> names;
  EXPECT_EQ(names.find("a"), nullptr);
  names.open();
  names.declare("a", 1);
  names.open();
  names.declare("b", 2);
  names.declare("a", 3);
  ASSERT_NE(names.find("a"), nullptr);
  EXPECT_EQ(*names.find("a"), 3);
  EXPECT_EQ(*names.find("b"), 2);
  names.close();
  EXPECT_EQ(*names.find("a"), 1);
  EXPECT_EQ(names.find("b"), nullptr);
  names.close();
  EXPECT_EQ(names.find("a"), nullptr);
}

// Names from a small alphabet collide in the table and hide one another; thousands of
// declarations make it grow while scopes are open.
RC_GTEST_PROP(ScopedNames, AnswersAsTheListOfOpenDeclarationsDoes, ()) {
  std::vector<std::string> pool;
  for (int i = 0; i < 300; ++i) pool.push_back(std::string(1 + i % 3, static_cast<char>('a' + i % 26)) + std::to_string(i / 78));
  ScopedNames<int> names;
  Model model;
  names.open();
  model.scope_starts.push_back(0);
  const auto steps = *rc::gen::inRange(0, 3000);
  for (int step = 0; step < steps; ++step) {
    const std::string_view name = pool[*rc::gen::inRange<std::size_t>(0, pool.size())];
    switch (*rc::gen::inRange(0, 8)) {
      case 0:
        names.open();
        model.scope_starts.push_back(model.declared.size());
        break;
      case 1:
        if (model.scope_starts.size() > 1) {
          names.close();
          model.declared.resize(model.scope_starts.back());
          model.scope_starts.pop_back();
        }
        break;
      case 2:
      case 3:
      case 4:
        names.declare(name, step);
        model.declared.emplace_back(name, step);
        break;
      default: {
        const int* ours = names.find(name);
        const int* theirs = model.find(name);
        RC_ASSERT((ours == nullptr) == (theirs == nullptr));
        if (ours) RC_ASSERT(*ours == *theirs);
      }
    }
  }
  for (const auto& name : pool) {
    const int* ours = names.find(name);
    const int* theirs = model.find(name);
    RC_ASSERT((ours == nullptr) == (theirs == nullptr));
    if (ours) RC_ASSERT(*ours == *theirs);
  }
  for (; !model.scope_starts.empty(); model.scope_starts.pop_back()) names.close();
  for (const auto& name : pool) RC_ASSERT(!names.find(name));
}

}  // namespace
