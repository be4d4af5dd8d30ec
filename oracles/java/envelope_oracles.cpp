// Rules about the text as a whole: is it one Java source and nothing else (§1, §7)?
#include "oracles/java/oracles.hpp"

namespace conform::java {
namespace {

class SyntaxOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-SYNTAX"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    if (c.parse.syntax_error) r.at(c.parse.syntax_error->offset, c.parse.syntax_error->message);
  }
};

class MissingPlanClassOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-MISSING-PLAN-CLASS"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.parse.envelope.plan_begin) {
      r.at(c.parse.envelope.prose_before.value_or(0), "no Java class: the output is one public class Plan");
      return;
    }
    if (c.parse.unit && !plan_class(c.unit())) {
      const auto& classes = c.unit().classes;
      r.at(classes.empty() ? *c.parse.envelope.plan_begin : classes.front().name.begin,
           classes.empty() ? "no class: the output is one public class Plan"
                           : "the class is '" + classes.front().name.name + "': the output is one public class Plan");
    }
  }
};

class MarkdownFenceOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-MARKDOWN-FENCE"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    for (auto offset : c.parse.envelope.fence_lines)
      r.at(offset, "markdown code fence: respond with Java source only, not wrapped in fences");
  }
};

class ProseOutsideClassOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-PROSE-OUTSIDE-CLASS"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    const auto& env = c.parse.envelope;
    if (env.prose_before && env.plan_begin)
      r.at(*env.prose_before, "text before the class: no explanations or commentary, only Java source");
    if (env.prose_after) r.at(*env.prose_after, "text after the class: no explanations or commentary, only Java source");
    if (env.second_plan && !env.prose_after)
      r.at(*env.second_plan, "more Java after the source ended: the output is one public class Plan");
  }
};

}  // namespace

void add_envelope_oracles(JavaOracles& out) {
  out.add(std::make_unique<SyntaxOracle>());
  out.add(std::make_unique<MissingPlanClassOracle>());
  out.add(std::make_unique<MarkdownFenceOracle>());
  out.add(std::make_unique<ProseOutsideClassOracle>());
}

}  // namespace conform::java
