#pragma once
// The strict JSON front end shared by the JSON contracts (stepplan, fixplan): one
// entry point that parses a text into a positioned tree, lists everything a generic
// JSON library would accept silently or reject generically, and says what surrounds
// the JSON (markdown fences, prose, a second object).
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parsers/core/envelope.hpp"
#include "core/limits.hpp"
#include "parsers/json/ast.hpp"
#include "parsers/json/finding.hpp"

namespace conform::json {

struct SyntaxError {
  std::size_t offset = 0;
  std::string message;  // "expected ',' or '}' after an object member, found the string \"b\""
};

// At most this many findings are listed (ParseResult::found still counts every kind).
inline constexpr std::size_t max_listed_findings = 1000;

// Everything the JSON front end learns from a text, for the dialects to judge.
struct ParseResult {
  // plan_begin: where the top-level value starts (or where parsing was tried);
  // prose_before/after, fence_lines and second_plan (a second `{…}`) as for every dialect.
  Envelope envelope;
  std::optional<LimitViolation> limit;      // set: nothing else was parsed
  std::optional<Value> value;               // the top-level value, built despite recovered findings
  std::optional<SyntaxError> syntax_error;  // set when no value could be built
  std::vector<Finding> findings;            // sorted by offset, then kind; no repeats
  bool findings_truncated = false;          // more than max_listed_findings
  std::array<bool, finding_kind_count> found{};  // every kind found, listed or not

  bool has(FindingKind kind) const { return found[static_cast<std::size_t>(kind)]; }

  // The top-level value's kind (a contract that wants an object rejects the others).
  std::optional<Value::Kind> top_level_kind() const {
    return value ? std::optional<Value::Kind>(value->kind) : std::nullopt;
  }

  // Exactly one JSON value and nothing else but whitespace, by RFC 8259's grammar, in
  // UTF-8, without lone surrogates or numbers beyond a double, without a byte-order
  // mark; duplicate keys and integers beyond int64 do not count against it.
  bool well_formed() const;
};

// Parses `text` (a plan as a planner wrote it, envelope and all). Never throws on bad
// input; size and nesting beyond `limits` give `limit` and nothing else.
ParseResult parse(std::string_view text, const Limits& limits = {});

// The one JSON value that starts at `offset` of `text` (past white space and comments), read
// as parse() reads the first, with its findings; no envelope. Positions are `text`'s. For a
// second top-level value that a contract may take for the plan.
ParseResult parse_value_at(std::string_view text, std::size_t offset, const Limits& limits = {});

// JSON's lexical conventions for check_limits(): strings in "…" with backslash
// escapes; `//` and `/* */` are opaque too, since the front end reads them as comments.
const LexicalConventions& lexical_conventions();

// JSON's envelope syntax: trivia is whitespace (and a byte-order mark at offset 0),
// never comments; a plan starts at `{`; "…" strings and words are single tokens.
const EnvelopeSyntax& envelope_syntax();

}  // namespace conform::json
