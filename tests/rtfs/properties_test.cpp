// Generators, printer and checker check each other (RapidCheck): printing and parsing
// gives the same tree, and three rewritings that keep a plan's meaning keep its verdict:
// renaming a variable consistently within its step, reordering the plan's keyword
// arguments, and reindenting. They are tried on valid plans and on plans broken in any
// rule.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>

#include "core/rule_catalog.hpp"
#include "generators/core/sample.hpp"
#include "generators/rtfs/generators.hpp"
#include "oracles/rtfs/check.hpp"
#include "parsers/rtfs/parser.hpp"
#include "parsers/rtfs/printer.hpp"
#include "tests/test_support.hpp"

namespace conform::rtfs {
namespace {

// The rules of the diagnostics with their counts, leaving out those about the layout.
std::multiset<std::string> verdict(const std::string& text) {
  std::multiset<std::string> out;
  for (const auto& d : check(SourceText("p.rtfs", text))) {
    const Rule* r = RuleCatalog::builtin().find(d.rule);
    if (!r || !r->about_layout) out.insert(d.rule);
  }
  return out;
}

// A valid plan (`valid_percent` of the time), or one broken in a drawn rule, as text.
// Drawn from a seed at the nominal size, as `conform gen` draws them (RapidCheck's small
// sizes would give one-step plans only).
std::string any_plan_text(int valid_percent = 50) {
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  if (*rc::gen::inRange(0, 100) < valid_percent) return conform::gen::sample(gen::valid_text(Capabilities::builtin()), seed);
  const auto rules = gen::breakable_rules();
  return conform::gen::sample(gen::broken_text(*rc::gen::elementOf(rules), Capabilities::builtin()), seed);
}

void symbols_in(const ast::Node& n, std::map<std::string, int>& out) {
  if (n.is(ast::Kind::symbol)) ++out[n.text.str()];
  for (const auto& item : n.items) symbols_in(item, out);
}

void rename(ast::Node& n, std::string_view from, ast::Text to) {
  if (n.is_symbol(from)) n.text = to;
  for (auto& item : n.items) rename(item, from, to);
}

void let_names(const ast::Node& n, std::vector<std::string>& out) {
  if (n.is_form("let") && n.items.size() > 1 && n.items[1].is(ast::Kind::vector))
    for (std::size_t i = 0; i < n.items[1].items.size(); i += 2)
      if (n.items[1].items[i].is(ast::Kind::symbol)) out.push_back(n.items[1].items[i].text.str());
  for (const auto& item : n.items) let_names(item, out);
}

ast::Node* body_of(ast::Node& plan) {
  for (std::size_t i = 1; i + 1 < plan.items.size(); ++i)
    if (plan.items[i].is(ast::Kind::keyword) && plan.items[i].text == "body" && plan.items[i + 1].is_form("do"))
      return &plan.items[i + 1];
  return nullptr;
}

RC_GTEST_PROP(RtfsProperties, PrintThenParseGivesTheSameTree, ()) {
  const ast::Node plan = conform::gen::sample(gen::valid_plan(Capabilities::builtin()), *rc::gen::arbitrary<std::uint64_t>());
  const PrintStyle style = *gen::print_style();
  const std::string text = print(plan, style);
  RC_LOG() << text;
  const auto parsed = parse(text);
  RC_ASSERT(parsed.plan.has_value());
  RC_ASSERT(*parsed.plan == plan);
  RC_ASSERT(print(*parsed.plan, style) == text);
}

RC_GTEST_PROP(RtfsProperties, RenamingAVariableWithinItsStepKeepsTheVerdict, ()) {
  const std::string text = any_plan_text(80);
  auto parsed = parse(text);
  RC_PRE(parsed.plan.has_value());
  ast::Node plan = *parsed.plan;
  ast::Node* body = body_of(plan);
  const bool has_body = body != nullptr;
  RC_PRE(has_body);
  RC_PRE(body->items.size() > 1u);
  // The names bound in one step and used nowhere else: every use of them is the step's own.
  std::map<std::string, int> everywhere;
  symbols_in(plan, everywhere);
  RC_PRE(everywhere.count("renamed-var") == 0u);
  std::vector<std::pair<std::size_t, std::string>> candidates;
  for (std::size_t i = 1; i < body->items.size(); ++i) {
    std::vector<std::string> names;
    let_names(body->items[i], names);
    std::map<std::string, int> inside;
    symbols_in(body->items[i], inside);
    for (const auto& n : names)
      if (everywhere[n] == inside[n]) candidates.emplace_back(i, n);
  }
  RC_PRE(!candidates.empty());
  const auto [index, name] = *rc::gen::elementOf(candidates);
  ast::Node& step = body->items[index];
  rename(step, name, "renamed-var");
  const std::string renamed = print(plan);
  RC_LOG() << text << "\n=== renamed " << name << " ===\n" << renamed;
  RC_ASSERT(verdict(text) == verdict(renamed));
}

RC_GTEST_PROP(RtfsProperties, ReorderingThePlansKeywordArgumentsKeepsTheVerdict, ()) {
  const std::string text = any_plan_text();
  const auto parsed = parse(text);
  RC_PRE(parsed.plan.has_value());
  const std::string reordered = print(gen::reorder_plan_arguments(*parsed.plan, *rc::gen::arbitrary<std::uint64_t>()));
  RC_LOG() << text << "\n=== reordered ===\n" << reordered;
  RC_ASSERT(verdict(text) == verdict(reordered));
}

RC_GTEST_PROP(RtfsProperties, ReindentingKeepsTheVerdict, ()) {
  const std::string text = any_plan_text();
  const auto parsed = parse(text);
  RC_PRE(parsed.plan.has_value());
  const std::string reindented = print(*parsed.plan, *gen::print_style());
  RC_LOG() << text << "\n=== reindented ===\n" << reindented;
  RC_ASSERT(verdict(text) == verdict(reindented));
}

// A string written with its line breaks raw (D16) hides every byte in it from the depth
// limit, as it does written with `\n`: a plan that meets the limit however its strings
// are written, so its printed form meets it too. Runs of 1-200 of one byte reach past
// the 128 levels.
RC_GTEST_PROP(RtfsProperties, TheDepthLimitReadsAStringAsTheLexerDoes, ()) {
  const auto runs = *rc::gen::container<std::vector<std::pair<char, int>>>(
      rc::gen::pair(rc::gen::element('\n', '(', '[', '{', '<', ';', '"', '\\', 'a'), rc::gen::inRange(1, 201)));
  std::string value, written;
  for (const auto& [byte, count] : runs) {
    value.append(static_cast<std::size_t>(count), byte);
    for (int i = 0; i < count; ++i) {
      if (byte == '"' || byte == '\\') written += '\\';
      written += byte;
    }
  }
  const std::string text = "(plan :name \"" + written + "\" :body (do (step \"a\" {:a 1})))";
  RC_LOG() << text;
  const auto parsed = parse(text);
  RC_ASSERT(!parsed.limit.has_value());
  RC_ASSERT(parsed.plan.has_value());
  RC_ASSERT(parsed.plan->items[2].text == value);
  const auto printed = parse(print(*parsed.plan));
  RC_ASSERT(!printed.limit.has_value());
  RC_ASSERT(printed.plan.has_value());
  RC_ASSERT(*printed.plan == *parsed.plan);
}

// The forms only a recorded decision allows are generated too, so the properties above
// try them: http-fetch's quoted id (D1) and a step of several expressions (D3).
void count_decided_forms(const ast::Node& n, int& quoted_ids, int& multi_expression_steps) {
  if (n.is_form("call") && n.items.size() > 1 && n.items[1].is(ast::Kind::string)) ++quoted_ids;
  if (n.is_form("step") && n.items.size() > 3) ++multi_expression_steps;
  for (const auto& item : n.items) count_decided_forms(item, quoted_ids, multi_expression_steps);
}

TEST(RtfsGenerators, ValidPlansUseTheDecidedSpellingsToo) {
  int quoted_ids = 0, multi_expression_steps = 0;
  for (std::uint64_t seed = 0; seed < 100; ++seed) {
    const std::string text = conform::gen::sample(gen::valid_text(Capabilities::builtin()), seed);
    const auto parsed = parse(text);
    ASSERT_TRUE(parsed.plan.has_value()) << text;
    ASSERT_TRUE(verdict(text).empty()) << text;
    count_decided_forms(*parsed.plan, quoted_ids, multi_expression_steps);
  }
  EXPECT_GT(quoted_ids, 0);
  EXPECT_GT(multi_expression_steps, 0);
}

TEST(RtfsShrink, CandidatesDropAStepOrABinding) {
  const std::string text = R"((plan :body (do (step "A" (let [a 1 b 2] (str a b))) (step "B" {:x 1}))))";
  const auto candidates = gen::shrink_candidates(text);
  ASSERT_EQ(candidates.size(), 4u);
  EXPECT_EQ(candidates[0], "(plan :body (do (step \"B\" {:x 1})))\n");
  EXPECT_NE(candidates[2].find("[b 2]"), std::string::npos) << candidates[2];
  EXPECT_NE(candidates[3].find("[a 1]"), std::string::npos) << candidates[3];
  EXPECT_TRUE(gen::shrink_candidates("(plan").empty());
}

}  // namespace
}  // namespace conform::rtfs
