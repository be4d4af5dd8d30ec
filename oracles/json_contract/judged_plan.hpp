#pragma once
// Which top-level value a JSON contract judges as the plan.
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "core/limits.hpp"
#include "oracles/json_contract/shape.hpp"
#include "parsers/json/parser.hpp"

namespace conform::json_contract {

// Where each top-level value after the first starts: MULTIPLE-JSON-VALUES's places.
std::vector<std::size_t> second_values(const json::ParseResult&);

// The top-level value if it is an object, else nothing. An output of several values breaks
// MULTIPLE-JSON-VALUES, and the documents do not say which of them is the plan: when the
// first is not an object (`null`, `[]`) or an object with none of the contract's top-level
// `keys` (a note, a draft's header), and the second is an object with some, read without
// a fault, the second is judged (stepplan D20, fixplan D29), parsed into `second`. Then
// the repeated keys `parsed` reports are the second's, not the first's: the values before
// the plan are MULTIPLE-JSON-VALUES alone, and the plan is judged whole.
const json::Value* judged_plan(json::ParseResult& parsed, std::string_view text, std::span<const KeySpec> keys,
                               const Limits& limits, std::optional<json::ParseResult>& second);

}  // namespace conform::json_contract
