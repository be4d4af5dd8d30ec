#include "oracles/rtfs/step_form.hpp"

namespace conform::rtfs {

using ast::Kind;
using ast::Node;

namespace {

// The words of a step's unquoted name, as the quoted name should read.
std::string unquoted_name(const Node& step) {
  std::string out;
  for (std::size_t i = 1; i < first_expression(step); ++i) out += (i > 1 ? " " : "") + step.items[i].text;
  return out;
}

}  // namespace

std::string what_is(const Node& value) {
  if (value.is_symbol("nil")) return "nil";
  if (value.is_symbol("true") || value.is_symbol("false")) return "a boolean";
  return std::string(ast::to_string(value.kind));
}

std::string written(const Node& value) {
  return value.head().empty() ? what_is(value) : "(" + std::string(value.head()) + " …)";
}

std::size_t first_expression(const Node& step) {
  if (step.items.size() < 2 || !step.items[1].is_atom()) return 1;
  std::size_t end = 2;
  if (step.items[1].is(Kind::symbol))
    while (end + 1 < step.items.size() && step.items[end].is(Kind::symbol)) ++end;
  return end;
}

std::size_t check_step_form(const Node& s, PassFindings& out) {
  const std::size_t first = first_expression(s);
  if (first == 1)
    // Two forms or more: the first stands where the name goes. One form: it is the
    // expression, and the name is missing.
    out.report("RTFS-STEP-NAME-NOT-STRING", s.items.size() < 2 ? s.begin : s.items[1].begin,
               s.items.size() < 2    ? "the step has no name: (step \"Descriptive Name\" expr)"
               : s.items.size() == 2 ? "the step has no name: (step \"Descriptive Name\" expr) starts with a quoted string, not " +
                                           written(s.items[1])
                                     : "the step's name is " + written(s.items[1]) +
                                           ", not a quoted string: (step \"Descriptive Name\" expr)");
  else if (!s.items[1].is(Kind::string))
    out.report("RTFS-STEP-NAME-NOT-STRING", s.items[1].begin,
               "the step name must be a quoted string: \"" + unquoted_name(s) + "\"");
  if (s.items.size() <= first)
    out.report("RTFS-STEP-WITHOUT-EXPRESSION", s.begin, "the step has no expression: (step \"Descriptive Name\" expr)");
  return first;
}

}  // namespace conform::rtfs
