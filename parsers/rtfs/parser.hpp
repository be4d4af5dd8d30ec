#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.hpp"
#include "parsers/core/envelope.hpp"
#include "parsers/rtfs/ast.hpp"
#include "parsers/rtfs/brackets.hpp"

namespace conform::rtfs {

// Everything the RTFS front end learns from a text, for the oracles to judge.
struct ParseResult {
  // The parsed text, copied: the tree's texts are views into it (ast::Text), so the tree
  // is good while a ParseResult that shares it lives.
  std::shared_ptr<x3kit::TextStore> text;
  Envelope envelope;                        // fences, prose and forms around the plan
  std::optional<LimitViolation> limit;      // set: nothing else was parsed
  std::optional<ast::Node> plan;            // the `(plan …)` form, when it parsed
  std::optional<SyntaxError> syntax_error;  // set when it did not
  // A whole plan followed by a closer that closes nothing: the syntax error is the
  // closer's, and the check judges the plan all the same; `plan` stays unset, so that
  // printing or relaying the plan does not drop the error.
  std::optional<ast::Node> plan_before_stray_closer;
  // No `(plan …)` form, and the text is one `(do …)` form, parsed to its end: the body
  // the plan was meant to hold, judged as its :body would be. The missing plan is
  // RTFS-MISSING-PLAN's one finding and hides nothing else.
  std::optional<ast::Node> body_without_plan;
  // The outermost form the plan stands inside, when it is not at the top level:
  // `(def p (plan …))`, `[(plan …)]`. Its brackets balance; the envelope's trailing
  // text starts after it.
  std::optional<std::size_t> wrapper;
  // Offsets of `//` and `/*` comments (not RTFS's) around and inside the plan, sorted.
  std::vector<std::uint32_t> foreign_comments;
};

ParseResult parse(std::string_view text, const Limits& limits = {});

// Whether the text at `pos` is a bracket that opens a form (a top-level form outside
// the plan, rather than prose).
bool opens_form(std::string_view text, std::size_t pos);

const LexicalConventions& lexical_conventions();

}  // namespace conform::rtfs
