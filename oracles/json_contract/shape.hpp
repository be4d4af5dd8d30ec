#pragma once
// What the JSON contracts' structural oracles share: the keys an object must and may
// have, what a value is called in a message, and blank strings (JSON paths: path.hpp).
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "oracles/json_contract/value_damage.hpp"
#include "parsers/json/ast.hpp"

namespace conform::json_contract {

struct KeySpec {
  std::string_view name;
  bool required = true;
  std::string_view why_required = {};  // for a key the schema alone leaves optional
};

bool is_known_key(std::span<const KeySpec>, std::string_view key);

// What one pass over an object's keys found (check_keys reports it).
struct KeyProblems {
  std::uint64_t missing = 0;  // bit i: spec[i] is required and absent
  bool extra = false;         // some readable key is not in the spec
};
KeyProblems find_key_problems(const json::Value& object, std::span<const KeySpec>, const ValueDamage& damage);

// Calls `missing(const KeySpec&)` for each required key the object lacks (in spec
// order) and `extra(const json::Member&)` for each member whose key the spec does not
// name (in source order). A key the front end had to repair is neither: MALFORMED-JSON
// reports it, and since any required key may be the one it was meant to be, the
// object's missing keys are not reported either. An unknown key given twice is extra once,
// at its last member, which the other rules read (stepplan D11). A spec names at most 64 keys.
template <typename Missing, typename Extra>
void check_keys(const json::Value& object, std::span<const KeySpec> spec, const ValueDamage& damage,
                Missing&& missing, Extra&& extra) {
  const KeyProblems found = find_key_problems(object, spec, damage);
  for (std::size_t i = 0; i < spec.size(); ++i)
    if (found.missing >> i & 1) missing(spec[i]);
  if (!found.extra) return;
  std::vector<const json::Member*> unknown;
  std::unordered_set<std::string_view> later;
  for (auto m = object.members.rbegin(); m != object.members.rend(); ++m)
    if (!is_known_key(spec, m->key.text) && !damage.unreadable(m->key) && later.insert(m->key.text).second)
      unknown.push_back(&*m);
  for (auto m = unknown.rbegin(); m != unknown.rend(); ++m) extra(**m);
}

// A plan written inside a key of its own (`{"plan": {…}}`): the top-level member, not a
// key of `spec`, whose value is an object with some key of `spec` the top level lacks; else
// null. Found in time linear in the object.
const json::Member* plan_wrapper(const json::Value& top, std::span<const KeySpec> spec);

// The notes that point at a wrapped plan, for the messages about a top-level object's keys
// (none below the top level). The wrapper is looked for once, on the first note that needs
// it: a note per key looking again was quadratic.
class WrapperNotes {
 public:
  WrapperNotes(const json::Value& object, std::span<const KeySpec> spec, bool top_level)
      : object_(object), spec_(spec), top_level_(top_level) {}
  // For a key the object lacks: " (it is inside \"plan\")" when the wrapper holds it.
  std::string inside(std::string_view key);
  // For an unknown key: "; it holds the plan's keys: …" when it is the wrapper.
  std::string of(const json::Member& m);

 private:
  const json::Member* wrapper();

  const json::Value& object_;
  std::span<const KeySpec> spec_;
  bool top_level_;
  bool looked_ = false;
  const json::Member* wrapper_ = nullptr;
};

// The spec's key names in order, for messages: "id, title, rationale".
std::string key_list(std::span<const KeySpec>);

// Empty, or nothing but white space and characters that print as nothing or as a blank
// (is_invisible: zero-width and format characters, the Hangul fillers, …), controls included.
bool is_blank(std::string_view);

// A string for messages: quoted, at most 60 characters (code points), escaped as JSON.
std::string quoted_excerpt(std::string_view text);

// The kind with its article: "null", "a boolean", "a number", "a string", "an array", "an object".
std::string_view a_kind(json::Value::Kind);

// "a number", "an array", "the string \"x…\"" — for "expected X, found Y" messages.
std::string describe(const json::Value&);

}  // namespace conform::json_contract
