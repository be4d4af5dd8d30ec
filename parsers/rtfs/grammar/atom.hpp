#pragma once
// The atoms: strings, numbers, keywords, symbols; defined in atom_def.hpp, instantiated
// in atom.cpp. Each gives its text: a string's value, a number as written, a keyword's
// name without ':', a symbol's name.
#include <string>

#include "parsers/core/x3/rule.hpp"
#include "parsers/rtfs/grammar/config.hpp"

namespace conform::rtfs::parser {

CONFORM_X3_RULE_WITH(string_lit, ast::Text, "a string", x3kit::plain)
CONFORM_X3_RULE_WITH(number_lit, ast::Text, "a number", x3kit::plain)
CONFORM_X3_RULE_WITH(keyword_lit, ast::Text, "a keyword", x3kit::plain)
CONFORM_X3_RULE_WITH(symbol_lit, ast::Text, "a symbol", x3kit::plain)

BOOST_SPIRIT_DECLARE(string_lit_type, number_lit_type, keyword_lit_type, symbol_lit_type)

}  // namespace conform::rtfs::parser
