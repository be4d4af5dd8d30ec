#pragma once
// Which values of a plan the JSON front end had to repair to read: a scalar whose bytes
// hold invalid UTF-8, a lone surrogate, a raw control character or an invalid escape
// (strings), or a number that overflows a double, is NaN/Infinity or has a leading zero.
// What such a value says is unknown (the tree holds U+FFFD, the escaped character,
// ±inf…), so the dialects' content rules do not judge it: MALFORMED-JSON reports the
// damage, once, and no WRONG-TYPE, enumeration, format, id, dependency, tool or blank
// rule adds a knock-on diagnostic ("one fault, one error"). The key is still there, so
// a required key with an unreadable value is not missing.
//
// Findings that leave every value's meaning intact do not count: duplicate keys,
// trailing commas, comments, single quotes, unquoted keys, a byte-order mark, a second
// value, integers beyond int64 (a double still holds them).
#include <algorithm>

#include "parsers/json/parser.hpp"

namespace conform::json_contract {

// Whether a finding of this kind inside a scalar changes what the scalar says.
constexpr bool damages_value(json::FindingKind kind) {
  using K = json::FindingKind;
  switch (kind) {
    case K::invalid_utf8:
    case K::lone_surrogate:
    case K::control_character:
    case K::invalid_escape:
    case K::number_overflow:
    case K::non_finite_literal:
    case K::leading_zero: return true;
    case K::duplicate_key:
    case K::integer_out_of_range:
    case K::byte_order_mark:
    case K::trailing_comma:
    case K::comment:
    case K::single_quoted_string:
    case K::unquoted_key:
    case K::multiple_values:
    case K::unmatched_closer: return false;
  }
  return false;
}

// Answers "is this value unreadable?" for the values of one parse result. Findings are
// sorted by offset, so a query is a binary search; a plan without findings (every valid
// plan) pays one emptiness test.
class ValueDamage {
 public:
  explicit ValueDamage(const json::ParseResult& parse) : parse_(parse) {}

  // A scalar (string, number, literal) whose [begin, end) holds a damaging finding.
  // Arrays and objects are never unreadable themselves: their items are judged one by one.
  bool unreadable(const json::Value& v) const {
    if (v.is_array() || v.is_object()) return false;
    return damaged(v.begin, v.end);
  }

  // A key whose bytes hold a damaging finding: which key it was meant to be is unknown.
  bool unreadable(const json::Key& k) const { return damaged(k.begin, k.end); }

  // Whether some key of the object is unreadable: any key it lacks may be that one.
  bool some_key_unreadable(const json::Value& object) const {
    return std::any_of(object.members.begin(), object.members.end(),
                       [&](const json::Member& m) { return unreadable(m.key); });
  }

 private:
  bool damaged(std::size_t begin, std::size_t end) const {
    const auto& findings = parse_.findings;
    if (findings.empty() && !parse_.findings_truncated) return false;
    auto at = std::lower_bound(findings.begin(), findings.end(), begin,
                               [](const json::Finding& f, std::size_t offset) { return f.offset < offset; });
    for (; at != findings.end() && at->offset < end; ++at)
      if (damages_value(at->kind)) return true;
    // Past the listed findings of a truncated list, any damage found anywhere may be here.
    return parse_.findings_truncated && (findings.empty() || end > findings.back().offset) && any_damage_found();
  }

  bool any_damage_found() const {
    for (std::size_t k = 0; k < json::finding_kind_count; ++k)
      if (parse_.found[k] && damages_value(static_cast<json::FindingKind>(k))) return true;
    return false;
  }

  const json::ParseResult& parse_;
};

}  // namespace conform::json_contract
