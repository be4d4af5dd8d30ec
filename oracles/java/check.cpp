#include "oracles/java/check.hpp"

#include "oracles/java/oracles.hpp"
#include "oracles/java/typing.hpp"

namespace conform::java {

std::vector<Diagnostic> check(const SourceText& source, const Whitelist& whitelist, const Limits& limits) {
  ParseResult parsed = parse(source.text(), limits);
  if (parsed.limit) {
    parsed.limit->offset = parsed.source_offset(parsed.limit->offset);
    return limit_diagnostics(*parsed.limit);
  }
  // A text read with its unicode escapes translated is judged as read, and its findings
  // placed back in the text as written.
  const bool translated = !parsed.translated_escapes.empty();
  const std::optional<SourceText> read_as =
      translated ? std::optional<SourceText>(std::in_place, source.name(), std::string(parsed.text->source())) : std::nullopt;
  // The nodes are collected into the context itself: PlanNodes keeps its small lists
  // inline, so a move would copy them.
  CheckContext context{translated ? *read_as : source, parsed, whitelist, PassFindings(typing_rules()),
                       parsed.unit ? collect_plan_nodes(*parsed.unit) : PlanNodes{}};
  if (parsed.unit) check_typing(*parsed.unit, context.nodes, whitelist, context.typing);
  std::vector<Diagnostic> found = all_oracles().run(context, parsed.unit.has_value());
  for (auto& d : found) d.offset = parsed.source_offset(d.offset);
  return found;
}

}  // namespace conform::java
