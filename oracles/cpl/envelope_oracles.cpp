// Rules about the text as a whole: is it one CPL plan and nothing else (§1, §2, §9, §11)?
#include <cctype>

#include "core/ascii.hpp"
#include "oracles/cpl/oracles.hpp"

namespace conform::cpl {
namespace {

class SyntaxOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-SYNTAX"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    if (c.parse.syntax_error) r.at(c.parse.syntax_error->offset, c.parse.syntax_error->message);
  }
};

class MissingPlanBlockOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-MISSING-PLAN-BLOCK"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.parse.envelope.plan_begin)
      r.at(c.parse.envelope.prose_before.value_or(0),
           "no 'plan { … }' block: a CPL program is one plan block" + plan_in_other_case(c.source.text()));
  }

 private:
  // `Plan {`, `PLAN {`: the block is there but for the case of its keyword.
  static std::string plan_in_other_case(std::string_view text) {
    const auto word_byte = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; };
    for (std::size_t at = 0; at + 4 <= text.size(); ++at) {
      const std::string_view word = text.substr(at, 4);
      const std::string note = other_case_note(word, "plan");
      if (note.empty() || (at > 0 && word_byte(text[at - 1]))) continue;
      const std::size_t next = text.find_first_not_of(" \t\r\n", at + 4);
      if (next != std::string_view::npos && text[next] == '{') return note;
    }
    return {};
  }
};

class MultiplePlanBlocksOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-MULTIPLE-PLAN-BLOCKS"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    if (const auto& nested = c.parse.nested_plan)
      r.at(*nested, "a plan block inside the plan block: all code must be inside a single plan { … } block");
    if (const auto& code = c.parse.code_before_plan)
      r.at(*code, "code before the plan block: all code must be inside a single plan { … } block");
    const auto& second = c.parse.envelope.second_plan;
    if (const auto& code = c.parse.code_after_plan; code && (!second || *code < *second))
      r.at(*code, "code after the plan block: all code must be inside a single plan { … } block");
    else if (second)
      r.at(*second, "a second plan block: all code must be inside a single plan { … } block");
  }
};

class MarkdownFenceOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-MARKDOWN-FENCE"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    for_each_opening_fence(c.parse.envelope,
                           [&](std::size_t offset) { r.at(offset, "markdown code fence: the output must be CPL code only"); });
  }
};

class ProseOutsidePlanOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-PROSE-OUTSIDE-PLAN"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    const auto& env = c.parse.envelope;
    for (auto at : c.parse.comments_outside_plan)
      r.at(at, std::string(at < env.plan_begin.value_or(0) ? "a '#' comment before" : "a '#' comment after") +
                   " the plan block: all code, comments included, must be inside the single plan { … } block, and"
                   " no commentary or heading may stand around it");
    if (env.prose_before && env.plan_begin) r.at(*env.prose_before, "text before the plan block: no prose, only CPL code");
    // Functions written with no block are read as the plan: the prose before them, if any.
    if (c.parse.plan_block_missing && env.prose_before && *env.prose_before < c.parse.plan->begin)
      r.at(*env.prose_before, "text before the plan's functions: no prose, only CPL code");
    if (env.prose_after)
      r.at(*env.prose_after, c.parse.plan_block_missing ? "text after the plan's functions: no prose, only CPL code"
                                                        : "text after the plan block: no prose, only CPL code");
  }
};

class ForeignCommentOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-FOREIGN-COMMENT"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    for (auto offset : c.parse.foreign_comments) {
      bool block = c.source.text().substr(offset, 2) == "/*";
      r.at(offset, std::string(block ? "'/* */'" : "'//'") + " is not a CPL comment; CPL comments start with '#'");
    }
  }
};

}  // namespace

void add_envelope_oracles(CplOracles& out) {
  out.add(std::make_unique<SyntaxOracle>());
  out.add(std::make_unique<MissingPlanBlockOracle>());
  out.add(std::make_unique<MultiplePlanBlocksOracle>());
  out.add(std::make_unique<MarkdownFenceOracle>());
  out.add(std::make_unique<ProseOutsidePlanOracle>());
  out.add(std::make_unique<ForeignCommentOracle>());
}

}  // namespace conform::cpl
