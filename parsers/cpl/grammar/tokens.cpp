#include "parsers/cpl/grammar/tokens.hpp"

namespace conform::cpl::parser {

bool is_reserved_word(std::string_view word) {
  // `plan` is no reserved word: it only starts the program (decision D20).
  static constexpr x3kit::word_set<18> reserved{{"function", "let", "if", "else", "for", "in", "try", "catch",
                                                 "return", "true", "false", "syscall", "while", "break", "continue",
                                                 "throw", "null", "do"}};
  return reserved.contains(word);
}

bool is_statement_keyword(std::string_view word) {
  static constexpr x3kit::word_set<13> keywords{
      {"let", "if", "for", "try", "return", "while", "do", "switch", "break", "continue", "throw", "var", "const"}};
  return keywords.contains(word);
}

}  // namespace conform::cpl::parser
