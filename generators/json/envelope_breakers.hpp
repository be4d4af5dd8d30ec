#pragma once
// Breakers for the rules every JSON contract shares (oracles/json_contract): each turns
// the text of a valid plan (one JSON object, no duplicate keys) into a text that breaks
// exactly that rule and no other.
#include <rapidcheck.h>
#include <string>
#include <string_view>

#include "oracles/json_contract/envelope_oracles.hpp"

namespace conform::json_gen {

// The dialect's decisions that name the one rule of a text every reading rejects, which
// a breaker draws and notes for its rule (gen::rule_rests_on); empty where the seed names
// the rule itself (the draw then notes nothing).
struct EnvelopeDecisions {
  std::string_view comment_before;  // a `//` or `/* */` comment before the object: prose, not malformed JSON
  std::string_view comment_after;   // the same after it
  std::string_view fence_on_plan_line;  // ```json {…}, …}``` : a fence, not prose or malformed JSON
  std::string_view tag_before;          // `[draft]` before the plan: prose, not malformed JSON
};

// Breaks the envelope check `check`; `valid` prints valid plans. Now and then the draw is
// one that every reading rejects and that only `decisions` name the rule of: a comment
// outside the object or a tag before it (PROSE-OUTSIDE-JSON), a fence marker on the
// plan's own line (MARKDOWN-FENCE).
rc::Gen<std::string> break_envelope(json_contract::EnvelopeCheck check, rc::Gen<std::string> valid,
                                    EnvelopeDecisions decisions);

// The texts of a JSON document with one array element or object member removed, most
// of the document first; for shrinking failures. Empty when the text is not JSON.
std::vector<std::string> without_one_part(const std::string& text, std::size_t max_candidates = 400);

}  // namespace conform::json_gen
