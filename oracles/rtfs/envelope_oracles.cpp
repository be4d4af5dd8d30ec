// Rules about the text as a whole: is it one RTFS plan form and nothing else
// ("Plan Structure"; decision D2)?
#include <cctype>
#include <string>

#include "core/ascii.hpp"
#include "oracles/rtfs/oracles.hpp"

namespace conform::rtfs {
namespace {

// Text outside the plan: another top-level form when it opens a bracket, else prose.
bool is_form_at(const CheckContext& c, std::size_t at) { return opens_form(c.source.text(), at); }

class SyntaxOracle final : public RtfsOracle {
 public:
  std::string_view rule() const override { return "RTFS-SYNTAX"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    if (c.parse.syntax_error) r.at(c.parse.syntax_error->offset, c.parse.syntax_error->message);
  }
};

class MissingPlanOracle final : public RtfsOracle {
 public:
  std::string_view rule() const override { return "RTFS-MISSING-PLAN"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.parse.envelope.plan_begin)
      r.at(c.parse.envelope.prose_before.value_or(0),
           "no (plan …) form: the output is one (plan :name … :body (do …)) form" + case_of_plan(c.source.text()));
  }

 private:
  // `(Plan …)`, `(PLAN …)`: the form is there but for the case of its name.
  static std::string case_of_plan(std::string_view text) {
    const std::size_t open = text.find_first_not_of(" \t\r\n");
    if (open == std::string_view::npos || text[open] != '(') return {};
    const bool whole_word = open + 5 >= text.size() || !std::isalnum(static_cast<unsigned char>(text[open + 5]));
    return whole_word ? other_case_note(text.substr(open + 1, 4), "plan") : "";
  }
};

class MultipleTopLevelFormsOracle final : public RtfsOracle {
 public:
  std::string_view rule() const override { return "RTFS-MULTIPLE-TOP-LEVEL-FORMS"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    const auto& env = c.parse.envelope;
    const char* message = "a form outside the plan: everything belongs inside the one (plan …) form";
    if (env.plan_begin && env.prose_before && is_form_at(c, *env.prose_before) && env.prose_before != c.parse.wrapper)
      r.at(*env.prose_before, message);
    if (c.parse.wrapper)
      r.at(*c.parse.wrapper, "the plan stands inside this form: the output is the (plan …) form itself, not wrapped in another");
    if (env.prose_after && is_form_at(c, *env.prose_after)) r.at(*env.prose_after, message);
    if (env.second_plan && env.second_plan != env.prose_after)
      r.at(*env.second_plan, "a second (plan …) form: the output is a single plan");
  }
};

class MarkdownFenceOracle final : public RtfsOracle {
 public:
  std::string_view rule() const override { return "RTFS-MARKDOWN-FENCE"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    for_each_opening_fence(c.parse.envelope,
                           [&](std::size_t offset) { r.at(offset, "markdown code fence: the output is the RTFS plan only"); });
  }
};

class ForeignCommentOracle final : public RtfsOracle {
 public:
  std::string_view rule() const override { return "RTFS-FOREIGN-COMMENT"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    for (auto offset : c.parse.foreign_comments)
      r.at(offset, std::string(c.source.text().substr(offset, 2) == "/*" ? "'/* */'" : "'//'") +
                       " is not an RTFS comment; RTFS comments start with ';'");
  }
};

class ProseOutsidePlanOracle final : public RtfsOracle {
 public:
  std::string_view rule() const override { return "RTFS-PROSE-OUTSIDE-PLAN"; }
  bool needs_plan() const override { return false; }
  void check(const CheckContext& c, Report& r) const override {
    const auto& env = c.parse.envelope;
    if (env.prose_before && env.plan_begin && !is_form_at(c, *env.prose_before))
      r.at(*env.prose_before, "text before the plan: no prose, only the (plan …) form");
    if (env.prose_after && !is_form_at(c, *env.prose_after))
      r.at(*env.prose_after, "text after the plan: no prose, only the (plan …) form");
  }
};

}  // namespace

void add_envelope_oracles(RtfsOracles& out) {
  out.add(std::make_unique<SyntaxOracle>());
  out.add(std::make_unique<MissingPlanOracle>());
  out.add(std::make_unique<MultipleTopLevelFormsOracle>());
  out.add(std::make_unique<MarkdownFenceOracle>());
  out.add(std::make_unique<ForeignCommentOracle>());
  out.add(std::make_unique<ProseOutsidePlanOracle>());
}

}  // namespace conform::rtfs
