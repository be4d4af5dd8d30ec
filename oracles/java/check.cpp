#include "oracles/java/check.hpp"

#include "oracles/core/stretches.hpp"
#include "oracles/java/oracles.hpp"
#include "oracles/java/typing.hpp"

namespace conform::java {

std::vector<Diagnostic> check(const SourceText& source, const Whitelist& whitelist, const Limits& limits) {
  return check_in_stretches(source, whitelist, limits, stretch_bytes);
}

std::vector<Diagnostic> check_in_stretches(const SourceText& source, const Whitelist& whitelist, const Limits& limits,
                                           std::size_t stretch) {
  ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) {
    parsed.limit->offset = parsed.source_offset(parsed.limit->offset);
    return limit_diagnostics(*parsed.limit);
  }
  if (parsed.unit_before_stray_closer) parsed.unit = std::move(parsed.unit_before_stray_closer);
  // A text read with its unicode escapes translated is judged as read, and its findings
  // placed back in the text as written.
  const bool translated = !parsed.translated_escapes.empty();
  const std::optional<SourceText> read_as =
      translated ? std::optional<SourceText>(std::in_place, source.name(), std::string(parsed.text->source())) : std::nullopt;
  // The nodes are collected into the context itself: PlanNodes keeps its small lists
  // inline, so a move would copy them.
  CheckContext context{translated ? *read_as : source, parsed, whitelist, PassFindings(typing_rules()), PlanNodes{}};
  std::vector<Diagnostic> found;
  if (!parsed.unit) {
    found = all_oracles().run(context, false);
  } else {
    collect_methods(*parsed.unit, context.nodes);
    PlanTyping typing(*parsed.unit, context.nodes, whitelist, context.typing);
    const auto judge = [&](std::span<const ast::Method* const> methods, bool last) {
      collect_stretch(methods, context.nodes);
      typing.check();
      if (!last) all_oracles().run_on_nodes(context, found);
    };
    for_each_stretch(std::span<const ast::Method* const>(context.nodes.methods), stretch, judge,
                     [](const ast::Method* m) -> const ast::Method& { return *m; });
    // The last stretch's nodes are judged with the whole plan.
    found = all_oracles().run(context, true, std::move(found), true);
  }
  for (auto& d : found) d.offset = parsed.source_offset(d.offset);
  return found;
}

}  // namespace conform::java
