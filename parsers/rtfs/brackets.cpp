#include "parsers/rtfs/brackets.hpp"

#include "core/line_breaks.hpp"
#include "parsers/core/x3/skipper.hpp"
#include "parsers/rtfs/grammar/tokens.hpp"

namespace conform::rtfs {
namespace {

std::string line_of(std::string_view text, std::size_t offset) {
  return std::to_string(line_number(text, offset));
}

// Whether a token could start at `at`: `/` inside a symbol (`a//b`, D17) is part of it.
bool starts_token(std::string_view text, std::size_t at) {
  return at == 0 || !parser::is_token_byte(static_cast<unsigned char>(text[at - 1]));
}

// 'c' in quotes, for messages.
std::string quoted(char c) {
  std::string out = "'";
  out += c;
  out += '\'';
  return out;
}

// A string runs to the end of the text: where it opens, which the end cannot show. Where
// an earlier string spans lines, a quote missing there is the likelier fault (RTFS strings
// may span lines, D16): `"hello}))⏎(step "R" …` opens a string at R's closing quote. It is
// the first string with a line inside it that starts as a form does (`(`, `[`, `{` or a
// keyword): a quote missing early pairs every later quote the other way round, and the
// strings after it hold the code between them. A string whose lines are prose may span
// lines, and is not taken for one.
struct Span {
  std::size_t opening, closing;
};

bool holds_a_line_starting_like_a_form(std::string_view text, Span s) {
  for (std::size_t at = find_line_break(text.substr(0, s.closing), s.opening); at != std::string_view::npos;
       at = find_line_break(text.substr(0, s.closing), at + 1)) {
    std::size_t start = at + 1;
    while (start < s.closing && (text[start] == ' ' || text[start] == '\t' || is_line_break(text[start]))) ++start;
    if (start >= s.closing) return false;
    const char c = text[start];
    if (c == '(' || c == '[' || c == '{') return true;
    if (c == ':' && start + 1 < s.closing && parser::is_token_byte(static_cast<unsigned char>(text[start + 1]))) return true;
  }
  return false;
}

SyntaxError never_closes(std::string_view text, std::size_t opening, std::optional<Span> holding_forms) {
  if (holding_forms)
    return SyntaxError{holding_forms->opening, "this string runs on to line " + line_of(text, holding_forms->closing) +
                                                    ": is its closing '\"' missing? (the quotes after it pair up the "
                                                    "other way round, and the text ends inside the string opened on line " +
                                                    line_of(text, opening) + ")"};
  return SyntaxError{opening, "the string opened on line " + line_of(text, opening) +
                                  " never closes: expected its closing '\"' before the end of the input"};
}

}  // namespace

SyntaxError closes_nothing(std::size_t at, char closer) { return SyntaxError{at, quoted(closer) + " closes nothing"}; }

SyntaxError does_not_close(std::string_view text, std::size_t at, std::size_t opener) {
  const char o = text[opener];
  return SyntaxError{at, quoted(text[at]) + " does not close the " + quoted(o) + " opened on line " + line_of(text, opener) +
                             "; expected " + quoted(closer_of(o))};
}

BracketScan scan_brackets(std::string_view text, std::size_t from, std::vector<std::size_t> open) {
  std::optional<Span> holding_forms;  // the quotes of the first string holding a line that starts like a form
  for (std::size_t i = from; i < text.size(); ++i) {
    const char c = text[i];
    const char* comment_end =
        c == '/' && starts_token(text, i) ? x3kit::c_comment_end(text.data() + i, text.data() + text.size()) : nullptr;
    if (c == ';') {
      while (i < text.size() && !is_line_break(text[i])) ++i;
    } else if (comment_end) {  // the foreign `//` and `/* */` the grammar reads past alike (D24)
      i = static_cast<std::size_t>(comment_end - text.data()) - 1;
    } else if (c == '"') {
      const std::size_t opening = i;
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
      if (i >= text.size()) return {std::nullopt, never_closes(text, opening, holding_forms)};
      if (!holding_forms && holds_a_line_starting_like_a_form(text, Span{opening, i})) holding_forms = Span{opening, i};
    } else if (c == '(' || c == '[' || c == '{') {
      open.push_back(i);
    } else if (is_closer(c)) {
      if (open.empty()) return {std::nullopt, closes_nothing(i, c)};
      if (closer_of(text[open.back()]) != c) return {std::nullopt, does_not_close(text, i, open.back())};
      open.pop_back();
      if (open.empty()) return {i + 1, std::nullopt};
    }
  }
  if (open.empty()) return {};
  const char opener = text[open.back()];
  return {std::nullopt, SyntaxError{open.back(), quoted(opener) + " is never closed: the text ends before its " +
                                                     quoted(closer_of(opener))}};
}

}  // namespace conform::rtfs
