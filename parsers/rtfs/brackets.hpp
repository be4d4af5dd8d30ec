#pragma once
// The bracket structure of an RTFS text, apart from the grammar: where a form's brackets
// fail to balance (RTFS-SYNTAX points there), and which forms a plan stands inside.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace conform::rtfs {

struct SyntaxError {
  std::size_t offset = 0;
  std::string message;
};

constexpr bool is_closer(char c) { return c == ')' || c == ']' || c == '}'; }
constexpr char closer_of(char opener) { return opener == '(' ? ')' : opener == '[' ? ']' : '}'; }

// "')' closes nothing".
SyntaxError closes_nothing(std::size_t at, char closer);
// "')' does not close the '[' opened on line 1; expected ']'".
SyntaxError does_not_close(std::string_view text, std::size_t at, std::size_t opener);

// Reads brackets from `from` on, `open` holding the openers already open (innermost
// last), until the last open one closes. `end` is the offset after that closer; `error`
// a closer that closes nothing or the wrong opener, the innermost opener never closed,
// or a string that never closes (at its opening quote: the end of the text, where the
// grammar stops, does not show which string it was).
struct BracketScan {
  std::optional<std::size_t> end;
  std::optional<SyntaxError> error;
};
BracketScan scan_brackets(std::string_view text, std::size_t from, std::vector<std::size_t> open = {});

// The openers still open at `until`, reading from `from` as the envelope reads text
// that may be prose (`skip_trivia`, `skip_token`): a closer that matches no open
// bracket forgets those before it, which were prose rather than forms.
template <typename SkipTrivia, typename SkipToken>
std::vector<std::size_t> open_brackets(std::string_view text, std::size_t from, std::size_t until,
                                       SkipTrivia skip_trivia, SkipToken skip_token) {
  std::vector<std::size_t> open;
  for (std::size_t i = skip_trivia(text, from); i < until; i = skip_trivia(text, i)) {
    const char c = text[i];
    if (c == '(' || c == '[' || c == '{') {
      open.push_back(i);
    } else if (is_closer(c)) {
      if (!open.empty() && closer_of(text[open.back()]) == c) open.pop_back();
      else open.clear();
    }
    const std::size_t next = skip_token(text, i);
    i = next > i ? next : i + 1;
  }
  return open;
}

}  // namespace conform::rtfs
