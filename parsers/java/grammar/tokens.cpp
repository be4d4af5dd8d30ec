#include <algorithm>
#include <array>

#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {
namespace {

// Sorted, for binary search.
constexpr std::array<std::string_view, 53> reserved_words{
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
    "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
    "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
    "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
    "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while"};
constexpr std::array<std::string_view, 9> primitive_words{"boolean", "byte", "char", "double", "float",
                                                          "int", "long", "short", "void"};
constexpr std::array<std::string_view, 12> modifier_words{"abstract", "default", "final", "native", "private",
                                                          "protected", "public", "static", "strictfp",
                                                          "synchronized", "transient", "volatile"};

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& words, std::string_view word) {
  return std::binary_search(words.begin(), words.end(), word);
}

}  // namespace

bool in_word_set(WordSet set, std::string_view word) {
  switch (set) {
    case WordSet::name: return !contains(reserved_words, word);
    case WordSet::reserved: return contains(reserved_words, word);
    case WordSet::primitive: return contains(primitive_words, word);
    case WordSet::modifier: return contains(modifier_words, word);
  }
  return false;
}

}  // namespace conform::java::parser
