#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parsers/core/envelope.hpp"
#include "core/limits.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

struct SyntaxError {
  std::size_t offset = 0;
  std::string message;
};

// Everything the CPL front end learns from a text, for the oracles to judge.
struct ParseResult {
  // The parsed text, copied: the tree's texts are views into it (ast::Text). The plan
  // shares it (Plan::text), so a copy of the plan is good on its own; a part copied out
  // of the plan is good while something that shares the text lives.
  std::shared_ptr<x3kit::TextStore> text;
  Envelope envelope;
  std::optional<LimitViolation> limit;       // set: nothing else was parsed
  std::optional<ast::Plan> plan;             // set when the plan block parsed, or see below
  // No plan block, and the text is functions (and statements) only, every one parsed:
  // `plan` holds those functions, judged as the plan they were meant to be; the missing
  // block is CPL-MISSING-PLAN-BLOCK's one finding and hides nothing else.
  bool plan_block_missing = false;
  std::optional<SyntaxError> syntax_error;   // set when it did not
  // A whole block followed by a stray closer (`plan { … }}`): the syntax error is the
  // closer's, and the check judges the block all the same; `plan` stays unset, so that
  // printing or relaying the plan does not drop the error.
  std::optional<ast::Plan> plan_before_stray_closer;
  std::vector<std::uint32_t> foreign_comments;  // offsets of `//` and `/*`, sorted
  // `#` comments right before or right after the plan block, the first of each run (D4,
  // since 2026-12-08): a comment is code, and all code is inside the block (§9), or it
  // is commentary (§11).
  std::vector<std::uint32_t> comments_outside_plan;
  // CPL code written before or after the plan block (§9: "All code must be inside a
  // single plan { ... } block"): the functions it defines, its own or in further plan
  // blocks, and where it starts (that text is not the envelope's prose). Statements
  // there (`main();`) are code too, but neither kept nor judged.
  std::vector<ast::Function> functions_outside_plan;
  std::optional<std::uint32_t> code_before_plan;
  // `plan { plan { … } }`: the whole plan wrapped in a second block; the inner block, which
  // is `plan`, starts here (CPL-MULTIPLE-PLAN-BLOCKS).
  std::optional<std::uint32_t> nested_plan;
  std::optional<std::uint32_t> code_after_plan;
};

ParseResult parse(std::string_view text, const Limits& limits = {});

// Parses a whitelist entry such as `log(text: String) : Void`, the store's source; on
// failure returns nothing and, if `error` is given, says why. The signature's names are
// views into the store.
std::optional<ast::Signature> parse_signature(x3kit::TextStore& text, std::string* error = nullptr);

const LexicalConventions& lexical_conventions();

}  // namespace conform::cpl
