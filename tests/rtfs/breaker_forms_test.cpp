// The forms the breakers write, read as a reviewer reads them: a case broken in one rule
// must not read as breaking another as well. Fixed seeds, so a form that comes back is
// caught at once; tests/dialects/ checks each breaker against the oracle.
#include <algorithm>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "generators/core/sample.hpp"
#include "generators/rtfs/generators.hpp"
#include "oracles/rtfs/check.hpp"
#include "parsers/rtfs/parser.hpp"
#include "parsers/rtfs/printer.hpp"

namespace conform::rtfs {
namespace {

constexpr std::uint64_t kSeeds = 300;

// The parse of a broken plan: the tree's texts are views into it, so it is kept whole.
ParseResult broken_plan(const std::string& rule, std::uint64_t seed) {
  const std::string text = conform::gen::sample(gen::broken_text(rule, Capabilities::builtin()), seed);
  auto parsed = parse(text);
  if (!parsed.plan) throw std::runtime_error(rule + " seed " + std::to_string(seed) + " did not parse:\n" + text);
  return parsed;
}

template <typename F>
void each_form(ast::Node& n, const F& f) {
  f(n);
  for (auto& item : n.items) each_form(item, f);
}

bool positional(const std::vector<Shape>& form) { return !is_keyword_form(form); }

bool takes_count(const Capability& cap, std::size_t n) {
  return std::any_of(cap.forms.begin(), cap.forms.end(), [&](const auto& form) {
    return positional(form) ? form.size() == n : n >= 2 && n % 2 == 0;
  });
}

// A call given the wrong number of arguments of the right kinds: dropping the ones too
// many, or repeating the last of too few, leaves a valid plan. Arguments of the wrong
// kind (`(call :ccos.math.divide "Where to?" …)`) break RTFS-CAPABILITY-ARGUMENT too.
TEST(RtfsBreakerForms, AMiscountedCallHasArgumentsOfTheRightKinds) {
  int repaired = 0;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    ParseResult parsed = broken_plan("RTFS-CAPABILITY-ARITY", seed);
    ast::Node& plan = *parsed.plan;
    ast::Node* bad = nullptr;
    const Capability* cap = nullptr;
    each_form(plan, [&](ast::Node& n) {
      if (bad || !n.is_form("call") || n.items.size() < 2) return;
      const Capability* c = Capabilities::builtin().find(n.items[1].text.str());
      const std::size_t count = n.items.size() - 2;
      const bool lone_key = count % 2 == 1 && n.items[2].is(ast::Kind::keyword);  // keyword pairs, the last without value
      if (c && (!takes_count(*c, count) || lone_key)) bad = &n, cap = c;
    });
    ASSERT_NE(bad, nullptr) << "seed " << seed << "\n" << print(plan);
    const std::size_t n = bad->items.size() - 2;
    if (n == 0 || bad->items[2].is(ast::Kind::keyword)) continue;  // nothing to repair from; a key without value
    bool some_form_fits = false;
    for (const auto& form : cap->forms) {
      if (!positional(form) || form.empty()) continue;
      ast::Node fixed = *bad;
      fixed.items.resize(std::min(fixed.items.size(), form.size() + 2));
      while (fixed.items.size() < form.size() + 2) fixed.items.push_back(fixed.items.back());
      const ast::Node original = *bad;
      *bad = fixed;
      const auto found = check(SourceText("p.rtfs", print(plan)));
      some_form_fits = some_form_fits || std::none_of(found.begin(), found.end(), [](const Diagnostic& d) {
                         return d.severity == Severity::error;
                       });
      *bad = original;
    }
    EXPECT_TRUE(some_form_fits) << "seed " << seed << ": " << print(*bad);
    repaired += some_form_fits;
  }
  EXPECT_GT(repaired, 0);
}

// An unquoted name, and the step's expression after it: `(step (str …))` has no name.
TEST(RtfsBreakerForms, AnUnquotedStepNameIsFollowedByTheStepsExpression) {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    ParseResult parsed = broken_plan("RTFS-STEP-NAME-NOT-STRING", seed);
    ast::Node& plan = *parsed.plan;
    each_form(plan, [&](ast::Node& n) {
      if (!n.is_form("step")) return;
      ASSERT_GE(n.items.size(), 3u) << "seed " << seed << ": " << print(n);
      EXPECT_TRUE(n.items[1].is(ast::Kind::string) || n.items[1].is(ast::Kind::symbol) || n.items[1].is(ast::Kind::keyword))
          << "seed " << seed << ": " << print(n);
    });
  }
}

// The final step's branches are chosen by a condition the text does not fix: with
// `(if true {…} …)` the step evaluates to a map all the same.
TEST(RtfsBreakerForms, TheFinalStepsConditionIsNotAConstant) {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    ParseResult parsed = broken_plan("RTFS-FINAL-STEP-NOT-MAP", seed);
    ast::Node& plan = *parsed.plan;
    each_form(plan, [&](ast::Node& n) {
      if (n.is_form("if") && n.items.size() > 1) {
        EXPECT_FALSE(n.items[1].is_symbol("true") || n.items[1].is_symbol("false")) << "seed " << seed << ": " << print(n);
      }
    });
  }
}

}  // namespace
}  // namespace conform::rtfs
