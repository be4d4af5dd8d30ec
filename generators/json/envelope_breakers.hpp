#pragma once
// Breakers for the rules every JSON contract shares (oracles/json_contract): each turns
// the text of a valid plan (one JSON object, no duplicate keys) into a text that breaks
// exactly that rule and no other.
#include <rapidcheck.h>
#include <string>
#include <string_view>

#include "oracles/json_contract/envelope_oracles.hpp"

namespace conform::json_gen {

// Breaks the envelope check `check`; `valid` prints valid plans.
// `comment_decision`: the dialect's decision that a comment outside the object is prose
// (gen::DecisionCapture leaves such comments out of PROSE-OUTSIDE-JSON's draws).
rc::Gen<std::string> break_envelope(json_contract::EnvelopeCheck check, rc::Gen<std::string> valid,
                                    std::string_view comment_decision);

// The texts of a JSON document with one array element or object member removed, most
// of the document first; for shrinking failures. Empty when the text is not JSON.
std::vector<std::string> without_one_part(const std::string& text, std::size_t max_candidates = 400);

}  // namespace conform::json_gen
