#include "parsers/cpl/syntax_hints.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "core/ascii.hpp"
#include "core/line_breaks.hpp"
#include "parsers/core/characters.hpp"
#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl {
namespace {

constexpr std::array<std::string_view, 8> statement_keywords{"if",  "else", "for",      "return",
                                                             "let", "try",  "function", "catch"};

// Where the statement holding `found` starts: after the `;`, `{` or `}` before it;
// npos when a quote comes first (the statement holds a string: too far to guess).
std::size_t statement_start(std::string_view text, std::size_t found) {
  for (std::size_t i = found; i > 0; --i) {
    const char c = text[i - 1];
    if (c == ';' || c == '{' || c == '}') return i;
    if (c == '"') return std::string_view::npos;
  }
  return 0;
}

// Past the blanks and line breaks from `at`.
std::size_t past_blanks(std::string_view text, std::size_t at) {
  return static_cast<std::size_t>(
      x3kit::end_of_run<x3kit::is_blank_or_newline>(text.data() + at, text.data() + text.size()) - text.data());
}

// The end of the run of name bytes from `at`.
std::size_t name_end(std::string_view text, std::size_t at) {
  const char* const last = text.data() + text.size();
  return static_cast<std::size_t>(x3kit::end_of_run<parser::is_ident_char>(text.data() + at, last) - text.data());
}

std::optional<SyntaxError> annotation_with_arguments(std::string_view text, std::size_t found) {
  if (found >= text.size() || text[found] != '@') return std::nullopt;
  const std::size_t end = name_end(text, found + 1);
  if (end == found + 1) return std::nullopt;
  std::size_t paren = end;
  while (paren < text.size() && (text[paren] == ' ' || text[paren] == '\t')) ++paren;
  if (paren >= text.size() || text[paren] != '(') return std::nullopt;
  return SyntaxError{paren, "an annotation takes no arguments: write " + std::string(text.substr(found, end - found)) +
                                " alone before the function"};
}

// `new ToolResult()`: the parser takes `new` for a variable and fails at the type after it.
std::optional<SyntaxError> object_construction(std::string_view text, std::size_t found) {
  if (found >= text.size() || !parser::is_ident_start(static_cast<unsigned char>(text[found]))) return std::nullopt;
  const std::size_t end = x3kit::start_of_run<x3kit::is_blank_or_newline>(text, found);
  if (end == found || end < 3 || text.substr(end - 3, 3) != "new") return std::nullopt;
  const std::size_t at = end - 3;
  if (at > 0 && parser::is_ident_char(static_cast<unsigned char>(text[at - 1]))) return std::nullopt;
  return SyntaxError{at, "'new' is not CPL: nothing is constructed; a value is a literal, a variable, or what a syscall "
                         "or function returns"};
}

// The word that starts the statement the failure is in, when it is `finally` or a
// statement keyword in the wrong case.
std::optional<SyntaxError> foreign_word(std::string_view text, std::size_t found) {
  std::size_t at = statement_start(text, found);
  if (at == std::string_view::npos) return std::nullopt;
  while (at < found && x3kit::is_blank_or_newline(static_cast<unsigned char>(text[at]))) ++at;
  std::size_t end = at;  // the word may be where the parser stopped (`Function main()`)
  while (end < text.size() && parser::is_ident_char(static_cast<unsigned char>(text[end]))) ++end;
  const std::string_view word = text.substr(at, end - at);
  if (word.empty()) return std::nullopt;
  if (word == "finally")
    return SyntaxError{at, "'finally' is not CPL: a try has one catch (ToolError e) { … } and nothing after it"};
  if (equal_ignoring_ascii_case(word, "foreach") || word == "for_each")
    return SyntaxError{at, "'" + std::string(word) + "' is not CPL: a loop is for (item in list) { … }"};
  if (std::string message = miscased_keyword_message(word); !message.empty()) return SyntaxError{at, std::move(message)};
  return std::nullopt;
}

// `plan TravelPlan {`, `plan() {`, `plan: {`: the parser fails at the name, the '(' or the ':'.
std::optional<SyntaxError> named_plan(std::string_view text, std::size_t found) {
  const std::size_t plan = x3kit::start_of_run<x3kit::is_blank_or_newline>(text, found);
  if (plan < 4 || plan_block_name_at(text, plan - 4) != found) return std::nullopt;
  if (text[found] == ':') return SyntaxError{found, "the plan block is plan { … }, without ':'"};
  if (text[found] == '(')
    return SyntaxError{found, "the plan block takes no parameters: write plan { … }, without '" +
                                  std::string(text.substr(found, text.find(')', found) + 1 - found)) + "'"};
  return SyntaxError{found, "the plan block takes no name: write plan { … }, without '" +
                                std::string(text.substr(found, name_end(text, found) - found)) + "'"};
}

// `{ let y = …; }` where a statement starts: braces open only a plan, a function, and
// if, else, for, try and catch. The parser reads the brace as a map and fails in the
// first statement after it, or after `{ }` where a ';' would end it.
constexpr bool ends_no_statement(unsigned char c) { return !x3kit::one_of<";{}">(c); }

std::optional<SyntaxError> bare_block(std::string_view text, std::size_t found) {
  found = std::min(found, text.size());
  const std::size_t start = x3kit::start_of_run<ends_no_statement>(text, found);
  if (start == 0 || std::count(text.begin() + start, text.begin() + found, '"') % 2 != 0) return std::nullopt;
  std::size_t open = start - 1;
  if (text[open] == '}') open = x3kit::start_of_run<x3kit::is_blank_or_newline>(text, open);
  else ++open;
  if (open == 0 || text[open - 1] != '{') return std::nullopt;
  const std::size_t before = x3kit::start_of_run<x3kit::is_blank_or_newline>(text, open - 1);
  if (before > 0 && !x3kit::one_of<";{}">(static_cast<unsigned char>(text[before - 1]))) return std::nullopt;
  return SyntaxError{open - 1, "a bare block { … } is not CPL: braces open only a function's body and the blocks of "
                               "if, else, for, try and catch"};
}

// `String city = …;`, `List<ToolResult> results = [];`: Java's declaration, the type
// before the name. The parser fails at the name, or at the '=' when it read the type's
// brackets as comparisons.
std::optional<SyntaxError> typed_declaration(std::string_view text, std::size_t found) {
  std::size_t at = statement_start(text, found);
  if (at == std::string_view::npos) return std::nullopt;
  at = past_blanks(text, at);
  if (at >= text.size() || !parser::is_ident_start(static_cast<unsigned char>(text[at]))) return std::nullopt;
  std::size_t type_end = name_end(text, at);
  if (type_end < text.size() && text[type_end] == '<') {
    int depth = 0;
    for (; type_end < text.size(); ++type_end) {
      const char c = text[type_end];
      if (c == '<') ++depth;
      else if (c == '>' && --depth == 0) break;
      else if (!parser::is_ident_char(static_cast<unsigned char>(c)) && c != ',' && c != ' ') return std::nullopt;
    }
    if (type_end >= text.size()) return std::nullopt;
    ++type_end;
  }
  const std::size_t name = past_blanks(text, type_end);
  if (name == type_end || name >= text.size() || !parser::is_ident_start(static_cast<unsigned char>(text[name])))
    return std::nullopt;
  const std::size_t equals = past_blanks(text, name_end(text, name));
  if (equals >= text.size() || text[equals] != '=' || (equals + 1 < text.size() && text[equals + 1] == '=') ||
      found > equals)
    return std::nullopt;
  const std::string type(text.substr(at, type_end - at));
  const std::string variable(text.substr(name, name_end(text, name) - name));
  return SyntaxError{at, "a variable is declared let " + variable + ": " + type + " = …; ('" + type + " " + variable +
                             " = …' is Java's form)"};
}

// `function f(ToolResult repo)`: Java's parameter, the type before the name. The parser
// takes the type for the parameter's name and fails at the name.
std::optional<SyntaxError> typed_parameter(std::string_view text, std::size_t found) {
  if (found >= text.size() || !parser::is_ident_start(static_cast<unsigned char>(text[found]))) return std::nullopt;
  const std::size_t type_end = x3kit::start_of_run<x3kit::is_blank_or_newline>(text, found);
  if (type_end == found) return std::nullopt;
  const std::size_t type = x3kit::start_of_run<parser::is_ident_char>(text, type_end);
  if (type == type_end) return std::nullopt;
  std::size_t open = x3kit::start_of_run<x3kit::is_blank_or_newline>(text, type);
  if (open == 0 || (text[open - 1] != '(' && text[open - 1] != ',')) return std::nullopt;
  // The '(' of a function's parameter list: `function name(` before it.
  while (open > 0 && text[open - 1] != '(') {
    if (x3kit::one_of<";{}()\"">(static_cast<unsigned char>(text[open - 1]))) return std::nullopt;
    --open;
  }
  if (open == 0) return std::nullopt;
  const std::size_t name_end_at = x3kit::start_of_run<x3kit::is_blank_or_newline>(text, open - 1);
  const std::size_t name = x3kit::start_of_run<parser::is_ident_char>(text, name_end_at);
  const std::size_t keyword_end = x3kit::start_of_run<x3kit::is_blank_or_newline>(text, name);
  if (name == name_end_at || keyword_end == name || keyword_end < 8 || text.substr(keyword_end - 8, 8) != "function")
    return std::nullopt;
  const std::string type_name(text.substr(type, type_end - type));
  const std::string parameter(text.substr(found, name_end(text, found) - found));
  return SyntaxError{type, "a parameter is written " + parameter + ": " + type_name + " ('" + type_name + " " + parameter +
                               "' is Java's form)"};
}

// `0x1F`, `0b101`: the parser reads the 0 and fails at the letter.
std::optional<SyntaxError> radix_literal(std::string_view text, std::size_t found) {
  if (found == 0 || found + 1 >= text.size() || text[found - 1] != '0') return std::nullopt;
  const char radix = static_cast<char>(text[found] | 0x20);
  if (radix != 'x' && radix != 'b' && radix != 'o') return std::nullopt;
  if (found >= 2 && parser::is_ident_char(static_cast<unsigned char>(text[found - 2]))) return std::nullopt;
  const std::size_t end = name_end(text, found);
  return SyntaxError{found - 1, "'" + std::string(text.substr(found - 1, end - found + 1)) +
                                    "' is not a CPL literal: an Int is written in decimal digits"};
}

}  // namespace

