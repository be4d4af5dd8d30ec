#include "oracles/cpl/check.hpp"

#include <algorithm>
#include <iterator>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_set>

#include "oracles/core/stretches.hpp"
#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {

namespace {

// Every oracle over the parse's plan, its functions a stretch at a time.
std::vector<Diagnostic> judge(const SourceText& source, const ParseResult& parsed, const Whitelist& whitelist,
                              std::size_t stretch) {
  CheckContext context{source, parsed, whitelist, PassFindings(typing_rules()), {}, {}};
  if (!parsed.plan) return all_oracles().run(context, false);
  const ast::Plan& plan = *parsed.plan;
  context.facts.function_names = FunctionNames(plan);
  PlanTyping typing(plan, context.facts.function_names, parsed.functions_outside_plan, whitelist, context.typing);
  std::vector<Diagnostic> found;
  for_each_stretch(std::span<const ast::Function>(plan.functions), stretch, [&](std::span<const ast::Function> functions, bool last) {
    collect_nodes(functions, context.nodes, context.facts);
    typing.check(functions);
    if (!last) all_oracles().run_on_nodes(context, found);
  });
  // The last stretch's nodes are judged with the whole plan.
  return all_oracles().run(context, true, std::move(found), true);
}

// Functions written outside the plan block (before it, after it, in a second block) are
// CPL-MULTIPLE-PLAN-BLOCKS's finding, and what each holds is judged as it would be inside
// the block: moving it in mends the placement, not an invented syscall inside it. They are
// judged as functions of the plan with the block's own, and only findings inside them kept.
// One whose name the block or an earlier one has is a copy (a plan written out twice):
// deleting it mends that, so it is not judged again.
std::vector<Diagnostic> judge_outside_plan(const SourceText& source, const ParseResult& parsed, const Whitelist& whitelist,
                                           std::size_t stretch) {
  ParseResult merged = parsed;
  auto& functions = merged.plan->functions;
  std::unordered_set<std::string_view> names;
  for (const auto& g : functions) names.insert(g.name.name);
  std::vector<const ast::Function*> judged;
  for (const auto& f : parsed.functions_outside_plan) {
    if (!names.insert(f.name.name).second) continue;
    functions.push_back(f);
    judged.push_back(&f);
  }
  std::vector<Diagnostic> inside;
  if (judged.empty()) return inside;
  std::sort(judged.begin(), judged.end(), [](const ast::Function* a, const ast::Function* b) { return a->begin < b->begin; });
  const auto in_judged = [&](std::size_t offset) {
    const auto after = std::upper_bound(judged.begin(), judged.end(), offset,
                                        [](std::size_t at, const ast::Function* f) { return at < f->begin; });
    return after != judged.begin() && offset < (*std::prev(after))->end;
  };
  for (auto& d : judge(source, merged, whitelist, stretch))
    if (in_judged(d.offset)) inside.push_back(std::move(d));
  return inside;
}

}  // namespace

std::vector<Diagnostic> check(const SourceText& source, const Whitelist& whitelist, const Limits& limits) {
  return check_in_stretches(source, whitelist, limits, stretch_bytes);
}

std::vector<Diagnostic> check_in_stretches(const SourceText& source, const Whitelist& whitelist, const Limits& limits,
                                           std::size_t stretch) {
  ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) return limit_diagnostics(*parsed.limit);
  if (parsed.plan_before_stray_closer) parsed.plan = std::move(parsed.plan_before_stray_closer);
  std::vector<Diagnostic> found = judge(source, parsed, whitelist, stretch);
  if (!parsed.plan || parsed.functions_outside_plan.empty()) return found;
  // What the text around the block holds (a foreign comment) is found by both judgements.
  std::set<std::tuple<std::size_t, std::string_view, std::string_view>> first;
  for (const auto& f : found) first.emplace(f.offset, f.rule, f.message);
  const auto already = [&](const Diagnostic& d) { return first.contains({d.offset, d.rule, d.message}); };
  std::vector<Diagnostic> outside;
  for (auto& d : judge_outside_plan(source, parsed, whitelist, stretch))
    if (!already(d)) outside.push_back(std::move(d));
  found.insert(found.end(), std::make_move_iterator(outside.begin()), std::make_move_iterator(outside.end()));
  sort_diagnostics(found);
  return found;
}

}  // namespace conform::cpl
