#pragma once
// The commonest declaration, `Type name = value;` or `Type name;`, read without the
// declaration's rules: no modifiers, one variable, and a type plain_type.hpp reads
// (`String`, `List<String>`, `Map<String, List<Int>>`, `String[]`). The value is
// read by `expr`, where the rules read it. The node is the one the rules make, at the
// same positions: a LocalVar with its TypeRefs and Identifier.
//
// Before the value it gives up, having read nothing, at trivia (the skipper's), at
// anything else (modifiers, a dotted or wildcard type, `[]` after the name, a second
// variable, a reserved or modifier word), and within reach of the depth limit; after the
// value, where no ';' ends the statement. The rules then read the statement from its
// start, as before.
#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <string_view>
#include <utility>

#include "parsers/core/x3/name_or_call.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/plain_expression.hpp"
#include "parsers/java/grammar/plain_type.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

struct plain_local_var_parser : x3::parser<plain_local_var_parser> {
  using attribute_type = ast::Statement;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    const auto& log = x3kit::log_in(ctx);
    const char* at = first;
    ast::TypeRef type;
    if (!read_plain_type(at, last, log, 0, type) || !plain_blanks(at, last)) return false;
    const std::string_view name = plain_word_at(at, last);
    if (name.empty() || is_reserved_word(name)) return false;
    const char* const name_end = at + name.size();
    const char* next = name_end;
    if (!plain_blanks(next, last)) return false;
    const bool has_value = *next == '=';
    if (!has_value && *next != ';') return false;
    ast::Expr value;
    if (has_value) {
      if (last - next < 2 || next[1] == '=') return false;
      ++next;
      if (!expr.parse(next, last, ctx, rctx, value)) return false;
      x3::skip_over(next, last, ctx);
      if (next == last || *next != ';') return false;
    }
    auto& local = x3kit::emplace_node<ast::LocalVar>(attr);
    local.begin = log.offset(first);
    local.end = log.offset(next + 1);
    local.type = std::move(type);
    local.name.begin = log.offset(at);
    local.name.end = log.offset(name_end);
    local.name.name = name;
    if (has_value) local.init = std::move(value);
    first = next + 1;
    return true;
  }
};
inline constexpr plain_local_var_parser plain_local_var{};

}  // namespace conform::java::parser
