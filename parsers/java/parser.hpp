#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.hpp"
#include "parsers/core/envelope.hpp"
#include "parsers/java/ast.hpp"

namespace conform::java {

struct SyntaxError {
  std::size_t offset = 0;
  std::string message;
};

// A unicode escape that was read as javac reads it: [source_begin, source_end) in the
// text given, [begin, end) in the text parsed.
struct TranslatedEscape {
  std::size_t begin, end, source_begin, source_end;
};

// Everything the Java front end learns from a text, for the oracles to judge.
struct ParseResult {
  // The parsed text, copied: the tree's names and literals are views into it (ast::Text).
  // The unit shares it (Unit::text), so a copy of the unit is good on its own; a part
  // copied out of the unit is good while something that shares the text lives.
  std::shared_ptr<x3kit::TextStore> text;
  Envelope envelope;
  std::optional<LimitViolation> limit;      // set: nothing else was parsed
  std::optional<ast::Unit> unit;            // set when the source parsed, or see below
  // No class, and the text is methods only, every one parsed: `unit` holds one class with
  // no name around them, judged as the Plan they were meant for; the missing class is
  // JAVA-MISSING-PLAN-CLASS's one finding and hides nothing else. The printer prints
  // such a class as its methods alone.
  bool class_missing = false;
  std::optional<SyntaxError> syntax_error;  // set when it did not
  // A whole class followed by a stray closer: the syntax error is the closer's, and the
  // check judges the class all the same; `unit` stays unset, so that printing or relaying
  // the unit does not drop the error.
  std::optional<ast::Unit> unit_before_stray_closer;
  // With a syntax error after them, the package and imports the text starts with, read on
  // their own (no classes): they are their rules' faults whatever follows.
  std::optional<ast::Unit> header_before_error;
  // Where the text before or after the class starts with a whole method: a helper
  // written outside Plan, where the envelope saw prose.
  std::vector<std::uint32_t> methods_outside_class;
  // Set when the text parsed only once its unicode escapes were read first, as javac
  // reads them (JLS 3.3: `String pat\u0068` declares `path`). `text` and every position
  // are then the translated text's; source_offset() maps a position back.
  std::vector<TranslatedEscape> translated_escapes;
  std::size_t source_offset(std::size_t offset) const;
};

ParseResult parse(std::string_view text, const Limits& limits = {});

// Parses a whitelist entry such as `ToolResult cloneRepo(String ref)`, the store's
// source; on failure returns nothing and, if `error` is given, says why. The signature's
// names are views into the store.
std::optional<ast::Signature> parse_signature(x3kit::TextStore& text, std::string* error = nullptr);

const LexicalConventions& lexical_conventions();

// Whether a Java source starts at `pos`: `package` or `import` and a name, or modifiers
// and annotations, then `class`/`interface`/`enum` and a name.
bool starts_source(std::string_view text, std::size_t pos);

}  // namespace conform::java
