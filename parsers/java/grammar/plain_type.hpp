#pragma once
// A type read without the type rules, for the declarations read without their rules
// (plain_local_var.hpp, plain_params.hpp): names, type arguments and `[]` (`String`,
// `List<String>`, `Map<String, List<Int>>`, `String[]`), into the TypeRefs type_ref makes,
// at the same positions. It gives up at trivia, at a dotted or wildcard type, at a
// reserved word other than a primitive type, at a modifier word (`sealed`, which a
// declaration reads as one), and within reach of the depth limit.
#include <cstddef>
#include <string_view>

#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"
#include "parsers/java/grammar/plain_expression.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

// The type at `at`, at `nesting` levels of type arguments; `at` left after its last token.
// The rules open a level for a type with arguments or `[]`, and read a one-word type
// without one short of the limit.
inline bool read_plain_type(const char*& at, const char* last, const ParseLog& log, std::size_t nesting,
                            ast::TypeRef& type) {
  if (log.depth + 2 * (nesting + 2) > log.max_depth) return false;
  const char* const start = at;
  const std::string_view name = plain_word_at(at, last);
  if (name.empty() || (is_reserved_word(name) && !is_primitive_word(name)) || modifier_words.contains(name))
    return false;
  const char* end = at + name.size();
  const char* next = end;
  if (!plain_blanks(next, last)) return false;
  if (*next == '<') {
    const char* arg = next + 1;
    type.args.emplace();
    auto& args = *type.args;
    do {
      if (!plain_blanks(arg, last) || !read_plain_type(arg, last, log, nesting + 1, args.emplace_back())) return false;
      next = arg;
      if (!plain_blanks(next, last)) return false;
      arg = next + 1;
    } while (*next == ',');
    if (*next != '>') return false;
    end = next + 1;
    next = end;
    if (!plain_blanks(next, last)) return false;
  }
  while (*next == '[') {
    const char* close = next + 1;
    if (!plain_blanks(close, last) || *close != ']') return false;
    type.dims += '[';
    end = close + 1;
    next = end;
    if (!plain_blanks(next, last)) return false;
  }
  if (*next == '.') return false;
  type.name = name;
  type.begin = log.offset(start);
  type.end = log.offset(end);
  at = end;
  return true;
}

// `Type name`, the declaration of a variable, parameter or method: the type, then the
// name (no reserved word); `at` left after the name.
inline bool read_plain_declared(const char*& at, const char* last, const ParseLog& log, ast::TypeRef& type,
                                ast::Identifier& name) {
  if (!read_plain_type(at, last, log, 0, type) || !plain_blanks(at, last)) return false;
  const std::string_view word = plain_name_at(at, last);
  if (word.empty()) return false;
  name.begin = log.offset(at);
  at += word.size();
  name.end = log.offset(at);
  name.name = word;
  return true;
}

}  // namespace conform::java::parser
