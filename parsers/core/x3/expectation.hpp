#pragma once
// Syntax errors from expectation failures: "expected <label>, found <what stands there>",
// at the next token (past trivia) unless the failure was inside a verbatim rule.
#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <string>
#include <string_view>

#include "core/limits.hpp"
#include "parsers/core/x3/parse_log.hpp"
#include "parsers/core/x3/skipper.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

using failure_type = x3::expectation_failure<const char*>;

// "the end of the input" / "the end of the line" at those places, else empty.
std::string describe_boundary(std::string_view text, std::size_t offset);

// The word at `offset` (a run of bytes IsWordByte accepts, at most 40) or else its one
// character (a byte and its UTF-8 continuation bytes), in quotes; or the boundary.
std::string describe_token(std::string_view text, std::size_t offset, bool (*is_word_byte)(unsigned char));
// The same, for a language whose words the caller reads (java's, by code point): the word
// at `offset` ends at `word_end` (`offset` when none starts there). `is_word_byte` says
// whether the byte before a quote belongs to a word (Python's f-string hint).
std::string describe_token(std::string_view text, std::size_t offset, std::size_t word_end,
                           bool (*is_word_byte)(unsigned char));

std::string expected_found(std::string_view expected, std::string_view found);

// Whether an expectation's label names punctuation ("';'", "'{' or ';'", "')' or ','"): a
// terminator or separator that is missing rather than a token that is wrong.
bool expects_punctuation(std::string_view label);

// Where a failure is reported: at the failing byte if it failed inside a verbatim rule
// (`log` is the parse's log), else at the next byte that `trivia` does not skip.
template <typename Skipper>
std::size_t failure_offset(std::string_view text, failure_type const& failure, ParseLogBase const& log,
                           Skipper const& trivia) {
  auto at = static_cast<std::size_t>(failure.where() - text.data());
  return log.failed_verbatim ? at : skip_trivia(trivia, text, at);
}

// For languages whose statements end in ';' (Java, CPL): a punctuation mark missing before
// a line break belongs right after the token before it, where javac places "';'
// expected", not at the next line's token (`found`, failure_offset's answer, which the
// message still names). Elsewhere, `found`.
// `lex` says what a comment and a literal are.
std::size_t place_missing_punctuation(std::string_view text, failure_type const& failure, std::size_t found,
                                      const LexicalConventions& lex);

}  // namespace conform::x3kit
