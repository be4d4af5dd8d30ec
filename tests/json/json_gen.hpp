#pragma once
// RapidCheck generators of JSON for the differential properties: values drawn as our
// own tree, printed with random layout and escapes (and, on request, the lenient
// constructs the front end recovers from), and texts mangled from valid ones.
#include <rapidcheck.h>

#include <cstdint>
#include <string>

#include "parsers/json/ast.hpp"

namespace conform::json::test {

struct PrintStyle {
  std::uint64_t seed = 0;        // drives whitespace, escapes and where lenient constructs go
  bool trailing_commas = false;  // sometimes `,` before `]` or `}`
  bool comments = false;         // sometimes a comment where whitespace may go
  bool single_quotes = false;    // sometimes a string in '…'
  bool unquoted_keys = false;    // sometimes an identifier-like key bare
};

// Prints a value the parser must read back as the same tree. Strings in `v` must be
// valid UTF-8; numbers must be valid JSON number texts.
std::string print(const Value& v, const PrintStyle& style);

// Values up to 4 levels deep: unicode strings, duplicate keys now and then, integers
// beyond int64, floats that underflow, never a number that overflows a double.
rc::Gen<Value> arbitrary_value();

// Layout only (every lenient flag off).
rc::Gen<PrintStyle> strict_style();
// Any combination of the lenient flags.
rc::Gen<PrintStyle> lenient_style();

// A valid JSON text (any top-level value).
rc::Gen<std::string> json_text();

// Mostly invalid texts: valid ones with a few random edits (tokens the front end has
// opinions about, invalid UTF-8, NUL, BOM, fences), JSON-ish character soup, and
// arbitrary bytes.
rc::Gen<std::string> mangled_text();

}  // namespace conform::json::test
