#pragma once
// Breakers for the rules every JSON contract shares (oracles/json_contract): each turns
// the text of a valid plan (one JSON object, no duplicate keys) into a text that breaks
// exactly that rule and no other.
#include <rapidcheck.h>
#include <string>
#include <string_view>

namespace conform::json_gen {

// `suffix` is one of json_contract::envelope_rule_suffixes; `valid` prints valid plans.
// Throws std::invalid_argument for other suffixes.
rc::Gen<std::string> break_envelope(std::string_view suffix, rc::Gen<std::string> valid);

// The texts of a JSON document with one array element or object member removed, most
// of the document first; for shrinking failures. Empty when the text is not JSON.
std::vector<std::string> without_one_part(const std::string& text, std::size_t max_candidates = 400);

}  // namespace conform::json_gen
