#pragma once
// What the JSON front end reports beside the tree. Each kind is something a generic
// JSON library accepts silently, loses, or rejects with a generic error; the contract
// dialects map kinds to their own rule ids.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace conform::json {

enum class FindingKind : std::uint8_t {
  // Valid JSON (RFC 8259 allows it) but an interoperability hazard:
  duplicate_key,         // offset: the second (third, …) key; related: the first
  integer_out_of_range,  // an integer beyond int64 that a double still holds (precision may be lost)
  // Not JSON; the tree is still built (recovered):
  byte_order_mark,       // U+FEFF at offset 0
  invalid_utf8,          // anywhere in the text; in strings it decodes as U+FFFD
  lone_surrogate,        // \uD800–\uDBFF not followed by \uDC00–\uDFFF, or a low one alone; decodes as U+FFFD
  number_overflow,       // a number whose magnitude overflows a double (to ±inf); the text is kept
  trailing_comma,        // `[1,]`, `{"a":1,}`; related: the closing bracket
  comment,               // `//…` or `/*…*/`
  single_quoted_string,  // 'text' as a value or a key
  unquoted_key,          // {key: 1}
  multiple_values,       // a second top-level value after the first (offset: its start)
  control_character,     // a raw U+0000–U+001F inside a string; kept as is
  invalid_escape,        // \x, \', \u12…; the escaped character is kept
  leading_zero,          // 01, -007; the value is read as decimal
  non_finite_literal,    // NaN, Infinity, -Infinity
  unmatched_closer,      // a '}' or ']' after the value that closes nothing ("{…}}")
};

inline constexpr std::size_t finding_kind_count = 16;

// A stable name for a kind: "duplicate-key", "byte-order-mark", …
std::string_view to_string(FindingKind);

// Whether a text with this finding is not well-formed JSON (strict RFC 8259 grammar,
// UTF-8, no lone surrogates, every number a finite double, no byte-order mark). Only
// duplicate keys and integers beyond int64 leave a text well-formed.
bool breaks_well_formedness(FindingKind);
// Whether any kind marked in `found` (indexed by kind) breaks well-formedness.
bool breaks_well_formedness(const std::array<bool, finding_kind_count>& found);

struct Finding {
  FindingKind kind = FindingKind::comment;
  std::size_t offset = 0;                // where it starts, a byte offset into the text
  std::optional<std::size_t> related;    // duplicate_key: the first key; trailing_comma: the bracket
  std::string message;                   // one line, says what was found
};

}  // namespace conform::json
