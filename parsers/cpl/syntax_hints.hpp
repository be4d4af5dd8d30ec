#pragma once
// What a syntax error's expected/found message cannot say: the construct a planner
// brought from another language, named where it starts.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "parsers/cpl/parser.hpp"

namespace conform::cpl {

// `plan TravelPlan {`, `plan() {`, `plan (repo: String) {`, `plan: {`: where the name, the
// '(' or the ':' stands when the `plan` at `plan` starts its line and a name, a
// parenthesis on that line, or ':', then '{', follow it (the plan block takes none of
// them); nothing otherwise.
std::optional<std::size_t> plan_block_name_at(std::string_view text, std::size_t plan);

// A clearer error for the failure found at `found`, when one of these caused it:
// `@Deferred()` (an annotation with arguments), `new Type(…)`, `plan Name {`, a bare block
// `{ … }` among statements, `finally` after a catch block, a keyword in the wrong case
// (`If (…) {`, `Return x;`); nothing otherwise.
std::optional<SyntaxError> foreign_construct_before(std::string_view text, std::size_t found);

// "'Return' is not a CPL keyword: keywords are lower-case ('return')" when `word` spells
// a statement keyword in the wrong case; empty otherwise.
std::string miscased_keyword_message(std::string_view word);

// ", a letter no CPL name holds (…)" when the byte at `found` is a non-ASCII character
// that continues a name (`let café`); empty otherwise.
std::string_view name_letter_note(std::string_view text, std::size_t found);

}  // namespace conform::cpl
