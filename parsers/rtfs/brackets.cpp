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
// may span lines, D16): `"hello}))⏎(step "R" …` opens a string at R's closing quote.
struct Span {
  std::size_t opening, closing;
};
SyntaxError never_closes(std::string_view text, std::size_t opening, std::optional<Span> spanning_lines) {
  if (spanning_lines)
    return SyntaxError{spanning_lines->opening, "this string runs on to line " + line_of(text, spanning_lines->closing) +
                                            ", and the text ends inside the string opened on line " + line_of(text, opening) +
                                            ": is this string's closing '\"' missing?"};
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
  std::optional<Span> spanning_lines;  // the quotes of the last string that spans lines
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
      if (i >= text.size()) return {std::nullopt, never_closes(text, opening, spanning_lines)};
      if (find_line_break(text.substr(opening, i - opening), 0) != std::string_view::npos) spanning_lines = Span{opening, i};
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
