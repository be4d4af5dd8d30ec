#include "generators/cpl/generators.hpp"
#include "generators/cpl/plan_builder.hpp"

#include "generators/core/decision_capture.hpp"

namespace conform::cpl::gen {

rc::Gen<ast::Plan> valid_plan(const Whitelist& whitelist) {
  return rc::gen::exec([whitelist] { return PlanBuilder(whitelist).plan(); });
}

rc::Gen<PrintStyle> print_style() {
  return rc::gen::exec([] {
    PrintStyle s;
    s.indent = *rc::gen::element<std::string>("    ", "  ", "\t", " ", "        ");
    s.blank_line_between_functions = *rc::gen::arbitrary<bool>();
    s.space_before_type_colon = *rc::gen::inRange(0, 5) == 0;
    s.spaces_around_operators = *rc::gen::inRange(0, 5) != 0;
    s.one_line = *rc::gen::inRange(0, 8) == 0;
    s.comment_every = *rc::gen::element(0u, 0u, 1u, 2u, 3u);
    s.comment_text = *rc::gen::element<std::string>("step", "TODO: check the result", "call the tool: syscall.log(x);",
                                                    "ünïcödé ✓", "plan { not code }");
    return s;
  });
}

rc::Gen<std::string> valid_text(const Whitelist& whitelist) {
  return rc::gen::apply([](const ast::Plan& plan, const PrintStyle& style) { return print(plan, style); },
                        valid_plan(whitelist), print_style());
}

}  // namespace conform::cpl::gen
