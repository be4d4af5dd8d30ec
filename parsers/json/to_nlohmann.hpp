#pragma once
// Bridges to nlohmann::json, for the oracles' convenience and for differential testing.
#include <nlohmann/json.hpp>
#include <string_view>

#include "core/limits.hpp"
#include "parsers/json/ast.hpp"

namespace conform::json {

// The value as nlohmann::json::parse would build it from the same text: the last of
// duplicate keys wins; non-negative integers within uint64 become number_unsigned,
// negative ones within int64 number_integer, every other number a double (NaN and
// ±Infinity included, which nlohmann dumps as null).
nlohmann::json to_nlohmann(const Value&);

// The documented cases where parse() is stricter than nlohmann::json::parse (see
// parsers/json/README.md).
enum class Stricter {
  none,              // not a documented case: a disagreement here is a bug
  byte_order_mark,   // nlohmann skips a UTF-8 BOM at the start
  nul_after_value,   // nlohmann stops reading at a NUL byte after the value
  limit,             // beyond Limits::max_bytes or max_depth; nlohmann has no limit
};

std::string_view to_string(Stricter);

// For a text that nlohmann::json accepts and parse() does not call well-formed: which
// documented case explains it.
Stricter stricter_than_nlohmann(std::string_view text, const Limits& limits = {});

}  // namespace conform::json
