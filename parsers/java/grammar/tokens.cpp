#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {
namespace {

constexpr x3kit::word_set<53> reserved_words{{
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
    "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
    "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
    "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
    "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while"}};
constexpr x3kit::word_set<9> primitive_words{{"boolean", "byte", "char", "double", "float",
                                                          "int", "long", "short", "void"}};
constexpr x3kit::word_set<4> type_declaration_words{{"class", "enum", "interface", "record"}};
}  // namespace

bool is_type_declaration_word(std::string_view word) { return type_declaration_words.contains(word); }
bool is_reserved_word(std::string_view word) { return reserved_words.contains(word); }
bool is_primitive_word(std::string_view word) { return primitive_words.contains(word); }

}  // namespace conform::java::parser
