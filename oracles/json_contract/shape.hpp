#pragma once
// What the JSON contracts' structural oracles share: the keys an object must and may
// have, what a value is called in a message, and blank strings (JSON paths: path.hpp).
#include <functional>
#include <span>
#include <string>
#include <string_view>

#include "oracles/json_contract/value_damage.hpp"
#include "parsers/json/ast.hpp"

namespace conform::json_contract {

struct KeySpec {
  std::string_view name;
  bool required = true;
};

// Calls `missing` for each required key the object lacks (in spec order) and `extra`
// for each member whose key the spec does not name (in source order). A key the front
// end had to repair is neither: MALFORMED-JSON reports it, and since any required key
// may be the one it was meant to be, the object's missing keys are not reported either.
// A spec names at most 64 keys.
void check_keys(const json::Value& object, std::span<const KeySpec>, const ValueDamage& damage,
                const std::function<void(std::string_view key)>& missing,
                const std::function<void(const json::Member&)>& extra);

bool is_known_key(std::span<const KeySpec>, std::string_view key);

// The spec's key names in order, for messages: "id, title, rationale".
std::string key_list(std::span<const KeySpec>);

// Empty, or nothing but white space (ASCII, no-break and the Unicode space separators).
bool is_blank(std::string_view);

// A string for messages: quoted, at most 60 characters (code points), escaped as JSON.
std::string quoted(std::string_view text);

// The kind with its article: "null", "a boolean", "a number", "a string", "an array", "an object".
std::string_view a_kind(json::Value::Kind);

// "a number", "an array", "the string \"x…\"" — for "expected X, found Y" messages.
std::string describe(const json::Value&);

}  // namespace conform::json_contract