std::optional<std::size_t> plan_block_name_at(std::string_view text, std::size_t plan) {
  if (text.substr(plan, 4) != "plan" || !at_line_start(text, plan)) return std::nullopt;
  const std::size_t name = past_blanks(text, plan + 4);
  if (name >= text.size()) return std::nullopt;
  std::size_t name_ends = name;
  if (text[name] == ':') {  // `plan: {`, as YAML writes a key
    name_ends = name + 1;
  } else if (text[name] == '(') {
    name_ends = text.find_first_of(")\n{", name);
    if (name_ends == std::string_view::npos || text[name_ends] != ')') return std::nullopt;
    ++name_ends;
  } else if (name > plan + 4 && parser::is_ident_start(static_cast<unsigned char>(text[name]))) {
    name_ends = name_end(text, name);
  } else {
    return std::nullopt;
  }
  const std::size_t brace = past_blanks(text, name_ends);
  if (brace >= text.size() || text[brace] != '{') return std::nullopt;
  return name;
}

std::optional<SyntaxError> foreign_construct_before(std::string_view text, std::size_t found) {
  if (auto annotation = annotation_with_arguments(text, found)) return annotation;
  if (auto construction = object_construction(text, found)) return construction;
  if (auto named = named_plan(text, found)) return named;
  if (auto block = bare_block(text, found)) return block;
  if (auto declaration = typed_declaration(text, found)) return declaration;
  if (auto literal = radix_literal(text, found)) return literal;
  if (auto parameter = typed_parameter(text, found)) return parameter;
  return foreign_word(text, std::min(found, text.size()));
}

std::string miscased_keyword_message(std::string_view word) {
  for (std::string_view keyword : statement_keywords)
    if (word != keyword && equal_ignoring_ascii_case(word, keyword))
      return "'" + std::string(word) + "' is not a CPL keyword: keywords are lower-case ('" + std::string(keyword) + "')";
  return {};
}

std::string_view name_letter_note(std::string_view text, std::size_t found) {
  if (!non_ascii_continues_name(text, found, parser::is_ident_char)) return {};
  return ", a letter no CPL name holds (names are ASCII letters, digits and '_')";
}

}  // namespace conform::cpl
