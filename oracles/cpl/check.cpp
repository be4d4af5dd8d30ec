#include "oracles/cpl/check.hpp"

#include <algorithm>

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
  std::vector<const ast::Function*> judged;
  for (const auto& f : parsed.functions_outside_plan) {
    const auto same_name = [&](const ast::Function& g) { return g.name.name == f.name.name; };
    if (std::any_of(functions.begin(), functions.end(), same_name)) continue;
    functions.push_back(f);
    judged.push_back(&f);
  }
  std::vector<Diagnostic> inside;
  if (judged.empty()) return inside;
  for (auto& d : judge(source, merged, whitelist, stretch))
    if (std::any_of(judged.begin(), judged.end(), [&](const ast::Function* f) { return d.offset >= f->begin && d.offset < f->end; }))
      inside.push_back(std::move(d));
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
  const auto already = [&](const Diagnostic& d) {
    return std::any_of(found.begin(), found.end(), [&](const Diagnostic& f) {
      return f.offset == d.offset && f.rule == d.rule && f.message == d.message;
    });
  };
  std::vector<Diagnostic> outside;
  for (auto& d : judge_outside_plan(source, parsed, whitelist, stretch))
    if (!already(d)) outside.push_back(std::move(d));
  found.insert(found.end(), std::make_move_iterator(outside.begin()), std::make_move_iterator(outside.end()));
  sort_diagnostics(found);
  return found;
}

}  // namespace conform::cpl
