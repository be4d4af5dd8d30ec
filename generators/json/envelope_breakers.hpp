#pragma once
// Breakers for the rules every JSON contract shares (oracles/json_contract): each turns
// the text of a valid plan (one JSON object, no duplicate keys) into a text that breaks
// exactly that rule and no other.
#include <rapidcheck.h>
#include <string>
#include <string_view>

#include "oracles/json_contract/envelope_oracles.hpp"

namespace conform::json_gen {

// The dialect's decisions that a comment before (after) the object is prose rather than
// malformed JSON; empty where the seed says so itself.
struct CommentDecisions {
  std::string_view before;
  std::string_view after;
};

// Breaks the envelope check `check`; `valid` prints valid plans. A comment outside the
// object, drawn for PROSE-OUTSIDE-JSON, is rejected under any reading; the draw notes
// `comment_decision` for its rule (gen::rule_rests_on).
rc::Gen<std::string> break_envelope(json_contract::EnvelopeCheck check, rc::Gen<std::string> valid,
                                    CommentDecisions comment_decision);

// The texts of a JSON document with one array element or object member removed, most
// of the document first; for shrinking failures. Empty when the text is not JSON.
std::vector<std::string> without_one_part(const std::string& text, std::size_t max_candidates = 400);

}  // namespace conform::json_gen
